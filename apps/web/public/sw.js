/* global self, caches */
// App-shell service worker. The API is never cached or intercepted: data is always live.
// The build stamps CACHE_VERSION (vite.config.ts), so each deploy gets a fresh cache.
const CACHE_VERSION = 'dev';
const CACHE_PREFIX = 'kahraba-shell-';
const CACHE_NAME = CACHE_PREFIX + CACHE_VERSION;
const SHELL_URL = '/index.html';
// The build stamps the files of the screens that open offline (/collect, /read), which index.html
// does not reference (lazy chunks).
const OFFLINE_SCREEN_FILES = [];

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/** The script, style, icon and manifest URLs that index.html references (same origin only). */
function assetUrlsIn(html) {
  const urls = new Set();
  for (const match of html.matchAll(/\b(?:src|href)="([^"]+)"/g)) {
    const url = new URL(match[1], self.location.origin);
    if (url.origin === self.location.origin && !isApi(url)) urls.add(url.pathname);
  }
  return [...urls];
}

async function precacheShell() {
  const cache = await caches.open(CACHE_NAME);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error('Could not fetch the app shell: ' + response.status);
  const html = await response.clone().text();
  await cache.put(SHELL_URL, response.clone());
  await cache.put('/', response);
  // One missing asset must not block installing the shell; it is cached on first use instead.
  const assets = [...assetUrlsIn(html), ...OFFLINE_SCREEN_FILES];
  await Promise.allSettled(assets.map((url) => cache.add(url)));
  // The Arabic font is referenced from the stylesheet, not from index.html.
  const fonts = await Promise.all(
    assets.filter((url) => url.endsWith('.css')).map((url) => fontUrlsIn(cache, url)),
  );
  await Promise.allSettled(fonts.flat().map((url) => cache.add(url)));
}

async function fontUrlsIn(cache, cssUrl) {
  const response = await cache.match(cssUrl);
  if (!response) return [];
  const css = await response.text();
  const base = new URL(cssUrl, self.location.origin);
  return [...css.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)].map(
    (match) => new URL(match[1], base).pathname,
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Network first for pages, so a deploy shows at once; the cached shell when offline. */
async function handleNavigation(request) {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.includes('text/html')) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

/** Stale-while-revalidate for static files: answer from the cache, refresh it in the background. */
async function handleAsset(event) {
  const cache = await caches.open(CACHE_NAME);
  // The server varies on Origin; module scripts send one, the precache did not. Same file either way.
  const cached = await cache.match(event.request, { ignoreVary: true });
  const network = fetch(event.request).then((response) => {
    if (response.ok && response.type === 'basic')
      return cache.put(event.request, response.clone()).then(() => response);
    return response;
  });
  if (cached) {
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(request));
    return;
  }
  event.respondWith(handleAsset(event));
});
