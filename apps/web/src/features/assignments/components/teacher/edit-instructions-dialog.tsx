import type { assignments } from '@kitlab/contract';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { InstructionsField } from '../assign-drawer/instructions-field';
import { DialogButtons } from '../shared/dialog-buttons';
import { useAssignmentEdit } from './action-feedback';

/** Changes or clears an assignment's instructions. */
export function EditInstructionsDialog({
  item,
  onClose,
}: {
  item: assignments.Assignment;
  onClose: () => void;
}) {
  const [text, setText] = useState(item.instructions ?? '');
  const edit = useAssignmentEdit(item, 'instructions', onClose);
  const trimmed = text.trim();
  return (
    <Modal opened onClose={onClose} title={`Instructions for ${item.class_name}`}>
      <InstructionsField
        label="Instructions"
        value={text}
        error={edit.error}
        onChange={(next) => {
          setText(next);
          edit.setError(undefined);
        }}
      />
      <DialogButtons
        confirmLabel="Save instructions"
        onCancel={onClose}
        onConfirm={() =>
          edit.save({ instructions: trimmed === '' ? null : trimmed }, 'instructions saved.')
        }
        pending={edit.pending}
      />
    </Modal>
  );
}
