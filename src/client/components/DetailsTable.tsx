import { Table } from '@mantine/core';

interface DetailsTableProps {
  /** The table's accessible name. */
  label: string;
  rows: Array<[string, string]>;
}

/** Label and value pairs, each label the header of its row, so a screen reader reads them as pairs. */
export function DetailsTable({ label, rows }: DetailsTableProps) {
  return (
    <Table aria-label={label} variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w="45%">{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
