import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadMore, LoadState } from './ui';
import { ColumnTable, type TableColumn } from '../../components/ColumnTable';

export type PagedColumn<Row> = TableColumn<Row>;

interface PagedTableProps<Row> {
  list: UseInfiniteQueryResult<InfiniteData<{ items: Row[] }>>;
  /** The table's name for a screen reader, also naming its scrolling box. */
  label: string;
  minWidth: number;
  emptyText: string;
  columns: Array<PagedColumn<Row>>;
  fixedLayout?: boolean;
}

/**
 * An operator's list read page by page: loading, failure and empty states, the rows in a table that
 * scrolls sideways on a phone, and "Load more" while the server has further pages.
 */
export function PagedTable<Row extends { id: string | number }>({ list, label, minWidth, emptyText, columns, fixedLayout }: PagedTableProps<Row>) {
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <LoadState pending={list.isPending} failed={list.isError} empty={list.isSuccess && rows.length === 0} emptyText={emptyText} />
      {rows.length > 0 && <ColumnTable label={label} minWidth={minWidth} rows={rows} columns={columns} fixedLayout={fixedLayout} />}
      <LoadMore pager={list} />
    </>
  );
}
