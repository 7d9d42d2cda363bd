import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { useMessageText } from '../i18n/message-text';
import { MESSAGE_AUTO_CLOSE_MS } from '../../shared/constants';
import { isSuccessMessage } from '../../shared/messages';

/** A page's message area: the latest message, gone again after MESSAGE_AUTO_CLOSE_MS (3 s). */
export function useFlashMessage() {
  // A new object per show, so the same text shown twice restarts its 3 s.
  const [message, setMessage] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string) => setMessage({ text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message: message?.text ?? null, show, clear };
}

/**
 * Shows a catalogue message in the reader's language. The message arrives in English (the
 * server's or src/shared's wording), so its colour is decided on the English before translation.
 */
export function FlashMessage({ message }: { message: string | null }) {
  const text = useMessageText();
  if (!message) return null;
  const success = isSuccessMessage(message);
  return (
    <Alert color={success ? 'green' : 'red'} role={success ? 'status' : 'alert'} variant="light">
      {text(message)}
    </Alert>
  );
}
