import { InvalidInputError } from '../errors/invalid-input.error';
import { UnknownBillingSystemError } from '../errors/not-found.error';

/**
 * A billing system's id, also the word in its API paths (/api/mahmoud-kwh-customers...). Systems are
 * data (a `billing_systems` row), so any id of this shape may exist: lower-case words joined by '-'.
 */
export type BillingSystemId = string;

const ID_SHAPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const UPDATES_GROUP_SHAPE = /^[a-z][a-z0-9]*$/;

/** Whether `text` has the shape of a billing system id (safe to name in SQL as a literal). */
export function isBillingSystemId(text: string): boolean {
  return ID_SHAPE.test(text);
}

/** Flat price per subscribed ampere, or metered consumption times a price per kWh. */
export type TariffKind = 'flat-per-ampere' | 'metered-per-kwh';

const TARIFFS: readonly TariffKind[] = ['flat-per-ampere', 'metered-per-kwh'];

/** A `billing_systems` row, as read. */
export interface BillingSystemRow {
  id: string;
  tariff: string;
  arabicName: string;
  displayOrder: number;
  updatesGroup: string;
}

/**
 * One customer population (ARCHITECTURE: batches, undo, archive, import, paste, search, sort,
 * month close and printing are written once and parameterised by the system).
 */
export class BillingSystem {
  private constructor(
    readonly id: BillingSystemId,
    readonly tariff: TariffKind,
    readonly arabicName: string,
    readonly displayOrder: number,
    /** The word of its live-update stream: /api/sse/{updatesGroup}-updates. */
    readonly updatesGroup: string,
  ) {
    Object.freeze(this);
  }

  /** A system from its stored row; a row that could not name a system is refused. */
  static of(row: BillingSystemRow): BillingSystem {
    if (!isBillingSystemId(row.id))
      throw new InvalidInputError(`معرّف نظام الفوترة غير صالح: ${row.id}`, 'INVALID_BILLING_SYSTEM');
    if (!TARIFFS.includes(row.tariff as TariffKind)) {
      throw new InvalidInputError(`نوع التعرفة غير معروف: ${row.tariff}`, 'INVALID_BILLING_SYSTEM');
    }
    const arabicName = row.arabicName.trim();
    if (arabicName === '') throw new InvalidInputError('اسم نظام الفوترة مطلوب', 'INVALID_BILLING_SYSTEM');
    if (!Number.isInteger(row.displayOrder)) {
      throw new InvalidInputError('ترتيب العرض يجب أن يكون عدداً صحيحاً', 'INVALID_BILLING_SYSTEM');
    }
    if (!UPDATES_GROUP_SHAPE.test(row.updatesGroup)) {
      throw new InvalidInputError(
        `اسم مجموعة التحديثات غير صالح: ${row.updatesGroup}`,
        'INVALID_BILLING_SYSTEM',
      );
    }
    return new BillingSystem(
      row.id,
      row.tariff as TariffKind,
      arabicName,
      row.displayOrder,
      row.updatesGroup,
    );
  }

  static readonly ampere = BillingSystem.of({
    id: 'ampere',
    tariff: 'flat-per-ampere',
    arabicName: 'اشتراكات الأمبير',
    displayOrder: 0,
    updatesGroup: 'ampere',
  });
  static readonly kwh = BillingSystem.of({
    id: 'kwh',
    tariff: 'metered-per-kwh',
    arabicName: 'عدادات الكيلوواط',
    displayOrder: 1,
    updatesGroup: 'kwh',
  });
  static readonly mahmoudKwh = BillingSystem.of({
    id: 'mahmoud-kwh',
    tariff: 'metered-per-kwh',
    arabicName: 'كيلوواط محمود',
    displayOrder: 2,
    updatesGroup: 'mahmoud',
  });
  static readonly baydawiKwh = BillingSystem.of({
    id: 'baydawi-kwh',
    tariff: 'metered-per-kwh',
    arabicName: 'كيلوواط البيضاوي',
    displayOrder: 3,
    updatesGroup: 'baydawi',
  });

  /** One of the seeded systems, for code that names them; others come from the catalog. */
  static parse(id: string): BillingSystem {
    const system = BILLING_SYSTEMS.find((candidate) => candidate.id === id);
    if (!system) throw new UnknownBillingSystemError();
    return system;
  }

  isMetered(): boolean {
    return this.tariff === 'metered-per-kwh';
  }

  toString(): BillingSystemId {
    return this.id;
  }
}

/** The seeded systems (migration 20261126), in display order. */
export const BILLING_SYSTEMS: readonly BillingSystem[] = Object.freeze([
  BillingSystem.ampere,
  BillingSystem.kwh,
  BillingSystem.mahmoudKwh,
  BillingSystem.baydawiKwh,
]);

export const BILLING_SYSTEM_IDS: readonly BillingSystemId[] = Object.freeze(BILLING_SYSTEMS.map((s) => s.id));
