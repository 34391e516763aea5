import { Month } from '../calendar/month';
import { readTypedReference } from '../customer/customer-reference';
import { paymentsShown, portalPaymentsShownTo } from './portal-payments-shown';

describe('what a portal visitor sees of the payments', () => {
  const december = Month.parse('2026-12');
  const january = Month.parse('2027-01');

  it.each(['1579', '#1579', 'INV-1579', '١٥٧٩'])(
    'a number alone (%s) shows the last payment only',
    (typed) => {
      expect(portalPaymentsShownTo(readTypedReference(typed), december)).toBe('last');
    },
  );

  it.each(['INV-1579-2026', 'inv 1579 2026', 'INV-١٥٧٩-٢٠٢٦'])(
    'the printed invoice number of the bill (%s) shows the year',
    (typed) => {
      expect(portalPaymentsShownTo(readTypedReference(typed), december)).toBe('year');
    },
  );

  it("accepts last month's paper across the new year, and no other year", () => {
    expect(portalPaymentsShownTo(readTypedReference('INV-1579-2026'), january)).toBe('year');
    expect(portalPaymentsShownTo(readTypedReference('INV-1579-2027'), january)).toBe('year');
    expect(portalPaymentsShownTo(readTypedReference('INV-1579-2025'), january)).toBe('last');
    expect(portalPaymentsShownTo(readTypedReference('INV-1579-2027'), december)).toBe('last');
  });

  it('keeps the newest payment alone, or every one', () => {
    expect(paymentsShown(['newest', 'older', 'oldest'], 'last')).toEqual(['newest']);
    expect(paymentsShown(['newest', 'older', 'oldest'], 'year')).toEqual(['newest', 'older', 'oldest']);
    expect(paymentsShown([], 'last')).toEqual([]);
  });
});
