import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { api } from '../../api';
import { paths } from '../../../shared/paths';
import { loginRequest } from '../../../shared/schemas/auth';
import type { SessionDto } from '../../../shared/schemas/user';
import { AuthCard } from './AuthCard';
import { useSignedIn } from './use-signed-in';

export default function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zod4Resolver(loginRequest) });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      signedIn(await api<SessionDto>('/auth/login', { method: 'POST', body: values }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('auth.signInTitle')} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('auth.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput label={t('auth.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">{t('auth.forgotPassword')}</Anchor>
          <Button type="submit" loading={busy}>{t('auth.signIn')}</Button>
        </Stack>
      </form>
      <Text size="sm">
        {t('auth.newHere')} <Anchor component={Link} to={paths.register}>{t('auth.createAnAccount')}</Anchor>
      </Text>
    </AuthCard>
  );
}
