import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { fullName } from '../../../../lib/full-name';
import type { ManagedUser } from '../../api/list-users';
import { userPath } from '../../paths';
import { UserBadges } from './user-badges';

/** Where the user belongs: a student's class, a teacher's classes, or the school. */
function placeOf(user: ManagedUser): string {
  const school = user.school?.name ?? '';
  if (user.class) return `${user.class.class_name} · ${school}`;
  if (user.teaching.length > 0) {
    const classes = new Set(user.teaching.map((t) => t.class_name));
    return `${classes.size} ${classes.size === 1 ? 'class' : 'classes'} · ${school}`;
  }
  return school;
}

export function UsersTable({ users }: { users: readonly ManagedUser[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th w={{ base: 120, sm: 200 }}>Role</Table.Th>
          <Table.Th visibleFrom="sm">School and class</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.user_token}>
            <Table.Td>
              <Anchor component={Link} to={userPath(user.user_token)} fw={600} size="sm">
                {fullName(user)}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <UserBadges user={user} />
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{placeOf(user)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
