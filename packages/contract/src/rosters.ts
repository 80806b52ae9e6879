/**
 * Rosters in and out as OneRoster 1.2 CSV bundles (decision 0058). Both calls move a zip, not
 * JSON, so they are plain routes at these paths; the import's answer is declared here.
 */
import { z } from 'zod/mini';

export const ROSTER_IMPORT_PATH = '/api/v2/rosters/oneroster/import';
export const ROSTER_EXPORT_PATH = '/api/v2/rosters/oneroster/export';

/** `dry-run` checks a bundle and says what applying it would do; `apply` does it. */
export const ROSTER_IMPORT_MODES = ['dry-run', 'apply'] as const;
export type RosterImportMode = (typeof ROSTER_IMPORT_MODES)[number];

/** The largest bundle accepted, zipped (a district of 100,000 users zips to about 10 MB). */
export const ROSTER_BUNDLE_MAX_BYTES = 100 * 1024 * 1024;

/** What a file of the bundle did (or, in a dry run, would do) to the records it holds. */
export const rosterFileCounts = z.object({
  created: z.int(),
  updated: z.int(),
  deactivated: z.int(),
  unchanged: z.int(),
});
export type RosterFileCounts = z.infer<typeof rosterFileCounts>;

/**
 * One problem of the bundle: its file (`users.csv`), line (the header is line 1) and field,
 * both null for a problem of the whole file or bundle. Any error refuses the bundle whole.
 */
export const rosterProblem = z.object({
  file: z.string(),
  line: z.nullable(z.int()),
  field: z.nullable(z.string()),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type RosterProblem = z.infer<typeof rosterProblem>;

/** One record the bundle creates, changes or deactivates, as a screen lists it. */
export const rosterChange = z.object({
  file: z.string(),
  sourced_id: z.string(),
  action: z.enum(['created', 'updated', 'deactivated']),
  /** What the record is, in the school's words ("Student Ada Lovelace", "Class 6A"). */
  label: z.string(),
});
export type RosterChange = z.infer<typeof rosterChange>;

/** How many changes an answer lists at most; the counts always cover all of them. */
export const ROSTER_CHANGES_LISTED = 500;

export const rosterImportResult = z.object({
  mode: z.enum(ROSTER_IMPORT_MODES),
  /** By file name (`users.csv`), every file the bundle holds. */
  counts: z.record(z.string(), rosterFileCounts),
  problems: z.array(rosterProblem),
  /** The first `ROSTER_CHANGES_LISTED` changes, files in the binding's order. */
  changes: z.array(rosterChange),
});
export type RosterImportResult = z.infer<typeof rosterImportResult>;
