import { InvalidInputError } from '../errors/invalid-input.error';
import {
  isRecordTableGroup,
  noBoxesMessage,
  parseRecordTableConfig,
  recordTableRangesOf,
} from './record-table-config';

describe('the record tables settings', () => {
  it('saves each group in its compact form: sorted, duplicates and unreadable words gone', () => {
    const { config, ranges } = parseRecordTableConfig({
      mahmoudBoxes: '13-33, 7 5 6 6 x',
      baydawiBoxes: '32 ، 27 1-4 8-12',
    });
    expect(config).toEqual({ mahmoudBoxes: '5-7 13-33', baydawiBoxes: '1-4 8-12 27 32' });
    expect(ranges.mahmoud.boxes).toHaveLength(24);
    expect(ranges.baydawi.contains('27')).toBe(true);
  });

  it('reads Arabic-Indic digits', () => {
    expect(parseRecordTableConfig({ mahmoudBoxes: '٥-٧', baydawiBoxes: '١' }).config).toEqual({
      mahmoudBoxes: '5-7',
      baydawiBoxes: '1',
    });
  });

  it('refuses text that yields no box, naming the group, in Arabic', () => {
    const refusal = (text: { mahmoudBoxes: string; baydawiBoxes: string }) => {
      try {
        parseRecordTableConfig(text);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const mahmoud = refusal({ mahmoudBoxes: '9-3 abc', baydawiBoxes: '1' });
    expect(mahmoud).toBeInstanceOf(InvalidInputError);
    expect((mahmoud as Error).message).toBe(noBoxesMessage('mahmoud'));
    expect((mahmoud as Error).message).toContain('محمود');
    const baydawi = refusal({ mahmoudBoxes: '1', baydawiBoxes: '   ' });
    expect((baydawi as Error).message).toContain('البيضاوي');
  });

  it('reads saved settings as ranges, overlapping groups allowed', () => {
    const ranges = recordTableRangesOf({ mahmoudBoxes: '5-7 13-33', baydawiBoxes: '1-4 8-12 27 32' });
    expect(ranges.mahmoud.contains('27')).toBe(true);
    expect(ranges.baydawi.contains('27')).toBe(true);
    expect(ranges.mahmoud.contains('8')).toBe(false);
  });

  it('knows the two groups by their path word only', () => {
    expect(isRecordTableGroup('mahmoud')).toBe(true);
    expect(isRecordTableGroup('baydawi')).toBe(true);
    expect(isRecordTableGroup('ampere')).toBe(false);
    expect(isRecordTableGroup(undefined)).toBe(false);
  });
});
