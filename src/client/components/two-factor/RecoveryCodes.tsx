import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../StatusMessage';

/** Recovery codes as the server answered them, shown this once: only their hashes are kept. */
export function RecoveryCodes({ codes, message, onDone }: { codes: string[]; message: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack maw={560}>
      <StatusMessage message={message} />
      <Title order={4}>{t('account.twoFactor.recoveryTitle')}</Title>
      <Text size="sm">{t('account.twoFactor.recoveryIntro')}</Text>
      <List aria-label={t('account.twoFactor.recoveryTitle')} ff="monospace">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={onDone}>{t('account.twoFactor.done')}</Button>
      </Group>
    </Stack>
  );
}
