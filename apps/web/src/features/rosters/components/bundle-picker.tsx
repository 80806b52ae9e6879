import { rosters } from '@kitlab/contract';
import { FileInput, Paper, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { megabytes } from '../utils/import-summary';

/** Why a file cannot be sent, before sending it; null when it can. */
export function bundleRefusal(file: File): string | null {
  if (file.size > rosters.ROSTER_BUNDLE_MAX_BYTES) {
    return `The file is ${megabytes(file.size)}; a bundle may be at most ${megabytes(rosters.ROSTER_BUNDLE_MAX_BYTES)}.`;
  }
  return null;
}

/**
 * The zip to import: chosen with the file picker, or dropped anywhere on the box. A dropped
 * file that is not a zip is still taken; the server says what is wrong with it.
 */
export function BundlePicker({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const refusal = file ? bundleRefusal(file) : null;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChange(dropped);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={dragging ? 'blue.0' : undefined}
      style={{ borderStyle: 'dashed' }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <FileInput
        label="Roster bundle (zip)"
        description={`A OneRoster 1.2 CSV bundle, at most ${megabytes(rosters.ROSTER_BUNDLE_MAX_BYTES)}. You can also drop it here.`}
        placeholder="Choose a zip file"
        accept=".zip,application/zip"
        value={file}
        onChange={onChange}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
        disabled={disabled}
        error={refusal}
        // Mantine's placeholder grey is too faint to read on white; the dimmed text colour is not.
        styles={{
          input: { overflowWrap: 'anywhere' },
          placeholder: { color: 'var(--mantine-color-dimmed)' },
        }}
      />
      {file && !refusal ? (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {file.name}, {megabytes(file.size)}
        </Text>
      ) : null}
    </Paper>
  );
}
