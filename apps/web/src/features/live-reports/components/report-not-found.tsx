import { RecordNotFound } from '../../../components/ui/record-not-found';

/** A class or activity that is not there, not assigned to the class, or not the teacher's (404). */
export function ReportNotFound() {
  return (
    <RecordNotFound
      title="There is no such report"
      description="The class or the activity may not exist, it may not be assigned to the class, or you may not teach the class its subject."
      testId="report-not-found"
    />
  );
}
