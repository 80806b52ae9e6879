import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { GatePanel } from '../../../components/ui/gate-panel';
import { useAcceptPrivacyPolicy } from '../api/accept-privacy-policy';
import type { UserPrivacy } from '../api/get-user-privacy';
import { FormErrorAlert } from './form-error-alert';
import { SignOutButton } from './sign-out-button';

type Policy = NonNullable<UserPrivacy['policy']>;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function PrivacyPolicyPanel({ policy }: { policy: Policy }) {
  const accept = useAcceptPrivacyPolicy();
  const paragraphs = policy.body.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <GatePanel>
      <div>
        <Title order={1} size="h2">
          {policy.title}
        </Title>
        <Text size="sm" c="dimmed">
          Version {policy.version} · published {formatDate(policy.published_at)}
        </Text>
      </div>
      <Text>Please read and accept our privacy policy to continue using Kitlab.</Text>
      <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
        <Stack gap="sm" data-testid="privacy-policy-body">
          {paragraphs.map((paragraph, index) => (
            // Paragraphs have no id of their own and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split once
            <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <FormErrorAlert error={accept.error} title="Could not save" />
      <Group justify="space-between" wrap="wrap-reverse" gap="sm">
        <SignOutButton />
        <Button onClick={() => accept.mutate(policy.policy_id)} loading={accept.isPending}>
          I accept
        </Button>
      </Group>
    </GatePanel>
  );
}
