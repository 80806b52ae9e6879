import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionCard } from '../../../components/ui/section-card';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { useImportRoster } from '../api/import-roster';
import { importFailure } from '../utils/import-failure';
import { AppliedResult } from './applied-result';
import { ApplyPanel } from './apply-panel';
import { BundlePicker, bundleRefusal } from './bundle-picker';
import { DryRunResult } from './dry-run-result';
import { UploadStatus } from './upload-status';

function Failure({ error }: { error: unknown }) {
  const { title, message } = importFailure(error);
  return <ErrorState title={title} message={message} />;
}

/**
 * A roster bundle in: chosen, checked with a dry run whose findings are shown, then applied
 * after a confirmation. Choosing another file starts over.
 */
export function ImportCard() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress>({ sent: 0, total: 0 });
  const check = useImportRoster();
  const apply = useImportRoster();
  const { reset: resetCheck } = check;
  const { reset: resetApply } = apply;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    resetCheck();
    resetApply();
  };
  const send = (mode: 'dry-run' | 'apply') => {
    if (!file) return;
    setProgress({ sent: 0, total: file.size });
    const wanted = { file, mode, onProgress: setProgress };
    if (mode === 'dry-run') {
      resetApply();
      check.mutate(wanted);
    } else apply.mutate(wanted);
  };
  const busy = check.isPending || apply.isPending;
  const dryRun = check.data;

  return (
    <SectionCard title="Import a roster">
      <Stack gap="md">
        <BundlePicker file={file} onChange={choose} disabled={busy} />
        <Button
          w="fit-content"
          disabled={!file || bundleRefusal(file) !== null || busy}
          loading={check.isPending}
          onClick={() => send('dry-run')}
        >
          Check the roster
        </Button>
        {busy ? (
          <UploadStatus progress={progress} working={check.isPending ? 'Checking' : 'Applying'} />
        ) : null}
        {!file && !dryRun ? (
          <EmptyState
            title="No bundle chosen"
            description="Choose the zip your student information system exported. Checking it changes nothing; you apply it after reading what it would do."
          />
        ) : null}
        {check.isError ? <Failure error={check.error} /> : null}
        {dryRun && !apply.data ? (
          <>
            <DryRunResult result={dryRun} />
            <ApplyPanel dryRun={dryRun} applying={apply.isPending} onApply={() => send('apply')} />
          </>
        ) : null}
        {apply.isError ? <Failure error={apply.error} /> : null}
        {apply.data ? <AppliedResult result={apply.data} /> : null}
      </Stack>
    </SectionCard>
  );
}
