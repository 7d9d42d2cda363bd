import { useState } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { passwordChangeRequest } from '../../../shared/schemas/auth';
import { useTranslatedInputProps } from '../../components/form-fields';
import { useCommonPasswordCheck } from '../../components/new-password';
import { COMMON_PASSWORD } from '../../../shared/schemas/common-passwords';
import { activeSessionsQuery, changePassword } from './queries';
import { errorReason, StatusMessage } from '../../components/StatusMessage';

/** The server words a wrong current password (and its own rules) in full; anything else gets the prefix. */
function passwordFailure(reason: string): string {
  if (reason.startsWith('Error updating password:') || reason === messages.passwordMismatch || reason === COMMON_PASSWORD) return reason;
  return messages.passwordUpdateFailed(reason);
}

export function PasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(passwordChangeRequest),
  });
  const inputProps = useTranslatedInputProps(form);
  useCommonPasswordCheck();
  const toggle = { 'aria-label': t('account.password.toggleVisibility') };
  const mutation = useMutation({
    mutationFn: changePassword,
    onMutate: () => setMessage(null),
    onSuccess: async (response) => {
      setMessage(response.message);
      form.reset();
      // Every other session was signed out by the change.
      await queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey });
    },
    onError: (error) => setMessage(passwordFailure(errorReason(error))),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack maw={560}>
        <PasswordInput
          label={t('account.password.current')}
          withAsterisk
          autoComplete="current-password"
          visibilityToggleButtonProps={toggle}
          {...inputProps('currentPassword')}
        />
        <PasswordInput
          label={t('account.password.new')}
          withAsterisk
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...inputProps('newPassword')}
        />
        <PasswordInput
          label={t('account.password.confirm')}
          withAsterisk
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...inputProps('confirmPassword')}
        />
        <StatusMessage message={message} />
        <Group>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('account.password.busy') : t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
