import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../api';
import { paths } from '../../../../shared/paths';
import { passwordResetForm } from '../../../../shared/schemas/account-recovery';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslatedInputProps } from '../../../components/form-fields';
import { useCommonPasswordCheck } from '../../../components/new-password';
import { AuthCard } from '../AuthCard';
import { FormOutcome } from '../FormOutcome';

/** The page the mailed reset link opens: a new password for the account the token belongs to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' }, validate: zod4Resolver(passwordResetForm) });
  const inputProps = useTranslatedInputProps(form);
  useCommonPasswordCheck();

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    setError(null);
    try {
      const body = { token: searchParams.get('token') ?? '', password };
      setDone((await api<{ message: string }>('/auth/password-reset/confirm', { method: 'POST', body })).message);
    } catch (failure) {
      setError(text((failure as Error).message));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('auth.resetPasswordTitle')} error={error}>
      <FormOutcome success={done} />
      {!done && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput label={t('auth.newPassword')} autoComplete="new-password" description={t('auth.passwordHint')} {...inputProps('password')} />
            <PasswordInput label={t('auth.confirmPassword')} autoComplete="new-password" {...inputProps('confirmPassword')} />
            <Button type="submit" loading={busy}>
              {t('auth.setNewPassword')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={done ? paths.login : paths.forgotPassword} size="sm">
        {done ? t('auth.signIn') : t('auth.requestNewLink')}
      </Anchor>
    </AuthCard>
  );
}
