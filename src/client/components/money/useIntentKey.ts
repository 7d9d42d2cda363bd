import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../api';

/**
 * One Idempotency-Key per intent: a retried or double-clicked submit of the same request reuses the
 * key (so the server pays once), a changed request gets a new key (the server refuses a reused key
 * with another body), and a completed intent is forgotten so the next one is new.
 */
export function useIntentKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    if (last.current?.body !== serialized) last.current = { body: serialized, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const completed = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, completed };
}
