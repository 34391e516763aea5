/** Debian's Chromium, as every browser test and the run's global setup start it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the run's one Chromium listens (set by the global setup). */
export const SHARED_BROWSER_ENV = 'KAHRABA_E2E_BROWSER';
