import {
  NOTIFICATION_DELIVERIES,
  type NotificationDelivery,
  notifications,
} from '@kitlab/contract';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { bodyOf, checkFields, explainedOnFields, serverFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import type { NotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { DELIVERY_LABELS, KIND_LABELS } from '../utils/notification-words';

const settingsBody = bodyOf(notifications.saveNotificationSettings);
const FIELDS = ['kinds', 'quiet_hours_start', 'quiet_hours_end'] as const;
type Field = (typeof FIELDS)[number];
const DELIVERY_OPTIONS = NOTIFICATION_DELIVERIES.map((value) => ({
  value,
  label: DELIVERY_LABELS[value],
}));

/** Per kind: now, in a daily digest or off; and the quiet hours, on the school's clock. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const [kinds, setKinds] = useState(settings.kinds);
  const [quiet, setQuiet] = useState({
    quiet_hours_start: settings.quiet_hours_start,
    quiet_hours_end: settings.quiet_hours_end,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const errorOf = (field: Field) => errors[field] ?? serverFieldError(save.error, field);

  const choose = (kind: string, delivery: NotificationDelivery) =>
    setKinds((current) => current.map((row) => (row.kind === kind ? { ...row, delivery } : row)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = checkFields(settingsBody, { kinds, ...quiet });
    setErrors(found);
    if (!data) return;
    save.mutate(data, {
      onSuccess: () =>
        showToast({ message: 'Your notification settings have been saved.', tone: 'success' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Notification settings">
      <Stack gap="lg">
        {save.isError && !explainedOnFields(save.error, FIELDS) ? (
          <Alert color="red" title="Could not save">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        {kinds.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notifications are sent to your kind of account, so there is nothing to choose here.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Notification</Table.Th>
                  <Table.Th>Delivery</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {kinds.map((row) => (
                  <Table.Tr key={row.kind}>
                    <Table.Td>
                      <Text size="sm" id={`kind-${row.kind}`}>
                        {KIND_LABELS[row.kind]}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        data={DELIVERY_OPTIONS}
                        value={row.delivery}
                        onChange={(value) => choose(row.kind, value as NotificationDelivery)}
                        aria-labelledby={`kind-${row.kind}`}
                        name={`delivery-${row.kind}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {errorOf('kinds') ? (
          <Text c="red" size="sm">
            {errorOf('kinds')}
          </Text>
        ) : null}
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>
            Quiet hours
          </legend>
          <Text size="sm" c="dimmed">
            {`No pushes between these times (${settings.time_zone}); they arrive when quiet hours end. The same start and end means no quiet hours.`}
          </Text>
          <Group gap="md" align="flex-start">
            <TextInput
              type="time"
              label="From"
              value={quiet.quiet_hours_start}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setQuiet((q) => ({ ...q, quiet_hours_start: value }));
              }}
              error={errorOf('quiet_hours_start')}
              w={140}
            />
            <TextInput
              type="time"
              label="Until"
              value={quiet.quiet_hours_end}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setQuiet((q) => ({ ...q, quiet_hours_end: value }));
              }}
              error={errorOf('quiet_hours_end')}
              w={140}
            />
          </Group>
        </Stack>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
