import { Badge, Group } from '@mantine/core';
import type { ManagedUser } from '../../api/list-users';
import { ROLE_NAME } from '../../utils/role-names';

/** Role and state of a managed user, as small labels. */
export function UserBadges({ user }: { user: ManagedUser }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="default" size="sm">
        {ROLE_NAME[user.user_type]}
      </Badge>
      {user.is_active ? null : (
        <Badge variant="filled" color="red.9" size="sm">
          Deactivated
        </Badge>
      )}
      {user.must_change_password ? (
        <Badge variant="default" size="sm">
          Temporary password
        </Badge>
      ) : null}
    </Group>
  );
}
