import { activities } from '@kitlab/contract';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { useDownloadWorksheet } from '../../api/download-printable';
import { addOfflinePage, deleteOfflinePage, type OfflinePage } from '../../api/offline-pages';
import { useUploads } from '../../hooks/use-uploads';
import { acceptFor } from '../../utils/upload-checks';
import { FileGallery } from '../files/file-gallery';
import { UploadButton } from '../uploads/upload-button';
import { UploadList } from '../uploads/upload-list';

const MAX_PAGES = activities.MAX_OFFLINE_WORKSHEET_PAGES;

/** Doing the worksheet on paper: print it, then photograph each page and upload the photos. */
export function PaperPages({
  activityId,
  title,
  pages,
  onPages,
}: {
  activityId: number;
  title: string;
  pages: readonly OfflinePage[];
  onPages: (pages: OfflinePage[]) => void;
}) {
  const download = useDownloadWorksheet(activityId, title);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const uploads = useUploads({
    accepts: 'photos_or_pdf',
    attach: async (key) => onPages((await addOfflinePage(activityId, key)).offline_pages),
    checkBatch: (types) =>
      pages.length + types.length > MAX_PAGES
        ? `A worksheet takes up to ${MAX_PAGES} pages. Remove a page first.`
        : null,
  });

  const remove = async (page: OfflinePage) => {
    setRemoving(page.offline_worksheet_id);
    setRemoveError(null);
    try {
      onPages((await deleteOfflinePage(page.offline_worksheet_id)).offline_pages);
    } catch (error) {
      setRemoveError(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="md" data-testid="paper-pages">
      <List type="ordered" spacing="xs">
        <List.Item>
          Print the worksheet.{' '}
          <Button
            size="compact-sm"
            variant="default"
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Download the worksheet (PDF)
          </Button>
        </List.Item>
        <List.Item>Do it on paper, then take a clear photo of each page.</List.Item>
        <List.Item>Upload the photos here, in page order, and hand it in.</List.Item>
      </List>
      {download.isError ? (
        <Alert color="red" variant="light" role="alert" title="We could not download the worksheet">
          {errorMessage(download.error)}
        </Alert>
      ) : null}
      <FileGallery
        files={pages.map((page) => page.file)}
        label={(index) => `Page ${index + 1}`}
        onRemove={(index) => {
          const page = pages[index];
          if (page) void remove(page);
        }}
        removing={pages.findIndex((page) => page.offline_worksheet_id === removing)}
      />
      {removeError ? (
        <Alert color="red" variant="light" role="alert" title="We could not remove the page">
          {removeError}
        </Alert>
      ) : null}
      <UploadList items={uploads.items} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
      <div>
        <UploadButton
          label={pages.length === 0 ? 'Upload photos of your pages' : 'Add more pages'}
          accept={acceptFor('photos_or_pdf')}
          multiple
          disabled={pages.length >= MAX_PAGES}
          onFiles={(files) => void uploads.add(files)}
        />
        <Text size="sm" c="dimmed" mt={4}>
          {pages.length} of up to {MAX_PAGES} pages · photos or PDF, up to 10 MB each
        </Text>
      </div>
    </Stack>
  );
}
