import { Button, FileButton } from '@mantine/core';

/**
 * Opens the phone's camera roll or the computer's files, offering only the types the work
 * takes. Several files at once when `multiple`.
 */
export function UploadButton({
  label,
  accept,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <FileButton
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      onChange={(chosen: File | File[] | null) => {
        const files = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
        if (files.length > 0) onFiles(files);
      }}
    >
      {(props) => (
        <Button variant="light" disabled={disabled} {...props}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
