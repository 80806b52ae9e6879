import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaTypeOf } from './binary-checks.js';
import type { LoadState, ScannedFile } from './load-state.js';

const LAYOUT: { pattern: RegExp; types: readonly string[] }[] = [
  { pattern: /^kit\.yaml$/, types: [] },
  { pattern: /^README\.md$/i, types: [] },
  { pattern: /^cover\.[a-z]+$/, types: ['image/svg+xml', 'image/png', 'image/jpeg'] },
  { pattern: /^lessons\/[^/]+\.md$/, types: [] },
  { pattern: /^images\/[^/]+$/, types: ['image/svg+xml', 'image/png', 'image/jpeg'] },
  { pattern: /^printables\/[^/]+$/, types: ['image/svg+xml', 'image/png', 'application/pdf'] },
];

/** Lists the kit folder, reporting links, stray files and files over their size cap. */
export async function scanFolder(state: LoadState): Promise<void> {
  const files: ScannedFile[] = [];
  await walk(state, '', files, 0);
  let total = 0;
  for (const file of files) {
    total += file.bytes;
    state.scanned.set(file.path, file);
  }
  if (files.length > state.limits.maxFiles) {
    state.problems.add({
      code: 'kit_too_large',
      file: '.',
      message: `The kit has ${files.length} files; at most ${state.limits.maxFiles} are allowed`,
    });
  }
  if (total > state.limits.totalBytes) {
    state.problems.add({
      code: 'kit_too_large',
      file: '.',
      message: `The kit is ${formatBytes(total)}; at most ${formatBytes(state.limits.totalBytes)} is allowed`,
    });
  }
}

async function walk(state: LoadState, relative: string, out: ScannedFile[], depth: number) {
  const entries = await readdir(join(state.folder, relative), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
    const info = await lstat(join(state.folder, path));
    if (info.isSymbolicLink()) {
      state.problems.add({
        code: 'symlink_not_allowed',
        file: path,
        message: 'Links are not allowed in a kit; copy the file in instead',
      });
    } else if (info.isDirectory()) {
      if (depth === 0 && ['lessons', 'images', 'printables'].includes(entry.name)) {
        await walk(state, path, out, depth + 1);
      } else {
        state.problems.add({
          severity: 'warning',
          code: 'file_unexpected',
          file: path,
          message: 'This folder is not part of the kit format and was ignored',
        });
      }
    } else if (info.isFile()) {
      const file = classify(state, path, info.size);
      if (file) out.push(file);
    }
  }
}

function classify(state: LoadState, path: string, bytes: number): ScannedFile | undefined {
  const slot = LAYOUT.find((candidate) => candidate.pattern.test(path));
  const mediaType = mediaTypeOf(path);
  if (!slot) {
    state.problems.add({
      severity: 'warning',
      code: 'file_unexpected',
      file: path,
      message: 'This file is not part of the kit format and was ignored',
    });
    return undefined;
  }
  if (slot.types.length > 0 && !(mediaType && slot.types.includes(mediaType))) {
    state.problems.add({
      code: 'file_type_not_allowed',
      file: path,
      message: `Only ${slot.types.join(', ')} files are allowed here`,
    });
    return undefined;
  }
  const cap = capFor(state, path, mediaType);
  const tooLarge = bytes > cap;
  if (tooLarge) {
    state.problems.add({
      code: 'file_too_large',
      file: path,
      message: `The file is ${formatBytes(bytes)}; at most ${formatBytes(cap)} is allowed`,
    });
  }
  return mediaType ? { path, bytes, mediaType, tooLarge } : { path, bytes, tooLarge };
}

function capFor(state: LoadState, path: string, mediaType: string | undefined): number {
  const { limits } = state;
  if (path === 'kit.yaml') return limits.kitYamlBytes;
  if (path.endsWith('.md')) return limits.lessonBytes;
  if (mediaType === 'image/svg+xml') return limits.svgBytes;
  if (mediaType === 'application/pdf') return limits.pdfBytes;
  return limits.rasterBytes;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
