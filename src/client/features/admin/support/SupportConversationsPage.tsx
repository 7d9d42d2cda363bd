import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportReplyRequest, type AdminSupportConversationDto } from '../../../../shared/schemas/support';
import { SupportThread, ThreadHeading } from '../../../components/SupportThread';
import { errorReason, StatusMessage } from '../../../components/StatusMessage';
import { PagedTable, type PagedColumn } from '../PagedTable';
import { useInvestorSearch } from '../investor-search';
import { formatWhen, StatusBadge } from '../ui';
import { answerSupportConversation, closeSupportConversation, refreshAdmin, supportConversationQuery, supportConversationsQuery } from '../queries';

/** The support screen's words, in English like the rest of the back office until it moves to the catalogues. */
const SUPPORT_SCREEN_TEXT = {
  title: 'Support conversations',
  status: 'Status',
  empty: 'No conversations here.',
  columns: { updated: 'Last message', investor: 'Investor', subject: 'Subject', status: 'Status', open: 'Conversation' },
  openButton: 'Open',
  investorAuthor: 'Investor',
  operatorAuthor: 'Support',
  reply: 'Reply to the investor',
  send: 'Send reply',
  sending: 'Sending...',
  close: 'Close conversation',
  back: 'Back to the list',
  failed: (reason: string) => `Could not save: ${reason}`,
} as const;

/** One conversation: the thread, a reply the investor is told of in the app and by mail, and closing it. */
function ConversationPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const thread = useQuery(supportConversationQuery(id));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { message: '' }, validate: zod4Resolver(supportReplyRequest) });
  const onError = (error: unknown) => setFailure(SUPPORT_SCREEN_TEXT.failed(errorReason(error)));
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
      <ThreadHeading backLabel={SUPPORT_SCREEN_TEXT.back} onBack={onBack} subject={conversation?.subject}>
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
          authorOf={(message) => (message.fromOperator ? SUPPORT_SCREEN_TEXT.operatorAuthor : SUPPORT_SCREEN_TEXT.investorAuthor)}
          whenOf={formatWhen}
        />
      )}
      <form noValidate onSubmit={form.onSubmit((values) => answer.mutate(values))}>
        <Stack>
          <Textarea label={SUPPORT_SCREEN_TEXT.reply} withAsterisk required autosize minRows={3} {...form.getInputProps('message')} />
          <StatusMessage message={failure} />
          <Group>
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? SUPPORT_SCREEN_TEXT.sending : SUPPORT_SCREEN_TEXT.send}
            </Button>
            {conversation?.status === 'open' && (
              <Button variant="default" onClick={() => close.mutate()} disabled={close.isPending}>
                {SUPPORT_SCREEN_TEXT.close}
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
  const [status, setStatus] = useState('open');
  const [opened, setOpened] = useState<string | null>(null);
  const search = useInvestorSearch();
  const list = useInfiniteQuery(supportConversationsQuery(status, search.term));
  const { columns: headers } = SUPPORT_SCREEN_TEXT;
  const columns: Array<PagedColumn<AdminSupportConversationDto>> = [
    { header: headers.updated, width: 150, cell: (row) => formatWhen(row.updatedAt) },
    { header: headers.investor, cell: (row) => `${row.fullname} (${row.email})` },
    { header: headers.subject, cell: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.subject}</Text> },
    { header: headers.status, cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: headers.open,
      cell: (row) => (
        <Button size="xs" variant="light" onClick={() => setOpened(row.id)} aria-label={`${SUPPORT_SCREEN_TEXT.openButton}: ${row.subject}`}>
          {SUPPORT_SCREEN_TEXT.openButton}
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>{SUPPORT_SCREEN_TEXT.title}</Title>
      {opened ? (
        <ConversationPanel id={opened} onBack={() => setOpened(null)} />
      ) : (
        <>
          <Group align="end">
            <Select
              label={SUPPORT_SCREEN_TEXT.status}
              data={['open', 'closed', 'all']}
              value={status}
              allowDeselect={false}
              onChange={(value) => setStatus(value ?? 'open')}
              w={160}
            />
            {search.input}
          </Group>
          <PagedTable list={list} label={SUPPORT_SCREEN_TEXT.title} minWidth={800} emptyText={SUPPORT_SCREEN_TEXT.empty} columns={columns} />
        </>
      )}
    </Stack>
  );
}
