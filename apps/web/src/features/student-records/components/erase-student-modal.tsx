import type { studentRecords } from '@kitlab/contract';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useEraseStudentData } from '../api/erase-student-data';
import { isTypedName } from '../utils/typed-name';
import { ErasureReceiptView } from './erasure-receipt';

export interface StudentToErase {
  userToken: string;
  name: string;
}

function ConfirmStep({
  student,
  onErased,
  onCancel,
}: {
  student: StudentToErase;
  onErased: (receipt: studentRecords.ErasureReceipt) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const erase = useEraseStudentData(student.userToken);
  const named = isTypedName(typed, student.name);
  return (
    <Stack gap="md">
      <Text size="sm">Erasing {student.name}’s data:</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          removes their account and everything they made or were sent: answers, uploads, messages,
          rewards, notifications;
        </List.Item>
        <List.Item>keeps anonymous counts in reports, naming no one;</List.Item>
        <List.Item>gives a receipt saying how much was removed;</List.Item>
        <List.Item>
          <strong>cannot be undone.</strong> Export their data first if the family wants a copy.
        </List.Item>
      </List>
      <TextInput
        label={`Type ${student.name} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
      {erase.isError ? (
        <Alert color="red" variant="light" role="alert" title="Nothing was erased">
          {errorMessage(erase.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button
          color="red"
          disabled={!named}
          loading={erase.isPending}
          onClick={() => erase.mutate(undefined, { onSuccess: onErased })}
        >
          Erase data
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Erasing a student: what happens, said plainly, and their name typed before the button works;
 * then the receipt, until the administrator is done with it (`onDone`, the student is gone).
 */
export function EraseStudentModal({
  opened,
  student,
  onClose,
  onDone,
}: {
  opened: boolean;
  student: StudentToErase;
  onClose: () => void;
  onDone: (receipt: studentRecords.ErasureReceipt) => void;
}) {
  const [receipt, setReceipt] = useState<studentRecords.ErasureReceipt | null>(null);
  const finish = receipt ? () => onDone(receipt) : onClose;
  return (
    <Modal
      opened={opened}
      onClose={finish}
      title={receipt ? 'Data erased' : `Erase ${student.name}’s data?`}
      centered
    >
      {receipt ? (
        <Stack gap="md">
          <Text size="sm">
            Everything held about {student.name} has been removed. Keep this receipt: it names no
            one, so it is the record that the erasure was made.
          </Text>
          <ErasureReceiptView receipt={receipt} />
          <Group justify="flex-end">
            <Button onClick={finish}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <ConfirmStep student={student} onErased={setReceipt} onCancel={onClose} />
      )}
    </Modal>
  );
}
