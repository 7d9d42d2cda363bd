import { useTranslation } from 'react-i18next';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { acceptInviteForm } from '../../../../shared/schemas/operators';
import { useTranslatedInputProps } from '../../../components/form-fields';
import { useCommonPasswordCheck } from '../../../components/new-password';
import { AuthCard } from '../AuthCard';
import { FormOutcome } from '../FormOutcome';
import { useTokenSubmit } from '../use-token-submit';

/**
 * The page an operator's mailed invitation opens: a name and a password make the account; signing
 * in then asks for two-factor sign-in before the back office opens.
 */
export default function AcceptInvitePage() {
  const { t } = useTranslation();
  const { error, done, busy, send } = useTokenSubmit('/auth/accept-invite');
  const form = useForm({ initialValues: { fullname: '', password: '', confirmPassword: '' }, validate: zod4Resolver(acceptInviteForm) });
  const inputProps = useTranslatedInputProps(form);
  useCommonPasswordCheck();

  const submit = form.onSubmit(({ fullname, password }) => send({ fullname, password }));

  return (
    <AuthCard title={t('auth.acceptInviteTitle')} error={error}>
      <FormOutcome success={done} />
      {done ? (
        <Anchor component={Link} to={paths.login} size="sm">
          {t('auth.signIn')}
        </Anchor>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('auth.acceptInviteIntro')}</Text>
            <TextInput label={t('auth.fullName')} autoComplete="name" {...inputProps('fullname')} />
            <PasswordInput label={t('auth.password')} autoComplete="new-password" description={t('auth.passwordHint')} {...inputProps('password')} />
            <PasswordInput label={t('auth.confirmPassword')} autoComplete="new-password" {...inputProps('confirmPassword')} />
            <Button type="submit" loading={busy}>
              {t('auth.acceptInvite')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
