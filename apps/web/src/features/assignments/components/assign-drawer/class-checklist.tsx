import { Checkbox, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryView } from '../../../../components/ui/query-view';
import { useUnassignedClasses } from '../../api/get-unassigned-classes';

export const ALL_CLASSES_HAVE_IT = 'Every class you teach already has this kit';

/** The teacher's classes that can still take the kit, as checkboxes. */
export function ClassChecklist({
  kitId,
  value,
  error,
  onChange,
}: {
  kitId: number;
  value: number[];
  error?: string;
  onChange: (classIds: number[]) => void;
}) {
  const classes = useUnassignedClasses(kitId);
  return (
    <QueryView
      query={classes}
      loading="Loading your classes…"
      failed="We could not load your classes"
    >
      {(data) =>
        data.results.length === 0 ? (
          <EmptyState
            title={ALL_CLASSES_HAVE_IT}
            description="Cancel an assignment on your dashboard to assign the kit again."
          />
        ) : (
          <Checkbox.Group
            label="Classes"
            description="Classes of the kit's grade and subjects that do not have it yet."
            value={value.map(String)}
            onChange={(ids) => onChange(ids.map(Number))}
            error={error}
            withAsterisk
          >
            <Stack gap="xs" mt="xs" data-testid="assign-classes">
              {data.results.map((item) => (
                <Checkbox
                  key={item.teacher_assign_id ?? item.class_id}
                  value={String(item.class_id)}
                  label={item.class_name}
                  description={
                    item.subject_name ? (
                      <Text span size="xs" c="dimmed">
                        {item.subject_name}
                      </Text>
                    ) : undefined
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )
      }
    </QueryView>
  );
}
