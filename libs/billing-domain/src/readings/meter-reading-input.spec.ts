import { readMeterReadingInput } from './meter-reading-input';

const base = { clientId: 'r-1', takenAt: '2026-11-26T08:00:00.000Z' };

function refusal(body: unknown): string {
  try {
    readMeterReadingInput(body);
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('accepted');
}

describe('readMeterReadingInput', () => {
  it('reads a reading typed in Arabic-Indic digits, with the previous reading the reader saw', () => {
    const input = readMeterReadingInput({ ...base, reading: '١٢٣٤', previousReading: 1200, confirmed: true });
    expect(input.entry).toMatchObject({ kind: 'read', replacement: null });
    expect(input.entry.kind === 'read' && input.entry.reading.toNumber()).toBe(1234);
    expect(input.previousReadingSeen?.toNumber()).toBe(1200);
    expect(input.confirmed).toBe(true);
    expect(input.takenAt.toISOString()).toBe(base.takenAt);
  });

  it('reads a replaced meter and a meter that could not be read', () => {
    const replaced = readMeterReadingInput({
      ...base,
      reading: 40,
      replacedMeter: { finalReading: '1080', newStartReading: 0 },
    });
    expect(replaced.entry.kind === 'read' && replaced.entry.replacement?.finalReading.toNumber()).toBe(1080);
    expect(readMeterReadingInput({ ...base, unreadReason: ' البوابة مقفلة ' }).entry).toEqual({
      kind: 'unread',
      reason: 'البوابة مقفلة',
    });
  });

  it('refuses a missing client id, both or neither of reading and reason, a bad time or half a replacement', () => {
    expect(refusal({ reading: 5, takenAt: base.takenAt })).toBe('INVALID_CLIENT_ID');
    expect(refusal({ ...base })).toBe('READING_OR_REASON_REQUIRED');
    expect(refusal({ ...base, reading: 5, unreadReason: 'x' })).toBe('READING_OR_REASON_REQUIRED');
    expect(refusal({ ...base, takenAt: 'أمس', reading: 5 })).toBe('INVALID_TAKEN_AT');
    expect(refusal({ ...base, reading: 5, replacedMeter: { finalReading: 5 } })).toBe(
      'METER_REPLACEMENT_INCOMPLETE',
    );
    expect(refusal({ ...base, reading: 'كثير' })).toMatch(/INVALID|NOT_A_NUMBER/);
  });
});
