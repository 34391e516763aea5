import { BoxRange, DEFAULT_BAYDAWI_BOXES, DEFAULT_MAHMOUD_BOXES, MAX_BOXES_IN_ONE_RANGE } from './box-range';

const boxes = (text: string) => [...BoxRange.parse(text).boxes];

describe('BoxRange', () => {
  describe('parse', () => {
    it('reads ranges and single boxes separated by spaces', () => {
      expect(boxes('1-4 8-12 27 32')).toEqual([1, 2, 3, 4, 8, 9, 10, 11, 12, 27, 32]);
    });

    it('reads commas, Arabic commas and mixed separators', () => {
      expect(boxes('1,3 ، 5،7 , 9')).toEqual([1, 3, 5, 7, 9]);
    });

    it('counts a range only when it goes upward', () => {
      expect(boxes('8-4 2')).toEqual([2]);
    });

    it('counts a range of one box', () => {
      expect(boxes('6-6')).toEqual([6]);
    });

    it('removes duplicates and sorts the boxes numerically', () => {
      expect(boxes('27 3-5 4 10 9 27')).toEqual([3, 4, 5, 9, 10, 27]);
    });

    it('ignores tokens that are not numbers or ranges', () => {
      expect(boxes('1 abc 3-x 2-3-4 -5 7-')).toEqual([1]);
    });

    it('reads a range written with spaces around the dash', () => {
      expect(boxes('1 - 3')).toEqual([1, 2, 3]);
    });

    it('reads Arabic-Indic digits', () => {
      expect(boxes('١-٣ ١٠')).toEqual([1, 2, 3, 10]);
    });

    it('ignores a range too long to be a real set of boxes', () => {
      expect(boxes(`1-${MAX_BOXES_IN_ONE_RANGE + 5} 7`)).toEqual([7]);
    });

    it('gives no boxes for empty text', () => {
      expect(BoxRange.parse('').isEmpty()).toBe(true);
      expect(BoxRange.parse(' , ').isEmpty()).toBe(true);
    });
  });

  describe('defaults', () => {
    it('gives Mahmoud boxes 5 to 7 and 13 to 33', () => {
      expect(DEFAULT_MAHMOUD_BOXES).toBe('5-7 13-33');
      expect(BoxRange.parse(DEFAULT_MAHMOUD_BOXES).boxes).toHaveLength(24);
    });

    it('gives Baydawi boxes 1 to 4, 8 to 12, 27 and 32', () => {
      expect(DEFAULT_BAYDAWI_BOXES).toBe('1-4 8-12 27 32');
    });
  });

  describe('contains', () => {
    const range = BoxRange.parse('5-7 13');

    it('contains a box given as a number', () => {
      expect(range.contains(7)).toBe(true);
      expect(range.contains(8)).toBe(false);
    });

    it('contains a box given as text', () => {
      expect(range.contains('7')).toBe(true);
      expect(range.contains(' 07 ')).toBe(true);
      expect(range.contains('١٣')).toBe(true);
    });

    it('does not contain a missing or non-numeric box', () => {
      expect(range.contains(null)).toBe(false);
      expect(range.contains('')).toBe(false);
      expect(range.contains('7A')).toBe(false);
    });
  });

  describe('toString', () => {
    it('writes runs of consecutive boxes as ranges', () => {
      expect(BoxRange.parse('32 27 12 11 10 9 8 4 3 2 1').toString()).toBe('1-4 8-12 27 32');
    });

    it('reads back what it writes', () => {
      const range = BoxRange.parse('5-7, 13-33 40 41');
      expect(BoxRange.parse(range.toString()).boxes).toEqual(range.boxes);
      expect(range.toString()).toBe('5-7 13-33 40-41');
    });

    it('writes nothing for no boxes', () => {
      expect(BoxRange.parse('').toString()).toBe('');
    });
  });

  describe('preview', () => {
    it('shows the first 20 boxes and counts the rest', () => {
      const preview = BoxRange.parse(DEFAULT_MAHMOUD_BOXES).preview();
      expect(preview.shown).toEqual([
        5, 6, 7, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
      ]);
      expect(preview.more).toBe(4);
    });

    it('counts nothing more when every box is shown', () => {
      expect(BoxRange.parse('1-3').preview(5)).toEqual({ shown: [1, 2, 3], more: 0 });
    });

    it('takes another limit', () => {
      expect(BoxRange.parse('1-10').preview(3)).toEqual({ shown: [1, 2, 3], more: 7 });
    });
  });

  it('is immutable', () => {
    const range = BoxRange.parse('1-3');
    expect(Object.isFrozen(range)).toBe(true);
    expect(Object.isFrozen(range.boxes)).toBe(true);
  });
});
