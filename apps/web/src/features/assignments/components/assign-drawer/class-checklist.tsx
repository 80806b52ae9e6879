import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { AssignableClass } from '../../api/get-assignable-classes';
import { coverNote } from '../../utils/cover-note';

export const NO_CLASS_FOR_KIT = 'None of your classes is in this kit’s grade and subjects';
export const ALL_CLASSES_HAVE_IT = 'Every class you teach already has this';

/**
 * The teacher's classes of the kit's grade and subjects as checkboxes; a class the server says
 * already has the work is shown disabled, with the assignment that covers it.
 */
export function ClassChecklist({
  classes,
  activityAsked,
  value,
  error,
  onChange,
}: {
  classes: AssignableClass[];
  activityAsked: boolean;
  value: number[];
  error?: string;
  onChange: (classIds: number[]) => void;
}) {
  if (classes.length === 0) {
    return (
      <EmptyState
        title={NO_CLASS_FOR_KIT}
        description="Your school adds the teaching of a subject to a class."
      />
    );
  }
  const what = activityAsked ? 'activity' : 'kit';
  const noneLeft = classes.every((item) => !item.can_assign);
  return (
    <Stack gap="sm">
      {noneLeft ? (
        <Alert color="blue" variant="light" role="status" title={`${ALL_CLASSES_HAVE_IT} ${what}`}>
          Change, reopen or cancel an assignment on your dashboard to assign it again.
        </Alert>
      ) : null}
      <Checkbox.Group
        label="Classes"
        description={`Classes of the kit's grade and subjects; a class that already has this ${what} cannot be chosen.`}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        error={error}
        withAsterisk
      >
        <Stack gap="xs" mt="xs" data-testid="assign-classes">
          {classes.map((item) => {
            const notes = [item.subject_name, coverNote(item, activityAsked)].filter(Boolean);
            return (
              <Checkbox
                key={item.class_id}
                value={String(item.class_id)}
                label={item.class_name}
                disabled={!item.can_assign}
                description={
                  notes.length > 0 ? (
                    <Text span size="xs" c="dimmed">
                      {notes.join(' · ')}
                    </Text>
                  ) : undefined
                }
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
