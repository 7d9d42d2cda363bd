import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import type { Page } from './queries';
import { useMessageText } from '../../i18n/message-text';
import { ColumnTable } from '../../components/ColumnTable';

export interface Column<T> {
  /** The header's key under history.columns. */
  header: string;
  /** Given the i18n instance for cells that show words or dates. */
  cell: (row: T, i18n: I18n) => ReactNode;
}

interface HistoryTableProps<T extends { id: string | number }> {
  /** Names the table for assistive technology, e.g. "Deposit history" (already translated). */
  label: string;
  result: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  columns: Column<T>[];
  emptyText: string;
  loadingText?: string;
  /**
   * The catalogue message (in English; shown translated) in place of the table when loading fails;
   * omit when the page shows it in its own message area.
   */
  errorText?: string;
}

/** Every history list: newest first, one page at a time, "Load more" for the next page. */
export function HistoryTable<T extends { id: string | number }>(props: HistoryTableProps<T>) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const { result, columns } = props;
  if (result.isPending) return <Text c="dimmed">{props.loadingText ?? t('history.loading')}</Text>;
  if (result.isError)
    return props.errorText ? (
      <Alert color="red" role="alert">
        {text(props.errorText)}
      </Alert>
    ) : null;
  const rows = result.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <Text c="dimmed">{props.emptyText}</Text>;
  return (
    <Stack gap="sm">
      <ColumnTable
        label={props.label}
        minWidth={560}
        rows={rows}
        columns={columns.map((column) => ({ header: t(`history.columns.${column.header}`), cell: (row: T) => column.cell(row, i18n) }))}
      />
      {result.hasNextPage && (
        <Center>
          <Button variant="light" loading={result.isFetchingNextPage} onClick={() => void result.fetchNextPage()}>
            {t('history.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
