import { Money } from '../money/money';
import { type LedgerPayment, ledgerAmountPaid, newestFirst, settleTo } from './ledger';

let sequence = 0;
function payment(id: string, dollars: string, minute: number, voided = false): LedgerPayment {
  sequence += 1;
  return {
    id,
    amount: Money.parse(dollars),
    receivedAt: new Date(Date.UTC(2026, 10, 24, 8, minute)),
    receiptNumber: `R-2026-${String(sequence).padStart(6, '0')}`,
    voidedAt: voided ? new Date(Date.UTC(2026, 10, 24, 9)) : null,
  };
}

describe('ledgerAmountPaid', () => {
  it('is the sum of the payments that are not void', () => {
    expect(
      ledgerAmountPaid([payment('a', '10', 1), payment('b', '5.25', 2), payment('c', '7', 3, true)]).cents,
    ).toBe(1525);
  });

  it('is zero without payments', () => {
    expect(ledgerAmountPaid([]).cents).toBe(0);
  });
});

describe('settleTo', () => {
  const ledger = [payment('old', '10', 1), payment('mid', '20', 2), payment('new', '5', 3)];

  it('records one payment of the difference when the target is more', () => {
    expect(settleTo(ledger, Money.parse('50'))).toEqual({ voidIds: [], record: Money.parse('15') });
  });

  it('changes nothing when the target is today’s sum', () => {
    expect(settleTo(ledger, Money.parse('35'))).toEqual({ voidIds: [], record: null });
  });

  it('voids the newest payment when that brings the sum exactly to the target', () => {
    expect(settleTo(ledger, Money.parse('30'))).toEqual({ voidIds: ['new'], record: null });
  });

  it('voids newest first until the sum is at or below the target, then records the rest', () => {
    // 35 → void new (30) → void mid (10) ≤ 12 → record 2
    expect(settleTo(ledger, Money.parse('12'))).toEqual({
      voidIds: ['new', 'mid'],
      record: Money.parse('2'),
    });
  });

  it('voids every payment for a target of zero', () => {
    expect(settleTo(ledger, Money.zero)).toEqual({ voidIds: ['new', 'mid', 'old'], record: null });
  });

  it('ignores payments already void', () => {
    const withVoid = [...ledger, payment('gone', '100', 4, true)];
    expect(settleTo(withVoid, Money.parse('30'))).toEqual({ voidIds: ['new'], record: null });
  });

  it('records the target on an empty ledger', () => {
    expect(settleTo([], Money.parse('8.5'))).toEqual({ voidIds: [], record: Money.parse('8.5') });
    expect(settleTo([], Money.zero)).toEqual({ voidIds: [], record: null });
  });

  it('finds the newest by time, not by the order given', () => {
    expect(settleTo([...ledger].reverse(), Money.parse('30')).voidIds).toEqual(['new']);
  });

  it('refuses a negative target', () => {
    expect(() => settleTo(ledger, Money.parse('-1'))).toThrow(
      expect.objectContaining({ code: 'NEGATIVE_AMOUNT' }),
    );
  });
});

describe('newestFirst', () => {
  it('breaks a tie of time by the higher receipt number, a longer number being higher', () => {
    const at = new Date(Date.UTC(2026, 10, 24));
    const sorted = newestFirst([
      { receivedAt: at, receiptNumber: 'R-2026-999999' },
      { receivedAt: at, receiptNumber: 'R-2026-1000000' },
      { receivedAt: at, receiptNumber: 'R-2026-000002' },
    ]);
    expect(sorted.map((p) => p.receiptNumber)).toEqual(['R-2026-1000000', 'R-2026-999999', 'R-2026-000002']);
  });
});
