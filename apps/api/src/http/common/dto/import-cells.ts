import type { ImportColumn } from '@kahraba/billing-domain';
import type { ImportCell } from './import-rows.validator';

/** Every cell a bulk import row may hold, whatever its system: its longest text and Arabic refusal. */
const IMPORT_CELLS: Readonly<Record<string, ImportCell>> = {
  name: { maxLength: 200, message: 'الاسم غير صالح' },
  box: { maxLength: 50, message: 'رقم العلبة غير صالح' },
  address: { maxLength: 500, message: 'العنوان غير صالح' },
  ampere: { maxLength: 50, message: 'قيمة الأمبير غير صالحة' },
  amperePrice: { maxLength: 50, message: 'السعر غير صالح' },
  previousKwh: { maxLength: 50, message: 'القراءة السابقة غير صالحة' },
  currentKwh: { maxLength: 50, message: 'القراءة الحالية غير صالحة' },
  pricePerKwh: { maxLength: 50, message: 'سعر الكيلوواط غير صالح' },
  insurance: { maxLength: 50, message: 'التأمين غير صالح' },
  amountPaid: { maxLength: 50, message: 'المبلغ المدفوع غير صالح' },
  phone: { maxLength: 50, message: 'رقم الهاتف غير صالح' },
  customerNumber: { maxLength: 50, message: 'رقم العميل غير صالح' },
  zone: { maxLength: 40, message: 'المنطقة غير صالحة' },
};

/** The cells of one tariff's import sheet (docs/customer-imports.md), for ImportRecordsList. */
export function importCellsOf(columns: readonly ImportColumn[]): Readonly<Record<string, ImportCell>> {
  return Object.fromEntries(columns.map(({ key }) => [key, IMPORT_CELLS[key]!]));
}
