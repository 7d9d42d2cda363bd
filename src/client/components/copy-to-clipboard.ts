import { useCallback } from 'react';
import { useMessageToast } from './message-toast';

/** Copies `text` and says so (or that it failed) in a toast, in the reader's language. */
export function useCopyToClipboard(): (text: string, copiedMessage: string, failedMessage: string) => Promise<void> {
  const showMessage = useMessageToast();
  return useCallback(
    async (text: string, copiedMessage: string, failedMessage: string) => {
      try {
        await navigator.clipboard.writeText(text);
        showMessage(copiedMessage);
      } catch {
        showMessage(failedMessage);
      }
    },
    [showMessage],
  );
}
