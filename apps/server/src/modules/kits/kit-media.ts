import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { kits } from '@kitlab/contract';
import type { LessonBlock } from '@kitlab/kit-format';

/** Where imported kit images and printables are kept: `<DATA_DIR>/kit-media/<kit token>/`. */
export function kitMediaRoot(dataDir: string): string {
  return resolve(dataDir, 'kit-media');
}

/** Stored files are named by content, so a changed file gets a new address. */
export function storedName(sha256: string, path: string): string {
  return `${sha256}${extname(path).toLowerCase()}`;
}

export function kitMediaUrl(kitToken: string, sha256: string, path: string): string {
  const address = kits.KIT_MEDIA_ROUTE.replace(':kit_token', kitToken);
  return address.replace(':name', storedName(sha256, path));
}

export interface KitMediaStore {
  root: string;
  /** Copies a kit file into storage unless a file with the same content is already there. */
  save(kitToken: string, sha256: string, sourcePath: string): Promise<void>;
  pathOf(kitToken: string, name: string): string;
}

export function createKitMediaStore(root: string): KitMediaStore {
  return {
    root,
    async save(kitToken, sha256, sourcePath) {
      const folder = join(root, kitToken);
      const target = join(folder, storedName(sha256, sourcePath));
      if (await stat(target).catch(() => null)) return;
      await mkdir(folder, { recursive: true });
      // Copy then rename, so a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await copyFile(sourcePath, partial);
      await rename(partial, target);
    },
    pathOf: (kitToken, name) => join(root, kitToken, name),
  };
}

/** Turns kit-relative file paths into the addresses that serve them and their names in storage. */
export class MediaLinks {
  private readonly byPath: Map<string, { url: string; stored: string }>;

  constructor(kitToken: string, files: readonly { path: string; sha256: string }[]) {
    this.byPath = new Map(
      files.map((f) => [
        f.path,
        { url: kitMediaUrl(kitToken, f.sha256, f.path), stored: storedName(f.sha256, f.path) },
      ]),
    );
  }

  url(path: string | null | undefined): string | null {
    return path ? (this.byPath.get(path)?.url ?? null) : null;
  }

  /** The file's name in storage (for `KitMediaStore.pathOf`), or null when the kit has no such file. */
  storedName(path: string): string | null {
    return this.byPath.get(path)?.stored ?? null;
  }

  /** The block tree with every image pointing at its address; an image without a file is left out. */
  blocks(blocks: readonly LessonBlock[]): LessonBlock[] {
    return blocks.flatMap((block): LessonBlock[] => {
      switch (block.type) {
        case 'image': {
          const file = this.url(block.file);
          return file ? [{ ...block, file }] : [];
        }
        case 'list':
          return [
            { ...block, items: block.items.map((item) => ({ blocks: this.blocks(item.blocks) })) },
          ];
        case 'callout':
          return [{ ...block, blocks: this.blocks(block.blocks) }];
        default:
          return [block];
      }
    });
  }
}
