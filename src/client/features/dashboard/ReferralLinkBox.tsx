import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerLink } from '../../../shared/paths';
import { messages } from '../../../shared/messages';
import { useCopyToClipboard } from '../../components/copy-to-clipboard';

export function ReferralLinkBox({ myReferralId }: { myReferralId: string }) {
  const { t } = useTranslation();
  const copy = useCopyToClipboard();
  const link = registerLink(window.location.origin, myReferralId);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput label={t('dashboard.referralLink')} value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <Button onClick={() => copy(link, messages.referralCopied, messages.referralCopyFailed)}>{t('dashboard.copy')}</Button>
    </Group>
  );
}
