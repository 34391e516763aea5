import type { Payment } from '../types/payments';

/** A payment as the ledger's API answers it (CONTRACT-11 PaymentResponse); override what the test is about. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    receiptNumber: 'R-2026-000123',
    system: 'ampere',
    recordId: 'rec-1000',
    customerNumber: 1000,
    customerName: 'محمد علي',
    box: '5',
    customerPhone: '+96171123456',
    billingMonth: '2026-11',
    billingMonthLabel: 'تشرين الثاني 2026',
    // received on 24 November, the invoice was for November
    invoiceMonth: '2026-11',
    invoiceMonthLabel: 'تشرين الثاني 2026',
    invoiceNumber: 'INV-1000-2026',
    amount: 25,
    currency: 'USD',
    amountLbp: 2237500,
    exchangeRate: 89500,
    method: 'cash',
    note: null,
    source: 'collection',
    receivedAt: '2026-11-24T12:05:00.000Z',
    receivedBy: 'ahmad@example.com',
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
    ...overrides,
  };
}
