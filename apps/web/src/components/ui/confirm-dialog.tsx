import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A yes/no question before an action that is hard to undo. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor = 'red',
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
