import type { BillingSystem } from '../lib/billing-systems';

/** `GET /api/billing-systems` as seeded, plus a fourth metered group added as data. */
export const billingSystems: BillingSystem[] = [
  {
    id: 'ampere',
    tariff: 'flat-per-ampere',
    arabicName: 'اشتراكات الأمبير',
    displayOrder: 0,
    updatesGroup: 'ampere',
  },
  {
    id: 'baydawi-kwh',
    tariff: 'metered-per-kwh',
    arabicName: 'كيلوواط البيضاوي',
    displayOrder: 3,
    updatesGroup: 'baydawi',
  },
  {
    id: 'kwh',
    tariff: 'metered-per-kwh',
    arabicName: 'عدادات الكيلوواط',
    displayOrder: 1,
    updatesGroup: 'kwh',
  },
  {
    id: 'mahmoud-kwh',
    tariff: 'metered-per-kwh',
    arabicName: 'كيلوواط محمود',
    displayOrder: 2,
    updatesGroup: 'mahmoud',
  },
  {
    id: 'test-kwh',
    tariff: 'metered-per-kwh',
    arabicName: 'مجموعة تجريبية',
    displayOrder: 9,
    updatesGroup: 'test',
  },
];
