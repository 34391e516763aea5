// Development: TypeScript in watch mode, the API restarted on change, Vite with hot reload
// (it proxies /api to the API on PORT, default 3000). Open http://localhost:5173.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const build = spawnSync(process.execPath, [tsc, '-b', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(process.execPath, [tsc, '-b', '-w', '--preserveWatchOutput', 'tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch-path=apps/api/dist', '--watch-path=libs', 'apps/api/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
