import { Button, Group, Text, Title } from '@mantine/core';
import { GatePanel } from '../../../components/ui/gate-panel';
import { useAcceptPrivacyPolicy } from '../api/accept-privacy-policy';
import { FormErrorAlert } from './form-error-alert';
import { type PrivacyPolicy, PrivacyPolicyText, policyEdition } from './privacy-policy-text';
import { SignOutButton } from './sign-out-button';

export function PrivacyPolicyPanel({ policy }: { policy: PrivacyPolicy }) {
  const accept = useAcceptPrivacyPolicy();
  return (
    <GatePanel>
      <div>
        <Title order={1} size="h2">
          {policy.title}
        </Title>
        <Text size="sm" c="dimmed">
          {policyEdition(policy)}
        </Text>
      </div>
      <Text>Please read and accept our privacy policy to continue using Kitlab.</Text>
      <PrivacyPolicyText policy={policy} />
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
