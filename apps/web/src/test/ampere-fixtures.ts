import type { AmpereInvoice, AmpereRecord, ArchivedAmpereRecord } from '../types/ampere';
import { statementFixture } from './statement-fixtures';

/** A live ampere record as the API sends it; override what the test is about. */
export function ampereRecord(overrides: Partial<AmpereRecord> = {}): AmpereRecord {
  const customerNumber = overrides.customerNumber ?? 1000;
  return {
    id: `rec-${customerNumber}`,
    customerNumber,
    name: 'محمد علي',
    box: '5',
    ampere: 3,
    address: 'الشارع العام',
    amperePrice: 15,
    priceIsCustom: false,
    amount: 45,
    arrears: 0,
    amountPaid: 0,
    outstandingBalance: 45,
    isPaid: false,
    isDeleted: false,
    invoiceDate: '2026-11-01',
    dueDate: null,
    month: '2026-11',
    batchId: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    deletedAt: null,
    phone: null,
    ...overrides,
  };
}

export function archivedRecord(overrides: Partial<ArchivedAmpereRecord> = {}): ArchivedAmpereRecord {
  const record = ampereRecord(overrides);
  return {
    ...record,
    id: `arch-${record.customerNumber}`,
    originalId: record.id,
    originalCreatedAt: record.createdAt,
    deletionReason: 'manual_delete',
    isDeleted: true,
    deletedAt: '2026-11-20T10:30:00.000Z',
    ...overrides,
  };
}

export const companyInfo = {
  name: 'مولد كهرباء الحي',
  address: 'بيروت',
  phone: '01 234 567',
  phone2: '03 456 789',
  email: 'info@example.com',
  registrationNumber: '12345',
  lookupNote: 'يمكنكم الاستعلام عن فاتورتكم عبر الموقع باستخدام رقم الفاتورة والاسم',
};

export function ampereInvoice(overrides: Partial<AmpereInvoice> = {}): AmpereInvoice {
  const customerNumber = overrides.customerNumber ?? 1000;
  return {
    id: `rec-${customerNumber}`,
    companyInfo,
    invoiceNumber: `INV-${customerNumber}-2026`,
    shortInvoiceNumber: `INV-${customerNumber}`,
    invoiceDate: '2026-11-01',
    invoiceMonth: '2026-11',
    invoiceMonthLabel: 'تشرين الثاني 2026',
    customerNumber,
    name: 'محمد علي',
    box: '5',
    address: 'الشارع العام',
    ampere: 10,
    amperePrice: 15,
    amount: 150,
    baseAmount: 135.14,
    vatAmount: 14.86,
    vatRatePercent: 11,
    previousBalance: 0,
    amountPaid: 20,
    remainingAmount: 130,
    totalDue: 130,
    isPaid: false,
    // 150 × 89,500; VAT = 13,425,000 − round(13,425,000 / 1.11)
    totalLbp: 13_425_000,
    vatLbp: 1_330_405,
    exchangeRate: 89_500,
    // $130 due at 89,500
    totalDueLbp: 11_635_000,
    phone: null,
    statement: statementFixture({ customerNumber }),
    ...overrides,
  };
}
