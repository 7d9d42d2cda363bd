import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useMessageText } from '../i18n/message-text';
import { MESSAGE_AUTO_CLOSE_MS } from '../../shared/constants';
import { isSuccessMessage } from '../../shared/messages';

/**
 * Shows a catalogue message (src/shared/messages.ts) as a toast in the reader's language: green when its English
 * wording reports success or a copy, red otherwise (the colour is decided before translation).
 */
export function useMessageToast(): (message: string) => void {
  const text = useMessageText();
  return useCallback(
    (message: string) => {
      notifications.show({ message: text(message), color: isSuccessMessage(message) ? 'green' : 'red', autoClose: MESSAGE_AUTO_CLOSE_MS });
    },
    [text],
  );
}
