import { studentRecords } from '@kitlab/contract';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { explainedOnFields, serverFieldError } from '../../../lib/field-errors';
import { showToast } from '../../../lib/toasts';
import { useSetRetention } from '../api/set-retention';
import { followLabel, keptFor } from '../utils/retention-words';

const { RETENTION_MIN_DAYS, RETENTION_MAX_DAYS } = studentRecords;
const FIELDS = ['former_student_days', 'organisation_token'] as const;

/** One organisation's retention: its days and where they come from, and a form to change them. */
export function RetentionForm({ setting }: { setting: studentRecords.RetentionSetting }) {
  const [follow, setFollow] = useState(setting.source !== 'own');
  const [days, setDays] = useState<number | string>(setting.former_student_days);
  const save = useSetRetention();

  const submit = () =>
    save.mutate(
      {
        organisation_token: setting.organisation_token,
        former_student_days: follow ? null : Number(days),
      },
      {
        onSuccess: () =>
          showToast({ tone: 'success', message: `${setting.name}: retention saved.` }),
      },
    );

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={`Retention at ${setting.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text size="sm" c="dimmed" data-testid="retention-kept">
        {keptFor(setting)}
      </Text>
      <Checkbox
        label={followLabel(setting)}
        checked={follow}
        onChange={(event) => setFollow(event.currentTarget.checked)}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={`Days kept at ${setting.name}`}
          description={`${RETENTION_MIN_DAYS} to ${RETENTION_MAX_DAYS} days after a student leaves`}
          min={RETENTION_MIN_DAYS}
          max={RETENTION_MAX_DAYS}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          // Following, the box shows the days followed, which a district's change moves.
          value={follow ? setting.former_student_days : days}
          onChange={setDays}
          disabled={follow}
          error={serverFieldError(save.error, 'former_student_days')}
          w={{ base: '100%', xs: 260 }}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          Save
        </Button>
      </Group>
      {save.isError && !explainedOnFields(save.error, FIELDS) ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
