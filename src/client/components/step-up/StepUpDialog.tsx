import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, setReauthenticate } from '../../api';
import { ensureAreas } from '../../i18n';
import { useMessageText } from '../../i18n/message-text';
import { reauthRequest } from '../../../shared/schemas/step-up';
import { twoFactorQuery } from '../two-factor/queries';
import { useTranslatedInputProps } from '../form-fields';
import { errorReason, StatusMessage } from '../StatusMessage';

/**
 * Asks for the password again (and a code when two-factor sign-in is on) whenever the server
 * refuses a security change for want of it, then lets api.ts retry that change. Mounted once for
 * the whole app: whichever screen made the change, the user stays on it and the change lands.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [reason, setReason] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Requests refused together wait for the one confirmation.
  const waiting = useRef<{ confirmed: Promise<boolean>; settle: (confirmed: boolean) => void } | null>(null);
  const form = useForm({ initialValues: { password: '', code: '' }, validate: zod4Resolver(reauthRequest) });
  const inputProps = useTranslatedInputProps(form);
  const twoFactor = useQuery({ ...twoFactorQuery, enabled: reason !== null });

  useEffect(() => {
    setReauthenticate(async (why) => {
      if (!waiting.current) {
        let settle: (confirmed: boolean) => void = () => {};
        const confirmed = new Promise<boolean>((resolve) => {
          settle = resolve;
        });
        waiting.current = { confirmed, settle };
        // The dialog's words are in the account screens' area, which a screen of another area may not have loaded.
        await ensureAreas(['account', 'messages']);
        setReason(why);
      }
      return waiting.current.confirmed;
    });
    return () => setReauthenticate(null);
  }, []);

  const finish = (confirmed: boolean) => {
    waiting.current?.settle(confirmed);
    waiting.current = null;
    setReason(null);
    setFailure(null);
    form.reset();
  };

  const confirm = useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) =>
      api<void>('/auth/reauth', { method: 'POST', body: { password, ...(code.trim() ? { code } : {}) } }),
    onMutate: () => setFailure(null),
    onSuccess: () => finish(true),
    onError: (error) => setFailure(errorReason(error)),
  });

  return (
    <Modal
      opened={reason !== null}
      onClose={() => finish(false)}
      title={t('account.stepUp.title')}
      centered
      closeButtonProps={{ 'aria-label': t('account.stepUp.close') }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => confirm.mutate(values))}>
        <Stack>
          <Text size="sm">{reason && text(reason)}</Text>
          <PasswordInput label={t('account.stepUp.password')} autoComplete="current-password" data-autofocus {...inputProps('password')} />
          {twoFactor.data?.enabled && <TextInput label={t('account.stepUp.code')} autoComplete="one-time-code" {...inputProps('code')} />}
          <StatusMessage message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish(false)} disabled={confirm.isPending}>
              {t('account.stepUp.cancel')}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t('account.stepUp.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
