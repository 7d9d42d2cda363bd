import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorReason, StatusMessage } from '../../../components/StatusMessage';

/**
 * A change to two-factor sign-in (turning it off, new recovery codes): one button. When the session
 * has not confirmed the password lately, the step-up dialog asks for it and a code, then the change
 * lands; a session left open is not enough.
 */
export function TwoFactorChange<Answer extends { message: string }>(props: {
  title: string;
  submitLabel: string;
  danger?: boolean;
  action: () => Promise<Answer>;
  onDone: (answer: Answer) => unknown;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: props.action,
    onMutate: () => setMessage(null),
    onSuccess: async (answer) => {
      setMessage(answer.message);
      await props.onDone(answer);
    },
    onError: (error) => setMessage(errorReason(error)),
  });
  return (
    <Stack>
      <Title order={4}>{props.title}</Title>
      <StatusMessage message={message} />
      <Group>
        <Button
          color={props.danger ? 'red' : undefined}
          variant={props.danger ? 'light' : undefined}
          loading={submit.isPending}
          onClick={() => submit.mutate()}
        >
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
