import { ROLE_HOME } from '@kitlab/contract';
import { AppShell, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/ui/brand';
import { PrivacyGate, SignOutButton } from '../../features/accounts';
import { useAppData } from '../../lib/app-data';
import { useSession } from '../../lib/use-session';
import { HeaderNav } from './header-nav';

const ROLE_NAME = { S: 'Student', T: 'Teacher', C: 'Administrator' } as const;

/** The signed-in shell; full-screen mode hides the header. */
export function AppLayout() {
  const { session, profile } = useSession();
  const { isFullScreen } = useAppData();
  const userType = session?.user_type;
  const fullName = profile ? `${profile.first_name} ${profile.last_name}`.trim() : '';

  return (
    <PrivacyGate>
      <AppShell header={isFullScreen ? undefined : { height: 64 }} padding={0}>
        {isFullScreen ? null : (
          <AppShell.Header>
            <Container size="lg" h="100%">
              <Group h="100%" justify="space-between" wrap="nowrap">
                <Link
                  to={userType ? ROLE_HOME[userType] : '/'}
                  style={{ textDecoration: 'none', color: 'inherit' }}
                >
                  <Brand />
                  <VisuallyHidden>Home</VisuallyHidden>
                </Link>
                <HeaderNav />
                <Group gap="sm" wrap="nowrap">
                  <div style={{ textAlign: 'right' }}>
                    <Text size="sm" fw={600} visibleFrom="xs" data-testid="user-name">
                      {fullName || profile?.email}
                    </Text>
                    {userType ? (
                      <Text size="xs" c="dimmed" visibleFrom="xs">
                        {ROLE_NAME[userType]}
                      </Text>
                    ) : null}
                  </div>
                  <SignOutButton size="sm" />
                </Group>
              </Group>
            </Container>
          </AppShell.Header>
        )}
        <AppShell.Main bg="gray.0">
          <Container component="main" size="lg" py="xl" px="md">
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </PrivacyGate>
  );
}
