import type { kits } from '@kitlab/contract';
import type { z } from 'zod/mini';

/** A handout a quest step names: a kit file (SVG, PNG or PDF) served from the kit's media. */
export type PrintableFile = z.infer<typeof kits.printable>;

const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/svg+xml': 'picture',
  'image/png': 'picture',
  'image/jpeg': 'picture',
};

/** The activity's step handouts, each once, in step order, with a word for what it is. */
export function printableFiles(activity: {
  activity_details: readonly ({ detail_type: string } & Partial<{ printables: PrintableFile[] }>)[];
}): (PrintableFile & { kind: string })[] {
  const seen = new Set<string>();
  const files: (PrintableFile & { kind: string })[] = [];
  for (const detail of activity.activity_details) {
    for (const printable of detail.printables ?? []) {
      if (seen.has(printable.file)) continue;
      seen.add(printable.file);
      files.push({ ...printable, kind: KIND[printable.media_type] ?? 'file' });
    }
  }
  return files;
}
