import { useTranslation } from 'react-i18next';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { passwordResetForm } from '../../../../shared/schemas/account-recovery';
import { useTranslatedInputProps } from '../../../components/form-fields';
import { useCommonPasswordCheck } from '../../../components/new-password';
import { AuthCard } from '../AuthCard';
import { FormOutcome } from '../FormOutcome';
import { useTokenSubmit } from '../use-token-submit';

/** The page the mailed reset link opens: a new password for the account the token belongs to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { error, done, busy, send } = useTokenSubmit('/auth/password-reset/confirm');
  const form = useForm({ initialValues: { password: '', confirmPassword: '' }, validate: zod4Resolver(passwordResetForm) });
  const inputProps = useTranslatedInputProps(form);
  useCommonPasswordCheck();

  const submit = form.onSubmit(({ password }) => send({ password }));

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
