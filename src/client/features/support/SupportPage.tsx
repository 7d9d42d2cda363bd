import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { supportRequest } from '../../../shared/schemas/support';
import { useSession } from '../../session';
import { useTranslatedInputProps } from '../../components/form-fields';
import { errorReason, StatusMessage } from '../../components/StatusMessage';
import { conversationsQuery, sendSupportMessage, supportMailboxQuery } from './queries';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';

/**
 * The support page: the support mailbox link and a form with Name, Email and Message, all required;
 * below it the investor's conversations with support, each opened as a thread to read and answer.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const mailbox = useQuery(supportMailboxQuery);
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [openConversation, setOpenConversation] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: user?.fullname ?? '', email: user?.email ?? '', message: '' },
    validate: zod4Resolver(supportRequest),
  });
  const inputProps = useTranslatedInputProps(form);
  const send = useMutation({
    mutationFn: sendSupportMessage,
    onMutate: () => setMessage(null),
    onSuccess: (response) => {
      setMessage(response.message);
      form.setFieldValue('message', '');
      void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
    },
    onError: (error) => setMessage(messages.supportFailed(errorReason(error))),
  });

  return (
    <Stack maw={640}>
      <Title order={2}>{t('support.title')}</Title>
      {mailbox.data && (
        <Text>
          <Trans i18nKey="support.mailbox" values={{ email: mailbox.data.email }} components={{ mailbox: <Anchor href={`mailto:${mailbox.data.email}`} /> }} />
        </Text>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values))}>
        <Stack>
          <TextInput label={t('support.name')} withAsterisk required autoComplete="name" {...inputProps('name')} />
          <TextInput label={t('support.email')} type="email" withAsterisk required autoComplete="email" {...inputProps('email')} />
          <Textarea label={t('support.message')} withAsterisk required autosize minRows={5} {...inputProps('message')} />
          <StatusMessage message={message} />
          <Group>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('support.sending') : t('support.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      {openConversation ? (
        <ConversationThread id={openConversation} onBack={() => setOpenConversation(null)} />
      ) : (
        <ConversationList onOpen={setOpenConversation} />
      )}
    </Stack>
  );
}
