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
 * A draft's questions (one quiz page, or all) and steps, presented by the kit library's own
 * student presenter: no answer keys, explanations or marking guides.
 */
export function presentDraftSheet(content: SheetContent, pageBreakId: number | null) {
  const [shown] = presentStudentActivities(partsOf(content));
  return split<StudentDetail>(shown?.activity_details ?? [], pageBreakId);
}

/** The same with answer keys (`correct_ans`), explanations and marking guides. */
export function presentReviewedSheet(content: SheetContent, pageBreakId: number | null) {
  const [shown] = presentTeacherActivities(partsOf(content));
  return split<TeacherDetail>(shown?.activity_details ?? [], pageBreakId);
}
