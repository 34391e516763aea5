import { normaliseRecordKey } from './record-key';

describe('normaliseRecordKey', () => {
  it('joins the folded name and the trimmed box', () => {
    expect(normaliseRecordKey(' أحمد  علي ', ' 12 ')).toBe('احمد علي|12');
  });

  it('matches the same customer written with other hamza, case or spacing', () => {
    expect(normaliseRecordKey('أحمد', '12')).toBe(normaliseRecordKey('احمد ', '12'));
    expect(normaliseRecordKey('John Smith', '3')).toBe(normaliseRecordKey('john  SMITH', '3'));
  });

  it('matches a box typed with Arabic-Indic digits', () => {
    expect(normaliseRecordKey('علي', '١٢')).toBe(normaliseRecordKey('علي', '12'));
  });

  it('treats a missing box like an empty one', () => {
    expect(normaliseRecordKey('علي', null)).toBe('علي|');
    expect(normaliseRecordKey('علي', '')).toBe(normaliseRecordKey('علي', undefined));
  });

  it('tells apart the same name in two boxes', () => {
    expect(normaliseRecordKey('علي', '1')).not.toBe(normaliseRecordKey('علي', '2'));
  });
});
