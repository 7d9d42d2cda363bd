import { useState } from 'react';
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { twoFactorDisableRequest } from '../../../../shared/schemas/two-factor';
import { useTranslatedInputProps } from '../../../components/form-fields';
import { errorReason, StatusMessage } from '../../../components/StatusMessage';
import { disableTwoFactor, twoFactorQuery } from '../../../components/two-factor/queries';
import { TwoFactorEnrolment } from '../../../components/two-factor/TwoFactorEnrolment';

/** Account settings: whether two-factor sign-in is on, and the way to turn it on or off. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useQuery(twoFactorQuery);
  return (
    <Stack maw={560} mt="xl">
      <Group>
        <Title order={3}>{t('account.twoFactor.title')}</Title>
        {status.data && (
          <Badge color={status.data.enabled ? 'teal' : 'gray'}>{status.data.enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}</Badge>
        )}
      </Group>
      {status.data && !status.data.enabled && <TwoFactorEnrolment />}
      {status.data?.enabled && (
        <>
          <Text size="sm">{t('account.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</Text>
          <TwoFactorDisableForm />
        </>
      )}
    </Stack>
  );
}

function TwoFactorDisableForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ initialValues: { password: '', code: '' }, validate: zod4Resolver(twoFactorDisableRequest) });
  const inputProps = useTranslatedInputProps(form);
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onMutate: () => setMessage(null),
    onSuccess: async (response) => {
      setMessage(response.message);
      await queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
    },
    onError: (error) => setMessage(errorReason(error)),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => disable.mutate(values))}>
      <Stack>
        <Title order={4}>{t('account.twoFactor.disableTitle')}</Title>
        <PasswordInput label={t('account.twoFactor.password')} autoComplete="current-password" {...inputProps('password')} />
        <TextInput label={t('account.twoFactor.code')} autoComplete="one-time-code" {...inputProps('code')} />
        <StatusMessage message={message} />
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>{t('account.twoFactor.turnOff')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
