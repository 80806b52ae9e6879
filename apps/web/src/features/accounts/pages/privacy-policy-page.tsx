import { Card, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { useUserPrivacy } from '../api/get-user-privacy';
import {
  formatPolicyDate,
  PrivacyPolicyText,
  policyEdition,
} from '../components/privacy-policy-text';

/** The privacy policy in force, to read again after accepting it (spec section 2). */
export function PrivacyPolicyPage() {
  const privacy = useUserPrivacy(true);
  return (
    <QueryView
      query={privacy}
      loading="Loading the privacy policy…"
      failed="We could not load the privacy policy"
    >
      {({ policy, privacy_policy: [acceptance] }) =>
        policy ? (
          <>
            <PageHeader title={policy.title} description={policyEdition(policy)} />
            <Card withBorder radius="md" padding="lg" maw={720}>
              <Stack gap="md">
                {acceptance?.accepted && acceptance.accepted_at ? (
                  <Text size="sm" data-testid="privacy-policy-accepted">
                    You accepted this version on {formatPolicyDate(acceptance.accepted_at)}.
                  </Text>
                ) : null}
                <PrivacyPolicyText policy={policy} />
              </Stack>
            </Card>
          </>
        ) : (
          <>
            <PageHeader title="Privacy policy" />
            <EmptyState
              title="No privacy policy yet"
              description="Your school has not published a privacy policy."
            />
          </>
        )
      }
    </QueryView>
  );
}
