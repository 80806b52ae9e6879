import type { APIRequestContext, BrowserContext, Page, Worker } from '@playwright/test';
import type { TestSubscription } from '../../apps/server/src/test/push-endpoint';
import { switchSchoolFeatureOn } from './school';

export const PUSH_FEATURE = 'Push Notifications';

/** Gives a school its own "Push Notifications" setting, on, until the journey ends. */
export function switchSchoolPushOn(request: APIRequestContext, schoolName: string) {
  return switchSchoolFeatureOn(request, schoolName, PUSH_FEATURE);
}

/**
 * Chromium's own push service is Google's FCM, which this machine cannot reach, so a real
 * `pushManager.subscribe()` never answers. This is where the journey leaves the real protocol:
 * in every page of the context, `subscribe` answers a subscription whose endpoint is the test's
 * HTTPS push endpoint and whose keys the test made (it holds their private half and decrypts
 * what the server sends). Everything else (the permission, the worker, the VAPID key, the
 * device calls, the server's encrypted push with its VAPID signature) is real.
 */
export async function answerSubscribeWith(context: BrowserContext, subscription: TestSubscription) {
  await context.addInitScript(({ endpoint, keys }) => {
    let current: unknown = null;
    PushManager.prototype.subscribe = async function subscribe(options) {
      const made = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      current = made;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);
}

/** Records every browser notification the pages show, in `window.shownNotifications`. */
export async function recordPageNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; body: string }[] = [];
    Reflect.set(window, 'shownNotifications', shown);
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    window.Notification = Recording;
  });
}

export function pageNotifications(page: Page) {
  return page.evaluate(
    () => Reflect.get(window, 'shownNotifications') as { title: string; body: string }[],
  );
}

/** The site-root service worker of the context, once it runs. */
export async function siteWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers().find((w) => new URL(w.url()).pathname === '/sw.js');
  return running ?? context.waitForEvent('serviceworker');
}

interface WorkerScope {
  registration: {
    getNotifications(): Promise<{ title: string; body: string; data: unknown }[]>;
  };
  clients: { matchAll(options: object): Promise<unknown[]> };
}

/**
 * Delivers a push message to the site's service worker as the browser does when its push service
 * hands one over: a trusted `push` event, whose `waitUntil` keeps the worker alive until the
 * notification is shown (DevTools' own "Push" button, over the DevTools protocol). A synthetic
 * event dispatched in the worker cannot extend its life, so a worker left without windows could
 * be idled before showing it.
 */
export async function deliverPush(page: Page, origin: string, payload: unknown) {
  const session = await page.context().newCDPSession(page);
  try {
    const registered = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        if (registrations.length > 0) resolve(registrations);
      });
    });
    await session.send('ServiceWorker.enable');
    const registration = (await registered).find((r) => new URL(r.scopeURL).origin === origin);
    if (!registration) throw new Error(`No service worker registered for ${origin}`);
    await session.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify(payload),
    });
  } finally {
    await session.detach();
  }
}

/** How many windows of the site the worker sees, open or closing. */
export function workerWindowCount(worker: Worker) {
  return worker.evaluate(async () => {
    const scope = globalThis as unknown as WorkerScope;
    return (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).length;
  });
}

/** The notifications the worker shows now. */
export function workerNotifications(worker: Worker) {
  return worker.evaluate(async () => {
    const shown = await (globalThis as unknown as WorkerScope).registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, data: n.data }));
  });
}
