import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { api } from '../../../api';
import { paths } from '../../../../shared/paths';
import { passwordResetRequest } from '../../../../shared/schemas/account-recovery';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslatedInputProps } from '../../../components/form-fields';
import { AuthCard } from '../AuthCard';
import { FormOutcome } from '../FormOutcome';

/** "Forgot password?": asks for the address; the answer is the same whether it has an account or not. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: zod4Resolver(passwordResetRequest) });
  const inputProps = useTranslatedInputProps(form);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      setSent((await api<{ message: string }>('/auth/password-reset', { method: 'POST', body: values })).message);
    } catch (failure) {
      setError(text((failure as Error).message));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('auth.forgotPasswordTitle')} error={error}>
      <FormOutcome success={sent} />
      {!sent && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('auth.forgotPasswordIntro')}</Text>
            <TextInput label={t('auth.email')} type="email" autoComplete="email" {...inputProps('email')} />
            <Button type="submit" loading={busy}>
              {t('auth.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login} size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
