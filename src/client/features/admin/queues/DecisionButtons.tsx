import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { rejectBody } from '../../../../shared/schemas/admin';
import { decide, refreshAdmin, type QueueName } from '../queries';
import { CLOSE_BUTTON } from '../ui';

interface DecisionButtonsProps {
  queue: QueueName;
  id: string;
  /** What is being decided, e.g. "deposit of $250.00 by ada@example.com"; names the buttons for screen readers. */
  subject: string;
  /** Withdrawals are completed with the payout's transaction hash, when the operator has one. */
  askTxHash?: boolean;
  /** A proposed adjustment's rejection is the operators' own business: the investor never heard of it. */
  rejectionToldInvestor?: boolean;
}

type Verdict = 'approve' | 'reject';

/** Approve or reject one pending request; a decision is final, so each asks once more before it is sent. */
export function DecisionButtons({ queue, id, subject, askTxHash = false, rejectionToldInvestor = true }: DecisionButtonsProps) {
  const queryClient = useQueryClient();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reason, setReason] = useState('');
  const [txHash, setTxHash] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decision = useMutation({
    mutationFn: decide,
    onSuccess: (result, input) => {
      const decided = result.message ?? `${input.verdict === 'approve' ? 'Approved' : 'Rejected'}: ${subject}.`;
      const held =
        result.approvals !== undefined && `Approval ${result.approvals} of ${result.required} recorded: a second operator must confirm the ${subject}.`;
      notifications.show({ color: 'green', message: held || decided });
      setVerdict(null);
    },
    // Also after a failure: a refusal usually means another operator decided first.
    onSettled: () => refreshAdmin(queryClient),
  });

  const open = (next: Verdict) => {
    decision.reset();
    setReason('');
    setTxHash('');
    setReasonError(null);
    setVerdict(next);
  };
  const submit = () => {
    if (verdict === 'reject') {
      const checked = rejectBody.safeParse({ reason });
      if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? 'A reason is required.');
      return decision.mutate({ queue, id, verdict, reason: checked.data.reason });
    }
    decision.mutate({ queue, id, verdict: 'approve', txHash: txHash.trim() || undefined });
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" aria-label={`Approve ${subject}`} onClick={() => open('approve')}>
          Approve
        </Button>
        <Button size="xs" color="red" variant="light" aria-label={`Reject ${subject}`} onClick={() => open('reject')}>
          Reject
        </Button>
      </Group>
      <Modal
        opened={verdict !== null}
        onClose={() => setVerdict(null)}
        title={verdict === 'approve' ? 'Approve request' : 'Reject request'}
        centered
        closeButtonProps={CLOSE_BUTTON}
      >
        <Stack>
          <Text size="sm">
            {verdict === 'approve' ? 'Approve' : 'Reject'} the {subject}?{' '}
            {verdict === 'reject' && !rejectionToldInvestor ? 'This is final; the investor is not told.' : 'This is final and the investor is told at once.'}
          </Text>
          {verdict === 'reject' && (
            <Textarea
              label={rejectionToldInvestor ? 'Reason (the investor sees it)' : 'Reason (kept in the audit log)'}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              error={reasonError}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          {verdict === 'approve' && askTxHash && (
            <TextInput label="Transaction hash (optional)" maxLength={200} value={txHash} onChange={(event) => setTxHash(event.currentTarget.value)} />
          )}
          {decision.isError && (
            <Alert color="red" role="alert">
              {decision.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setVerdict(null)} disabled={decision.isPending}>
              Cancel
            </Button>
            <Button color={verdict === 'reject' ? 'red' : undefined} loading={decision.isPending} onClick={submit}>
              {verdict === 'approve' ? 'Confirm approval' : 'Confirm rejection'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
