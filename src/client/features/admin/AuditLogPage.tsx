import { Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditEntryDto } from '../../../shared/schemas/admin';
import { auditLogQuery } from './queries';
import { formatWhen } from './ui';
import { PagedTable, type PagedColumn } from './PagedTable';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

const columnsOf = (t: TFunction): Array<PagedColumn<AuditEntryDto>> => [
  { header: t('admin.auditLog.columns.when'), width: 150, cell: (entry) => formatWhen(entry.createdAt) },
  { header: t('admin.auditLog.columns.who'), width: 220, cell: (entry) => entry.actorEmail ?? t('admin.auditLog.commandLine') },
  { header: t('admin.auditLog.columns.action'), width: 200, cell: (entry) => <Code>{entry.action}</Code> },
  {
    header: t('admin.auditLog.columns.record'),
    cell: (entry) => (
      <>
        <Text size="sm">
          {entry.entityType} {entry.entityId}
        </Text>
        <details>
          <summary>{t('admin.auditLog.beforeAndAfter')}</summary>
          <SimpleGrid cols={2}>
            <Code block aria-label={t('admin.auditLog.before')}>
              {json(entry.before)}
            </Code>
            <Code block aria-label={t('admin.auditLog.after')}>
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
  const { t } = useTranslation();
  const list = useInfiniteQuery(auditLogQuery);
  return (
    <Stack>
      <Title order={2}>{t('admin.auditLog.title')}</Title>
      <PagedTable list={list} label={t('admin.auditLog.title')} minWidth={800} emptyText={t('admin.auditLog.empty')} columns={columnsOf(t)} fixedLayout />
    </Stack>
  );
}
