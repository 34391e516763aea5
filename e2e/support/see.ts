import type { Locator, Page } from 'playwright-core';

const DEFAULT_TIMEOUT_MS = 10_000;
const POLL_MS = 100;

/**
 * Waits until `read()` gives a value that `check` accepts, like expect.poll: web-first assertions for
 * plain playwright-core. Fails with the last value read, so a wrong text shows what the user saw.
 */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let failure: unknown;
  for (;;) {
    try {
      last = await read();
      if (check(last)) return last;
      failure = undefined;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      const seen = failure ? String(failure) : JSON.stringify(last);
      throw new Error(`${what}: still not there after ${timeout} ms; last seen ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const normalise = (text: string) =>
  text
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Waits until the element's visible text (bidi isolates removed, spaces collapsed) matches. */
export function expectText(locator: Locator, expected: string | RegExp, timeout?: number): Promise<string> {
  return eventually(
    `text of ${locator} to be ${expected}`,
    async () => normalise(await locator.innerText({ timeout: POLL_MS * 5 })),
    (text) => (typeof expected === 'string' ? text === expected : expected.test(text)),
    timeout,
  );
}

/** Waits until the locator matches exactly `count` elements. */
export function expectCount(locator: Locator, count: number, timeout?: number): Promise<number> {
  return eventually(
    `count of ${locator} to be ${count}`,
    () => locator.count(),
    (n) => n === count,
    timeout,
  );
}

/** The notification region (docs/screens.md#toasts-and-messages: one toast at a time). */
export const toastRegion = (page: Page) => page.getByRole('region', { name: 'الإشعارات (F8)' });

/**
 * Waits for the toast whose title is `title`, returns its whole text (title and description, bidi
 * isolates removed) and closes it, so the next step cannot mistake it for its own toast.
 */
export async function seeToast(page: Page, title: string): Promise<string> {
  const region = toastRegion(page);
  const toast = region.locator('.app-toast').filter({ hasText: title });
  await toast.waitFor();
  const text = normalise(await toast.innerText());
  await toast.getByRole('button', { name: 'إغلاق' }).click();
  await toast.waitFor({ state: 'detached' });
  return text;
}
