import { act } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest } from '../../../lib/test-dom';
import { testQueryClient, withClient } from '../../../lib/test-query-client';
import type { AttemptSheet } from '../api/get-attempt-sheet';
import type { DraftAttempt } from '../api/start-attempt';
import { useQuizPages } from './use-quiz-pages';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const PAGES = [
  { page_break_id: 20, page: 2 },
  { page_break_id: 10, page: 1 },
];
const QUESTIONS = [
  { id: 1, page_break_id: 10 },
  { id: 2, page_break_id: 10 },
  { id: 3, page_break_id: 20 },
];

/** The sheet the server answers: one page's questions, or every question without a page. */
function sheetOf(pageBreakId: number | undefined): AttemptSheet {
  const questions = QUESTIONS.filter((q) => !pageBreakId || q.page_break_id === pageBreakId);
  return {
    status: 'DR',
    page_break_id: pageBreakId ?? null,
    pages: PAGES,
    questions,
    steps: [],
  } as unknown as AttemptSheet;
}

function attemptResumedAt(pageBreakId: number | null): DraftAttempt {
  return {
    activity_id: 5,
    answer_header_id: 9,
    resume: { activity_detail_id: null, page_break_id: pageBreakId },
  } as DraftAttempt;
}

const probe: { current: ReturnType<typeof useQuizPages> | null } = { current: null };

const browser: { navigate: NavigateFunction | null; search: string } = {
  navigate: null,
  search: '',
};

function Probe({ attempt }: { attempt: DraftAttempt }) {
  probe.current = useQuizPages(attempt);
  browser.navigate = useNavigate();
  browser.search = useLocation().search;
  return null;
}

const sheetCalls = () =>
  vi.mocked(apiRequest).mock.calls.map(([, options]) => {
    const query = (options as { query: { page_break_id?: number } }).query;
    return query.page_break_id ?? 'every question';
  });

const shownIds = () => probe.current?.questions.map((question) => question.id);

describe('useQuizPages', () => {
  const view = mountForEachTest();

  beforeEach(() => {
    window.scrollTo = vi.fn();
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation((_call, options) =>
      Promise.resolve(
        sheetOf((options as { query: { page_break_id?: number } }).query.page_break_id),
      ),
    );
  });

  /** Lets the answered calls reach the hook. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  async function open(attempt: DraftAttempt) {
    const client = testQueryClient({ queries: { staleTime: 30_000 } });
    await view.renderSettled(withClient(<Probe attempt={attempt} />, { client }));
    await settle();
  }

  it('reads every question of a quiz with no page to resume once, and shows its pages from them', async () => {
    await open(attemptResumedAt(null));
    expect(shownIds()).toEqual([1, 2]);
    expect(probe.current?.pages.map((page) => page.page)).toEqual([1, 2]);

    await act(async () => probe.current?.goTo(1));
    await settle();
    expect(shownIds()).toEqual([3]);
    expect(sheetCalls()).toEqual(['every question']);
  });

  it('asks for the page a quiz was left at, and the pages beside it', async () => {
    await open(attemptResumedAt(20));
    expect(probe.current?.index).toBe(1);
    expect(shownIds()).toEqual([3]);
    expect(sheetCalls()).toEqual([20, 10]);
  });

  it('turns the pages with Back and Forward, each page an entry of its own, starting at the top', async () => {
    await open(attemptResumedAt(null));
    // The page opened at is written into the address, in place of the entry it came from.
    expect(browser.search).toBe('?page=1');
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(async () => probe.current?.goTo(1));
    await settle();
    expect(browser.search).toBe('?page=2');
    expect(shownIds()).toEqual([3]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });

    await act(async () => browser.navigate?.(-1));
    await settle();
    expect(browser.search).toBe('?page=1');
    expect(shownIds()).toEqual([1, 2]);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);

    await act(async () => browser.navigate?.(1));
    await settle();
    expect(probe.current?.index).toBe(1);
    expect(shownIds()).toEqual([3]);
  });
});
