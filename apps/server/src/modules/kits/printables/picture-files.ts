import type { LessonBlock } from '@kitlab/kit-format';
import type { PrintableActivity } from './printable-activity.js';

/** Says which kit file could not be printed and why, in words that name no person. */
export type PictureWarning = (file: string, reason: string) => void;

/** Each picture's bytes by its path inside the kit; null when the file could not be read. */
export type PictureBytes = ReadonlyMap<string, Buffer | null>;

function blockPictures(blocks: readonly LessonBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === 'image') return [block.file];
    if (block.type === 'list') return block.items.flatMap((item) => blockPictures(item.blocks));
    if (block.type === 'callout') return blockPictures(block.blocks);
    return [];
  });
}

/** Every kit file the sheet shows, each named once however often it appears. */
export function pictureFilesOf(sheet: PrintableActivity): Set<string> {
  const files = sheet.items.flatMap((item) => {
    if (item.kind === 'step') {
      return [...blockPictures(item.instructions), ...item.pictures.map((p) => p.file)];
    }
    const own = item.picture ? [item.picture.file] : [];
    if (item.kind === 'written') return own;
    return [...own, ...item.options.flatMap((o) => (o.picture ? [o.picture.file] : []))];
  });
  return new Set(files);
}

/**
 * Reads each file once, all at the same time. `read` answers null when the kit has no such
 * file; a file that cannot be read is warned about once and maps to null.
 */
export async function readPictures(
  files: Iterable<string>,
  read: (file: string) => Promise<Buffer | null>,
  warn: PictureWarning,
): Promise<PictureBytes> {
  const entries = await Promise.all(
    [...files].map(async (file): Promise<[string, Buffer | null]> => {
      try {
        const bytes = await read(file);
        if (!bytes) warn(file, 'the kit has no such file');
        return [file, bytes];
      } catch (error) {
        // Only the code: the message holds the storage path, whose kit token opens private kits.
        warn(file, `the stored file could not be read (${(error as NodeJS.ErrnoException).code})`);
        return [file, null];
      }
    }),
  );
  return new Map(entries);
}
