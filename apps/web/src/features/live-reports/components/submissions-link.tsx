import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { submissionsPath } from '../../../lib/paths/activities';

/** The class's submissions of the activity, where the teacher opens and marks each student's work. */
export function SubmissionsLink({
  report,
  children,
}: {
  report: { kit_token: string; activity_id: number; class_id: number };
  children: ReactNode;
}) {
  const to = submissionsPath({
    kitToken: report.kit_token,
    activityId: report.activity_id,
    classId: report.class_id,
  });
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}
