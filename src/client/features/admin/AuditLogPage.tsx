import { Code, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditLogQuery } from './queries';
import { formatWhen, LoadMore, LoadState } from './ui';
import { ScrollTable } from '../../components/ScrollTable';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** Append-only: who did what, when, and the record before and after. */
export default function AuditLogPage() {
  const list = useInfiniteQuery(auditLogQuery);
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Title order={2}>Audit log</Title>
      <LoadState pending={list.isPending} failed={list.isError} empty={list.isSuccess && entries.length === 0} emptyText="No admin actions yet." />
      {entries.length > 0 && (
        <ScrollTable minWidth={800} label="Audit log">
          <Table striped aria-label="Audit log" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={150}>When</Table.Th>
                <Table.Th w={220}>Who</Table.Th>
                <Table.Th w={200}>Action</Table.Th>
                <Table.Th>Record and change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatWhen(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.actorEmail ?? 'command line'}</Table.Td>
                  <Table.Td>
                    <Code>{entry.action}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {entry.entityType} {entry.entityId}
                    </Text>
                    <details>
                      <summary>Before and after</summary>
                      <SimpleGrid cols={2}>
                        <Code block aria-label="Before">
                          {json(entry.before)}
                        </Code>
                        <Code block aria-label="After">
                          {json(entry.after)}
                        </Code>
                      </SimpleGrid>
                    </details>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore pager={list} />
    </Stack>
  );
}
