import { Text } from '@mantine/core';
import { isSuccessMessage } from '../../shared/messages';
import { useMessageText } from '../i18n/message-text';

/**
 * A message containing "success" is shown green, any other red. The message arrives
 * in English (the server's or src/shared's wording), so its colour is decided before it is translated.
 */
export function StatusMessage({ message }: { message: string | null }) {
  const text = useMessageText();
  if (!message) return null;
  const success = isSuccessMessage(message);
  return (
    <Text role={success ? 'status' : 'alert'} c={success ? 'green' : 'red'} fw={500}>
      {text(message)}
    </Text>
  );
}

/** The reason a request failed, as the server (or the network) worded it. */
export const errorReason = (error: unknown) => (error instanceof Error ? error.message : String(error));
