import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { SectionCard } from '../../../components/ui/section-card';
import { useDeactivateDevice } from '../api/deactivate-device';
import { useDeleteDevice } from '../api/delete-device';
import { type DeviceSummary, useDevices } from '../api/list-devices';
import { DeviceCard } from '../components/device-card';
import { ThisDeviceCard } from '../components/this-device-card';
import { useRegisteredDevice } from '../hooks/use-registered-device';
import { deviceName } from '../utils/device-words';

type Pending = { action: 'deactivate' | 'remove'; device: DeviceSummary } | null;

/** /settings/devices: the browsers that receive the user's push notifications. */
export function DevicesPage() {
  const devices = useDevices();
  const { device: thisDevice } = useRegisteredDevice();
  const deactivate = useDeactivateDevice();
  const remove = useDeleteDevice();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const confirm = () => {
    if (!pending) return;
    const mutation = pending.action === 'remove' ? remove : deactivate;
    mutation.mutate(pending.device.id, { onSuccess: close });
  };

  return (
    <>
      <PageHeader
        title="Your devices"
        description="The browsers where you receive push notifications."
      />
      <Stack gap="lg" maw={960}>
        <ThisDeviceCard />
        <SectionCard title="Devices">
          <QueryView
            query={devices}
            loading="Loading your devices…"
            failed="We could not load your devices"
          >
            {(list) =>
              list.length === 0 ? (
                <EmptyState
                  title="No devices yet"
                  description="Turn on notifications in a browser and it shows here."
                />
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {list.map((device) => (
                    <DeviceCard
                      key={device.id}
                      device={device}
                      isThisDevice={device.id === thisDevice?.id}
                      onDeactivate={() => setPending({ action: 'deactivate', device })}
                      onRemove={() => setPending({ action: 'remove', device })}
                    />
                  ))}
                </Stack>
              )
            }
          </QueryView>
        </SectionCard>
      </Stack>
      <ConfirmDialog
        opened={pending?.action === 'deactivate'}
        title="Turn off notifications on this device?"
        confirmLabel="Turn off"
        loading={deactivate.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        {pending
          ? `${deviceName(pending.device)} stops receiving notifications. It stays listed, and turning notifications on in that browser starts them again.`
          : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.action === 'remove'}
        title="Remove this device?"
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        {pending
          ? `${deviceName(pending.device)} stops receiving notifications and leaves this list.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
