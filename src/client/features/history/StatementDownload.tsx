import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { statementFileName, type StatementTab } from '../../../shared/schemas/statements';

/** A plain link: the browser downloads the statement with the session cookie, streamed as it is written. */
export function StatementDownload({ tab, label }: { tab: StatementTab; label: string }) {
  return (
    <Button
      component="a"
      href={`/api/me/statements/${statementFileName(tab)}`}
      download
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />}
    >
      {label}
    </Button>
  );
}
