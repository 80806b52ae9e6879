import { Button, Group, Modal, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The question's modal, loaded by `ConfirmDialog` when first opened. It mounts closed and opens
 * right after, so the modal records the control that had focus and gives it back on closing, as
 * it does on later openings.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor = 'red',
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const mounted = useMounted();
  return (
    <Modal opened={opened && mounted} onClose={onClose} title={title} centered>
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
