import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import type { HolidayBreak } from '../api/get-school-holidays';
import { useRemoveSchoolHolidays } from '../api/remove-school-holidays';
import { breakDatesInWords, schoolDaysInWords } from '../utils/holiday-words';

/** One break: its name, its dates in words, its school days, and "Remove" after a confirm. */
export function HolidayBreakItem({
  schoolToken,
  holiday,
}: {
  schoolToken: string;
  holiday: HolidayBreak;
}) {
  const removing = useRemoveSchoolHolidays(schoolToken);
  const [confirming, setConfirming] = useState(false);
  const dates = breakDatesInWords(holiday);
  const remove = () =>
    removing.mutate(
      { from: holiday.from, to: holiday.to },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({ tone: 'success', message: `${holiday.name} removed.` });
        },
        onError: (error) => showToast({ tone: 'danger', message: errorMessage(error) }),
      },
    );
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid="holiday-break">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {holiday.name}
        </Text>
        <Text size="sm">{dates}</Text>
        <Text size="sm" c="dimmed">
          {schoolDaysInWords(holiday.days)}
        </Text>
      </Stack>
      <Button
        variant="default"
        color="red"
        size="xs"
        aria-label={`Remove ${holiday.name}, ${dates}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`Remove ${holiday.name}?`}
        confirmLabel="Remove break"
        loading={removing.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        {`The school will be open again ${holiday.from === holiday.to ? 'on' : 'from'} ${dates}: a day with no learning work will break a student's streak.`}
      </ConfirmDialog>
    </Group>
  );
}
