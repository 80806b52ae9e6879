import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadKitOptions, type LoadKitResult, loadKitFolder } from './load-kit-folder.js';
import type { KitProblem, KitProblemCode } from './problems.js';

export const PACKAGE_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const VALID_KIT = join(PACKAGE_ROOT, 'fixtures/valid-kit');

/** A throwaway copy of the valid fixture that a test may break in one way. */
export class KitCopy {
  private constructor(readonly folder: string) {}

  static async create(): Promise<KitCopy> {
    const folder = await mkdtemp(join(tmpdir(), 'kit-format-'));
    await cp(VALID_KIT, folder, { recursive: true });
    return new KitCopy(folder);
  }

  path(file: string): string {
    return join(this.folder, file);
  }

  async read(file: string): Promise<string> {
    return readFile(this.path(file), 'utf8');
  }

  async write(file: string, content: string | Uint8Array): Promise<void> {
    await writeFile(this.path(file), content);
  }

  /** Replaces exactly one occurrence, so a test fails loudly if the fixture changes under it. */
  async replace(file: string, from: string, to: string): Promise<void> {
    const text = await this.read(file);
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`Expected one "${from}" in ${file}, found ${count}`);
    await this.write(file, text.replace(from, to));
  }

  load(options?: LoadKitOptions): Promise<LoadKitResult> {
    return loadKitFolder(this.folder, options);
  }

  remove(): Promise<void> {
    return rm(this.folder, { recursive: true, force: true });
  }
}

export function problemsWithCode(result: LoadKitResult, code: KitProblemCode): KitProblem[] {
  return result.problems.filter((problem) => problem.code === code);
}
