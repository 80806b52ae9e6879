import { Suspense } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { useSession } from '../../../lib/use-session';
import { useAccountSettings } from '../../accounts';
import { useStudentListsReady } from '../../assignments';
import { StudentHome, TeacherHome } from '../home-modules';

const dashboardLoading = <LoadingState label="Loading your dashboard…" />;

/** Home of teachers and students (spec section 6). */
export function DashboardPage() {
  const { profile: stored, session } = useSession();
  const settings = useAccountSettings();
  // The route started loading the stored role's home; the stored role also starts its lists.
  const storedRole = session?.user_type;
  // A student's home waits for its lists: ask for them with the profile, not after it.
  useStudentListsReady(storedRole === 'S');
  const firstName = settings.data?.first_name ?? stored?.first_name;
  const isTeacher = settings.data?.user_type === 'T';
  // The home, the page's largest part, is drawn in the background once the profile has come.
  const profile = useDrawnInSlices(settings.data);

  return (
    <>
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'Dashboard'}
        description={
          isTeacher
            ? 'Your assignments, due dates and classes.'
            : 'Your work, due dates, class and teachers.'
        }
      />
      {settings.isError ? (
        <ErrorState
          title="We could not load your dashboard"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : !profile ? (
        dashboardLoading
      ) : (
        <Suspense fallback={dashboardLoading}>
          {profile.user_type === 'T' ? (
            <TeacherHome profile={profile} />
          ) : (
            <StudentHome profile={profile} />
          )}
        </Suspense>
      )}
    </>
  );
}
