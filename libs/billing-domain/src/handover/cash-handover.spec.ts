import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import {
  assertMayVoidHandedOver,
  handoverDifference,
  readCountedLbp,
  readCountedUsd,
  readCollectorId,
  readHandoverDay,
} from './cash-handover';

const amounts = (usd: string, lbp: number) => ({ usd: Money.parse(usd), lbp: Lbp.ofPounds(lbp) });

describe('the cash handover', () => {
  it('keeps the difference as counted minus taken, in each currency apart', () => {
    const difference = handoverDifference(amounts('45.50', 1_790_000), amounts('40', 1_800_000));
    expect(difference.usd.toDecimalString()).toBe('-5.50');
    expect(difference.lbp.pounds).toBe(10_000);
  });

  it('is even when the count matches what the ledger took', () => {
    const difference = handoverDifference(amounts('12.25', 89_500), amounts('12.25', 89_500));
    expect(difference.usd.isPositive() || difference.usd.isNegative()).toBe(false);
    expect(difference.lbp.pounds).toBe(0);
  });

  it('reads counted amounts through the one number reader (Arabic-Indic digits, comma decimals)', () => {
    expect(readCountedUsd('١٢,٥')).toBe(1250);
    expect(readCountedLbp('١٬٧٩٠٬٠٠٠')).toBe(1_790_000);
    expect(readCountedUsd(0)).toBe(0);
    expect(readCountedLbp('0')).toBe(0);
  });

  it('refuses what is not a number, naming the field, and never reads it as 0', () => {
    expect(() => readCountedUsd('abc')).toThrow(/المعدود بالدولار: «abc» ليس رقماً صالحاً/);
    expect(() => readCountedLbp('')).toThrow(/المعدود بالليرة: يرجى إدخال رقم/);
    expect(() => readCountedUsd(undefined)).toThrow(expect.objectContaining({ code: 'NUMBER_REQUIRED' }));
  });

  it('refuses a negative count, cents in pounds and fractions of a cent', () => {
    expect(() => readCountedUsd(-1)).toThrow(expect.objectContaining({ code: 'NEGATIVE_COUNTED_AMOUNT' }));
    expect(() => readCountedLbp('1000.5')).toThrow(expect.objectContaining({ code: 'TOO_MANY_DECIMALS' }));
    expect(() => readCountedUsd('1.005')).toThrow(expect.objectContaining({ code: 'TOO_MANY_DECIMALS' }));
  });

  it('counts today when no day is given, any past day, and refuses a day still to come', () => {
    expect(readHandoverDay(undefined, '2026-12-07')).toBe('2026-12-07');
    expect(readHandoverDay('2026-12-01', '2026-12-07')).toBe('2026-12-01');
    expect(() => readHandoverDay('2026-12-08', '2026-12-07')).toThrow(
      expect.objectContaining({ code: 'HANDOVER_DAY_IN_FUTURE' }),
    );
    expect(() => readHandoverDay('2026-02-30', '2026-12-07')).toThrow(
      expect.objectContaining({ code: 'INVALID_HANDOVER_DAY' }),
    );
  });

  it('lets only an administrator void a payment of a handed-over day', () => {
    expect(() => assertMayVoidHandedOver('operator', true)).toThrow(
      expect.objectContaining({ code: 'HANDED_OVER_PAYMENT_ADMIN_ONLY', kind: 'forbidden' }),
    );
    expect(() => assertMayVoidHandedOver('collector', true)).toThrow(/لا يلغي دفعاته إلا المدير/);
    expect(() => assertMayVoidHandedOver('admin', true)).not.toThrow();
    expect(() => assertMayVoidHandedOver('collector', false)).not.toThrow();
  });

  it('names the collector by a user id, refusing anything else in Arabic', () => {
    expect(readCollectorId('0B9C6F1E-1111-4222-8333-444455556666')).toBe(
      '0b9c6f1e-1111-4222-8333-444455556666',
    );
    expect(() => readCollectorId('rania')).toThrow(expect.objectContaining({ code: 'INVALID_COLLECTOR_ID' }));
    expect(() => readCollectorId(undefined)).toThrow(/يرجى اختيار المحصّل/);
  });
});
