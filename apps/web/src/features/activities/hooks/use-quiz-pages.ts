import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../lib/id-param';
import { openingPageBreakId, quizPageQuery } from '../api/get-attempt-sheet';
import type { DraftAttempt } from '../api/start-attempt';
import { orderedPages, startPageIndex } from '../utils/resume';

type Page = { page_break_id: number; page: number };

/**
 * The quiz page shown, one `page_break_id` at a time. It opens at the page in the address
 * (`?page=2`) or where the student was; the pages either side are fetched ahead, so turning a
 * page is instant on a slow connection. A page turned starts at the top.
 */
export function useQuizPages(attempt: DraftAttempt) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const requested = idParam(search.get('page'));
  // The quiz's pages, from the first sheet that arrives; kept, so a page that fails to load
  // shows its error instead of the page the quiz was resumed at.
  const [pages, setPages] = useState<Page[] | null>(null);
  const activityId = attempt.activity_id;
  const answerHeaderId = attempt.answer_header_id;

  const index = pages ? startPageIndex(pages, attempt.resume, requested) : null;
  const pageBreakId =
    pages && index !== null ? (pages[index]?.page_break_id ?? null) : openingPageBreakId(attempt);
  const sheet = useQuery(quizPageQuery(queryClient, { activityId, answerHeaderId, pageBreakId }));
  if (pages === null && sheet.data) setPages(orderedPages(sheet.data.pages));

  const settled = sheet.isSuccess && !sheet.isPlaceholderData;
  useEffect(() => {
    if (!pages || index === null || !settled) return;
    for (const near of [pages[index - 1], pages[index + 1]]) {
      if (!near) continue;
      void queryClient.prefetchQuery(
        quizPageQuery(queryClient, { activityId, answerHeaderId, pageBreakId: near.page_break_id }),
      );
    }
  }, [queryClient, pages, index, settled, activityId, answerHeaderId]);

  // Each page turned is an entry of its own in the browser's history, so Back and Forward turn
  // the quiz's pages. The page opened at is written into its own entry, so Back lands on it even
  // after the place to resume from has moved on.
  const shown = pages && index !== null ? index : null;
  const showPage = useCallback(
    (pageIndex: number, replace: boolean) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(pageIndex + 1));
          return next;
        },
        { replace },
      ),
    [setSearch],
  );
  useEffect(() => {
    if (shown !== null && requested !== shown + 1) showPage(shown, true);
  }, [shown, requested, showPage]);
  const goTo = useCallback((nextIndex: number) => showPage(nextIndex, false), [showPage]);

  const lastShown = useRef(shown);
  useEffect(() => {
    if (shown === null || shown === lastShown.current) return;
    if (lastShown.current !== null) window.scrollTo({ top: 0 });
    lastShown.current = shown;
  }, [shown]);

  const questions =
    sheet.data?.questions.filter(
      (question) => 'page_break_id' in question && question.page_break_id === pageBreakId,
    ) ?? [];
  return { sheet, pages: pages ?? [], index: index ?? 0, pageBreakId, questions, goTo };
}
