import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { fullName } from '../../../lib/full-name';
import { useSession } from '../../../lib/use-session';
import { ROLE_NAME } from '../utils/role-names';

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return `${letters[0] ?? ''}${letters.length > 1 ? letters[letters.length - 1] : ''}` || '?';
}

/**
 * The header's account button: the user's name, role and initials. It opens the account menu;
 * the menu's own code comes only when it is first asked for (`UserMenu`).
 */
export function AccountButton(props: ComponentPropsWithRef<'button'>) {
  const { session, profile } = useSession();
  const name = profile ? fullName(profile) : '';
  const shownName = name || profile?.email || 'Your account';
  const userType = session?.user_type;
  return (
    <UnstyledButton aria-label={`Account menu for ${shownName}`} p={4} {...props}>
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
  );
}
