import type { GatewayContext } from '../context';

/**
 * One promise per key and request (its context): the fields that need the same upstream answer
 * share one call. `forget` drops a key after a change, so the next field reads it again.
 */
export function perRequest<Value>() {
  const memo = new WeakMap<GatewayContext, Map<string, Promise<Value>>>();
  const read = (context: GatewayContext, key: string, load: () => Promise<Value>) => {
    let byKey = memo.get(context);
    if (!byKey) memo.set(context, (byKey = new Map<string, Promise<Value>>()));
    let value = byKey.get(key);
    if (!value) byKey.set(key, (value = load()));
    return value;
  };
  read.forget = (context: GatewayContext, key: string) => void memo.get(context)?.delete(key);
  return read;
}
