import { useTranslation } from 'react-i18next';
import { Anchor, Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../api';
import { paths } from '../../../../shared/paths';
import { useMessageText } from '../../../i18n/message-text';
import { AuthCard } from '../AuthCard';
import { FormOutcome } from '../FormOutcome';
import { sessionQuery } from '../../../session';

/**
 * The page a security mail's "This wasn't me" link opens: what freezing does, and a button, so a
 * mail scanner that opens links freezes nothing. Then the answer, and the way back: a new password.
 */
export default function FreezeAccountPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const freeze = useMutation({
    mutationFn: () => api<{ message: string }>('/auth/freeze', { method: 'POST', body: { token: searchParams.get('token') ?? '' } }),
    // Every session of the account ended, this browser's too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });

  return (
    <AuthCard title={t('auth.freezeTitle')} error={freeze.isError ? text(freeze.error.message) : null}>
      <FormOutcome success={freeze.data?.message ?? null} />
      {!freeze.isSuccess && !freeze.isError && (
        <>
          <Text size="sm">{t('auth.freezeExplained')}</Text>
          <Button color="red" loading={freeze.isPending} onClick={() => freeze.mutate()}>
            {t('auth.freezeButton')}
          </Button>
        </>
      )}
      <Anchor component={Link} to={paths.forgotPassword} size="sm">
        {t('auth.forgotPassword')}
      </Anchor>
    </AuthCard>
  );
}
