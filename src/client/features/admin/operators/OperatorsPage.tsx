import { Alert, Badge, Button, NativeSelect, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { operatorRoles } from '../../../../shared/operator-roles';
import type { OperatorDto, OperatorInvitationDto, OperatorPatch } from '../../../../shared/schemas/operators';
import { ColumnTable, type TableColumn } from '../../../components/ColumnTable';
import { formatWhen, LoadState } from '../ui';
import { operatorsQuery } from '../queries';
import { InviteOperatorForm, useInviteOperator } from './InviteOperatorForm';

/** The operator team, for owners: inviting someone, each operator's role, and disabling one. */
export default function OperatorsPage() {
  const queryClient = useQueryClient();
  const operators = useQuery(operatorsQuery);
  const change = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: OperatorPatch }) => api<OperatorDto>(`/admin/operators/${id}`, { method: 'PATCH', body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
  const reinvite = useInviteOperator();
  const operatorColumns: Array<TableColumn<OperatorDto>> = [
    { header: 'Email', cell: (operator) => operator.email },
    { header: 'Name', cell: (operator) => operator.fullname },
    {
      header: 'Role',
      cell: (operator) => (
        <NativeSelect
          aria-label={`Role of ${operator.email}`}
          data={[...operatorRoles]}
          value={operator.role}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ id: operator.id, patch: { role: event.currentTarget.value as OperatorDto['role'] } })}
        />
      ),
    },
    { header: 'Status', cell: (operator) => (operator.disabled ? <Badge color="gray">Disabled</Badge> : <Badge color="green">Active</Badge>) },
    { header: 'Since', cell: (operator) => formatWhen(operator.createdAt) },
    {
      header: 'Actions',
      cell: (operator) => (
        <Button
          size="xs"
          variant="default"
          disabled={change.isPending}
          onClick={() => change.mutate({ id: operator.id, patch: { disabled: !operator.disabled } })}
        >
          {operator.disabled ? 'Enable' : 'Disable'}
        </Button>
      ),
    },
  ];
  const invitationColumns: Array<TableColumn<OperatorInvitationDto & { id: string }>> = [
    { header: 'Email', cell: (invitation) => invitation.email },
    { header: 'Role', cell: (invitation) => invitation.role },
    { header: 'Invited', cell: (invitation) => formatWhen(invitation.invitedAt) },
    {
      header: 'Link',
      cell: (invitation) =>
        new Date(invitation.expiresAt) > new Date() ? `Works until ${formatWhen(invitation.expiresAt)}` : <Badge color="gray">Expired</Badge>,
    },
    {
      header: 'Actions',
      cell: (invitation) => (
        <Button size="xs" variant="default" disabled={reinvite.isPending} onClick={() => reinvite.mutate({ email: invitation.email, role: invitation.role })}>
          Send a new link
        </Button>
      ),
    },
  ];
  const invitations = operators.data?.invitations.map((invitation) => ({ ...invitation, id: invitation.email })) ?? [];
  return (
    <Stack>
      <Title order={2}>Operators</Title>
      <InviteOperatorForm />
      {change.error && <Alert color="red">{change.error.message}</Alert>}
      {reinvite.error && <Alert color="red">{reinvite.error.message}</Alert>}
      <LoadState pending={operators.isPending} failed={operators.isError} empty={operators.data?.items.length === 0} emptyText="No operators." />
      {operators.data && operators.data.items.length > 0 && (
        <ColumnTable label="Operators" minWidth={640} rows={operators.data.items} columns={operatorColumns} />
      )}
      {invitations.length > 0 && (
        <>
          <Title order={3}>Pending invitations</Title>
          <ColumnTable label="Pending invitations" minWidth={640} rows={invitations} columns={invitationColumns} />
        </>
      )}
    </Stack>
  );
}
