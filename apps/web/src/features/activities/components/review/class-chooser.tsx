import type { assignments, CallResponse } from '@kitlab/contract';
import { Select } from '@mantine/core';

/** A class as the kit's class status names it. */
export type ChoosableClass = Pick<
  CallResponse<typeof assignments.getClassStatus>['results'][number],
  'class_id' | 'class_name' | 'subject_name'
>;

/** "6A - Science": the class name and subject, as the companion widget labels classes. */
export const classLabel = (c: ChoosableClass) =>
  c.subject_name ? `${c.class_name} - ${c.subject_name}` : c.class_name;

/** Which of the teacher's classes to look at; only the classes that have this activity. */
export function ClassChooser({
  classes,
  value,
  onChange,
}: {
  classes: readonly ChoosableClass[];
  value: number;
  onChange: (classId: number) => void;
}) {
  return (
    <Select
      label="Class"
      data={classes.map((c) => ({ value: String(c.class_id), label: classLabel(c) }))}
      value={String(value)}
      onChange={(next) => {
        if (next) onChange(Number(next));
      }}
      allowDeselect={false}
      w={{ base: '100%', sm: 260 }}
      data-testid="class-chooser"
    />
  );
}
