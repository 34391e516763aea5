/** Registers public/sw.js (the app-shell cache). Only in production builds: in the Vite dev server a
 * cached module would hide live edits. Vite replaces process.env.NODE_ENV (dev server and build). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
