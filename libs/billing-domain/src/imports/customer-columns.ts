import { INVALID_PHONE_MESSAGE } from '../customer/phone';
import type { ImportColumn } from './tabular-import';

/*
 * The columns every customer sheet shares, whatever its tariff, with what a
 * header row may call them (docs/customer-imports.md): the Arabic name first, then the other
 * spellings operators use, then English. Each system's sheet puts them in its spec's order.
 */

export const NAME_COLUMN = {
  key: 'name',
  kind: 'text',
  invalidReason: 'الاسم مطلوب',
  headers: ['الاسم', 'اسم', 'اسم العميل', 'اسم المشترك', 'العميل', 'المشترك', 'customer', 'customer name'],
} as const satisfies ImportColumn;

export const BOX_COLUMN = {
  key: 'box',
  kind: 'optional-text',
  headers: ['العلبة', 'علبة', 'رقم العلبة', 'box number'],
} as const satisfies ImportColumn;

export const ADDRESS_COLUMN = {
  key: 'address',
  kind: 'optional-text',
  headers: ['العنوان', 'عنوان'],
} as const satisfies ImportColumn;

export const AMPERE_COLUMN = {
  key: 'ampere',
  kind: 'quantity',
  invalidReason: 'قيمة الأمبير غير صالحة',
  headers: ['الأمبير', 'أمبير', 'قيمة الأمبير', 'الأمبيرات', 'amperes', 'amps'],
} as const satisfies ImportColumn;

export const AMOUNT_PAID_COLUMN = {
  key: 'amountPaid',
  kind: 'optional-money',
  invalidReason: 'المبلغ المدفوع غير صالح',
  headers: ['المدفوع', 'المبلغ المدفوع', 'مدفوع', 'paid', 'amount paid'],
} as const satisfies ImportColumn;

/** Read by the one phone reader (Arabic-Indic digits, spaces, +961…); found only by its header. */
export const PHONE_COLUMN = {
  key: 'phone',
  kind: 'optional-phone',
  invalidReason: INVALID_PHONE_MESSAGE,
  headers: [
    'الهاتف',
    'هاتف',
    'رقم الهاتف',
    'الجوال',
    'جوال',
    'رقم الجوال',
    'الموبايل',
    'موبايل',
    'الخلوي',
    'خلوي',
    'التلفون',
    'تلفون',
    'رقم التلفون',
    'phone number',
    'mobile',
    'tel',
    'telephone',
  ],
  namedOnly: true,
} as const satisfies ImportColumn;

/** Found only by its header; it tells repeated rows apart, it does not choose the customer updated. */
export const CUSTOMER_NUMBER_COLUMN = {
  key: 'customerNumber',
  kind: 'optional-customer-number',
  invalidReason: 'رقم العميل غير صالح',
  headers: ['رقم العميل', 'رقم المشترك', 'customer number', 'customer no'],
  namedOnly: true,
} as const satisfies ImportColumn;
