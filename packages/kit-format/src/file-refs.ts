import { posix } from 'node:path';
import type { LoadState } from './load-state.js';
import type { ParsedImage, ParsedPrintable } from './parsed-kit.js';

export type RefKind = 'image' | 'printable' | 'cover';

/** Where a reference was written, for problem reports. */
export interface RefSite {
  file: string;
  line?: number;
  path?: string;
}

const FOLDER_RULES: Record<RefKind, { test: RegExp; hint: string }> = {
  image: { test: /^images\/[^/]+$/, hint: 'images/' },
  printable: { test: /^printables\/[^/]+$/, hint: 'printables/' },
  cover: { test: /^(cover\.[a-z]+|images\/[^/]+)$/, hint: 'the kit folder (cover.svg) or images/' },
};

/**
 * Turns a reference into a path inside the kit. Lessons may also write `../images/x.svg`, which
 * is how the file looks from `lessons/` in an ordinary markdown preview.
 */
export function normaliseRef(ref: string, fromLesson: boolean): string | { error: string } {
  const trimmed = ref.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    return { error: `"${ref}" is a link; images and printables must be files inside the kit` };
  }
  if (trimmed.startsWith('/') || trimmed.includes('\\')) {
    return { error: `"${ref}" must be a relative path with forward slashes, e.g. images/cell.svg` };
  }
  const relative = fromLesson && trimmed.startsWith('../') ? trimmed.slice(3) : trimmed;
  const normal = posix.normalize(relative);
  if (normal.startsWith('..') || normal !== relative.replace(/^\.\//, '')) {
    return { error: `"${ref}" must not use . or .. to leave its folder` };
  }
  return normal;
}

function resolvePath(
  state: LoadState,
  ref: string,
  kind: RefKind,
  site: RefSite,
  fromLesson: boolean,
): string | undefined {
  const normal = normaliseRef(ref, fromLesson);
  if (typeof normal !== 'string') {
    state.problems.add({ code: 'image_reference', ...site, message: normal.error });
    return undefined;
  }
  const rule = FOLDER_RULES[kind];
  if (!rule.test.test(normal)) {
    state.problems.add({
      code: 'image_reference',
      ...site,
      message: `"${ref}" must be a file in ${rule.hint}`,
    });
    return undefined;
  }
  const scanned = state.scanned.get(normal);
  if (!scanned) {
    state.problems.add({
      code: 'file_missing',
      ...site,
      message: `The file ${normal} does not exist in the kit`,
    });
    return undefined;
  }
  state.used.add(normal);
  // Problems with the file itself were reported against the file already.
  return state.checked.get(normal)?.ok ? normal : undefined;
}

/** Resolves `images/x.svg` or `{ file, alt }`; alt text falls back to the SVG's <title>. */
export function resolveImage(
  state: LoadState,
  ref: unknown,
  kind: 'image' | 'cover',
  site: RefSite,
  options: { fromLesson?: boolean; alt?: string } = {},
): ParsedImage | undefined {
  let file: unknown = ref;
  let alt = options.alt?.trim();
  if (typeof ref === 'object' && ref !== null && 'file' in ref) {
    file = ref.file;
    if ('alt' in ref && typeof ref.alt === 'string') alt = ref.alt.trim();
  }
  if (typeof file !== 'string') return undefined; // the schema reports the wrong type
  const path = resolvePath(state, file, kind, site, options.fromLesson ?? false);
  if (!path) return undefined;
  const checked = state.checked.get(path);
  if (checked?.mediaType === 'application/pdf') {
    state.problems.add({ code: 'image_reference', ...site, message: `${path} is not an image` });
    return undefined;
  }
  const finalAlt = alt || checked?.svgTitle;
  if (!finalAlt) {
    state.problems.add({
      code: 'image_alt_missing',
      ...site,
      message: `Give alt text for ${path}: { file: ${path}, alt: "what the picture shows" }`,
    });
    return undefined;
  }
  return { file: path, alt: finalAlt };
}

export function resolvePrintable(
  state: LoadState,
  ref: unknown,
  site: RefSite,
): Omit<ParsedPrintable, 'title'> | undefined {
  if (typeof ref !== 'string') return undefined;
  const path = resolvePath(state, ref, 'printable', site, false);
  const checked = path ? state.checked.get(path) : undefined;
  return path && checked ? { file: path, media_type: checked.mediaType } : undefined;
}
