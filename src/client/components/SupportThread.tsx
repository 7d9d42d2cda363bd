import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SupportMessageDto } from '../../shared/schemas/support';

interface SupportThreadProps {
  messages: readonly SupportMessageDto[];
  /** Who wrote a message, in the reader's words ("You", "Support team" for the investor). */
  authorOf: (message: SupportMessageDto) => string;
  /** When each message was written, as the reader's screen formats times. */
  whenOf: (iso: string) => string;
  /** The investor's marker for a reply they had not seen before this reading; the back office shows none. */
  newLabel?: string;
}

/**
 * A support conversation, oldest message first. Every message is plain text shown as a text node
 * (never markup), its line breaks and spaces kept by CSS.
 */
export function SupportThread({ messages, authorOf, whenOf, newLabel }: SupportThreadProps) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {messages.map((message) => (
        <Paper key={message.id} component="li" withBorder p="sm" bg={message.fromOperator ? 'var(--mantine-color-blue-light)' : undefined}>
          <Group gap="xs" mb={4}>
            <Text fw={600} size="sm">
              {authorOf(message)}
            </Text>
            <Text size="xs" c="dimmed">
              {whenOf(message.createdAt)}
            </Text>
            {newLabel && message.fromOperator && message.readAt === null && (
              <Badge size="sm" color="red" variant="filled">
                {newLabel}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Above a conversation: the way back to the list and, once read, its subject with what the reader
 * is shown beside it (its status, and for operators the investor).
 */
export function ThreadHeading({ backLabel, onBack, subject, children }: { backLabel: string; onBack: () => void; subject?: string; children?: ReactNode }) {
  return (
    <>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {backLabel}
        </Button>
      </Group>
      {subject !== undefined && (
        <Group gap="xs">
          <Title order={3} style={{ overflowWrap: 'anywhere' }}>
            {subject}
          </Title>
          {children}
        </Group>
      )}
    </>
  );
}
