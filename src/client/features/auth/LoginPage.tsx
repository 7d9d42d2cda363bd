import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { api, ApiError } from '../../api';
import { paths } from '../../../shared/paths';
import { loginRequest } from '../../../shared/schemas/auth';
import { twoFactorCodeRequest } from '../../../shared/schemas/two-factor';
import type { SessionDto } from '../../../shared/schemas/user';
import { useMessageText } from '../../i18n/message-text';
import { useTranslatedInputProps } from '../../components/form-fields';
import { AuthCard } from './AuthCard';
import { useSignedIn } from './use-signed-in';

type LoginAnswer = SessionDto | { twoFactorRequired: true };

export default function LoginPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const signedIn = useSignedIn();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Between a right password and the code of an account with two-factor sign-in.
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zod4Resolver(loginRequest) });
  const codeForm = useForm({ initialValues: { code: '' }, validate: zod4Resolver(twoFactorCodeRequest) });
  const codeInputProps = useTranslatedInputProps(codeForm);

  const attempt = async (request: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      // A half-finished sign-in that expired or took too many wrong codes starts over.
      if (failure instanceof ApiError && failure.status === 401 && codeStep) {
        setCodeStep(false);
        codeForm.reset();
      }
      setError(text((failure as Error).message));
    } finally {
      setBusy(false);
    }
  };

  const submit = form.onSubmit((values) =>
    attempt(async () => {
      const answer = await api<LoginAnswer>('/auth/login', { method: 'POST', body: values });
      if ('twoFactorRequired' in answer) setCodeStep(true);
      else signedIn(answer);
    }),
  );
  const submitCode = codeForm.onSubmit((values) =>
    attempt(async () => signedIn(await api<SessionDto>('/auth/login/two-factor', { method: 'POST', body: values }))),
  );

  if (codeStep) {
    return (
      <AuthCard title={t('auth.twoFactorTitle')} error={error}>
        <form onSubmit={submitCode} noValidate>
          <Stack>
            <Text size="sm">{t('auth.twoFactorPrompt')}</Text>
            <TextInput label={t('auth.twoFactorCode')} autoComplete="one-time-code" autoFocus {...codeInputProps('code')} />
            <Button type="submit" loading={busy}>
              {t('auth.verifyCode')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.signInTitle')} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('auth.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput label={t('auth.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={busy}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        {t('auth.newHere')}{' '}
        <Anchor component={Link} to={paths.register}>
          {t('auth.createAnAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
