import { useEffect } from 'react';
import { loadCommonPasswords } from '../../shared/schemas/common-passwords';

/**
 * Fetches the list of common passwords (a chunk of its own, about 200 KB) when a form that sets a
 * password opens, so the shared schema refuses one before it is sent. Should it fail to load, the
 * form sends it and shows the server's refusal, as the server always checks.
 */
export function useCommonPasswordCheck(): void {
  useEffect(() => {
    loadCommonPasswords().catch(() => undefined);
  }, []);
}
