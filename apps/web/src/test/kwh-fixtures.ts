import type { KwhCustomer } from '../types/kwh';

/** A live kWh customer as the API sends it; override what the test is about. */
export function kwhCustomer(overrides: Partial<KwhCustomer> = {}): KwhCustomer {
  const customerNumber = overrides.customerNumber ?? 1000;
  return {
    id: `kwh-${customerNumber}`,
    system: 'mahmoud-kwh',
    customerNumber,
    name: 'محمد علي',
    box: '5',
    address: 'الشارع العام',
    ampere: 5,
    ampereSubscriptionFee: 0,
    subscriptionFee: 10,
    previousKwh: 1000,
    currentKwh: 1120,
    consumption: 120,
    pricePerKwh: 0.3,
    insurance: 50,
    energyAmount: 36,
    totalAmount: 46,
    baseAmount: 41.44,
    vatAmount: 4.56,
    arrears: 0,
    amountPaid: 0,
    outstandingBalance: 46,
    isPaid: false,
    exchangeRateUsed: 89500,
    totalAmountLbp: 4117000,
    baseAmountLbp: 3709009,
    tvaAmountLbp: 407991,
    invoiceDate: null,
    dueDate: null,
    month: '2026-11',
    createdAt: '2026-11-01T08:00:00.000Z',
    isDeleted: false,
    phone: null,
    ...overrides,
  };
}

export const liveMonth = (system: string) => ({
  system,
  liveMonth: '2026-11',
  label: 'تشرين الثاني 2026',
  nextMonth: '2026-12',
  nextLabel: 'كانون الأول 2026',
});
