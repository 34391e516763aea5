import type { BrowserServer } from 'playwright-core';
import stopTestCluster from '../../libs/persistence/src/testing/global-teardown';
import { SHARED_BROWSER_ENV } from './chromium';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __kahrabaBrowserServer?: BrowserServer };
  const server = holder.__kahrabaBrowserServer;
  delete holder.__kahrabaBrowserServer;
  delete process.env[SHARED_BROWSER_ENV];
  await server?.close();
  await stopTestCluster();
}
