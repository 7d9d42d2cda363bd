import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api';
import { useMessageText } from '../../i18n/message-text';

/**
 * Sends a form opened from a mailed link, with the link's token, to the server: `done` holds the
 * server's message once it took it, `error` its refusal in the reader's language.
 */
export function useTokenSubmit(endpoint: string) {
  const text = useMessageText();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (fields: Record<string, string>) => {
    setBusy(true);
    setError(null);
    try {
      const body = { token: searchParams.get('token') ?? '', ...fields };
      setDone((await api<{ message: string }>(endpoint, { method: 'POST', body })).message);
    } catch (failure) {
      setError(text((failure as Error).message));
    } finally {
      setBusy(false);
    }
  };
  return { error, done, busy, send };
}
