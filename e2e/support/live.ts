import { live } from '@kitlab/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ActivityType, openAssigned } from './activities';

/** Waits until the page's live stream is open, so what happens next reaches it. */
export function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes(live.LIVE_STREAM_PATH) && response.status() === 200,
  );
}

/**
 * `openAssigned`, answering once the player's live stream is open: what another browser does
 * from then on reaches the student's page.
 */
export async function openAssignedLive(
  page: Page,
  request: APIRequestContext,
  activityType: ActivityType,
  firstName: string,
): ReturnType<typeof openAssigned> {
  const stream = streamOpened(page);
  const assigned = await openAssigned(page, request, activityType, firstName);
  await stream;
  return assigned;
}

/**
 * Holds back the page's live ticket, so its stream opens only when the answered function is
 * called: the page's own data is read first, as on a slow network or a busy laptop. That function
 * first waits for the page to have asked for its ticket, so a hold that no longer catches the
 * request fails the journey instead of letting the stream open unseen.
 */
export async function holdLiveStream(page: Page): Promise<() => Promise<void>> {
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  let asked = false;
  await page.route(`**/api${live.createTicket.path}`, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return async () => {
    await expect
      .poll(() => asked, { message: 'the page asked for its live ticket', timeout: 20_000 })
      .toBe(true);
    letThrough();
  };
}
