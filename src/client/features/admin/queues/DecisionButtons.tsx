import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { rejectBody } from '../../../../shared/schemas/admin';
import { decide, refreshAdmin, type QueueName } from '../queries';
import { useCloseButton } from '../ui';
import { useOperatorMessageText } from '../text/operator-messages';

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
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const closeButton = useCloseButton();
  const queryClient = useQueryClient();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reason, setReason] = useState('');
  const [txHash, setTxHash] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decision = useMutation({
    mutationFn: decide,
    onSuccess: (result, input) => {
      const decided = result.message
        ? messageText(result.message)
        : t(input.verdict === 'approve' ? 'admin.queue.approved' : 'admin.queue.rejected', { subject });
      const held = result.approvals !== undefined && t('admin.queue.approvalHeld', { approvals: result.approvals, required: result.required, subject });
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
      if (!checked.success) return setReasonError(t('admin.queue.reasonRequired'));
      return decision.mutate({ queue, id, verdict, reason: checked.data.reason });
    }
    decision.mutate({ queue, id, verdict: 'approve', txHash: txHash.trim() || undefined });
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" aria-label={t('admin.queue.approveSubject', { subject })} onClick={() => open('approve')}>
          {t('admin.queue.approve')}
        </Button>
        <Button size="xs" color="red" variant="light" aria-label={t('admin.queue.rejectSubject', { subject })} onClick={() => open('reject')}>
          {t('admin.queue.reject')}
        </Button>
      </Group>
      <Modal
        opened={verdict !== null}
        onClose={() => setVerdict(null)}
        title={verdict === 'approve' ? t('admin.queue.approveTitle') : t('admin.queue.rejectTitle')}
        centered
        closeButtonProps={closeButton}
      >
        <Stack>
          <Text size="sm">
            {t(verdict === 'approve' ? 'admin.queue.approveQuestion' : 'admin.queue.rejectQuestion', { subject })}{' '}
            {verdict === 'reject' && !rejectionToldInvestor ? t('admin.queue.finalNotTold') : t('admin.queue.finalTold')}
          </Text>
          {verdict === 'reject' && (
            <Textarea
              label={rejectionToldInvestor ? t('admin.queue.reasonInvestorSees') : t('admin.queue.reasonAuditLog')}
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
            <TextInput label={t('admin.queue.txHashOptional')} maxLength={200} value={txHash} onChange={(event) => setTxHash(event.currentTarget.value)} />
          )}
          {decision.isError && (
            <Alert color="red" role="alert">
              {messageText(decision.error.message)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setVerdict(null)} disabled={decision.isPending}>
              {t('admin.queue.cancel')}
            </Button>
            <Button color={verdict === 'reject' ? 'red' : undefined} loading={decision.isPending} onClick={submit}>
              {verdict === 'approve' ? t('admin.queue.confirmApproval') : t('admin.queue.confirmRejection')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
