import { NativeSelect } from '@mantine/core';
import { classOptions, type TeacherClass } from '../utils/class-options';

/**
 * The teacher's class selector (spec section 2): each class as "class name - subject name", and
 * "Select" while none is chosen. A native select: every keyboard and screen reader knows it.
 */
export function ClassSelect({
  classes,
  value,
  onChange,
}: {
  classes: readonly TeacherClass[];
  value: number | null;
  onChange: (teacherAssignId: number | null) => void;
}) {
  return (
    <NativeSelect
      label="Class"
      size="sm"
      data={classOptions(classes)}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next === '' ? null : Number(next));
      }}
    />
  );
}
