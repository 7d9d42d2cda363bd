import { Anchor, Box, Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { formatUsd } from '../../../shared/money';
import type { UserDto } from '../../../shared/schemas/user';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LogoutForm } from '../../components/LogoutForm';
import { NotificationsLink } from './NotificationsLink';
import { UserMenu } from './UserMenu';
import { LanguageSelect } from '../../i18n/LanguageSelect';

export function ShellHeader({ user, navOpened, onToggleNav }: { user: UserDto; navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
      {/* On a narrow phone (360 px and less) the brand gives way, ending in an ellipsis, so the controls beside it stay on screen. */}
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('shell.toggleNavigation')} aria-expanded={navOpened} />
        <Anchor component={Link} to={paths.dashboard} fw={700} underline="never" truncate="end">
          {t('shell.brand')}
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Button component={Link} to={paths.invest} size="xs" visibleFrom="md">
          {t('shell.fundAccount')}
        </Button>
        <Button component={Link} to={paths.withdrawal} size="xs" variant="light" visibleFrom="md">
          {t('shell.withdrawFunds')}
        </Button>
        <Box visibleFrom="sm">
          <ColorSchemeToggle />
        </Box>
        <Text fw={600} size="sm" aria-label={t('shell.balance')} data-testid="header-balance">
          {formatUsd(user.balanceCents)}
        </Text>
        <NotificationsLink />
        <Anchor component={Link} to={paths.profile} size="sm" visibleFrom="sm">
          {t('shell.profile')}
        </Anchor>
        <Box visibleFrom="sm">
          <LanguageSelect />
        </Box>
        <LogoutForm label={t('shell.logOut')} size="xs" variant="subtle" visibleFrom="sm" />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
