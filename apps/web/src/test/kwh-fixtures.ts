import type { components } from '../types/api-schema';
import type { KwhCustomer } from '../types/kwh';
import { statementFixture } from './statement-fixtures';

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
    zone: 'town',
    cutOff: null,
    ...overrides,
  };
}

export const liveMonth = (system: string) => ({
  system,
  liveMonth: '2026-11',
  label: 'تشرين الثاني 2026',
  nextMonth: '2026-12',
  nextLabel: 'كانون الأول 2026',
  // Before the 25th the invoices name the live month.
  invoiceMonth: '2026-11',
  invoiceLabel: 'تشرين الثاني 2026',
});

/**
 * The invoice of a kWh customer as the API sends it: #1000 of mahmoud-kwh, 120 kWh × $0.3 + a $10 fee
 * = $46, nothing paid, December by the 25th rule; override what the test is about.
 */
type KwhInvoice = components['schemas']['KwhInvoiceResponse'];

export function kwhInvoice(overrides: Partial<KwhInvoice> = {}): KwhInvoice {
  return {
    companyInfo: {
      name: 'مولد الحي',
      registrationNumber: '123',
      phone: '01 111111',
      phone2: '',
      lookupNote: '',
      address: '',
      email: '',
      printOfficialTariffLine: false,
    },
    invoiceDate: '2026-11-23',
    officialTariffLine: null,
    ampere: 5,
    pricePerKwh: 0.3,
    statement: statementFixture({
      id: 'kwh-1000',
      system: 'mahmoud-kwh',
      tariff: 'metered-per-kwh',
      box: '5',
      address: null,
      monthLabel: 'كانون الأول 2026',
      month: '2026-12',
      lines: [
        {
          kind: 'energy',
          quantity: 120,
          unit: 'ك.و.س',
          unitPrice: 0.3,
          unitPriceCurrency: 'USD',
          amount: 36,
          amountLbp: 3_222_000,
        },
        {
          kind: 'subscription-fee',
          quantity: null,
          unit: null,
          unitPrice: 10,
          unitPriceCurrency: 'USD',
          amount: 10,
          amountLbp: 895_000,
        },
      ],
      readings: { previous: 1000, current: 1120, consumption: 120, estimated: false },
      base: 41.44,
      vat: 4.56,
      total: 46,
      amountPaid: 0,
      totalDue: 46,
      paymentStatus: 'unpaid',
      lbp: {
        base: 3_709_009,
        vat: 407_991,
        total: 4_117_000,
        previousBalance: 0,
        amountPaid: 0,
        totalDue: 4_117_000,
        exact: false,
        rate: 89_500,
      },
    }),
    ...overrides,
  };
}
