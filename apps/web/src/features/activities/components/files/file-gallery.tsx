import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatBytes, isPhotoType } from '../../utils/upload-checks';

export interface ShownFile {
  url: string;
  content_type: string;
  bytes: number;
}

/**
 * Uploaded photos as thumbnails that open full size, and PDFs as links. `label` names each one
 * for screen readers ("Photo 2 of step 1"); `action` adds a button under it (remove).
 */
export function FileGallery<F extends ShownFile>({
  files,
  label,
  action,
}: {
  files: readonly F[];
  label: (index: number) => string;
  action?: (file: F, index: number) => ReactNode;
}) {
  if (files.length === 0) return null;
  return (
    <Group gap="sm" align="flex-start" data-testid="file-gallery">
      {files.map((file, index) => (
        <Paper key={file.url} withBorder radius="sm" p={6} w={132}>
          <Stack gap={4}>
            <Anchor
              href={file.url}
              target="_blank"
              rel="noopener"
              aria-label={`${label(index)} (opens in a new tab)`}
            >
              {isPhotoType(file.content_type) ? (
                <Image src={file.url} alt="" h={96} fit="cover" radius="xs" />
              ) : (
                <Text size="sm" fw={600} h={96} style={{ display: 'grid', placeItems: 'center' }}>
                  PDF
                </Text>
              )}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatBytes(file.bytes)}
            </Text>
            {action?.(file, index)}
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}
