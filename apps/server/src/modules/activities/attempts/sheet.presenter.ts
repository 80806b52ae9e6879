import type { DetailRow, MediaRow, OptionRow } from '../../kits/index.js';
import {
  MediaLinks,
  presentStudentActivities,
  presentTeacherActivities,
} from '../../kits/index.js';
import type { ActivityInKit } from './reach.repository.js';

/** An activity's content as stored, with its kit (what its images need to be addressed). */
export interface SheetContent extends ActivityInKit {
  details: DetailRow[];
  options: OptionRow[];
  media: MediaRow[];
}

type Shown<T> = T extends readonly (infer A)[]
  ? A extends { activity_details: readonly (infer D)[] }
    ? D
    : never
  : never;
type StudentDetail = Shown<ReturnType<typeof presentStudentActivities>>;
type TeacherDetail = Shown<ReturnType<typeof presentTeacherActivities>>;

type Detail = { id: number; detail_type: string };

function split<D extends Detail>(details: readonly D[], pageBreakId: number | null) {
  const pages = details.flatMap((d) =>
    d.detail_type === 'page_break' && 'page' in d
      ? [{ page_break_id: d.id, page: Number(d.page) }]
      : [],
  );
  const questions = details.filter(
    (d): d is Extract<D, { detail_type: 'question' }> =>
      d.detail_type === 'question' &&
      (pageBreakId === null || ('page_break_id' in d && d.page_break_id === pageBreakId)),
  );
  const steps = details.filter(
    (d): d is Extract<D, { detail_type: 'step' }> => d.detail_type === 'step',
  );
  return { page_break_id: pageBreakId, pages, questions, steps };
}

function partsOf(content: SheetContent) {
  return {
    activities: [content.activity],
    details: content.details,
    options: content.options,
    links: new MediaLinks(content.kitToken, content.media),
  };
}

/**
 * Sheets presented from content kept per kit version (`ContentCache`, whose lists are frozen),
 * by the content's details (kept per activity and kit version, so they name its kit and media
 * too), each once per process for each view and page. Kept frozen to the leaves: the answer's
 * writer then checks and writes their questions and steps once too, and nothing that reads them
 * can change them for the next request.
 */
const keptSheets = new WeakMap<readonly DetailRow[], Map<string, unknown>>();

function keptSheet<Sheet>(
  content: SheetContent,
  view: string,
  pageBreakId: number | null,
  present: () => Sheet,
): Sheet {
  // Content not kept (built for one call) is presented each time.
  if (!Object.isFrozen(content.details)) return present();
  let sheets = keptSheets.get(content.details);
  if (!sheets) {
    sheets = new Map();
    keptSheets.set(content.details, sheets);
  }
  const key = `${view} ${pageBreakId}`;
  let kept = sheets.get(key) as Sheet | undefined;
  if (kept === undefined) {
    kept = frozenToTheLeaves(present());
    sheets.set(key, kept);
  }
  return kept;
}

function frozenToTheLeaves<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) frozenToTheLeaves(inner);
  return Object.freeze(value);
}

/**
 * A draft's questions (one quiz page, or all) and steps, presented by the kit library's own
 * student presenter: no answer keys, explanations or marking guides.
 */
export function presentDraftSheet(content: SheetContent, pageBreakId: number | null) {
  return keptSheet(content, 'draft', pageBreakId, () => {
    const [shown] = presentStudentActivities(partsOf(content));
    return split<StudentDetail>(shown?.activity_details ?? [], pageBreakId);
  });
}

/** The same with answer keys (`correct_ans`), explanations and marking guides. */
export function presentReviewedSheet(content: SheetContent, pageBreakId: number | null) {
  return keptSheet(content, 'reviewed', pageBreakId, () => {
    const [shown] = presentTeacherActivities(partsOf(content));
    return split<TeacherDetail>(shown?.activity_details ?? [], pageBreakId);
  });
}
