import { InvalidInputError } from '../errors/invalid-input.error';

/** The customer populations; also the words in the API paths (/api/mahmoud-kwh-customers...). */
export type BillingSystemId = 'ampere' | 'kwh' | 'mahmoud-kwh' | 'baydawi-kwh';

/** Flat price per subscribed ampere, or metered consumption times a price per kWh. */
export type TariffKind = 'flat-per-ampere' | 'metered-per-kwh';

/**
 * One customer population (ARCHITECTURE: batches, undo, archive, import, paste, search, sort,
 * month close and printing are written once and parameterised by the system).
 */
export class BillingSystem {
  private constructor(
    readonly id: BillingSystemId,
    readonly tariff: TariffKind,
    readonly arabicName: string,
  ) {
    Object.freeze(this);
  }

  static readonly ampere = new BillingSystem('ampere', 'flat-per-ampere', 'اشتراكات الأمبير');
  static readonly kwh = new BillingSystem('kwh', 'metered-per-kwh', 'عدادات الكيلوواط');
  static readonly mahmoudKwh = new BillingSystem('mahmoud-kwh', 'metered-per-kwh', 'كيلوواط محمود');
  static readonly baydawiKwh = new BillingSystem('baydawi-kwh', 'metered-per-kwh', 'كيلوواط البيضاوي');

  static parse(id: string): BillingSystem {
    const system = BILLING_SYSTEMS.find((candidate) => candidate.id === id);
    if (!system) throw new InvalidInputError(`نظام الفوترة غير معروف: ${id}`, 'UNKNOWN_BILLING_SYSTEM');
    return system;
  }

  isMetered(): boolean {
    return this.tariff === 'metered-per-kwh';
  }

  toString(): BillingSystemId {
    return this.id;
  }
}

export const BILLING_SYSTEMS: readonly BillingSystem[] = Object.freeze([
  BillingSystem.ampere,
  BillingSystem.kwh,
  BillingSystem.mahmoudKwh,
  BillingSystem.baydawiKwh,
]);

export const BILLING_SYSTEM_IDS: readonly BillingSystemId[] = Object.freeze(BILLING_SYSTEMS.map((s) => s.id));
