import { useState } from 'react';
import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeRequest } from '../../../shared/schemas/two-factor';
import { useTranslatedInputProps } from '../form-fields';
import { errorReason, StatusMessage } from '../StatusMessage';
import { confirmEnrolment, startEnrolment, twoFactorQuery } from './queries';
import { RecoveryCodes } from './RecoveryCodes';

/** Secret and QR code, a first code to turn it on, then the recovery codes, shown this once. */
export function TwoFactorEnrolment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '' }, validate: zod4Resolver(twoFactorCodeRequest) });
  const inputProps = useTranslatedInputProps(form);
  const start = useMutation({ mutationFn: startEnrolment, onMutate: () => setMessage(null), onError: (error) => setMessage(errorReason(error)) });
  const confirm = useMutation({
    mutationFn: confirmEnrolment,
    onMutate: () => setMessage(null),
    onSuccess: (response) => setMessage(response.message),
    onError: (error) => setMessage(errorReason(error)),
  });
  const finish = () => queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} message={message} onDone={finish} />;
  if (!start.data) {
    return (
      <Stack maw={560} align="flex-start">
        <Text size="sm">{t('account.twoFactor.intro')}</Text>
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          {t('account.twoFactor.setUp')}
        </Button>
        <StatusMessage message={message} />
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => confirm.mutate(code))}>
      <Stack maw={560}>
        <Text size="sm">{t('account.twoFactor.scan')}</Text>
        <QRCodeSVG value={start.data.otpauthUrl} size={176} marginSize={2} title={t('account.twoFactor.qrTitle')} />
        <Text size="sm">
          {t('account.twoFactor.secretLabel')} <Code data-testid="two-factor-secret">{start.data.secret}</Code>
        </Text>
        <TextInput label={t('account.twoFactor.code')} autoComplete="one-time-code" inputMode="numeric" {...inputProps('code')} />
        <StatusMessage message={message} />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('account.twoFactor.turnOn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
