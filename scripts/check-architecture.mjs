// The house's shape, checked in `npm run lint` (docs/developer-guide.md#the-three-floors):
// the rules of .dependency-cruiser.cjs (the API's floors, the libs as ground) and one rule
// dependency-cruiser cannot say, because it sees files and not folders: no two business contexts
// of apps/api/src/application import each other, directly or round about.
//
//   node scripts/check-architecture.mjs
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const roots = ['apps/api/src', 'apps/web/src', 'libs/billing-domain/src', 'libs/persistence/src'];
const run = (args) => {
  try {
    return execFileSync(resolve('node_modules/.bin/depcruise'), args, {
      maxBuffer: 256 * 1024 * 1024,
    }).toString();
  } catch (failure) {
    // depcruise exits non-zero when rules are broken; its report is still on stdout.
    if (failure.stdout?.length) return failure.stdout.toString();
    throw failure;
  }
};
const cruise = JSON.parse(run([...roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'json']));

const problems = cruise.summary.violations
  .filter((violation) => violation.rule.severity === 'error')
  .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);

// Folder-level cycles between the application's contexts (Tarjan's strongly connected components).
const CONTEXT = /^apps\/api\/src\/application\/([^/]+)\//;
const isTest = (path) => /\.spec\.ts$/.test(path);
const arrows = new Map();
for (const module of cruise.modules) {
  const from = CONTEXT.exec(module.source)?.[1];
  if (!from || isTest(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = CONTEXT.exec(dependency.resolved)?.[1];
    if (!to || to === from) continue;
    if (!arrows.has(from)) arrows.set(from, new Map());
    if (!arrows.get(from).has(to)) arrows.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const visit = (context) => {
  index.set(context, index.size);
  low.set(context, index.get(context));
  stack.push(context);
  onStack.add(context);
  for (const next of arrows.get(context)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(context, Math.min(low.get(context), low.get(next)));
    } else if (onStack.has(next)) low.set(context, Math.min(low.get(context), index.get(next)));
  }
  if (low.get(context) !== index.get(context)) return;
  const cycle = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    cycle.push(member);
  } while (member !== context);
  if (cycle.length < 2) return;
  const witnesses = cycle.flatMap((a) =>
    cycle.filter((b) => arrows.get(a)?.has(b)).map((b) => `    ${arrows.get(a).get(b)}`),
  );
  problems.push(`application contexts in a cycle: ${cycle.sort().join(' ↔ ')}\n${witnesses.join('\n')}`);
};
for (const context of [...arrows.keys()].sort()) if (!index.has(context)) visit(context);

if (problems.length > 0) {
  console.error(
    `The house's shape is broken (docs/developer-guide.md#the-three-floors):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`architecture: ${cruise.summary.totalCruised} files, no broken rule, no cycle between contexts`);
