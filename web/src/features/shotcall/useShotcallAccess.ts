import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { useViewer } from '../../shell/viewer';

/** Whether the signed-in user may run shot-call (any of its route families written). */
export function useShotcallWritable(): boolean {
  const { mayWrite } = useViewer();
  return ROUTE_ACCESS.shotcall.anyOf.some((resource) => mayWrite(resource));
}
