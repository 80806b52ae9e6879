import { RecordNotFound } from '../../../../components/ui/record-not-found';

/**
 * An activity that does not exist or is not assigned to this student's class (both answer 404):
 * the not-found toast, then the role home, as for any page that is not there.
 */
export function ActivityNotFound({ what = 'activity' }: { what?: string }) {
  return (
    <RecordNotFound
      title={`We could not find this ${what}`}
      description="It may not exist, or it has not been given to your class."
      testId="activity-not-found"
    />
  );
}
