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
