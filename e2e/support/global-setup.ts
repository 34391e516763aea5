import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import startTestCluster from '../../libs/persistence/src/testing/global-setup';
import { BROWSER_ARGS, CHROMIUM, SHARED_BROWSER_ENV } from './chromium';

/**
 * Once per run for every browser test: the app built from the current sources, the run's one
 * PostgreSQL (shared with the server tier) whose template each app copies, and one Chromium that
 * every test file connects to (each file still gets its own contexts, so nothing leaks between files).
 */
export default async function globalSetup(): Promise<void> {
  const build = spawnSync(
    process.execPath,
    [join(__dirname, '..', '..', 'scripts', 'build.mjs'), '--quiet'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('The build failed: the browser tests need the built app.');
  await startTestCluster();
  if (!existsSync(CHROMIUM)) return;
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: BROWSER_ARGS,
    headless: true,
  });
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
  Object.assign(globalThis, { __kahrabaBrowserServer: server });
}
