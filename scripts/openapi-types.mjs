// Writes the web's API types from the API's OpenAPI document: the Nest application is built in
// preview mode (no database, no port), its document turned into TypeScript by openapi-typescript.
// `--check` writes nothing and fails when the committed file differs (run by `npm run lint`).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import prettier from 'prettier';

const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'apps/web/src/types/api-schema.d.ts');
const check = process.argv.includes('--check');

// tsc -b is incremental: nothing to do when the API is already built.
const build = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Imported here so that a checkout installed before it was added says what to do.
const { default: openapiTS, astToString } = await import('openapi-typescript').catch(() => {
  console.error('openapi-typescript is not installed: run `npm install`.');
  process.exit(1);
});

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { buildApiDocument } = require(join(root, 'apps/api/dist/api-document.js'));
const document = await buildApiDocument();

const header = [
  '// Generated from the API’s OpenAPI document by scripts/openapi-types.mjs: do not edit.',
  '// After changing a controller or a *.response.ts, run `npm run openapi`.',
  '',
].join('\n');
const types = astToString(await openapiTS(document, { alphabetize: true }));
const text = await prettier.format(header + types, {
  ...(await prettier.resolveConfig(target)),
  filepath: target,
});

const name = relative(root, target);
let committed = '';
try {
  committed = readFileSync(target, 'utf8');
} catch {
  // Not generated yet.
}
if (check) {
  if (committed !== text) {
    console.error(`${name} differs from the API's OpenAPI document: run \`npm run openapi\` and commit it.`);
    process.exit(1);
  }
} else if (committed !== text) {
  writeFileSync(target, text);
  console.log(`wrote ${name}`);
}
process.exit(0);
