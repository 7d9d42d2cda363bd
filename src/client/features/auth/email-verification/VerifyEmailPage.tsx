import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Group, Loader } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../api';
import { paths } from '../../../../shared/paths';
import { useMessageText } from '../../../i18n/message-text';
import { AuthCard } from '../AuthCard';
import { FormOutcome } from '../FormOutcome';
import { sessionQuery } from '../../../session';

/** The page the mailed confirmation link opens: spends the token once, then says how it went. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const verify = useMutation({
    mutationFn: (token: string) => api<{ message: string }>('/auth/verify-email', { method: 'POST', body: { token } }),
    // A signed-in investor's screens stop asking for the confirmation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
  // The token is single-use: send it once, even when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(searchParams.get('token') ?? '');
  }, [searchParams, verify]);

  return (
    <AuthCard title={t('auth.verifyEmailTitle')} error={verify.isError ? text(verify.error.message) : null}>
      {verify.isPending && <Loader role="progressbar" aria-label={t('auth.verifyingEmail')} />}
      <FormOutcome success={verify.data?.message ?? null} />
      <Group>
        <Anchor component={Link} to={paths.login} size="sm">
          {t('auth.signIn')}
        </Anchor>
        <Anchor component={Link} to={paths.dashboard} size="sm">
          {t('auth.goToDashboard')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
