import type { ReactNode } from 'react';
import { type MantineColor, Table } from '@mantine/core';
import { ScrollTable } from './ScrollTable';

export interface TableColumn<Row> {
  /** The header as shown (already translated); also tells the columns apart. */
  header: string;
  /** A fixed width in pixels, for a table laid out fixed. */
  width?: number;
  cell: (row: Row) => ReactNode;
}

interface ColumnTableProps<Row> {
  /** The table's name for assistive technology, also naming its scrolling box. */
  label: string;
  minWidth: number;
  rows: Row[];
  columns: Array<TableColumn<Row>>;
  fixedLayout?: boolean;
  /** Every row's text colour, e.g. red for rows that are each a fault. */
  color?: MantineColor;
}

/** Rows under their column headers, striped, in a box that scrolls sideways on a phone. */
export function ColumnTable<Row extends { id: string | number }>({ label, minWidth, rows, columns, fixedLayout, color }: ColumnTableProps<Row>) {
  return (
    <ScrollTable minWidth={minWidth} label={label}>
      <Table striped highlightOnHover aria-label={label} layout={fixedLayout ? 'fixed' : undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col" w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} c={color}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
