import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest } from '../../../lib/test-dom';
import { showToast } from '../../../lib/toasts';
import { useClassWorkInvalidation } from '../../live';
import { LIVE_REPORT_PATHS } from '../paths';
import { quizFixture } from '../testing/fixtures';
import { openReport } from '../testing/open-report';
import { QuizReportPage } from './quiz-report-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));
vi.mock('../../live', () => ({ useClassWorkInvalidation: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';

const open = (at: string, until: string) =>
  openReport(view, { route: LIVE_REPORT_PATHS.quiz, page: <QuizReportPage />, at, until });

const gridRows = () =>
  [...view.container.querySelectorAll('[data-testid="answer-row"]')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

const answerWith = (status: number) =>
  vi.mocked(apiRequest).mockRejectedValue(new ApiError({ status, detail: 'No.', code: 'refused' }));

beforeEach(() => sessionStorage.clear());

describe('QuizReportPage', () => {
  it('asks for the class and quiz, and heads the report with what it is out of', async () => {
    vi.mocked(apiRequest).mockResolvedValue(quizFixture());
    await open('/reports/live/classes/4/quiz/11', 'Light quiz · 6A');
    expect(vi.mocked(apiRequest).mock.calls[0]?.[1]).toMatchObject({
      query: { class_id: 4, activity_id: 11 },
    });
    expect(text()).toContain('Quiz · handed in: 1 of 3 students · 3 questions');
  });

  it("refetches the report whenever the live stream says the class's work changed", async () => {
    vi.mocked(apiRequest).mockResolvedValue(quizFixture());
    await open('/reports/live/classes/4/quiz/11', 'Light quiz · 6A');
    expect(useClassWorkInvalidation).toHaveBeenLastCalledWith([4], ['live-reports', 'quiz', 4, 11]);
  });

  it('shows the questions most missed first, each with its wrong options, time and reading', async () => {
    vi.mocked(apiRequest).mockResolvedValue(quizFixture());
    await open('/reports/live/classes/4/quiz/11', 'Question by question');
    const questions = [...view.container.querySelectorAll('[data-testid="question-figures"]')];
    expect(questions.map((q) => q.querySelector('h3')?.textContent)).toEqual([
      'Question 2',
      'Question 1',
      'Question 3',
    ]);
    const first = questions[0]?.textContent ?? '';
    expect(first).toContain('Share right: 0% right: 0 of 3 students');
    expect(first).toContain('“In curves”: 2 of 3 students');
    expect(first).toContain('Amara Adeyemi, Lucas Moreau');
    expect(first).toContain('Median time: 1 min 15 s, over 2 timed answers');
    expect(first).toContain('Check the question (-0.40), over 1 handed in');
    expect(first).toContain(
      'Students who did well overall often got this wrong: check the question.',
    );
    expect(questions[1]?.textContent).toContain('Shown once 10 students have handed in.');
    expect(questions[2]?.textContent).toContain('Median time: No answers yet');
    // The chart's figures, as a table for screen readers.
    const table = view.container.querySelector('figure table');
    expect(table?.querySelector('caption')?.textContent).toBe('Share right by question (%)');
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it('grids the students by questions in the quiz order, with status and score', async () => {
    vi.mocked(apiRequest).mockResolvedValue(quizFixture());
    await open('/reports/live/classes/4/quiz/11', 'Answers as they come in');
    expect(gridRows()).toEqual([
      ['Amara Adeyemi', 'Handed in', '2/3 (66.7%)', '✓Right', '✗Wrong', '✓Right'],
      ['Lucas Moreau', 'Working on it3 wrong in a row', '–', '✗Wrong', '✗Wrong', '–Not yet'],
      ['Zoe Zhang', 'Not started', '–', '–Not yet', '–Not yet', '–Not yet'],
    ]);
  });

  it('on the projector names nobody: students are numbered, the same on the next visit', async () => {
    vi.mocked(apiRequest).mockResolvedValue(quizFixture());
    await open('/reports/live/classes/4/quiz/11?projector=1', 'Answers as they come in');
    for (const name of ['Amara', 'Lucas', 'Zoe', 'Adeyemi', 'Moreau', 'Zhang']) {
      expect(text()).not.toContain(name);
    }
    expect(gridRows()).toEqual([
      ['Student 1', '✗Wrong', '✗Wrong', '–Not yet'],
      ['Student 2', '–Not yet', '–Not yet', '–Not yet'],
      ['Student 3', '✓Right', '✗Wrong', '✓Right'],
    ]);
    expect(sessionStorage.getItem('kitlab.projector_numbers.4')).toBe('["tok-a","tok-b","tok-c"]');
    view.remount();
    const grown = quizFixture();
    const newcomer = { user_token: 'tok-0', first_name: 'Ana', last_name: 'Bell' };
    grown.students.unshift({
      ...grown.students[2],
      student: newcomer,
    } as (typeof grown.students)[number]);
    vi.mocked(apiRequest).mockResolvedValue(grown);
    await open('/reports/live/classes/4/quiz/11?projector=1', 'Answers as they come in');
    expect(gridRows().map((row) => row[0])).toEqual([
      'Student 1',
      'Student 2',
      'Student 3',
      'Student 4',
    ]);
    expect(gridRows()[2]?.[1]).toBe('✓Right');
  });

  it('says when the class has no students, or nobody opened the quiz', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ ...quizFixture(), out_of: 0, students: [] });
    await open('/reports/live/classes/4/quiz/11', 'No students in 6A yet');
    view.remount();
    const fixture = quizFixture();
    vi.mocked(apiRequest).mockResolvedValue({
      ...fixture,
      students: fixture.students.map((row) => ({ ...row, status: 'not_started' as const })),
    });
    await open('/reports/live/classes/4/quiz/11', 'Nobody has opened this quiz yet');
    expect(view.container.querySelector('[data-testid="answer-grid"]')).not.toBeNull();
  });

  it('offers to try again after a failure, and treats a report it may not see as not found', async () => {
    answerWith(500);
    await open('/reports/live/classes/4/quiz/11', "We could not load the quiz's report");
    expect(text()).toContain('Try again');
    view.remount();
    answerWith(404);
    await open('/reports/live/classes/9/quiz/11', 'There is no such report');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ tone: 'danger' }));
  });
});
