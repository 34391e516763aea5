import { act } from '@testing-library/react';

/** Makes the screen phone-sized (390 px wide) for the tests of one file: matchMedia answers as a
 * phone would (jsdom has no matchMedia, and without it the screens lay out for a desk). */
export function onAPhone(): void {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
}

/** A screen the test resizes across 768 px (a tablet turned, the browser zoomed, a window resized), for
 * the tests of one file: it starts on a desk; `toPhone()` and `toDesk()` change what matchMedia answers
 * and tell its listeners, as a browser does. */
export function resizableScreen(): { toPhone: () => void; toDesk: () => void } {
  let phone = false;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    phone = false;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return phone && /max-width/.test(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    listeners.clear();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
  const cross = (toPhone: boolean) =>
    act(() => {
      phone = toPhone;
      for (const listener of [...listeners]) listener();
    });
  return { toPhone: () => cross(true), toDesk: () => cross(false) };
}
