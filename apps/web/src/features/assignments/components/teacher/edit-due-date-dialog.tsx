import type { assignments } from '@kitlab/contract';
import { isDueDateAllowed } from '@kitlab/domain';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { NO_PAST_DATE } from '../../utils/assign-form';
import { formatDate, todayLocal } from '../../utils/dates';
import { DueDateField } from '../assign-drawer/due-date-field';
import { DialogButtons } from '../shared/dialog-buttons';
import { useAssignmentEdit } from './action-feedback';

/** Moves an assignment's due date to today or later. */
export function EditDueDateDialog({
  item,
  onClose,
}: {
  item: assignments.Assignment;
  onClose: () => void;
}) {
  const today = todayLocal();
  const [date, setDate] = useState<string>(item.due_date);
  const edit = useAssignmentEdit(item, 'due_date', onClose);
  const save = () =>
    isDueDateAllowed(date, today)
      ? edit.save({ due_date: date }, `now due ${formatDate(date)}.`)
      : edit.setError(NO_PAST_DATE);
  return (
    <Modal opened onClose={onClose} title={`Change the due date for ${item.class_name}`}>
      <DueDateField
        label="New due date"
        value={date}
        minDate={today}
        error={edit.error}
        onChange={(next) => {
          setDate(next);
          edit.setError(undefined);
        }}
      />
      <DialogButtons
        confirmLabel="Save due date"
        onCancel={onClose}
        onConfirm={save}
        pending={edit.pending}
        disabled={date === item.due_date}
      />
    </Modal>
  );
}
