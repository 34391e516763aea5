import type { BillingSystemId } from '@kahraba/billing-domain';
import type { TableChecksums } from './table-checksums';

/** Every billing system the simulator walks: the flat one and the three metered groups. */
export const SIMULATED_SYSTEMS = ['ampere', 'mahmoud-kwh', 'baydawi-kwh', 'kwh'] as const;
export type SimulatedSystem = (typeof SIMULATED_SYSTEMS)[number];
export const METERED_SYSTEMS = ['mahmoud-kwh', 'baydawi-kwh', 'kwh'] as const;
export type MeteredSystem = (typeof METERED_SYSTEMS)[number];

export function isMetered(system: SimulatedSystem): system is MeteredSystem {
  return system !== 'ampere';
}

/**
 * What the simulator knows of a meter this month (docs/simulator.md, kWh): the reading the month
 * started from, the latest reading taken, and the kWh a sheet shift carried into arrears. A replaced
 * meter adds what the old one counted after the start to what the new one counts after it was fitted.
 */
export interface MeterModel {
  /** The reading the live month counts from (the previous reading when the month began). */
  monthStart: number;
  /** The latest reading on file this month (an estimate included), or null when not read yet. */
  latest: number | null;
  /** The latest reading is an estimate (the meter could not be read). */
  estimated: boolean;
  /** The meter was replaced this month: the old meter's final reading and the new one's start. */
  replaced: { finalReading: number; newStartReading: number } | null;
  /** kWh of this month a readings sheet shifted out of the month and carried into arrears. */
  carriedKwh: number;
  /**
   * The model knows where the month started (false after an undo it could not follow, or a restore
   * into a later month; true again from the next close).
   */
  tracked: boolean;
}

/** A meter at the start of a month, not read yet. */
export function meterStartingAt(reading: number): MeterModel {
  return {
    monthStart: reading,
    latest: null,
    estimated: false,
    replaced: null,
    carriedKwh: 0,
    tracked: true,
  };
}

/** The meter was read this month (an estimate does not count: an actual reading replaces it). */
export function readThisMonth(meter: MeterModel | undefined): boolean {
  return meter !== undefined && meter.latest !== null && !meter.estimated;
}

/**
 * The reading a new one counts from, as the reader's phone shows it
 * (docs/business-rules.md#the-reading-round-and-estimates).
 */
export function readingFollowed(meter: MeterModel): number {
  return readThisMonth(meter) ? meter.latest! : meter.monthStart;
}

/** What the meter (and a replaced one) counted since the month's start. */
export function countedKwh(meter: MeterModel): number {
  if (meter.latest === null) return 0;
  const counted =
    meter.replaced === null
      ? meter.latest - meter.monthStart
      : meter.replaced.finalReading - meter.monthStart + meter.latest - meter.replaced.newStartReading;
  return Math.round(counted * 1000) / 1000;
}

/** A live customer as the simulator tracks it. */
export interface CustomerModel {
  id: string;
  customerNumber: number;
  name: string;
  box: string;
  /** Metered groups only. */
  meter?: MeterModel;
  /** Cut off (docs/cut-off.md): its months bill nothing until it is reconnected. */
  cutOff?: boolean;
}

/** A customer deleted into its system's archive, restorable. */
interface ArchivedCustomerModel {
  archivedId: string;
  /** The customer as it was when deleted. */
  customer: CustomerModel;
  /** The live month it was deleted in. */
  deletedIn: string;
}

export interface SystemModel {
  liveMonth: string;
  customers: CustomerModel[];
  archived: ArchivedCustomerModel[];
  /**
   * The customers of each manual archive of the whole table (newest last), and the month it was made
   * in; absent in a model that never archived by hand (the demo's story).
   */
  manualArchives?: { customers: CustomerModel[]; month: string }[];
}

/** A payment the simulator recorded: what it settles, and whether it still stands. */
export interface PaymentModel {
  id: string;
  system: SimulatedSystem;
  customerId: string;
  /** The month it was recorded in (a void is refused for a closed month's payment). */
  month: string;
  /** USD it settles, in cents, as the ledger answered. */
  cents: number;
  clientId: string | null;
  /** What the phone sent, for a replay with the same client id. */
  body: Record<string, unknown>;
  takerEmail: string;
  voided: boolean;
}

/**
 * The checksums of every table before a batch (an import, a paste, a price or rate change, a
 * readings sheet), for the undo invariant: an undo right after it must bring them back.
 */
export interface UndoableChange {
  /** The systems whose undo takes it back (a rate change is recorded in every metered group). */
  systems: readonly BillingSystemId[];
  tablesBefore: TableChecksums;
  /** The model before the batch (its customers and payments), which the undo brings back. */
  modelBefore: Pick<SimulationModel, 'systems' | 'payments'>;
  what: string;
}

/**
 * The simulator's picture of the business (fast-check's model): enough to choose a sensible next
 * step and to know what the real application must show after it.
 */
export interface SimulationModel {
  /** The business clock, an ISO instant; it only moves forward. */
  now: string;
  systems: Record<SimulatedSystem, SystemModel>;
  payments: PaymentModel[];
  /** Registrations from the public page waiting for review, by id; absent: none (the demo's story). */
  pendingRegistrations?: string[];
  /**
   * The batches an undo would take back now with nothing written since (newest last); any other
   * change empties it, since an undo then no longer restores the state before the batch.
   */
  undoable: UndoableChange[];
  /** Numbers that keep names, boxes and client ids unique within a sequence. */
  counter: number;
}

/** The live customer `pick` points to (picks wrap around), or undefined when the system has none. */
export function customerAt(model: Readonly<SimulationModel>, system: SimulatedSystem, pick: number) {
  const { customers } = model.systems[system];
  return customers.length === 0 ? undefined : customers[pick % customers.length];
}

/** The next number of the sequence, for names and client ids no earlier step used. */
export function nextNumber(model: SimulationModel): number {
  model.counter += 1;
  return model.counter;
}
