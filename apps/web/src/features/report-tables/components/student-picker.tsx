import { Anchor, NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useClassStudents } from '../api/get-class-students';
import { progressPath } from '../paths';
import classes from './report-tables.module.css';

const WHOLE_CLASS = '';

/**
 * Whose progress the page shows: the whole class or one student. A native select, which phones
 * show as their own large picker. If the class's list cannot load, the whole class stays on
 * offer, with a way to try again.
 */
export function StudentPicker({
  classId,
  studentId,
}: {
  classId: number;
  studentId: number | null;
}) {
  const navigate = useNavigate();
  const students = useClassStudents(classId);
  const options = [
    { value: WHOLE_CLASS, label: 'Whole class' },
    ...(students.data ?? []).map((s) => ({ value: String(s.student_id), label: s.name })),
  ];
  // Until the list comes, and for a student it does not hold (one who left), the choice shows.
  if (studentId && !options.some((o) => o.value === String(studentId))) {
    const label = students.data
      ? 'A student not in the class now'
      : students.isError
        ? 'The student chosen'
        : 'Loading students…';
    options.push({ value: String(studentId), label });
  }
  return (
    <NativeSelect
      className={classes.noPrint}
      label="Student"
      data={options}
      value={studentId ? String(studentId) : WHOLE_CLASS}
      disabled={students.isPending}
      error={
        students.isError ? (
          <>
            We could not load the class's students.{' '}
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => void students.refetch()}
            >
              Try again
            </Anchor>
          </>
        ) : null
      }
      onChange={(event) => {
        const chosen = Number(event.currentTarget.value);
        navigate(progressPath(classId, chosen || null));
      }}
      maw={320}
    />
  );
}
