import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { supportReplyRequest } from '../../../shared/schemas/support';
import { useTranslatedInputProps } from '../../components/form-fields';
import { errorReason, StatusMessage } from '../../components/StatusMessage';
import { SupportThread, ThreadHeading } from '../../components/SupportThread';
import { formatDate } from '../../components/format';
import { conversationsQuery, sendReply, threadQuery } from './queries';

/** One conversation: its messages (replies not seen before marked new) and a box to write again. */
export function ConversationThread({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(id));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { message: '' }, validate: zod4Resolver(supportReplyRequest) });
  const inputProps = useTranslatedInputProps(form);
  // Opening the thread has marked its replies read: the list's counts change with it.
  useEffect(() => {
    if (thread.isSuccess) void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
  }, [thread.isSuccess, queryClient]);
  const reply = useMutation({
    mutationFn: (values: { message: string }) => sendReply(id, values),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['support'] });
    },
    onError: (error) => setFailure(messages.supportFailed(errorReason(error))),
  });
  const conversation = thread.data?.conversation;

  return (
    <Stack>
      <ThreadHeading backLabel={t('support.conversations.back')} onBack={onBack} subject={conversation?.subject}>
        {conversation && (
          <Badge variant="light" color={conversation.status === 'open' ? 'green' : 'gray'}>
            {t(`support.conversations.${conversation.status}`)}
          </Badge>
        )}
      </ThreadHeading>
      {thread.data && (
        <SupportThread
          messages={thread.data.messages}
          authorOf={(message) => (message.fromOperator ? t('support.conversations.team') : t('support.conversations.you'))}
          whenOf={(iso) => formatDate(iso, i18n.language)}
          newLabel={t('support.conversations.new')}
        />
      )}
      <form noValidate onSubmit={form.onSubmit((values) => reply.mutate(values))}>
        <Stack>
          <Textarea label={t('support.conversations.reply')} withAsterisk required autosize minRows={3} {...inputProps('message')} />
          <StatusMessage message={failure} />
          <Group>
            <Button type="submit" disabled={reply.isPending}>
              {reply.isPending ? t('support.sending') : t('support.conversations.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
