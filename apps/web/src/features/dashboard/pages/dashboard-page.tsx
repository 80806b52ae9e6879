import { Suspense } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
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
      {settings.isPending ? (
        dashboardLoading
      ) : settings.isError ? (
        <ErrorState
          title="We could not load your dashboard"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Suspense fallback={dashboardLoading}>
          {isTeacher ? (
            <TeacherHome profile={settings.data} />
          ) : (
            <StudentHome profile={settings.data} />
          )}
        </Suspense>
      )}
    </>
  );
}
