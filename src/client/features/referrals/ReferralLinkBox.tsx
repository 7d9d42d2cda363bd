import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { StatusMessage } from '../../components/StatusMessage';

/** The investor's registration link, read-only, with a copy button and the spec's copy messages. */
export function ReferralLinkBox({ link }: { link: string }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setMessage(messages.referralCopied);
    } catch {
      setMessage(messages.referralCopyFailed);
    }
  };
  return (
    <div>
      <Group align="end" wrap="nowrap">
        <TextInput label={t('referrals.link')} value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={copy}>{t('referrals.copy')}</Button>
      </Group>
      <StatusMessage message={message} />
    </div>
  );
}
