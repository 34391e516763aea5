// Builds whatever is not built yet: the TypeScript workspaces (tsc -b is incremental) and the
// web app (Vite) when its sources are newer than its last build. `--force-web` rebuilds the web.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const quiet = process.argv.includes('--quiet');
const forceWeb = process.argv.includes('--force-web');

function run(command, args, cwd = root, env = process.env) {
  const result = spawnSync(command, args, {
    cwd,
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.json']);

const web = join(root, 'apps/web');
const builtAt = newestChange(join(web, 'dist/index.html'));
const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((part) =>
  newestChange(join(web, part)),
);
if (forceWeb || builtAt === 0 || Math.max(...sources) > builtAt) {
  run(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', quiet ? 'error' : 'warn'],
    web,
    // The production app whoever asks (jest sets NODE_ENV=test, and a development React build has no
    // service worker: a browser test that starts the app as `npm start` does would get it).
    { ...process.env, NODE_ENV: 'production' },
  );
}
