import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api';
import { operatorRoles } from '../../../../shared/operator-roles';
import { operatorInviteBody, type OperatorInvitationDto, type OperatorInvite } from '../../../../shared/schemas/operators';
import { operatorsQuery } from '../queries';
import { translatedErrors, useOperatorMessageText } from '../text/operator-messages';

/** Asks the server to mail an invitation; the same call sends a fresh link to a pending invitation. */
export function useInviteOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: OperatorInvite) => api<OperatorInvitationDto>('/admin/operators', { method: 'POST', body: invite }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
}

/** An owner invites someone by address and role; the invited person sets their own name and password. */
export function InviteOperatorForm() {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const invite = useInviteOperator();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<OperatorInvite>({
    initialValues: { email: '', role: 'support' },
    validate: (values) => translatedErrors(zod4Resolver(operatorInviteBody)(values), messageText),
  });
  const submit = form.onSubmit(async (values) => {
    setSentTo(null);
    const invitation = await invite.mutateAsync(values).catch(() => null);
    if (!invitation) return;
    setSentTo(invitation.email);
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.operators.invite.form')}>
      <Group align="flex-end">
        <TextInput label={t('admin.operators.invite.email')} type="email" autoComplete="off" {...form.getInputProps('email')} />
        <NativeSelect
          label={t('admin.operators.invite.role')}
          data={operatorRoles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('admin.operators.invite.submit')}
        </Button>
      </Group>
      {invite.error && (
        <Alert color="red" mt="sm">
          {messageText(invite.error.message)}
        </Alert>
      )}
      {sentTo && (
        <Alert color="green" mt="sm" role="status">
          {t('admin.operators.invite.mailed', { email: sentTo })}
        </Alert>
      )}
    </form>
  );
}
