interface Page {
  page_break_id: number;
  page: number;
}

/** Quiz pages in the order they are turned. */
export function orderedPages<P extends Page>(pages: readonly P[]): P[] {
  return [...pages].sort((a, b) => a.page - b.page);
}

/**
 * Which quiz page to open (0-based): the page in the address when there is one, else the page of
 * the last answer saved, so a student who closed the tab carries on where they were.
 */
export function startPageIndex(
  pages: readonly Page[],
  resume: { page_break_id: number | null },
  requestedPage: number | null,
): number {
  const ordered = orderedPages(pages);
  if (requestedPage !== null && requestedPage >= 1 && requestedPage <= ordered.length) {
    return requestedPage - 1;
  }
  const resumed = ordered.findIndex((page) => page.page_break_id === resume.page_break_id);
  return Math.max(0, resumed);
}

/** Which quest step to open (0-based): the step in the address, else the last one worked on. */
export function startStepIndex(
  steps: readonly { id: number }[],
  resume: { activity_detail_id: number | null },
  requestedStep: number | null,
): number {
  if (requestedStep !== null && requestedStep >= 1 && requestedStep <= steps.length) {
    return requestedStep - 1;
  }
  return Math.max(
    0,
    steps.findIndex((step) => step.id === resume.activity_detail_id),
  );
}
