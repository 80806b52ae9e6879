import { Button, Card } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useHierarchy } from '../api/get-hierarchy';
import { USERS_PER_PAGE, useUserList } from '../api/list-users';
import { CreateUserModal } from '../components/admin/create-user-modal';
import { UserFiltersBar } from '../components/admin/user-filters-bar';
import { UsersTable } from '../components/admin/users-table';
import { useUserFilters } from '../hooks/use-user-filters';
import { userPath } from '../paths';
import { toUserListQuery } from '../utils/user-filters';

/** User administration: find, filter and add the teachers and students of your schools. */
export function UsersPage() {
  const { filters, change } = useUserFilters();
  const hierarchy = useHierarchy();
  const users = useUserList(toUserListQuery(filters, USERS_PER_PAGE));
  const [adding, { open: startAdding, close: stopAdding }] = useDisclosure(false);
  const navigate = useNavigate();

  return (
    <>
      <PageHeader
        title="Users"
        description="Teachers, students and administrators of the schools you manage."
        actions={
          <Button onClick={startAdding} disabled={!hierarchy.data}>
            Add user
          </Button>
        }
      />
      {hierarchy.isError ? (
        <ErrorState
          title="We could not load your schools"
          message={errorMessage(hierarchy.error)}
          onRetry={() => void hierarchy.refetch()}
        />
      ) : null}
      <UserFiltersBar filters={filters} hierarchy={hierarchy.data} onChange={change} />
      <Card withBorder radius="md" padding="md" component="section" aria-label="User list">
        {users.isPending ? <LoadingState label="Loading users…" /> : null}
        {users.isError ? (
          <ErrorState
            title="We could not load the users"
            message={errorMessage(users.error)}
            onRetry={() => void users.refetch()}
          />
        ) : null}
        {users.data && users.data.results.length === 0 ? (
          <EmptyState
            title="No users found"
            description="Try another search, or clear some of the filters."
          />
        ) : null}
        {users.data && users.data.results.length > 0 ? (
          <UsersTable users={users.data.results} />
        ) : null}
        {users.data ? (
          <Pager
            page={filters.page}
            perPage={USERS_PER_PAGE}
            count={users.data.count}
            label="User list pages"
            onChange={(page) => change({ page })}
          />
        ) : null}
      </Card>
      <CreateUserModal
        opened={adding}
        hierarchy={hierarchy.data}
        onClose={stopAdding}
        onCreated={(user, emailed) => {
          showToast({
            tone: 'success',
            autoClose: 6000,
            message: emailed
              ? `${user.first_name} was added. We emailed ${user.email} a link to choose a password.`
              : `${user.first_name} was added with a temporary password to change at first sign-in.`,
          });
          void navigate(userPath(user.user_token));
        }}
      />
    </>
  );
}
