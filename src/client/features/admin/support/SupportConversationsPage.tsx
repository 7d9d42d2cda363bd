import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { supportReplyRequest, type AdminSupportConversationDto } from '../../../../shared/schemas/support';
import { SupportThread, ThreadHeading } from '../../../components/SupportThread';
import { errorReason, StatusMessage } from '../../../components/StatusMessage';
import { PagedTable, type PagedColumn } from '../PagedTable';
import { useInvestorSearch } from '../investor-search';
import { formatWhen, StatusBadge } from '../ui';
import { answerSupportConversation, closeSupportConversation, refreshAdmin, supportConversationQuery, supportConversationsQuery } from '../queries';

import { translatedErrors, useOperatorMessageText } from '../text/operator-messages';

/** One conversation: the thread, a reply the investor is told of in the app and by mail, and closing it. */
function ConversationPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const queryClient = useQueryClient();
  const thread = useQuery(supportConversationQuery(id));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { message: '' },
    validate: (values) => translatedErrors(zod4Resolver(supportReplyRequest)(values), messageText),
  });
  const onError = (error: unknown) => setFailure(t('admin.support.failed', { reason: messageText(errorReason(error)) }));
  const answer = useMutation({
    mutationFn: (values: { message: string }) => answerSupportConversation(id, values),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      form.reset();
      await refreshAdmin(queryClient);
    },
    onError,
  });
  const close = useMutation({
    mutationFn: () => closeSupportConversation(id),
    onMutate: () => setFailure(null),
    onSuccess: () => refreshAdmin(queryClient),
    onError,
  });
  const conversation = thread.data?.conversation;

  return (
    <Stack maw={760}>
      <ThreadHeading backLabel={t('admin.support.back')} onBack={onBack} subject={conversation?.subject}>
        {conversation && (
          <>
            <StatusBadge status={conversation.status} />
            <Text size="sm" c="dimmed">
              {conversation.fullname} · {conversation.email}
            </Text>
          </>
        )}
      </ThreadHeading>
      {thread.data && (
        <SupportThread
          messages={thread.data.messages}
          authorOf={(message) => (message.fromOperator ? t('admin.support.operatorAuthor') : t('admin.support.investorAuthor'))}
          whenOf={formatWhen}
        />
      )}
      <form noValidate onSubmit={form.onSubmit((values) => answer.mutate(values))}>
        <Stack>
          <Textarea label={t('admin.support.reply')} withAsterisk required autosize minRows={3} {...form.getInputProps('message')} />
          <StatusMessage message={failure} />
          <Group>
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? t('admin.support.sending') : t('admin.support.send')}
            </Button>
            {conversation?.status === 'open' && (
              <Button variant="default" onClick={() => close.mutate()} disabled={close.isPending}>
                {t('admin.support.close')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Investors' conversations with support: open ones first shown, filterable by status, searchable by investor. */
export default function SupportConversationsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('open');
  const [opened, setOpened] = useState<string | null>(null);
  const search = useInvestorSearch();
  const list = useInfiniteQuery(supportConversationsQuery(status, search.term));
  const columns: Array<PagedColumn<AdminSupportConversationDto>> = [
    { header: t('admin.support.columns.updated'), width: 150, cell: (row) => formatWhen(row.updatedAt) },
    { header: t('admin.support.columns.investor'), cell: (row) => `${row.fullname} (${row.email})` },
    { header: t('admin.support.columns.subject'), cell: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.subject}</Text> },
    { header: t('admin.support.columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: t('admin.support.columns.open'),
      cell: (row) => (
        <Button size="xs" variant="light" onClick={() => setOpened(row.id)} aria-label={t('admin.support.openSubject', { subject: row.subject })}>
          {t('admin.support.openButton')}
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>{t('admin.support.title')}</Title>
      {opened ? (
        <ConversationPanel id={opened} onBack={() => setOpened(null)} />
      ) : (
        <>
          <Group align="end">
            <Select
              label={t('admin.support.status')}
              data={['open', 'closed', 'all'].map((value) => ({ value, label: t(`admin.status.${value}`) }))}
              value={status}
              allowDeselect={false}
              onChange={(value) => setStatus(value ?? 'open')}
              w={160}
            />
            {search.input}
          </Group>
          <PagedTable list={list} label={t('admin.support.title')} minWidth={800} emptyText={t('admin.support.empty')} columns={columns} />
        </>
      )}
    </Stack>
  );
}
