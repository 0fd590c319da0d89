import { useRef } from 'react';

/**
 * One idempotency key per intended send: made when the form is first submitted, sent again when
 * the same submission is retried (a lost answer, a double click), and made anew after a success or
 * when what is sent changes. The gateway then sends once, however often the request arrives.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  return {
    /** The key for this request: the pending one when it is the same request, else a new one. */
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (current.current?.request !== text) {
        current.current = { request: text, key: crypto.randomUUID() };
      }
      return current.current.key;
    },
    /** The send went through: the next submission is a new send. */
    sent() {
      current.current = null;
    },
  };
}
