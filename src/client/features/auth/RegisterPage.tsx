import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api';
import { paths } from '../../../shared/paths';
import { registerForm } from '../../../shared/schemas/auth';
import { useMessageText } from '../../i18n/message-text';
import { useTranslatedInputProps } from '../../components/form-fields';
import { useCommonPasswordCheck } from '../../components/new-password';
import { AuthCard } from './AuthCard';
import { FormOutcome } from './FormOutcome';

export default function RegisterPage() {
  const [searchParams] = useSearchParams();
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [error, setError] = useState<string | null>(null);
  // Registration signs nobody in: the answer is the same for a taken address, so the owner signs in next.
  const [received, setReceived] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: {
      fullname: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      referralId: searchParams.get('referralid') ?? '',
    },
    validate: zod4Resolver(registerForm),
  });
  const inputProps = useTranslatedInputProps(form);
  useCommonPasswordCheck();

  const submit = form.onSubmit(async ({ confirmPassword: _confirm, phone, referralId, ...values }) => {
    setBusy(true);
    setError(null);
    try {
      // The account keeps the language the form is shown in, and writes its mails in it.
      const body = { ...values, phone: phone || undefined, referralId: referralId || undefined, language: i18n.language };
      setReceived((await api<{ message: string }>('/auth/register', { method: 'POST', body })).message);
    } catch (failure) {
      setError(text((failure as Error).message));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('auth.registerTitle')} error={error}>
      <FormOutcome success={received} />
      {!received && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('auth.fullName')} autoComplete="name" {...inputProps('fullname')} />
            <TextInput label={t('auth.email')} type="email" autoComplete="email" {...inputProps('email')} />
            <TextInput label={t('auth.phone')} type="tel" autoComplete="tel" {...inputProps('phone')} />
            <PasswordInput label={t('auth.password')} autoComplete="new-password" description={t('auth.passwordHint')} {...inputProps('password')} />
            <PasswordInput label={t('auth.confirmPassword')} autoComplete="new-password" {...inputProps('confirmPassword')} />
            <TextInput label={t('auth.referralId')} {...inputProps('referralId')} />
            <Button type="submit" loading={busy}>
              {t('auth.createAccount')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm">
        {t('auth.alreadyRegistered')}{' '}
        <Anchor component={Link} to={paths.login}>
          {t('auth.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
