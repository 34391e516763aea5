import { toAsciiDigits } from '../text/ascii-digits';

/**
 * The default box groups of the two kWh tables (27 and 32 are in both;
 * docs/business-rules.md#constants-and-limits).
 */
export const DEFAULT_MAHMOUD_BOXES = '5-7 13-33';
export const DEFAULT_BAYDAWI_BOXES = '1-4 8-12 27 32';

/** A typo such as '1-999999' would otherwise list a million boxes; no neighbourhood has that many. */
export const MAX_BOXES_IN_ONE_RANGE = 10_000;

const SEPARATORS = /[\s,،]+/;
const SPACED_DASH = /\s*[-–—]\s*/g;
const RANGE = /^(\d+)-(\d+)$/;
const SINGLE = /^\d+$/;

export interface BoxPreview {
  readonly shown: readonly number[];
  readonly more: number;
}

/** A set of box numbers written as '1-4 8-12 27 32' (table settings). */
export class BoxRange {
  private readonly members: ReadonlySet<number>;

  private constructor(readonly boxes: readonly number[]) {
    this.members = new Set(boxes);
    Object.freeze(this);
  }

  /**
   * Separated by commas (Latin or Arabic) and/or spaces; 'a-b' counts only if a ≤ b;
   * single numbers are accepted; anything else is ignored; duplicates go and the list is sorted
   * (docs/business-rules.md#constants-and-limits).
   */
  static parse(text: string): BoxRange {
    const boxes = new Set<number>();
    const tokens = toAsciiDigits(String(text ?? ''))
      .replace(SPACED_DASH, '-')
      .split(SEPARATORS)
      .filter((token) => token !== '');
    for (const token of tokens) {
      const range = RANGE.exec(token);
      if (range) {
        const from = Number(range[1]);
        const to = Number(range[2]);
        if (from <= to && to - from < MAX_BOXES_IN_ONE_RANGE) {
          for (let box = from; box <= to; box += 1) boxes.add(box);
        }
      } else if (SINGLE.test(token)) {
        boxes.add(Number(token));
      }
    }
    return new BoxRange(Object.freeze([...boxes].sort((a, b) => a - b)));
  }

  /** A record's box as stored (text such as '7' or '07') or as a number. */
  contains(box: string | number | null | undefined): boolean {
    if (box === null || box === undefined) return false;
    if (typeof box === 'number') return this.members.has(box);
    const text = toAsciiDigits(box.trim());
    return SINGLE.test(text) && this.members.has(Number(text));
  }

  isEmpty(): boolean {
    return this.boxes.length === 0;
  }

  /** The compact form: runs of consecutive boxes as 'a-b', e.g. '1-4 8-12 27 32'. */
  toString(): string {
    const parts: string[] = [];
    let start = 0;
    while (start < this.boxes.length) {
      let end = start;
      while (end + 1 < this.boxes.length && this.boxes[end + 1] === (this.boxes[end] as number) + 1) end += 1;
      parts.push(end === start ? `${this.boxes[start]}` : `${this.boxes[start]}-${this.boxes[end]}`);
      start = end + 1;
    }
    return parts.join(' ');
  }

  /** The settings preview shows the first 20 boxes and '+N more'. */
  preview(limit = 20): BoxPreview {
    const shown = this.boxes.slice(0, Math.max(0, limit));
    return { shown, more: this.boxes.length - shown.length };
  }
}
