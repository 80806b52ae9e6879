import { type BrowserContext, expect, type Page } from '@playwright/test';

// The classes Mantine gives each toast's box and parts (see apps/web/src/lib/toasts.ts).
const TOAST = {
  root: '.mantine-Notification-root',
  title: '.mantine-Notification-title',
  message: '.mantine-Notification-description',
};

interface ShownToast {
  title: string | null;
  message: string;
}

declare global {
  interface Window {
    /** Every toast this document has shown, oldest first. */
    kitlabToastsShown?: ShownToast[];
  }
}

/**
 * Makes every page of the context keep each toast's title and message as it appears. A toast
 * stays its 2 s (spec section 9); a journey on a busy machine may look after it has gone, and
 * then reads what was shown from this record instead of missing it.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((parts) => {
    const shown: ShownToast[] = [];
    const seen = new WeakSet<Element>();
    window.kitlabToastsShown = shown;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll(parts.root))) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push({
          title: toast.querySelector(parts.title)?.textContent ?? null,
          message: toast.querySelector(parts.message)?.textContent ?? toast.textContent ?? '',
        });
      }
    }).observe(document, { childList: true, subtree: true });
  }, TOAST);
}

/** Waits until the page has shown a toast holding this text (and title), however briefly. */
export async function expectToastShown(
  page: Page,
  text: string,
  { title }: { title?: string } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(() => window.kitlabToastsShown ?? []);
        return shown.some(
          (toast) => toast.message.includes(text) && (title === undefined || toast.title === title),
        );
      },
      { message: `a toast saying "${text}"${title ? ` under "${title}"` : ''}` },
    )
    .toBe(true);
}

/** A toast on screen now, for a journey that reads it or clicks in it. */
export function toastOf(page: Page, text: string | RegExp) {
  return page.locator(TOAST.root, { hasText: text });
}
