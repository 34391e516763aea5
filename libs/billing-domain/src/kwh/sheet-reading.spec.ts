import { ExchangeRate } from '../money/lbp';
import { Quantity } from '../money/quantity';
import { meterReplacementOf } from '../readings/meter-replacement';
import { createKwhCustomer, type KwhCustomer, kwhCustomerOf } from './kwh-customer';
import { MeteredGroupPrice } from './metered-group-price';
import { planReadingsImport } from './readings-import';
import { recordSheetReading } from './sheet-reading';

const context = { pricing: new Map(), rate: ExchangeRate.of(89_500), groupPrice: MeteredGroupPrice.initial };
const kwh = (value: number) => Quantity.parse(value);

/** A customer of this month, its meter read at `current` (a fee of $10, $0.50 a kWh). */
function onFile(previous: number, current: number, marks: KwhCustomer['readingMarks'] = {}): KwhCustomer {
  const customer = createKwhCustomer(
    { name: 'سمير', ampere: 5, ampereSubscriptionFee: 10, pricePerKwh: '0.5', previousKwh: previous },
    context,
  );
  return kwhCustomerOf({ ...customer, currentKwh: kwh(current), readingMarks: marks }, context);
}

/** The sheet's row for the customer, planned and applied as the import does. */
function importSheet(customer: KwhCustomer, reading: number): KwhCustomer {
  const { updates } = planReadingsImport(
    [{ id: 'c1', newCurrentKwh: reading }],
    [
      {
        id: 'c1',
        customerNumber: 1001,
        name: customer.name,
        box: customer.box,
        previousKwh: customer.previousKwh,
        currentKwh: customer.currentKwh,
        lastMonthConsumption: null,
        previousEstimated: customer.readingMarks?.previousEstimated,
        currentEstimated: customer.readingMarks?.estimated,
        replacement: customer.readingMarks?.replacement,
      },
    ],
  );
  return recordSheetReading(customer, updates[0]!, context);
}

/** What the customer owes: arrears + this month − paid. */
const due = (customer: KwhCustomer) => customer.bill.outstandingBalance.toNumber();

describe('recordSheetReading', () => {
  it('read 200 then 250 in one month: 100 kWh carried + 50 billed, the same amount due as 150 kWh', () => {
    const imported = importSheet(onFile(100, 200), 250);
    expect(imported.previousKwh.toNumber()).toBe(200);
    expect(imported.bill.consumption.toNumber()).toBe(50);
    expect(imported.arrears.toNumber()).toBe(50);
    // The fee is billed once, this month.
    expect(imported.bill.totalAmount.toNumber()).toBe(25 + 10);
    expect(due(imported)).toBe(due(onFile(100, 250)));
  });

  it('a meter replaced after the reading: 190 kWh in all, the same amount due as the round’s correction', () => {
    const replacement = meterReplacementOf({ finalReading: 260, newStartReading: 0 });
    const imported = importSheet(onFile(100, 30, { replacement }), 40);
    expect(imported.arrears.toNumber()).toBe(95);
    expect(imported.bill.consumption.toNumber()).toBe(10);
    expect(imported.readingMarks?.replacement ?? null).toBeNull();
    expect(due(imported)).toBe(due(onFile(100, 40, { replacement })));
  });

  it("carries an estimate's credit as a credit", () => {
    const imported = importSheet(onFile(1110, 1090, { previousEstimated: true }), 1100);
    expect(imported.arrears.toNumber()).toBe(-10);
    expect(imported.readingMarks?.previousEstimated).toBe(false);
    expect(due(imported)).toBe(-10 + 5 + 10);
  });

  it('carries nothing for a meter not read this month, or only estimated', () => {
    expect(importSheet(onFile(100, 0), 150).arrears.toNumber()).toBe(0);
    const estimated = importSheet(onFile(100, 210, { estimated: true }), 180);
    expect(estimated.arrears.toNumber()).toBe(0);
    expect(estimated.bill.consumption.toNumber()).toBe(80);
  });
});
