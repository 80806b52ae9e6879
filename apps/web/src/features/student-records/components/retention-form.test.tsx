import { studentRecords } from '@kitlab/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { byText, mountForEachTest, settleUntil, typeInto } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { RetentionForm } from './retention-form';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const school: studentRecords.RetentionSetting = {
  organisation_token: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Riverside Middle School',
  kind: 'school',
  former_student_days: 365,
  source: 'district',
};

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';
const daysBox = () =>
  view.container.querySelector<HTMLInputElement>('input:not([type="checkbox"])');
const follow = () => view.container.querySelector<HTMLInputElement>('input[type="checkbox"]');
const sent = () =>
  vi.mocked(apiRequest).mock.calls.filter(([call]) => call === studentRecords.setRetention);

describe('RetentionForm', () => {
  it('says where the days come from, and follows the district until unticked', () => {
    view.render(withClient(<RetentionForm setting={school} />));
    expect(text()).toContain('Kept 365 days after a student leaves: the district’s setting.');
    expect(follow()?.checked).toBe(true);
    expect(daysBox()?.disabled).toBe(true);
    act(() => follow()?.click());
    expect(daysBox()?.disabled).toBe(false);
  });

  it('sends its own days, and shows the server’s word on the days field', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({
        status: 400,
        detail: 'Check the form.',
        code: 'validation_error',
        errors: { former_student_days: ['Keep data for at least 30 days.'] },
      }),
    );
    view.render(withClient(<RetentionForm setting={school} />));
    act(() => follow()?.click());
    typeInto(daysBox() as HTMLInputElement, '7');
    act(() => byText('Save').click());
    await settleUntil(() => text().includes('Keep data for at least 30 days.'));
    expect(sent()[0]?.[1]).toEqual({
      body: { organisation_token: school.organisation_token, former_student_days: 7 },
    });
    expect(daysBox()?.getAttribute('aria-invalid')).toBe('true');
    // Explained on its field: no second alert.
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('sends null to follow the district again', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ settings: [school] });
    view.render(
      withClient(<RetentionForm setting={{ ...school, source: 'own', former_student_days: 90 }} />),
    );
    expect(follow()?.checked).toBe(false);
    act(() => follow()?.click());
    act(() => byText('Save').click());
    await settleUntil(() => sent().length > 0);
    expect(sent()[0]?.[1]).toEqual({
      body: { organisation_token: school.organisation_token, former_student_days: null },
    });
  });
});
