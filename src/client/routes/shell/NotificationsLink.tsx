import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useUnreadNotificationCount } from '../../features/notifications/queries';

export function NotificationsLink() {
  const { t } = useTranslation();
  const unread = useUnreadNotificationCount();
  const label = unread > 0 ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications');
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} color="red">
      <ActionIcon component={Link} to={paths.notification} variant="default" size="lg" aria-label={label}>
        <IconBell size={18} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
