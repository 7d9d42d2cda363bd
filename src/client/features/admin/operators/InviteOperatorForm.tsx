import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { operatorRoles } from '../../../../shared/operator-roles';
import { operatorInviteBody, type OperatorInvitationDto, type OperatorInvite } from '../../../../shared/schemas/operators';
import { operatorsQuery } from '../queries';

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
  const invite = useInviteOperator();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<OperatorInvite>({ initialValues: { email: '', role: 'support' }, validate: zod4Resolver(operatorInviteBody) });
  const submit = form.onSubmit(async (values) => {
    setSentTo(null);
    const invitation = await invite.mutateAsync(values).catch(() => null);
    if (!invitation) return;
    setSentTo(invitation.email);
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Invite operator">
      <Group align="flex-end">
        <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
        <NativeSelect label="Role" data={[...operatorRoles]} {...form.getInputProps('role')} />
        <Button type="submit" loading={invite.isPending}>
          Invite operator
        </Button>
      </Group>
      {invite.error && (
        <Alert color="red" mt="sm">
          {invite.error.message}
        </Alert>
      )}
      {sentTo && (
        <Alert color="green" mt="sm" role="status">
          Invitation mailed to {sentTo}: the link works once, for 72 hours.
        </Alert>
      )}
    </form>
  );
}
