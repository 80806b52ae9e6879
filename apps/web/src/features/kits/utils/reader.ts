/** The part of a lesson the reader pages through. */
export interface PagedLesson {
  slug: string;
  pages: readonly unknown[];
}

/** A place in a kit's lessons: indexes of the lesson and of its page, both from 0. */
export interface ReaderPlace {
  lesson: number;
  page: number;
}

/** The reader's place as the address keeps it: a lesson slug and a page from 1. */
export interface ReaderAddress {
  lesson: string | null;
  page: number;
}

/**
 * Where the address puts the reader: the named lesson at the named page, brought within the
 * lesson's pages. A lesson the kit does not have (an old link) opens the first lesson at its
 * first page. Null when the kit has no lessons.
 */
export function readerPlace(
  lessons: readonly PagedLesson[],
  view: ReaderAddress,
): ReaderPlace | null {
  if (lessons.length === 0) return null;
  const found = lessons.findIndex((lesson) => lesson.slug === view.lesson);
  if (found === -1 && view.lesson !== null) return { lesson: 0, page: 0 };
  const lesson = Math.max(0, found);
  const pages = lessons[lesson]?.pages.length ?? 0;
  return { lesson, page: Math.max(0, Math.min(view.page, pages) - 1) };
}

/** The address of a place: the lesson's slug and its page counted from 1. */
export function readerAddress(lessons: readonly PagedLesson[], place: ReaderPlace): ReaderAddress {
  return { lesson: lessons[place.lesson]?.slug ?? null, page: place.page + 1 };
}

/**
 * The page before or after a place. Reading on from a lesson's last page opens the next lesson
 * at its first page; going back from a first page opens the previous lesson at its last page.
 * Null at either end of the kit.
 */
export function stepReader(
  lessons: readonly PagedLesson[],
  place: ReaderPlace,
  direction: 1 | -1,
): ReaderPlace | null {
  const pages = lessons[place.lesson]?.pages.length ?? 0;
  const page = place.page + direction;
  if (page >= 0 && page < pages) return { lesson: place.lesson, page };
  const lesson = place.lesson + direction;
  const next = lessons[lesson];
  if (!next) return null;
  return { lesson, page: direction === 1 ? 0 : Math.max(0, next.pages.length - 1) };
}
