// The one place in the domain allowed to touch the file system: it reads the domain's own sources.
// eslint-disable-next-line no-restricted-imports
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { join, relative } from 'node:path';
import { preProcessFile } from 'typescript';

const SOURCE_ROOT = __dirname;
const ALLOWED_PACKAGES = new Set(['papaparse', '@e965/xlsx', 'libphonenumber-js/min', 'croner']);

// The domain never reads the clock or chance: today and ids are passed in.
const IMPURE_CALLS = [/\bDate\.now\s*\(/, /\bnew\s+Date\s*\(\s*\)/, /\bMath\.random\s*\(/, /\bprocess\./];

/** Every module a file names: imports, re-exports, require() and import(), as TypeScript reads them. */
function importSpecifiers(source: string): string[] {
  return preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

function isAllowed(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || ALLOWED_PACKAGES.has(specifier);
}

function productionSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return productionSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the billing domain stays pure', () => {
  const sources = productionSources(SOURCE_ROOT).map((path) => ({
    file: relative(SOURCE_ROOT, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds the sources it checks', () => {
    expect(sources.map((source) => source.file)).toEqual(
      expect.arrayContaining(['index.ts', 'money/money.ts']),
    );
  });

  it('recognises every form of import it guards against', () => {
    const sample = [
      "import { Module } from '@nestjs/common';",
      "import type { Entity } from '@mikro-orm/core';",
      "export * from 'node:fs';",
      "import 'reflect-metadata';",
      "const pg = require('pg');",
      "const lazy = import('axios');",
      "import { Money } from './money';",
      '// the invoice is for next month from the 25th',
    ].join('\n');
    expect(
      importSpecifiers(sample)
        .filter((specifier) => !isAllowed(specifier))
        .sort(),
    ).toEqual(['@mikro-orm/core', '@nestjs/common', 'axios', 'node:fs', 'pg', 'reflect-metadata']);
  });

  it('imports only its own files, papaparse (CSV/TSV), @e965/xlsx (SheetJS), libphonenumber-js (phones), croner (the backup schedule)', () => {
    const foreign = sources.flatMap(({ file, text }) =>
      importSpecifiers(text)
        .filter((specifier) => !isAllowed(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(foreign).toEqual([]);
  });

  it('never reads the clock, chance or the process', () => {
    const impure = sources.flatMap(({ file, text }) =>
      IMPURE_CALLS.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern.source}`),
    );
    expect(impure).toEqual([]);
  });
});
