import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest } from '../../../lib/test-dom';
import { LIVE_REPORT_PATHS } from '../paths';
import { questFixture } from '../testing/fixtures';
import { openReport } from '../testing/open-report';
import { QuestReportPage } from './quest-report-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';

const open = (until: string, at = '/reports/live/classes/4/quest/12') =>
  openReport(view, { route: LIVE_REPORT_PATHS.quest, page: <QuestReportPage />, at, until });

describe('QuestReportPage', () => {
  it('shows per step who handed in, who waits for marks and who has it back, out of the class', async () => {
    vi.mocked(apiRequest).mockResolvedValue(questFixture());
    await open('Step by step');
    expect(text()).toContain('Quest · handed in: 1 of 3 students · 2 steps');
    const steps = [...view.container.querySelectorAll('[data-testid="quest-step"]')];
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Step 1: Plan the test',
      'Step 2: Time the ice',
    ]);
    const second = steps[1]?.textContent ?? '';
    expect(second).toContain('Handed in: 1 of 3 students');
    expect(second).toContain('Waiting for marks: 1 of 3 studentsAmara Adeyemi');
    expect(second).toContain('Returned for redo: 1 of 3 studentsZoe Zhang');
    const marking = [...view.container.querySelectorAll('a')].find((a) =>
      a.textContent?.startsWith('Mark the submissions'),
    );
    expect(marking?.getAttribute('href')).toBe('/submissions/kit-token/12?class=4');
    const rows = [...view.container.querySelectorAll('[data-testid="quest-students"] tbody tr')];
    expect(rows.map((row) => row.textContent)).toEqual([
      'Amara AdeyemiHanded in–',
      'Lucas MoreauNot started–',
      'Zoe ZhangReturned for redoNo progress for 10 minutes–',
    ]);
  });

  it('says when nobody has opened the quest, or the class has no students', async () => {
    const fixture = questFixture();
    vi.mocked(apiRequest).mockResolvedValue({
      ...fixture,
      students: fixture.students.map((row) => ({ ...row, status: 'not_started' as const })),
    });
    await open('Nobody has opened this quest yet');
    view.remount();
    vi.mocked(apiRequest).mockResolvedValue({ ...fixture, out_of: 0, students: [] });
    await open('No students in 6A yet');
  });

  it('treats an address without ids as not found', async () => {
    await open('There is no such report', '/reports/live/classes/x/quest/12');
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
