import type { components } from '../types/api-schema';

export type StatementFixture = components['schemas']['StatementResponse'];

/**
 * A statement of account as the API sends it: an ampere customer, 10 A × $15 this month,
 * nothing carried, $20 paid; override what the test is about.
 */
export function statementFixture(overrides: Partial<StatementFixture> = {}): StatementFixture {
  const customerNumber = overrides.customerNumber ?? 1000;
  return {
    id: `rec-${customerNumber}`,
    system: 'ampere',
    tariff: 'flat-per-ampere',
    customerNumber,
    name: 'محمد علي',
    box: '5',
    address: 'الشارع العام',
    phone: null,
    cutOff: null,
    whatsApp: false,
    invoiceNumber: `INV-${customerNumber}-2026`,
    shortInvoiceNumber: `INV-${customerNumber}`,
    month: '2026-11',
    monthLabel: 'تشرين الثاني 2026',
    lines: [
      {
        kind: 'ampere',
        quantity: 10,
        unit: 'أمبير',
        unitPrice: 15,
        unitPriceCurrency: 'USD',
        amount: 150,
        amountLbp: 13_425_000,
      },
    ],
    base: 135.14,
    vat: 14.86,
    vatRatePercent: 11,
    total: 150,
    previousBalance: 0,
    amountPaid: 20,
    totalDue: 130,
    isPaid: false,
    paymentStatus: 'partial',
    lbp: {
      base: 12_094_595,
      vat: 1_330_405,
      total: 13_425_000,
      previousBalance: 0,
      amountPaid: 1_790_000,
      totalDue: 11_635_000,
      exact: false,
      rate: 89_500,
    },
    ...overrides,
  };
}

/** A reconnection fee as a line of the statement: $10 (895,000 ل.ل) typed in dollars; override the rest. */
export function reconnectionFeeLine(
  overrides: Partial<StatementFixture['lines'][number]> = {},
): StatementFixture['lines'][number] {
  return {
    kind: 'reconnection-fee',
    quantity: null,
    unit: null,
    unitPrice: 10,
    unitPriceCurrency: 'USD',
    amount: 10,
    amountLbp: 895_000,
    ...overrides,
  };
}
