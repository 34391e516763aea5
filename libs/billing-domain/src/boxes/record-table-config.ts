import { InvalidInputError } from '../errors/invalid-input.error';
import { BoxRange } from './box-range';

/** The two record tables of ampere customers grouped by box, Mahmoud then Baydawi. */
export const RECORD_TABLE_GROUPS = ['mahmoud', 'baydawi'] as const;
export type RecordTableGroup = (typeof RECORD_TABLE_GROUPS)[number];

export function isRecordTableGroup(word: unknown): word is RecordTableGroup {
  return (RECORD_TABLE_GROUPS as readonly unknown[]).includes(word);
}

/** The table settings as typed. */
export interface RecordTableConfigText {
  readonly mahmoudBoxes: string;
  readonly baydawiBoxes: string;
}

/** The table settings read: each group's boxes. */
export type RecordTableRanges = Readonly<Record<RecordTableGroup, BoxRange>>;

const GROUP_LABELS: Readonly<Record<RecordTableGroup, string>> = {
  mahmoud: 'جدول محمود',
  baydawi: 'جدول البيضاوي',
};

/** Which group's box text a field of the settings holds. */
const FIELD_OF: Readonly<Record<RecordTableGroup, keyof RecordTableConfigText>> = {
  mahmoud: 'mahmoudBoxes',
  baydawi: 'baydawiBoxes',
};

/** The Arabic refusal of a group's text that yields no box. */
export function noBoxesMessage(group: RecordTableGroup): string {
  return `نطاق علب ${GROUP_LABELS[group]} لا يحتوي أي علبة صالحة (مثال: 1-4 8-12 27)`;
}

/**
 * Box-range text (docs/business-rules.md#constants-and-limits), for a save of the table settings: each group
 * must name at least one box (text that yields none is refused naming the group, never saved as an empty
 * table). What is saved is the compact form of what was read ('5,6,7 13-33' becomes '5-7 13-33'): sorted,
 * duplicates and unreadable words gone, as the preview showed it.
 */
export function parseRecordTableConfig(text: RecordTableConfigText): {
  readonly config: RecordTableConfigText;
  readonly ranges: RecordTableRanges;
} {
  const ranges = {} as Record<RecordTableGroup, BoxRange>;
  for (const group of RECORD_TABLE_GROUPS) {
    const range = BoxRange.parse(text[FIELD_OF[group]]);
    if (range.isEmpty()) throw new InvalidInputError(noBoxesMessage(group), 'NO_BOXES_IN_RANGE');
    ranges[group] = range;
  }
  return {
    config: { mahmoudBoxes: ranges.mahmoud.toString(), baydawiBoxes: ranges.baydawi.toString() },
    ranges,
  };
}

/** The saved settings read as ranges (a stored text is used as it is, even one that reads to no box). */
export function recordTableRangesOf(config: RecordTableConfigText): RecordTableRanges {
  return { mahmoud: BoxRange.parse(config.mahmoudBoxes), baydawi: BoxRange.parse(config.baydawiBoxes) };
}
