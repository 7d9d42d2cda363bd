import { useState } from 'react';
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { useMessageText } from '../../i18n/message-text';
import { errorReason } from '../../components/StatusMessage';
import { kycStatusQuery, submitKyc } from './queries';
import { KycWizard } from './KycWizard';
import { toKycFormData, type KycFormValues } from './kyc-form';

const STATUS_COLOR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** The outcome of the last submission: the server's success text, or the catalogue's failure message and its reason. */
type Outcome = { success: true; message: string } | { success: false; reason: string };

export default function KycPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const queryClient = useQueryClient();
  const status = useQuery(kycStatusQuery);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submission = useMutation({
    mutationFn: (values: KycFormValues) => submitKyc(toKycFormData(values)),
    onMutate: () => setOutcome(null),
    onSuccess: (response) => {
      setOutcome({ success: true, message: response.message });
      queryClient.setQueryData(kycStatusQuery.queryKey, { status: response.kyc.status, canSubmit: false, kyc: response.kyc });
    },
    onError: async (error) => {
      setOutcome({ success: false, reason: errorReason(error) });
      await queryClient.invalidateQueries({ queryKey: kycStatusQuery.queryKey });
    },
  });
  const onSubmit = (values: KycFormValues) =>
    submission.mutateAsync(values).then(
      () => true,
      () => false,
    );

  const record = status.data?.kyc;
  return (
    <Stack>
      <Title order={2}>{t('kyc.title')}</Title>
      {outcome && (
        <Alert
          color={outcome.success ? 'green' : 'red'}
          role={outcome.success ? 'status' : 'alert'}
          title={outcome.success ? undefined : text(messages.kycFailed)}
          withCloseButton
          closeButtonLabel={t('kyc.dismiss')}
          onClose={() => setOutcome(null)}
        >
          {outcome.success ? text(outcome.message) : text(outcome.reason)}
        </Alert>
      )}
      {status.isPending && (
        <Center h={120}>
          <Loader role="progressbar" aria-label={t('kyc.loading')} />
        </Center>
      )}
      {status.isError && (
        <Text role="alert" c="red">
          {text(messages.dataLoadFailed)}
        </Text>
      )}
      {record && (
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={500}>{t('kyc.status')}</Text>
            <Badge color={STATUS_COLOR[record.status]}>{t(`kyc.statuses.${record.status}`)}</Badge>
          </Group>
          <Text>{t(`kyc.statusText.${record.status}`)}</Text>
          {record.rejectionReason && <Text c="red">{t('kyc.rejectionReason', { reason: record.rejectionReason })}</Text>}
        </Stack>
      )}
      {status.data?.canSubmit && <KycWizard submitting={submission.isPending} onSubmit={onSubmit} />}
    </Stack>
  );
}
