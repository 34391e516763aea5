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
    cutOff: null,
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
  printOfficialTariffLine: false,
};

/** An ampere invoice as the API sends it: the spec's fields read from its statement; override the
 * statement's figures under `statement`. */
export function ampereInvoice(
  overrides: Partial<Omit<AmpereInvoice, 'statement'>> & {
    statement?: Partial<AmpereInvoice['statement']>;
  } = {},
): AmpereInvoice {
  const customerNumber = overrides.customerNumber ?? 1000;
  const statement = statementFixture({ customerNumber, ...overrides.statement });
  return {
    id: `rec-${customerNumber}`,
    companyInfo,
    invoiceNumber: statement.invoiceNumber,
    invoiceDate: '2026-11-01',
    customerNumber,
    name: statement.name,
    box: statement.box,
    address: statement.address,
    ampere: 10,
    amperePrice: 15,
    amount: statement.total,
    amountPaid: statement.amountPaid,
    remainingAmount: statement.totalDue,
    ...overrides,
    statement,
  };
}
