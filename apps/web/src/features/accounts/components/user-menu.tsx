import type { UserType } from '@kitlab/contract';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fullName } from '../../../lib/full-name';
import { useSession } from '../../../lib/use-session';
import { ACCOUNT_SETTINGS_PATH, CHANGE_PASSWORD_PATH, PRIVACY_POLICY_PATH } from '../paths';
import { SignOutDialog } from './sign-out-dialog';

export const ROLE_NAME: Record<UserType, string> = {
  S: 'Student',
  T: 'Teacher',
  C: 'Administrator',
};

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return `${letters[0] ?? ''}${letters.length > 1 ? letters[letters.length - 1] : ''}` || '?';
}

/**
 * The header's account menu: settings, change password, the privacy policy, what the app adds
 * (`extraItems`, menu items of features this one does not know) and sign out.
 */
export function UserMenu({ extraItems }: { extraItems?: ReactNode } = {}) {
  const { session, profile } = useSession();
  const [signingOut, { open: askToSignOut, close: stayIn }] = useDisclosure(false);
  const name = profile ? fullName(profile) : '';
  const shownName = name || profile?.email || 'Your account';
  const userType = session?.user_type;

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`Account menu for ${shownName}`} p={4}>
            <Group gap="sm" wrap="nowrap">
              <div style={{ textAlign: 'right' }}>
                <Text size="sm" fw={600} visibleFrom="xs" data-testid="user-name">
                  {shownName}
                </Text>
                {userType ? (
                  <Text size="xs" c="dimmed" visibleFrom="xs">
                    {ROLE_NAME[userType]}
                  </Text>
                ) : null}
              </div>
              <Avatar color="blue" variant="filled" radius="xl" size={36} aria-hidden="true">
                {initialsOf(name || shownName)}
              </Avatar>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={ACCOUNT_SETTINGS_PATH}>
            Account settings
          </Menu.Item>
          <Menu.Item component={Link} to={CHANGE_PASSWORD_PATH}>
            Change password
          </Menu.Item>
          <Menu.Item component={Link} to={PRIVACY_POLICY_PATH}>
            Privacy policy
          </Menu.Item>
          {extraItems}
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={askToSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SignOutDialog opened={signingOut} onClose={stayIn} />
    </>
  );
}
