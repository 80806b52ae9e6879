import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatBytes, isPhotoType } from '../../utils/upload-checks';

export interface ShownFile {
  url: string;
  content_type: string;
  bytes: number;
}

/**
 * Uploaded photos as thumbnails that open full size, and PDFs as links. `label` names each one
 * for screen readers ("Page 2"); with `onRemove` each has a Remove button under it.
 */
export function FileGallery({
  files,
  label,
  onRemove,
  removing,
}: {
  files: readonly ShownFile[];
  label: (index: number) => string;
  onRemove?: (index: number) => void;
  /** The one being removed, which shows as busy. */
  removing?: number | null;
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
            {onRemove ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                c="red.9"
                loading={removing === index}
                aria-label={`Remove ${label(index).toLowerCase()}`}
                onClick={() => onRemove(index)}
              >
                Remove
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}
