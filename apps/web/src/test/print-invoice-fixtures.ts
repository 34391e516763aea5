import type { PrintInvoiceResponse } from '../lib/print/print-invoices';
import { statementFixture, type StatementFixture } from './statement-fixtures';

/**
 * One invoice of POST /api/print-invoices as the server answers it: a metered customer, 150.5 kWh at
 * $0.4022 and a $5 fee, $20 paid; override the statement's figures (or give a whole `statement`) and
 * what paper adds (`otherLines`, `company`).
 */
export function printInvoiceFixture({
  statement,
  otherLines = [{ label: 'رسم الاشتراك', value: '$5.00' }],
  company = {
    name: 'مولد النور',
    registrationNumber: 'REG-7781',
    phone: '01',
    phone2: '03',
    lookupNote: 'استعلم',
  },
  officialTariffLine = null,
  ...figures
}: Partial<StatementFixture> & Partial<PrintInvoiceResponse> = {}): PrintInvoiceResponse {
  const customerNumber = figures.customerNumber ?? statement?.customerNumber ?? 1042;
  return {
    otherLines,
    company,
    officialTariffLine,
    statement: {
      ...(statement ?? meteredStatement(customerNumber)),
      ...figures,
    },
  };
}

function meteredStatement(customerNumber: number): StatementFixture {
  return statementFixture({
    id: 'c0a8012e-0000-4000-8000-000000000001',
    system: 'mahmoud-kwh',
    tariff: 'metered-per-kwh',
    customerNumber,
    name: 'يوسف',
    box: '17',
    address: 'الجبل',
    monthLabel: 'تشرين الثاني 2026',
    lines: [
      {
        kind: 'energy',
        quantity: 150.5,
        unit: 'ك.و.س',
        unitPrice: 0.4022,
        unitPriceCurrency: 'USD',
        amount: 75.25,
        amountLbp: 6_734_875,
      },
      {
        kind: 'subscription-fee',
        quantity: null,
        unit: null,
        unitPrice: 5,
        unitPriceCurrency: 'USD',
        amount: 5,
        amountLbp: 447_500,
      },
    ],
    base: 72.3,
    vat: 7.95,
    vatRatePercent: 11,
    total: 80.25,
    previousBalance: 0,
    amountPaid: 20,
    totalDue: 60.25,
    isPaid: false,
    paymentStatus: 'partial',
    lbp: {
      base: 6_470_653,
      vat: 711_722,
      total: 7_182_375,
      previousBalance: 0,
      amountPaid: 1_790_000,
      totalDue: 5_392_375,
      exact: false,
      rate: 89_500,
    },
  });
}
