import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function hasTool(tool: string): boolean {
  return spawnSync(tool, ['-v'], { encoding: 'utf8' }).error === undefined;
}

/** The number of pages of a PDF: `pdfinfo` (poppler-utils) when installed, else the page objects. */
export function countPdfPages(file: string): number {
  if (hasTool('pdfinfo')) {
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = /^Pages:\s+(\d+)/m.exec(info.stdout);
    if (info.status === 0 && pages) return Number(pages[1]);
  }
  // '/Type /Page' but not '/Type /Pages' (the page tree).
  return (
    readFileSync(file)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  );
}

/** The text of one page (`pdftotext`), or null when poppler-utils is missing. */
export function pdfPageText(file: string, page: number): string | null {
  if (!hasTool('pdftotext')) return null;
  const run = spawnSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
    encoding: 'utf8',
  });
  return run.status === 0 ? run.stdout : null;
}

/** Renders one page as `<prefix>.png` at 60 dpi (`pdftoppm`); the PNG's path, or null without poppler. */
export function renderPdfPage(file: string, page: number, prefix: string): string | null {
  if (!hasTool('pdftoppm')) return null;
  const run = spawnSync(
    'pdftoppm',
    ['-png', '-r', '60', '-f', String(page), '-l', String(page), '-singlefile', file, prefix],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pdftoppm failed: ${run.stderr}`);
  return `${prefix}.png`;
}

/** A word printed on a page of a PDF, with its vertical extent in points. */
export interface PdfWord {
  text: string;
  yMin: number;
  yMax: number;
}

/** Every word printed on one page of a PDF with where it lies (`pdftotext -bbox`), Arabic words read
 * back in their logical order. */
export function pdfWords(file: string, page: number): PdfWord[] {
  const run = spawnSync('pdftotext', ['-f', String(page), '-l', String(page), '-bbox', file, '-'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  const pattern = /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g;
  // pdftotext gives right-to-left words in visual order (reversed): read them back.
  const logical = (text: string) => (/[\u0600-\u06ff]/.test(text) ? [...text].reverse().join('') : text);
  return [...run.stdout.matchAll(pattern)].map((match) => ({
    text: logical(match[3]),
    yMin: Number(match[1]),
    yMax: Number(match[2]),
  }));
}
