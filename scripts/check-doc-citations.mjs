// Fails when production code cites an issue number or the original specification ("issue 11",
// "spec 001 §2.12", "000_…"), or when the docs cite an issue number: a newcomer has docs/, not the
// tracker or the spec. A comment cites the docs/ file and heading that states the rule instead
// (docs/developer-guide.md#comments-cite-docs). Run by `npm run lint`; every run first proves the
// patterns on sample lines, and `--self-check` runs only that.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** This file: its samples are citations on purpose. */
const SELF = 'scripts/check-doc-citations.mjs';

/** The folders of production code checked (tests are left out below). */
const CODE_ROOTS = ['apps/api', 'apps/cli', 'apps/web', 'libs', 'scripts'];
/** The documentation checked for issue numbers. */
const DOC_ROOTS = ['README.md', 'docs'];

const CODE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|html|css)$/;
const TEST_FILE = /\.(spec|test|e2e)\.[cm]?[jt]sx?$|(^|\/)(e2e|testing|test)\//;
const DOC_FILE = /\.md$/;

const ISSUE = /\bissues? ?#?\d+/i;
/** A cited docs/ file, with its heading if any: `docs/business-rules.md#deleting-and-restoring-customers`. */
const DOC_LINK = /\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g;
const SPEC = /\bspec 00\d|\b00[01]_|§/i;

/** Why `line` may not stay, or null. */
function citationIn(line, kind) {
  if (ISSUE.test(line)) return 'an issue number';
  if (kind === 'code' && SPEC.test(line)) return 'the specification';
  return null;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchors = new Map();
/** The anchors of docs/`file`, or null when there is no such file. */
function anchorsOf(file) {
  if (!anchors.has(file)) {
    let text = null;
    try {
      text = readFileSync(join(root, 'docs', file), 'utf8');
    } catch {
      text = null;
    }
    const headings = text?.split('\n').filter((line) => /^#{1,6} /.test(line));
    anchors.set(file, headings ? new Set(headings.map((line) => slugOf(line.replace(/^#+ /, '')))) : null);
  }
  return anchors.get(file);
}

/** Why the docs/ citations of `line` lead nowhere, or null. */
function brokenLinkIn(line) {
  for (const [, file, anchor] of line.matchAll(DOC_LINK)) {
    const known = anchorsOf(file);
    if (known === null) return `docs/${file}, which does not exist`;
    if (anchor && !known.has(anchor)) return `docs/${file}#${anchor}, a heading it does not have`;
  }
  return null;
}

const SAMPLES = [
  ['code', '// A deleted customer is archived (issue 17).', 'an issue number'],
  ['code', ' * Issue 20: a collector passes only where allowed.', 'an issue number'],
  ['code', "description: 'issue #22: the statement of account'", 'an issue number'],
  ['code', '/** spec 001 §2.13: the column-data manager. */', 'the specification'],
  ['code', '// (000 §4): soft delete', 'the specification'],
  ['code', '// as 000_14647e2915642e0e.txt says', 'the specification'],
  ['code', '// Archived, never removed (docs/business-rules.md#deleting-and-restoring-customers).', null],
  ['code', 'const PRICE = 5_000_001;', null],
  ['code', '// The issues of a batch: 3 refused rows.', null],
  ['docs', 'Invoices are for next month from the 25th (spec 000 §4).', null],
  ['docs', 'Every entry names the real person (issue 20).', 'an issue number'],
];

function selfCheck() {
  const wrong = SAMPLES.filter(([kind, line, expected]) => citationIn(line, kind) !== expected);
  for (const [kind, line, expected] of wrong) {
    console.error(
      `check-doc-citations self-check: ${kind} line ${JSON.stringify(line)} should be ${expected ?? 'allowed'}`,
    );
  }
  const links = [
    ['// (docs/business-rules.md#the-statement-of-account)', null],
    [
      '// (docs/business-rules.md#no-such-heading)',
      'docs/business-rules.md#no-such-heading, a heading it does not have',
    ],
    ['// (docs/no-such-file.md)', 'docs/no-such-file.md, which does not exist'],
  ].filter(([line, expected]) => brokenLinkIn(line) !== expected);
  for (const [line] of links)
    console.error(`check-doc-citations self-check: link ${JSON.stringify(line)} is misjudged`);
  return wrong.length === 0 && links.length === 0;
}

function trackedFiles(roots) {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...roots], { cwd: root, encoding: 'utf8' });
  return listed.split('\0').filter((file) => file !== '' && file !== SELF);
}

function findings() {
  const code = trackedFiles(CODE_ROOTS).filter((file) => CODE_FILE.test(file) && !TEST_FILE.test(file));
  const docs = trackedFiles(DOC_ROOTS).filter((file) => DOC_FILE.test(file));
  const found = [];
  for (const [kind, files] of [
    ['code', code],
    ['docs', docs],
  ]) {
    for (const file of files) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const reason = citationIn(line, kind) ?? (kind === 'code' ? brokenLinkIn(line) : null);
          if (reason) found.push(`${file}:${index + 1}: cites ${reason}: ${line.trim()}`);
        });
    }
  }
  return found;
}

// exitCode, not exit(): a long list written to a pipe is not cut short.
if (!selfCheck()) process.exitCode = 1;
else if (!process.argv.includes('--self-check')) {
  const found = findings();
  if (found.length > 0) {
    console.error(found.join('\n'));
    console.error(
      `${found.length} line(s) cite an issue number, the specification or a docs/ heading that does not exist: cite the docs/ file and heading that state the rule (docs/developer-guide.md#comments-cite-docs).`,
    );
    process.exitCode = 1;
  }
}
