import { numberText } from '@kitlab/domain';
import { Button, Table, VisuallyHidden } from '@mantine/core';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { fullName } from '../../../lib/full-name';
import type { StudentCounts } from '../api/get-teacher-counts';

/** Each student's XP, badges and streak, with a button to give them a badge. */
export function ClassCountsTable({
  students,
  onGive,
}: {
  students: StudentCounts[];
  onGive: (student: StudentCounts) => void;
}) {
  return (
    <ScrollRegion label="XP and badges of each student">
      <Table verticalSpacing="xs" striped data-testid="class-counts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col" ta="right">
              XP in all
            </Table.Th>
            <Table.Th scope="col" ta="right">
              XP this week
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Badges
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Streak (days)
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.user_token}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                {fullName(student)}
              </Table.Th>
              <Table.Td ta="right">{numberText(student.total_xp_points)}</Table.Td>
              <Table.Td ta="right">{numberText(student.week_xp_points)}</Table.Td>
              <Table.Td ta="right">{student.badge_count}</Table.Td>
              <Table.Td ta="right">{student.streak_length}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onGive(student)}
                  aria-label={`Give ${fullName(student)} a badge`}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  Give a badge
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
