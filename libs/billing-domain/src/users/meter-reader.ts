import { InvalidInputError } from '../errors/invalid-input.error';
import type { UserRole } from './user-role';

/**
 * docs/meter-reader.md: an administrator lets a collector walk the reading round too, without giving
 * them the office (imports, deletes, undo, month close). Administrators and operators read meters
 * already, so the permission is a collector's only; an account that stops being a collector loses it.
 */
export interface MeterReaderAccess {
  readonly role: UserRole;
  /** Ticked by an administrator; only ever true for a collector. */
  readonly meterReader: boolean;
}

/** Whether this person may list the round and record readings. */
export function mayReadMeters(user: MeterReaderAccess): boolean {
  return user.role !== 'collector' || user.meterReader;
}

/** The permission as a form, the API or the terminal asks it for an account of `role`: absent is off. */
export function readMeterReader(role: UserRole, asked: unknown): boolean {
  if (asked === undefined) return false;
  if (typeof asked !== 'boolean') {
    throw new InvalidInputError('صلاحية قراءة العدادات يجب أن تكون true أو false', 'INVALID_METER_READER');
  }
  if (asked && role !== 'collector') {
    throw new InvalidInputError(
      'صلاحية قراءة العدادات تُعطى للمحصّل فقط: المدير والمشغّل يقرآن العدادات أصلاً',
      'METER_READER_FOR_COLLECTORS',
    );
  }
  return asked;
}
