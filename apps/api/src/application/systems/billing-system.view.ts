import type { BillingSystem } from '@kahraba/billing-domain';

/** One billing system as the home screens and the system pages know it. */
export type BillingSystemView = Pick<
  BillingSystem,
  'id' | 'tariff' | 'arabicName' | 'displayOrder' | 'updatesGroup'
>;
