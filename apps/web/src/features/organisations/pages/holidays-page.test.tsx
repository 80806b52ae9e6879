import { organisations } from '@kitlab/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { settingsFixture } from '../testing/settings-fixture';
import { HolidaysPage } from './holidays-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();

const text = () => view.container.textContent ?? '';

async function open(until: string) {
  view.render(
    withClient(
      <Routes>
        <Route path="/admin/holidays" element={<HolidaysPage />} />
        <Route path="/admin/holidays/:schoolToken" element={<p>Holidays page of the school</p>} />
      </Routes>,
      { at: '/admin/holidays' },
    ),
  );
  await settleUntil(() => text().includes(until));
}

describe('HolidaysPage', () => {
  it("lets a district administrator choose a school, each linking to the school's holidays", async () => {
    vi.mocked(apiRequest).mockResolvedValue(settingsFixture());
    await open('Riverside Middle School');
    expect(apiRequest).toHaveBeenCalledWith(organisations.listFeatureSettings, expect.anything());
    const links = view.container.querySelectorAll('[data-testid="holiday-schools"] a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/admin/holidays/hillcrest',
      '/admin/holidays/riverside',
    ]);
  });

  it("takes a school administrator straight to their school's holidays", async () => {
    const fixture = settingsFixture();
    vi.mocked(apiRequest).mockResolvedValue({ ...fixture, schools: fixture.schools.slice(0, 1) });
    await open('Holidays page of the school');
  });

  it('says so when there is no school to manage', async () => {
    vi.mocked(apiRequest).mockResolvedValue(settingsFixture({ schools: [] }));
    await open('No schools yet');
  });
});
