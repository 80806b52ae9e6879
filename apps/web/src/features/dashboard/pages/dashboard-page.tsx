import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/use-session';
import { useAccountSettings } from '../../accounts';
import { StudentHome } from '../components/student-home';
import { TeacherHome } from '../components/teacher-home';

/** Home of teachers and students (spec section 6). */
export function DashboardPage() {
  const { profile: stored } = useSession();
  const settings = useAccountSettings();
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
        <LoadingState label="Loading your dashboard…" />
      ) : settings.isError ? (
        <ErrorState
          title="We could not load your dashboard"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : isTeacher ? (
        <TeacherHome profile={settings.data} />
      ) : (
        <StudentHome profile={settings.data} />
      )}
    </>
  );
}
