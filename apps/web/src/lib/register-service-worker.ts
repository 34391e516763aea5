import { Workbox } from 'workbox-window';

/** Registers /sw.js, the service worker Workbox builds (apps/web/vite.config.ts;
 * docs/screens.md#working-offline). Only in production builds: in the Vite dev server a cached module
 * would hide live edits. Vite replaces process.env.NODE_ENV (dev server and build). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    new Workbox('/sw.js').register().catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
