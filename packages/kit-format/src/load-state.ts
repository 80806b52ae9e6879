import type { KitMediaType } from './binary-checks.js';
import type { KitLimits } from './limits.js';
import type { ProblemList } from './problems.js';

export interface ScannedFile {
  /** Path inside the kit folder with forward slashes. */
  path: string;
  bytes: number;
  mediaType?: KitMediaType;
  /** Set when the file is over its size cap (and so was not read). */
  tooLarge: boolean;
}

export interface CheckedFile {
  path: string;
  mediaType: KitMediaType;
  bytes: number;
  sha256: string;
  /** The SVG's <title>, the default alt text. */
  svgTitle?: string;
  /** False when the content failed a safety or format check. */
  ok: boolean;
}

/** What one load of a kit folder shares between its steps. */
export interface LoadState {
  folder: string;
  limits: KitLimits;
  problems: ProblemList;
  scanned: Map<string, ScannedFile>;
  checked: Map<string, CheckedFile>;
  /** Files referenced from kit.yaml or lessons; the rest are reported as unused. */
  used: Set<string>;
}
