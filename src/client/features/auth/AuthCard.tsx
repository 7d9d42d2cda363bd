import type { ReactNode } from 'react';
import { Alert, Paper, Stack, Title } from '@mantine/core';

export function AuthCard({ title, error, children }: { title: string; error: string | null; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="xl" maw={440} mx="auto" mt="xl">
      <Stack>
        <Title order={2}>{title}</Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
