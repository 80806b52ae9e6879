import type { rosters } from '@kitlab/contract';
import { Alert, Button, List, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { changesInWords, errorCount } from '../utils/import-summary';

/**
 * Applying the bundle a dry run checked. With an error, applying is off and the page says why;
 * otherwise it asks first, saying in words what will change.
 */
export function ApplyPanel({
  dryRun,
  applying,
  onApply,
}: {
  dryRun: rosters.RosterImportResult;
  applying: boolean;
  onApply: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const errors = errorCount(dryRun);
  if (errors > 0) {
    return (
      <>
        <Alert color="red" variant="light" title="This bundle cannot be applied" id={reasonId}>
          <Text size="sm">
            It has {errors} {errors === 1 ? 'error' : 'errors'} (listed above), and a bundle with
            any error is refused whole, so nothing has changed. Correct them in the system the
            roster comes from, export it again and check the new file.
          </Text>
        </Alert>
        <Button disabled aria-describedby={reasonId} w="fit-content">
          Apply
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        w="fit-content"
        loading={applying}
        onClick={() => setConfirming(true)}
        data-testid="roster-apply"
      >
        Apply
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Apply this roster?"
        confirmLabel="Apply the roster"
        confirmColor="blue"
        loading={applying}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onApply();
        }}
      >
        <Text size="sm" fw={600}>
          {changesInWords(dryRun.counts, 'will')}
        </Text>
        <List size="sm" mt="xs" spacing={4}>
          <List.Item>New users get an email with a link to choose their password.</List.Item>
          <List.Item>
            Records left out of a full (bulk) file are deactivated; nothing is erased.
          </List.Item>
          <List.Item>Applying the same bundle again changes nothing.</List.Item>
        </List>
      </ConfirmDialog>
    </>
  );
}
