import fc from 'fast-check';
import { backupRestoresEveryTable } from './invariants/backup-restores-every-table.invariant';
import { closeCarriesBalancesAsArrears } from './invariants/close-carries-balances.invariant';
import { amountsDueAddUp } from './invariants/amounts-due-add-up.invariant';
import { dashboardAddsUpStatements } from './invariants/dashboard-adds-up-statements.invariant';
import { everyKwhBilledOnce } from './invariants/every-kwh-billed-once.invariant';
import { handoversAgreeWithTheLedger } from './invariants/handovers-agree-with-the-ledger.invariant';
import { generatorEconomicsAgreeWithTheLedger } from './invariants/generator-economics-agree.invariant';
import { remindersOnlyToDebtorsWithAPhone } from './invariants/reminders-only-to-debtors.invariant';
import { everyWriteLeavesItsAudit } from './invariants/every-write-audited.invariant';
import { poundsAtTheStatedRate } from './invariants/pounds-at-the-stated-rate.invariant';
import { readingsNeverLowerTheBill } from './invariants/readings-never-lower-the-bill.invariant';
import { refusalsAreArabicDomainErrors } from './invariants/refusals-are-arabic.invariant';
import { refusalsOnlyWhereExpected } from './invariants/refusals-only-where-expected.invariant';
import { refusalsWriteNothing } from './invariants/refusals-write-nothing.invariant';
import { surfacesAgree } from './invariants/surfaces-agree.invariant';
import { undoRestoresEveryTable } from './invariants/undo-restores-every-table.invariant';
import { anyNewCustomer } from './operations/add-customer.operation';
import { anyBackup } from './operations/back-up-and-restore.operation';
import { anyManualArchive } from './operations/archive-live-customers.operation';
import { anyExchangeRateChange } from './operations/change-exchange-rate.operation';
import { anyOfficialTariffApplied } from './operations/apply-official-tariff.operation';
import { anyPriceChange } from './operations/change-prices.operation';
import { anyMonthClose } from './operations/close-month.operation';
import { anyDeletion } from './operations/delete-customer.operation';
import { anyCustomerEdit } from './operations/edit-customer.operation';
import { anyHandover } from './operations/hand-over.operation';
import { anyCutOffOrReconnect } from './operations/cut-off-or-reconnect.operation';
import { anyCustomerImport } from './operations/import-customers.operation';
import { anyColumnPaste } from './operations/paste-column.operation';
import { anyReadingsSheet, anyReadingsSheetAgain } from './operations/import-readings-sheet.operation';
import { anySecondMeterReading } from './operations/read-meter-again.operation';
import { anyMeterReading } from './operations/read-meter.operation';
import { anyMarkAllUnpaid } from './operations/mark-all-unpaid.operation';
import { anyPaidMark } from './operations/mark-paid.operation';
import { anyPayment } from './operations/record-payment.operation';
import { anyRegistration } from './operations/register-customer.operation';
import { anyOfflineReplay } from './operations/replay-offline-payment.operation';
import { anyRestore } from './operations/restore-customer.operation';
import { anyManualArchiveRestore } from './operations/restore-manual-archive.operation';
import { anyRegistrationReview } from './operations/review-registration.operation';
import { anyUndo } from './operations/undo-last-batch.operation';
import { anyVoid } from './operations/void-payment.operation';
import { anyGeneratorCosts } from './operations/record-generator-costs.operation';
import { anyReminderRun } from './operations/remind-debtors.operation';
import type { Invariant, SimulationStep } from './simulation-step';

/**
 * One kind of step and how often, relative to the others, the office does it (a slow one may be
 * rarer than 1, down to a hundredth).
 */
export interface Operation {
  arbitrary: fc.Arbitrary<SimulationStep>;
  weight: number;
}

/** fast-check weighs in whole numbers: weights are counted in hundredths. */
const WEIGHT_SCALE = 100;

/**
 * Everything the simulated office does (docs/simulator.md: one file per operation under
 * operations/; add yours here with a weight).
 */
export const OPERATIONS: readonly Operation[] = [
  { arbitrary: anyNewCustomer, weight: 2 },
  { arbitrary: anyCustomerEdit, weight: 2 },
  { arbitrary: anyCustomerImport, weight: 1 },
  { arbitrary: anyColumnPaste, weight: 1 },
  { arbitrary: anyDeletion, weight: 1 },
  { arbitrary: anyRestore, weight: 2 },
  { arbitrary: anyManualArchive, weight: 1 },
  { arbitrary: anyManualArchiveRestore, weight: 2 },
  { arbitrary: anyRegistration, weight: 1 },
  { arbitrary: anyRegistrationReview, weight: 1 },
  { arbitrary: anyPayment, weight: 5 },
  { arbitrary: anyVoid, weight: 1 },
  // docs/handover.md: a collector's day counted, with some difference
  { arbitrary: anyHandover, weight: 1 },
  { arbitrary: anyPaidMark, weight: 1 },
  { arbitrary: anyMarkAllUnpaid, weight: 1 },
  { arbitrary: anyOfflineReplay, weight: 1 },
  { arbitrary: anyMeterReading, weight: 5 },
  { arbitrary: anyReadingsSheet, weight: 2 },
  // A meter read a second time in a month (docs/simulator.md, "Second readings").
  { arbitrary: anySecondMeterReading, weight: 2 },
  { arbitrary: anyReadingsSheetAgain, weight: 1 },
  { arbitrary: anyPriceChange, weight: 1 },
  { arbitrary: anyExchangeRateChange, weight: 1 },
  // docs/official-tariff.md: the ministry's tariff entered and made the prices
  { arbitrary: anyOfficialTariffApplied, weight: 1 },
  { arbitrary: anyUndo, weight: 2 },
  { arbitrary: anyMonthClose, weight: 2 },
  // docs/cut-off.md: cut off, or reconnected with a fee.
  { arbitrary: anyCutOffOrReconnect, weight: 1 },
  // docs/debtors.md: a reminder run, some of its links opened.
  { arbitrary: anyReminderRun, weight: 1 },
  // docs/generator-economics.md: a line of the generator's log, or a sheet imported and taken back.
  { arbitrary: anyGeneratorCosts, weight: 1 },
  // Three copies of the database, about 2 s (docs/simulator.md): about one sequence in forty.
  { arbitrary: anyBackup, weight: 0.05 },
];

/**
 * The rules checked after every step (docs/simulator.md: one file per invariant under invariants/;
 * add yours here).
 */
export const INVARIANTS: readonly Invariant[] = [
  refusalsAreArabicDomainErrors,
  refusalsWriteNothing,
  refusalsOnlyWhereExpected,
  amountsDueAddUp,
  poundsAtTheStatedRate,
  dashboardAddsUpStatements,
  undoRestoresEveryTable,
  closeCarriesBalancesAsArrears,
  everyKwhBilledOnce,
  readingsNeverLowerTheBill,
  backupRestoresEveryTable,
  surfacesAgree,
  handoversAgreeWithTheLedger,
  remindersOnlyToDebtorsWithAPhone,
  generatorEconomicsAgreeWithTheLedger,
  everyWriteLeavesItsAudit,
];

/** The steps of one sequence: any of the operations, as often as their weights say. */
export function anySequence(operations: readonly Operation[], maxSteps: number) {
  const weighed = operations.map(({ arbitrary, weight }) => ({
    arbitrary,
    weight: Math.round(weight * WEIGHT_SCALE),
  }));
  return fc.commands([fc.oneof(...weighed)], {
    maxCommands: maxSteps,
    size: 'max',
  });
}
