import { Stack, Text } from '@mantine/core';

/** Whose request it is: the name, and the e-mail the search also matches. */
export function InvestorCell({ row }: { row: { fullname: string; email: string } }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{row.fullname}</Text>
      <Text size="xs" c="dimmed">
        {row.email}
      </Text>
    </Stack>
  );
}
