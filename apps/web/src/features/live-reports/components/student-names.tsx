import { Text } from '@mantine/core';
import type { ReportStudent } from '../api/live-report-types';

/** Students named in a line ("Amara Adeyemi, Lucas Moreau"), or nothing for none. */
export function StudentNames({
  students,
  nameOf,
}: {
  students: readonly ReportStudent[];
  nameOf: (student: ReportStudent) => string;
}) {
  if (students.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {students.map(nameOf).join(', ')}
    </Text>
  );
}
