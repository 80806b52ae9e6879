import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { idParam } from '../../../lib/id-param';
import { ReportNotFound } from './report-not-found';

export interface ReportIds {
  classId: number;
  activityId: number;
}

/** An activity's report at `.../classes/:classId/<type>/:activityId`; ids that are not ids: not found. */
export function ReportRoute({ report: Report }: { report: ComponentType<ReportIds> }) {
  const params = useParams();
  const classId = idParam(params.classId);
  const activityId = idParam(params.activityId);
  if (classId === null || activityId === null) return <ReportNotFound />;
  return <Report classId={classId} activityId={activityId} />;
}
