import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api';
import { errorReason, StatusMessage } from '../../../components/StatusMessage';

/** Shown on every signed-in screen until the address is confirmed: why money cannot leave yet, and a new link. */
export function EmailVerificationNotice() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => api<{ message: string }>('/auth/verify-email/resend', { method: 'POST' }),
    onMutate: () => setMessage(null),
    onSuccess: (response) => setMessage(response.message),
    onError: (error) => setMessage(errorReason(error)),
  });

  return (
    <Alert color="yellow" title={t('shell.verifyEmail.title')} mb="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('shell.verifyEmail.body')}</Text>
        <Button size="xs" variant="light" color="dark" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('shell.verifyEmail.resend')}
        </Button>
        <StatusMessage message={message} />
      </Stack>
    </Alert>
  );
}
