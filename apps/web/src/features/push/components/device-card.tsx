import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DeviceSummary } from '../api/list-devices';
import { deviceName, STATUS_WORDS, WHEN_FORMAT, whenText } from '../utils/device-words';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** One of the user's devices, with its facts and what can be done with it. */
export function DeviceCard({
  device,
  isThisDevice,
  onDeactivate,
  onRemove,
}: {
  device: DeviceSummary;
  isThisDevice: boolean;
  onDeactivate: () => void;
  onRemove: () => void;
}) {
  const name = deviceName(device);
  const headingId = `device-${device.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {name}
          </Title>
          <Group gap={6}>
            {isThisDevice ? (
              <Badge color="blue" variant="light" c="blue.9">
                This device
              </Badge>
            ) : null}
            <Badge variant="filled" color={device.device_status === 'active' ? 'teal.9' : 'gray.7'}>
              {STATUS_WORDS[device.device_status]}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
          <Fact label="Type" value={device.device_type} />
          <Fact label="Browser" value={`${device.browser_name} ${device.browser_version}`.trim()} />
          <Fact label="Operating system" value={`${device.os_name} ${device.os_version}`.trim()} />
          <Fact label="Subscribed" value={whenText(device.subscribed_at, WHEN_FORMAT)} />
          <Fact label="Last notification" value={whenText(device.last_pushed_at, WHEN_FORMAT)} />
        </SimpleGrid>
        {device.last_failure ? (
          <Text size="sm" c="red.9">
            Notifications are not reaching it: {device.last_failure}
          </Text>
        ) : null}
        <Group gap="xs">
          {device.device_status === 'active' ? (
            <Button
              variant="default"
              size="xs"
              onClick={onDeactivate}
              aria-label={`Turn off ${name}`}
            >
              Turn off
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="xs"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
