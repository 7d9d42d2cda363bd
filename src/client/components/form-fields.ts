import type { UseFormReturnType } from '@mantine/form';
import { useMessageText } from '../i18n/message-text';

/**
 * `form.getInputProps` with the field's error in the reader's language: the shared zod schemas word
 * their rules in English, as the server does.
 */
export function useTranslatedInputProps<Values>(form: UseFormReturnType<Values>) {
  const text = useMessageText();
  return (field: Parameters<UseFormReturnType<Values>['getInputProps']>[0]) => {
    const props = form.getInputProps(field);
    return typeof props.error === 'string' ? { ...props, error: text(props.error) } : props;
  };
}
