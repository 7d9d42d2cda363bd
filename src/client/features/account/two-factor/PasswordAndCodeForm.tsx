import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordAndCodeRequest } from '../../../../shared/schemas/two-factor';
import { useTranslatedInputProps } from '../../../components/form-fields';
import { errorReason, StatusMessage } from '../../../components/StatusMessage';

type PasswordAndCode = { password: string; code: string };

/**
 * A change to two-factor sign-in that asks for the password and the authenticator's code (turning
 * it off, new recovery codes): a session left open is not enough.
 */
export function PasswordAndCodeForm<Answer extends { message: string }>(props: {
  title: string;
  submitLabel: string;
  danger?: boolean;
  action: (values: PasswordAndCode) => Promise<Answer>;
  onDone: (answer: Answer) => unknown;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ initialValues: { password: '', code: '' }, validate: zod4Resolver(passwordAndCodeRequest) });
  const inputProps = useTranslatedInputProps(form);
  const submit = useMutation({
    mutationFn: props.action,
    onMutate: () => setMessage(null),
    onSuccess: async (answer) => {
      setMessage(answer.message);
      await props.onDone(answer);
    },
    onError: (error) => setMessage(errorReason(error)),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit.mutate(values))}>
      <Stack>
        <Title order={4}>{props.title}</Title>
        <PasswordInput label={t('account.twoFactor.password')} autoComplete="current-password" {...inputProps('password')} />
        <TextInput label={t('account.twoFactor.code')} autoComplete="one-time-code" {...inputProps('code')} />
        <StatusMessage message={message} />
        <Group>
          <Button type="submit" color={props.danger ? 'red' : undefined} variant={props.danger ? 'light' : undefined} loading={submit.isPending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
