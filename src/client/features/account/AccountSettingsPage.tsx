import { Anchor, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { useMessageText } from '../../i18n/message-text';
import { meQuery } from './queries';
import { PersonalSettingsForm } from './PersonalSettingsForm';
import { WithdrawalSettingsForm } from './WithdrawalSettingsForm';
import { PasswordForm } from './PasswordForm';
import { OtherSettingsForm } from './OtherSettingsForm';
import { TwoFactorSection } from './two-factor/TwoFactorSection';

/** Account Settings (/profile, /account-settings): personal, password/security, withdrawal and other settings tabs. */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const me = useQuery(meQuery);

  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={2}>{t('account.title')}</Title>
        <Anchor component={Link} to={paths.manageAccountSecurity}>
          {t('account.manageSecurityLink')}
        </Anchor>
      </Group>
      {me.isPending && (
        <Center h={200}>
          <Loader role="progressbar" aria-label={t('account.loading')} />
        </Center>
      )}
      {me.isError && (
        <Text role="alert" c="red">
          {text(messages.userLoadFailed)}
        </Text>
      )}
      {me.data && (
        <Tabs defaultValue="personal" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="personal">{t('account.tabs.personal')}</Tabs.Tab>
            <Tabs.Tab value="withdrawal">{t('account.tabs.withdrawal')}</Tabs.Tab>
            <Tabs.Tab value="security">{t('account.tabs.security')}</Tabs.Tab>
            <Tabs.Tab value="other">{t('account.tabs.other')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="personal" pt="md">
            <PersonalSettingsForm user={me.data} />
          </Tabs.Panel>
          <Tabs.Panel value="withdrawal" pt="md">
            <WithdrawalSettingsForm user={me.data} />
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="md">
            <PasswordForm />
            <TwoFactorSection />
          </Tabs.Panel>
          <Tabs.Panel value="other" pt="md">
            <OtherSettingsForm user={me.data} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
