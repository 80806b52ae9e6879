import { Alert, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

/**
 * "Are you sure?" before handing work in, which cannot be undone: how much is done, and a clear
 * warning when something is still empty.
 */
export function SubmitDialog({
  opened,
  summary,
  warning,
  error,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  /** "You have answered 8 of 10 questions." */
  summary: string;
  /** "2 questions are still empty." */
  warning: string | null;
  error: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Hand in your work?"
      confirmLabel="Hand it in"
      confirmColor="blue"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{summary} Once you hand it in, you cannot change it.</Text>
        {warning ? (
          <Alert
            color="orange"
            variant="light"
            title={warning}
            data-testid="submit-warning"
            // Orange on its own light tint reads at 3.6:1; the text keeps the page's colour.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">You can go back and finish first, or hand in what you have.</Text>
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" title="We could not hand it in">
            <Text size="sm">{error}</Text>
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
