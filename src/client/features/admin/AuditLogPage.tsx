import { Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntryDto } from '../../../shared/schemas/admin';
import { auditLogQuery } from './queries';
import { formatWhen } from './ui';
import { PagedTable, type PagedColumn } from './PagedTable';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

const COLUMNS: Array<PagedColumn<AuditEntryDto>> = [
  { header: 'When', width: 150, cell: (entry) => formatWhen(entry.createdAt) },
  { header: 'Who', width: 220, cell: (entry) => entry.actorEmail ?? 'command line' },
  { header: 'Action', width: 200, cell: (entry) => <Code>{entry.action}</Code> },
  {
    header: 'Record and change',
    cell: (entry) => (
      <>
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
      </>
    ),
  },
];

/** Append-only: who did what, when, and the record before and after. */
export default function AuditLogPage() {
  const list = useInfiniteQuery(auditLogQuery);
  return (
    <Stack>
      <Title order={2}>Audit log</Title>
      <PagedTable list={list} label="Audit log" minWidth={800} emptyText="No admin actions yet." columns={COLUMNS} fixedLayout />
    </Stack>
  );
}
