import { Alert } from '@mantine/core';
import { useMessageText } from '../../i18n/message-text';

/** The server's answer to a sign-in-page form, in the reader's language: green when it went through. */
export function FormOutcome({ success }: { success: string | null }) {
  const text = useMessageText();
  if (!success) return null;
  return (
    <Alert color="green" role="status">
      {text(success)}
    </Alert>
  );
}
