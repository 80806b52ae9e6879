import { activities } from '@kitlab/contract';
import { Stack, Text } from '@mantine/core';
import type { QuestStep } from '../../api/get-attempt-sheet';
import { useUploads } from '../../hooks/use-uploads';
import { acceptFor, isPhotoType, stepFilesProblem } from '../../utils/upload-checks';
import { FileGallery } from '../files/file-gallery';
import { UploadButton } from '../uploads/upload-button';
import { UploadList } from '../uploads/upload-list';

type StoredFile = activities.StoredFile;

const MOST = activities.MAX_STEP_FILES;

const WHAT: Record<Exclude<QuestStep['response']['attachments'], 'none'>, string> = {
  photos: 'photos',
  pdf: 'a PDF',
  photos_or_pdf: 'photos or a PDF',
};

/** A step's photos or PDF: upload with progress, see them, remove one. */
export function StepFiles({
  step,
  files,
  onAttach,
  onRemove,
  removing,
}: {
  step: QuestStep;
  files: readonly StoredFile[];
  onAttach: (key: string) => Promise<unknown>;
  onRemove: (file: StoredFile) => void;
  removing: number | null;
}) {
  const { attachments, max_photos: maxPhotos } = step.response;
  const uploads = useUploads({
    accepts: attachments,
    attach: (key) => onAttach(key),
    checkBatch: (types) =>
      stepFilesProblem(step.response, [...files.map((file) => file.content_type), ...types]),
  });
  if (attachments === 'none') return null;
  const limit = Math.min(MOST, maxPhotos);
  const hasPdf = files.some((file) => !isPhotoType(file.content_type));
  const full = hasPdf || files.length >= limit;
  return (
    <Stack gap="xs" data-testid="step-files">
      <FileGallery
        files={files}
        label={(index) => `File ${index + 1} of this step`}
        onRemove={(index) => {
          const file = files[index];
          if (file) onRemove(file);
        }}
        removing={files.findIndex((file) => file.file_id === removing)}
      />
      <UploadList items={uploads.items} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
      <div>
        <UploadButton
          label={files.length === 0 ? `Add ${WHAT[attachments]}` : 'Add another'}
          accept={acceptFor(attachments)}
          multiple={attachments !== 'pdf'}
          disabled={full}
          onFiles={(chosen) => void uploads.add(chosen)}
        />
        <Text size="sm" c="dimmed" mt={4}>
          {attachments === 'pdf'
            ? 'One PDF, up to 10 MB.'
            : `Up to ${limit} photos${attachments === 'photos_or_pdf' ? ' or one PDF' : ''}, up to 10 MB each.`}
        </Text>
      </div>
    </Stack>
  );
}
