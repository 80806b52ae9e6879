import { Container, Group } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage } from '../../../lib/api-error';
import { savePrivacyPolicy } from '../../../lib/session-storage';
import { useSession } from '../../../lib/use-session';
import { useUserPrivacy } from '../api/get-user-privacy';
import { SignOutButton } from './sign-out-button';

// Loaded only for a user who has a policy to accept: the rest open the app straight away.
const PrivacyPolicyPanel = lazy(() =>
  import('./privacy-policy-panel').then((panel) => ({ default: panel.PrivacyPolicyPanel })),
);

/** Nothing of the app renders until the signed-in user has accepted the current policy. */
export function PrivacyGate({ children }: { children: ReactNode }) {
  const { privacyAccepted } = useSession();
  const privacy = useUserPrivacy(!privacyAccepted);
  const acceptedOnServer = privacy.data?.privacy_policy[0]?.accepted === true;

  useEffect(() => {
    // Accepted on another device: remember it here too.
    if (privacy.data && acceptedOnServer) savePrivacyPolicy(privacy.data.privacy_policy);
  }, [privacy.data, acceptedOnServer]);

  if (privacyAccepted || acceptedOnServer) return children;
  if (privacy.isPending) return <LoadingState fullPage label="Checking the privacy policy…" />;
  if (privacy.isError) {
    return (
      <Container component="main" size="sm" py="xl">
        <ErrorState
          title="We could not load the privacy policy"
          message={errorMessage(privacy.error)}
          onRetry={() => void privacy.refetch()}
        />
        <Group mt="md">
          <SignOutButton />
        </Group>
      </Container>
    );
  }
  // No policy published yet: there is nothing to accept.
  if (!privacy.data.policy) return children;
  return (
    <Suspense fallback={<LoadingState fullPage label="Loading the privacy policy…" />}>
      <PrivacyPolicyPanel policy={privacy.data.policy} />
    </Suspense>
  );
}
