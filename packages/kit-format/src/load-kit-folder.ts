import { stat } from 'node:fs/promises';
import { buildParsedKit } from './build-parsed-kit.js';
import { checkMediaFiles } from './check-files.js';
import { loadKitYaml } from './kit-yaml.js';
import { loadLessons } from './lessons.js';
import { DEFAULT_KIT_LIMITS, type KitLimits } from './limits.js';
import type { LoadState } from './load-state.js';
import type { ParsedKit } from './parsed-kit.js';
import { type KitProblem, ProblemList } from './problems.js';
import { scanFolder } from './scan-folder.js';

export interface LoadKitOptions {
  limits?: Partial<KitLimits>;
}

export interface LoadKitResult {
  /** Present only when no problem is an error; warnings may still be listed. */
  kit?: ParsedKit;
  problems: KitProblem[];
}

/**
 * Reads and checks one kit folder without touching any database. Every problem found is
 * reported, with its file, line and data path where known, rather than stopping at the first.
 */
export async function loadKitFolder(
  folder: string,
  options: LoadKitOptions = {},
): Promise<LoadKitResult> {
  const state: LoadState = {
    folder,
    limits: { ...DEFAULT_KIT_LIMITS, ...options.limits },
    problems: new ProblemList(),
    scanned: new Map(),
    checked: new Map(),
    used: new Set(),
  };
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) {
    state.problems.add({ code: 'file_missing', file: '.', message: `${folder} is not a folder` });
    return { problems: state.problems.items };
  }
  await scanFolder(state);
  await checkMediaFiles(state);
  const yaml = await loadKitYaml(state);
  const lessons = await loadLessons(state);
  for (const file of state.checked.keys()) {
    if (!state.used.has(file)) {
      state.problems.add({
        severity: 'warning',
        code: 'file_unused',
        file,
        message: 'Nothing in the kit refers to this file',
      });
    }
  }
  if (state.problems.hasErrors() || !yaml.data) return { problems: state.problems.items };
  return { kit: buildParsedKit(state, yaml.data, yaml, lessons), problems: state.problems.items };
}
