import type { notifications } from '@kitlab/contract';
import { SegmentedControl } from '@mantine/core';
import { STATUS_LABELS, STATUSES_OF, TAB_LABELS } from '../utils/notification-words';

/** The filters of one tab of the centre, as one group of radio buttons that fits a phone. */
export function NotificationFilter({
  tab,
  value,
  onChange,
}: {
  tab: notifications.NotificationTab;
  value: notifications.MessageStatus;
  onChange: (status: notifications.MessageStatus) => void;
}) {
  const statuses = STATUSES_OF[tab];
  return (
    <SegmentedControl
      fullWidth
      size="sm"
      mb="sm"
      aria-label={`Show ${TAB_LABELS[tab].toLowerCase()}`}
      value={value}
      onChange={(next) => {
        const found = statuses.find((status) => status === next);
        if (found) onChange(found);
      }}
      data={statuses.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
    />
  );
}
