import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { UserDto } from '../../../shared/schemas/user';
import { displayName } from '../../components/display-name';
import { LogoutForm } from '../../components/LogoutForm';

export function UserMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.openUserMenu')}>
          <Avatar radius="xl" color="teal">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={paths.accountSettings}>
          {t('shell.accountSettings')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.invest}>
          {t('shell.deposit')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.withdrawal}>
          {t('shell.withdraw')}
        </Menu.Item>
        <Menu.Divider />
        <LogoutForm label={t('shell.logout')} variant="subtle" color="red" fullWidth justify="flex-start" />
      </Menu.Dropdown>
    </Menu>
  );
}
