import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A wide table scrolls sideways in its own box on a phone, so the page itself never does. The box
 * is a named region that takes the keyboard focus, so a table without buttons in it can be
 * scrolled without a mouse too.
 */
export function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}
