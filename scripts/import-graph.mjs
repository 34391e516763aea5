// The API's import graph between folders: how many folders, arrows, floors,
// cycles and arrows running back up. Used to show the shape of apps/api/src
// before and after a restructuring (docs/developer-guide.md#the-three-floors).
//
//   node scripts/import-graph.mjs [src-dir] [--json]
//
// A folder is the directory holding a production file (tests and test support
// are left out). An arrow is "some file in A imports some file in B", A ≠ B.
// Folders that import each other, directly or round about, form a cycle (a
// strongly connected component). Floors are the longest chain of arrows in the
// graph with each cycle drawn as one node. Back-arrows are the arrows that run
// against the best order found by the Eades–Lin–Smyth heuristic: the fewest
// arrows one would have to turn round for the folders to stand in floors.
import { execFileSync } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const srcDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'apps/api/src');
const appDir = dirname(srcDir);
const isTest = (path) => /\.(spec|test|e2e)\.tsx?$/.test(path) || /(^|\/)(testing|test)\//.test(path);

const cruise = JSON.parse(
  execFileSync(
    resolve('node_modules/.bin/depcruise'),
    [relative(appDir, srcDir), '--no-config', '--ts-config', 'tsconfig.json', '--output-type', 'json'],
    { cwd: appDir, maxBuffer: 512 * 1024 * 1024 },
  ).toString(),
);

const inSource = (path) => path.startsWith(relative(appDir, srcDir) + '/');
const folderOf = (path) => relative(relative(appDir, srcDir), dirname(path)) || '.';
const arrows = new Map();
const folders = new Set();
for (const module of cruise.modules) {
  if (!inSource(module.source) || isTest(module.source)) continue;
  const from = folderOf(module.source);
  folders.add(from);
  for (const dependency of module.dependencies) {
    if (!inSource(dependency.resolved) || isTest(dependency.resolved)) continue;
    const to = folderOf(dependency.resolved);
    if (to === from) continue;
    if (!arrows.has(from)) arrows.set(from, new Set());
    arrows.get(from).add(to);
  }
}
const targets = (folder) => [...(arrows.get(folder) ?? [])];
const arrowCount = [...arrows.values()].reduce((sum, set) => sum + set.size, 0);

// Tarjan's strongly connected components.
const components = [];
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
let counter = 0;
const visit = (folder) => {
  index.set(folder, counter);
  low.set(folder, counter++);
  stack.push(folder);
  onStack.add(folder);
  for (const next of targets(folder)) {
    if (!index.has(next)) {
      visit(next);
      low.set(folder, Math.min(low.get(folder), low.get(next)));
    } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder), index.get(next)));
  }
  if (low.get(folder) === index.get(folder)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    components.push(component.sort());
  }
};
for (const folder of [...folders].sort()) if (!index.has(folder)) visit(folder);
const componentOf = new Map();
components.forEach((component, i) => component.forEach((folder) => componentOf.set(folder, i)));

// Floors: the longest chain in the graph of components.
const floorOf = new Map();
const floor = (i) => {
  if (floorOf.has(i)) return floorOf.get(i);
  floorOf.set(i, 1);
  let best = 1;
  for (const folder of components[i])
    for (const next of targets(folder)) {
      const j = componentOf.get(next);
      if (j !== i) best = Math.max(best, floor(j) + 1);
    }
  floorOf.set(i, best);
  return best;
};
const floors = Math.max(0, ...components.map((_, i) => floor(i)));

// Back-arrows: Eades–Lin–Smyth greedy order, arrows pointing backwards in it.
const remaining = new Set(folders);
const left = [];
const right = [];
const degree = (folder, direction) =>
  direction === 'out'
    ? targets(folder).filter((next) => remaining.has(next)).length
    : [...remaining].filter((other) => arrows.get(other)?.has(folder)).length;
while (remaining.size > 0) {
  let changed = true;
  while (changed) {
    changed = false;
    for (const folder of [...remaining].sort()) {
      if (degree(folder, 'out') === 0) {
        right.unshift(folder);
        remaining.delete(folder);
        changed = true;
      } else if (degree(folder, 'in') === 0) {
        left.push(folder);
        remaining.delete(folder);
        changed = true;
      }
    }
  }
  if (remaining.size === 0) break;
  const best = [...remaining]
    .sort()
    .reduce((a, b) => (degree(b, 'out') - degree(b, 'in') > degree(a, 'out') - degree(a, 'in') ? b : a));
  left.push(best);
  remaining.delete(best);
}
const order = new Map([...left, ...right].map((folder, i) => [folder, i]));
const backArrows = [];
for (const [from, set] of arrows)
  for (const to of set) if (order.get(to) < order.get(from)) backArrows.push(`${from} → ${to}`);

const cycles = components.filter((component) => component.length > 1);
const report = {
  folders: folders.size,
  arrows: arrowCount,
  floors,
  cycles: cycles.map((component) => component.length),
  foldersInCycles: cycles.reduce((sum, component) => sum + component.length, 0),
  backArrows: backArrows.length,
};
if (asJson)
  console.log(JSON.stringify({ ...report, cycleMembers: cycles, backArrowList: backArrows.sort() }, null, 2));
else {
  console.log(
    `${report.folders} folders, ${report.arrows} arrows, ${report.floors} floors; ` +
      `${cycles.length} cycle(s) holding ${report.foldersInCycles} folders (${report.cycles.join(', ') || 'none'}); ` +
      `${report.backArrows} back-arrows`,
  );
  for (const component of cycles) console.log(`  cycle: ${component.join(', ')}`);
}
