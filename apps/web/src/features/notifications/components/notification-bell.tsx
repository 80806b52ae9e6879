import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { NOTIFICATIONS_PATH } from '../../../lib/paths/notifications';
import { useHomeNotifications } from '../api/get-home-notifications';
import { badgeCount, bellLabel } from '../utils/notification-words';

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 16a2.5 2.5 0 0 0 5 0"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header's bell: the unread count of both tabs, opening the notification centre. */
export function NotificationBell() {
  const home = useHomeNotifications();
  const unread = home.data?.unread.total ?? 0;
  return (
    <Indicator label={badgeCount(unread)} disabled={unread === 0} size={18} color="red" offset={6}>
      <ActionIcon
        component={Link}
        to={NOTIFICATIONS_PATH}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={bellLabel(unread)}
        data-testid="notification-bell"
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
