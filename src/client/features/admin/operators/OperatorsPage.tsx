import { Alert, Badge, Button, NativeSelect, Stack, Table, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { operatorRoles } from '../../../../shared/operator-roles';
import type { OperatorDto, OperatorPatch } from '../../../../shared/schemas/operators';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatWhen, LoadState } from '../ui';
import { operatorsQuery } from '../queries';

/** The operator team, for owners: each operator's role, and disabling one. */
export default function OperatorsPage() {
  const queryClient = useQueryClient();
  const operators = useQuery(operatorsQuery);
  const change = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: OperatorPatch }) => api<OperatorDto>(`/admin/operators/${id}`, { method: 'PATCH', body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
  return (
    <Stack>
      <Title order={2}>Operators</Title>
      {change.error && <Alert color="red">{change.error.message}</Alert>}
      <LoadState pending={operators.isPending} failed={operators.isError} empty={operators.data?.items.length === 0} emptyText="No operators." />
      {operators.data && operators.data.items.length > 0 && (
        <ScrollTable minWidth={640} label="Operators">
          <Table striped aria-label="Operators">
            <Table.Thead>
              <Table.Tr>
                {['Email', 'Name', 'Role', 'Status', 'Since', 'Actions'].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {operators.data.items.map((operator) => (
                <Table.Tr key={operator.id}>
                  <Table.Td>{operator.email}</Table.Td>
                  <Table.Td>{operator.fullname}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={`Role of ${operator.email}`}
                      data={[...operatorRoles]}
                      value={operator.role}
                      disabled={change.isPending}
                      onChange={(event) => change.mutate({ id: operator.id, patch: { role: event.currentTarget.value as OperatorDto['role'] } })}
                    />
                  </Table.Td>
                  <Table.Td>{operator.disabled ? <Badge color="gray">Disabled</Badge> : <Badge color="green">Active</Badge>}</Table.Td>
                  <Table.Td>{formatWhen(operator.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ id: operator.id, patch: { disabled: !operator.disabled } })}
                    >
                      {operator.disabled ? 'Enable' : 'Disable'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
