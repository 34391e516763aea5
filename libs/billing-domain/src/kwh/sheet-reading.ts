import { Money } from '../money/money';
import type { ReadingUpdate } from './readings-import';
import { billKwhFields, type KwhBillingContext, type KwhCustomer, kwhCustomerOf } from './kwh-customer';

/**
 * A readings sheet row applied to one metered customer (docs/readings-in-a-month.md): the readings the
 * plan decided, marked as an actual reading. When the row shifts a reading taken this month ("the current
 * reading becomes the previous", docs/readings-in-a-month.md#the-sheet-shifts-and-carries), the energy that
 * reading billed, at the prices it was billed with, is carried into the customer's arrears, so no billed kWh
 * vanish; the subscription fee stays this month's, billed once. The persistence writes a whole sheet in one
 * statement (writeKwhSheetReadings); a test proves the two agree.
 */
export function recordSheetReading(
  customer: KwhCustomer,
  update: Pick<ReadingUpdate, 'previousKwh' | 'currentKwh' | 'previousEstimated' | 'shifted'>,
  context: KwhBillingContext,
): KwhCustomer {
  return kwhCustomerOf(
    {
      ...customer,
      previousKwh: update.previousKwh,
      currentKwh: update.currentKwh,
      arrears: customer.arrears.plus(carriedByShift(customer, update, context)),
      readingMarks: { previousEstimated: update.previousEstimated },
    },
    context,
  );
}

/** The energy the shifted reading billed (net of an estimate's credit); nothing without a shift. */
export function carriedByShift(
  customer: KwhCustomer,
  update: Pick<ReadingUpdate, 'shifted'>,
  context: KwhBillingContext,
): Money {
  return update.shifted === null ? Money.zero : billKwhFields(customer, context).energyAmount;
}
