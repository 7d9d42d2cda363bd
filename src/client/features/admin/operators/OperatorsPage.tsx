import { Alert, Badge, Button, NativeSelect, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api';
import { operatorRoles } from '../../../../shared/operator-roles';
import type { OperatorDto, OperatorInvitationDto, OperatorPatch } from '../../../../shared/schemas/operators';
import { ColumnTable, type TableColumn } from '../../../components/ColumnTable';
import { formatWhen, LoadState } from '../ui';
import { operatorsQuery } from '../queries';
import { InviteOperatorForm, useInviteOperator } from './InviteOperatorForm';
import { useOperatorMessageText } from '../text/operator-messages';

/** The operator team, for owners: inviting someone, each operator's role, and disabling one. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const roleOptions = operatorRoles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));
  const queryClient = useQueryClient();
  const operators = useQuery(operatorsQuery);
  const change = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: OperatorPatch }) => api<OperatorDto>(`/admin/operators/${id}`, { method: 'PATCH', body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
  const reinvite = useInviteOperator();
  const operatorColumns: Array<TableColumn<OperatorDto>> = [
    { header: t('admin.operators.columns.email'), cell: (operator) => operator.email },
    { header: t('admin.operators.columns.name'), cell: (operator) => operator.fullname },
    {
      header: t('admin.operators.columns.role'),
      cell: (operator) => (
        <NativeSelect
          aria-label={t('admin.operators.roleOf', { email: operator.email })}
          data={roleOptions}
          value={operator.role}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ id: operator.id, patch: { role: event.currentTarget.value as OperatorDto['role'] } })}
        />
      ),
    },
    {
      header: t('admin.operators.columns.status'),
      cell: (operator) =>
        operator.disabled ? <Badge color="gray">{t('admin.operators.disabled')}</Badge> : <Badge color="green">{t('admin.operators.active')}</Badge>,
    },
    { header: t('admin.operators.columns.since'), cell: (operator) => formatWhen(operator.createdAt) },
    {
      header: t('admin.operators.columns.actions'),
      cell: (operator) => (
        <Button
          size="xs"
          variant="default"
          disabled={change.isPending}
          onClick={() => change.mutate({ id: operator.id, patch: { disabled: !operator.disabled } })}
        >
          {operator.disabled ? t('admin.operators.enable') : t('admin.operators.disable')}
        </Button>
      ),
    },
  ];
  const invitationColumns: Array<TableColumn<OperatorInvitationDto & { id: string }>> = [
    { header: t('admin.operators.columns.email'), cell: (invitation) => invitation.email },
    { header: t('admin.operators.columns.role'), cell: (invitation) => t(`admin.roles.${invitation.role}`) },
    { header: t('admin.operators.columns.invited'), cell: (invitation) => formatWhen(invitation.invitedAt) },
    {
      header: t('admin.operators.columns.link'),
      cell: (invitation) =>
        new Date(invitation.expiresAt) > new Date() ? (
          t('admin.operators.worksUntil', { when: formatWhen(invitation.expiresAt) })
        ) : (
          <Badge color="gray">{t('admin.operators.expired')}</Badge>
        ),
    },
    {
      header: t('admin.operators.columns.actions'),
      cell: (invitation) => (
        <Button size="xs" variant="default" disabled={reinvite.isPending} onClick={() => reinvite.mutate({ email: invitation.email, role: invitation.role })}>
          {t('admin.operators.sendNewLink')}
        </Button>
      ),
    },
  ];
  const invitations = operators.data?.invitations.map((invitation) => ({ ...invitation, id: invitation.email })) ?? [];
  return (
    <Stack>
      <Title order={2}>{t('admin.operators.title')}</Title>
      <InviteOperatorForm />
      {change.error && <Alert color="red">{messageText(change.error.message)}</Alert>}
      {reinvite.error && <Alert color="red">{messageText(reinvite.error.message)}</Alert>}
      <LoadState pending={operators.isPending} failed={operators.isError} empty={operators.data?.items.length === 0} emptyText={t('admin.operators.empty')} />
      {operators.data && operators.data.items.length > 0 && (
        <ColumnTable label={t('admin.operators.title')} minWidth={640} rows={operators.data.items} columns={operatorColumns} />
      )}
      {invitations.length > 0 && (
        <>
          <Title order={3}>{t('admin.operators.pendingInvitations')}</Title>
          <ColumnTable label={t('admin.operators.pendingInvitations')} minWidth={640} rows={invitations} columns={invitationColumns} />
        </>
      )}
    </Stack>
  );
}
