import { Button, Group } from '@mantine/core';

/** Cancel and the dialog's own action, at its foot. */
export function DialogButtons({
  confirmLabel,
  onCancel,
  onConfirm,
  pending,
  disabled,
  cancelLabel = 'Cancel',
  confirmColor,
}: {
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  disabled?: boolean;
  cancelLabel?: string;
  confirmColor?: string;
}) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button onClick={onConfirm} loading={pending} disabled={disabled} color={confirmColor}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
