import { organisations } from '@kitlab/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import { settingsFixture } from '../testing/settings-fixture';
import { FeaturesPage } from './features-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const view = mountForEachTest();

const text = () => view.container.textContent ?? '';
const byLabel = (label: string) =>
  view.container.querySelector<HTMLElement>(`[aria-label="${label}"]`);

async function open(until: string) {
  view.render(withClient(<FeaturesPage />));
  await settleUntil(() => text().includes(until));
}

/** Answers the settings list with `settings`, and each switch with `answer`. */
function serve(settings = settingsFixture(), answer?: unknown) {
  vi.mocked(apiRequest).mockImplementation(async (call) =>
    call === organisations.listFeatureSettings ? settings : answer,
  );
}

describe('FeaturesPage', () => {
  it('says it is loading, then offers to try again after a failure', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await open('Loading features…');
    view.remount();
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Server error.', code: 'error' }),
    );
    await open('We could not load the features');
    expect(text()).toContain('Try again');
  });

  it('says so when there are no schools to manage', async () => {
    serve(settingsFixture({ schools: [] }));
    await open('No schools yet');
    expect(view.container.querySelector('table')).toBeNull();
  });

  it('shows each school with a named switch per feature and where its value comes from', async () => {
    serve();
    await open('Riverside Middle School');
    const rows = view.container.querySelectorAll('[data-testid="school-features"]');
    expect(rows).toHaveLength(2);
    const hillcrestPush = byLabel('Push Notifications at Hillcrest Primary') as HTMLInputElement;
    expect(hillcrestPush.checked).toBe(false);
    expect(rows[0]?.textContent).toContain("Off · this school's own setting");
    expect(rows[1]?.textContent).toContain('On · inherited from the district');
    expect(rows[1]?.textContent).toContain('Off · not set anywhere');
    expect(byLabel('Holidays of Hillcrest Primary')?.getAttribute('href')).toBe(
      '/admin/holidays/hillcrest',
    );
    // Only a school's own setting can be cleared.
    expect(
      byLabel("Use the district's setting: Push Notifications at Hillcrest Primary"),
    ).not.toBeNull();
    expect(
      byLabel("Use the district's setting: Push Notifications at Riverside Middle School"),
    ).toBeNull();
    expect(text()).toContain('On for schools without their own setting');
  });

  it("switches a school's feature and shows it as the school's own setting", async () => {
    const riverside = settingsFixture().schools[1];
    if (!riverside) throw new Error('fixture without Riverside');
    const switchedOff = {
      ...riverside,
      features: [
        { name: 'Push Notifications', enabled: false, source: 'school' },
        riverside.features[1],
      ],
    };
    serve(settingsFixture(), switchedOff);
    await open('Riverside Middle School');
    const push = byLabel('Push Notifications at Riverside Middle School') as HTMLInputElement;
    act(() => push.click());
    const riversideRow = () =>
      view.container.querySelectorAll('[data-testid="school-features"]')[1];
    await settleUntil(
      () => riversideRow()?.textContent?.includes("this school's own setting") ?? false,
    );
    expect(apiRequest).toHaveBeenCalledWith(organisations.switchSchoolFeature, {
      params: { school_token: 'riverside' },
      body: { name: 'Push Notifications', enabled: false },
    });
    expect(push.checked).toBe(false);
    expect(riversideRow()?.textContent).toContain("Off · this school's own setting");
  });

  it("clears a school's own setting back to the district's", async () => {
    const hillcrest = settingsFixture().schools[0];
    if (!hillcrest) throw new Error('fixture without Hillcrest');
    const inheriting = {
      ...hillcrest,
      features: [
        { name: 'Push Notifications', enabled: true, source: 'district' },
        hillcrest.features[1],
      ],
    };
    serve(settingsFixture(), inheriting);
    await open('Hillcrest Primary');
    const clear = byLabel("Use the district's setting: Push Notifications at Hillcrest Primary");
    act(() => clear?.click());
    await settleUntil(() => vi.mocked(apiRequest).mock.calls.length > 1);
    expect(apiRequest).toHaveBeenCalledWith(organisations.clearSchoolFeature, {
      params: { school_token: 'hillcrest' },
      query: { name: 'Push Notifications' },
    });
    const hillcrestRow = () =>
      view.container.querySelectorAll('[data-testid="school-features"]')[0];
    await settleUntil(
      () => hillcrestRow()?.textContent?.includes('inherited from the district') ?? false,
    );
    expect(hillcrestRow()?.textContent).toContain('On · inherited from the district');
    expect(
      byLabel("Use the district's setting: Push Notifications at Hillcrest Primary"),
    ).toBeNull();
  });

  it('shows a school administrator the district values without switches, and says why a switch failed', async () => {
    const fixture = settingsFixture();
    const district = fixture.district ? { ...fixture.district, can_switch: false } : null;
    vi.mocked(apiRequest).mockImplementation(async (call) => {
      if (call === organisations.listFeatureSettings) return { ...fixture, district };
      throw new ApiError({ status: 404, detail: 'No such school.', code: 'not_found' });
    });
    await open('Your district sets these');
    expect(view.container.querySelectorAll('[role="switch"], input[type="checkbox"]')).toHaveLength(
      4,
    );
    const push = byLabel('Push Notifications at Riverside Middle School') as HTMLInputElement;
    act(() => push.click());
    await settleUntil(() => vi.mocked(showToast).mock.calls.length > 0);
    expect(showToast).toHaveBeenCalledWith({ tone: 'danger', message: 'No such school.' });
  });
});
