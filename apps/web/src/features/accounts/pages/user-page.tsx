import { Alert, Anchor, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { fullName } from '../../../lib/full-name';
import { StudentDataSection } from '../../student-records';
import { useHierarchy } from '../api/get-hierarchy';
import { useUser } from '../api/get-user';
import type { ManagedUser } from '../api/list-users';
import { userErased } from '../api/user-changed';
import { AccountAccess } from '../components/admin/account-access';
import { AddTeachingForm } from '../components/admin/add-teaching-form';
import { classesOfSchool } from '../components/admin/options';
import { StudentClassForm } from '../components/admin/student-class-form';
import { TeachingList } from '../components/admin/teaching-list';
import { UserBadges } from '../components/admin/user-badges';
import { UserDetailsForm } from '../components/admin/user-details-form';
import { USERS_PATH } from '../paths';

function BackToUsers() {
  return (
    <Anchor component={Link} to={USERS_PATH} size="sm" mb="sm" display="inline-block">
      ← All users
    </Anchor>
  );
}

/** Administrators are set up by the district, so only teachers and students are edited here. */
function EditableUser({ user }: { user: ManagedUser }) {
  const hierarchy = useHierarchy();
  const classes = classesOfSchool(hierarchy.data?.schools ?? [], user.school?.school_token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Forgotten once the page has left, so it never reads the erased user again.
  const leaveErased = () =>
    void Promise.resolve(navigate(USERS_PATH)).then(() => userErased(queryClient, user.user_token));
  return (
    <Stack gap="lg" maw={760}>
      <SectionCard title="Details">
        <UserDetailsForm key={user.user_token} user={user} />
      </SectionCard>
      {user.user_type === 'S' ? (
        <SectionCard title="Class">
          <StudentClassForm user={user} classes={classes} />
        </SectionCard>
      ) : null}
      {user.user_type === 'T' ? (
        <SectionCard title="Classes taught">
          <Stack gap="md">
            <TeachingList user={user} />
            <AddTeachingForm
              user={user}
              classes={classes}
              subjects={hierarchy.data?.subjects ?? []}
            />
          </Stack>
        </SectionCard>
      ) : null}
      <SectionCard title="Sign-in">
        <AccountAccess user={user} />
      </SectionCard>
      {user.user_type === 'S' ? <StudentDataSection student={user} onErased={leaveErased} /> : null}
    </Stack>
  );
}

export function UserPage() {
  const { userToken = '' } = useParams();
  const user = useUser(userToken);

  if (user.isPending) return <LoadingState label="Loading the user…" />;
  if (user.isError) {
    const missing = isApiError(user.error) && user.error.status === 404;
    return (
      <>
        <BackToUsers />
        <ErrorState
          title={missing ? 'No such user' : 'We could not load the user'}
          message={missing ? 'This user does not exist in your schools.' : errorMessage(user.error)}
          onRetry={missing ? undefined : () => void user.refetch()}
        />
      </>
    );
  }

  const shown = user.data;
  const place = [shown.school?.name, shown.class?.class_name].filter(Boolean).join(' · ');
  return (
    <>
      <BackToUsers />
      <PageHeader
        title={fullName(shown)}
        description={place ? `${shown.email} · ${place}` : shown.email}
        actions={<UserBadges user={shown} />}
      />
      {shown.user_type === 'C' ? (
        <Alert color="blue" variant="light" maw={760}>
          Administrator accounts are managed by the district.
        </Alert>
      ) : (
        <EditableUser user={shown} />
      )}
    </>
  );
}
