import { useId } from 'react';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { UserDto } from '../../../shared/schemas/user';
import { displayName } from '../../../shared/display-name';
import { HiddenLogoutForm } from '../../components/LogoutForm';

export function UserMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const name = displayName(user);
  const logoutFormId = useId();
  return (
    <>
      <HiddenLogoutForm id={logoutFormId} />
      {/* Without Mantine's focus placeholder (a focusable element with no role, which a menu may not hold), opening it focuses the first item. */}
      <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={t('shell.openUserMenu')}>
            <Avatar radius="xl" color="teal">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {/* Spans, not paragraphs: a menu may hold only items, and a label's text is not one. */}
            <Text component="span" display="block" size="sm" fw={600}>
              {name}
            </Text>
            <Text component="span" display="block" size="xs" c="dimmed">
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
          {/* A menu item like the others (the arrow keys reach it), submitting the form outside the menu; the theme's red text tone, as Mantine's item colour is its red 6 (3.6:1 on white). */}
          <Menu.Item component="button" type="submit" form={logoutFormId} c="red">
            {t('shell.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
