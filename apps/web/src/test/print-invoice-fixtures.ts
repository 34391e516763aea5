import type { PrintInvoiceResponse } from '../lib/print/print-invoices';
import { statementFixture } from './statement-fixtures';

/**
 * One invoice of POST /api/print-invoices as the server answers it: a metered customer, 150.5 kWh at
 * $0.4022 and a $5 fee, $20 paid; override what the test is about.
 */
export function printInvoiceFixture(overrides: Partial<PrintInvoiceResponse> = {}): PrintInvoiceResponse {
  const id = overrides.id ?? 'c0a8012e-0000-4000-8000-000000000001';
  const customerNumber = overrides.customerNumber ?? 1042;
  return {
    id,
    system: 'mahmoud-kwh',
    invoiceNumber: `INV-${customerNumber}-2026`,
    monthLabel: 'تشرين الثاني 2026',
    customerNumber,
    name: 'يوسف',
    box: '17',
    address: 'الجبل',
    lineItem: {
      quantity: 150.5,
      unit: 'ك.و.س',
      price: 0.4022,
      priceCurrency: 'USD',
      amount: 75.25,
      amountLbp: 6_734_875,
    },
    otherLines: [{ label: 'رسم الاشتراك', value: '$5.00' }],
    baseAmount: 72.3,
    vatAmount: 7.95,
    vatRatePercent: 11,
    total: 80.25,
    arrears: 0,
    previousBalance: 0,
    amountPaid: 20,
    remainingAmount: 60.25,
    totalDue: 60.25,
    isPaid: false,
    lbp: { total: 7_182_375, vat: 711_722, rate: 89_500, totalDue: 5_392_375 },
    company: {
      name: 'مولد النور',
      registrationNumber: 'REG-7781',
      phone: '01',
      phone2: '03',
      lookupNote: 'استعلم',
    },
    statement: statementFixture({ id, customerNumber }),
    ...overrides,
  };
}
