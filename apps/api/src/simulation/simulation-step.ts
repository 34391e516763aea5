import type fc from 'fast-check';
import { DomainError, type BillingSystemId, type GeneratorEconomics } from '@kahraba/billing-domain';
import type { StatementView } from '../application/statements/statement.view';
import type { SimulatedBusiness } from './simulated-business';
import { statementsOf } from './customer-statements';
import type { SimulatedSystem, SimulationModel, UndoableChange } from './simulation-model';
import { tablesChanged, type TableChecksums } from './table-checksums';

/** How a step ended: written, refused by a rule of the business, or something else thrown. */
type StepOutcome =
  { kind: 'done' } | { kind: 'refused'; error: DomainError } | { kind: 'crashed'; error: unknown };

/** One audit entry a step leaves: its action, in the acting user's name. */
export interface AuditedRow {
  action: string;
  actor: string;
}

/** The audit entry `action` in the name of `by` (a member of staff, or an actor as recorded). */
export function audited(action: string, by: string | { email: string }): AuditedRow {
  return { action, actor: typeof by === 'string' ? by : by.email };
}

/** What an operation tells the harness about what it wrote. */
export interface StepWrites {
  /**
   * The audit entries the step leaves, one per row (docs/simulator.md, "Every write audited"): none
   * when left out. A row missing, doubled or of another actor fails the step.
   */
  audited?: readonly AuditedRow[];
  /** The step was one undoable batch of these systems (an undo there takes it back whole). */
  batchOf?: readonly BillingSystemId[];
  /** The step was an undo of this system's last batch. */
  undid?: BillingSystemId;
  /** The step recorded readings: whose, what each customer owed just before (cents), and whether
   * the reading replaced an estimate of the month (which may lower the bill). */
  readings?: readonly {
    system: SimulatedSystem;
    customerId: string;
    dueBefore: number;
    afterEstimate: boolean;
  }[];
  /**
   * The step backed the business up and restored the backup into a scratch database: every table's
   * checksums there (the backup holds the business as the step before left it).
   */
  restored?: TableChecksums;
  /**
   * The step must leave the money as it was (a reminder run, docs/debtors.md): these systems' statements
   * just before it.
   */
  moneyKept?: { system: SimulatedSystem; statementsBefore: ReadonlyMap<string, StatementView> }[];
  /** The step started this reminder run (docs/debtors.md#reminders-in-one-pass). */
  reminderRun?: string;
  /**
   * The step imported a sheet of generator costs and took it back whole
   * (docs/generator-economics.md#importing-and-exporting): the month's economics just before.
   */
  costsKept?: GeneratorEconomics;
  /** The step closed a system's month: which month, and its statements just before. */
  closed?: { system: SimulatedSystem; month: string; statementsBefore: ReadonlyMap<string, StatementView> };
}

/** Everything an invariant may look at after a step. */
export interface StepContext {
  readonly step: SimulationStep;
  readonly outcome: StepOutcome;
  readonly writes: StepWrites;
  /** The model after the step (unchanged when the step was refused). */
  readonly model: Readonly<SimulationModel>;
  /** The batches an undo could take back before this step (newest last). */
  readonly undoableBefore: SimulationModel['undoable'];
  readonly business: SimulatedBusiness;
  readonly tablesBefore: TableChecksums;
  readonly tablesAfter: TableChecksums;
  /** The id of the last audit entry before the step (the entries after it are the step's). */
  readonly auditBefore: string;
  /**
   * No table changed: the business is as the last step left it, where every rule of its state was
   * checked already (only the clock moved on).
   */
  readonly wroteNothing: boolean;
  /** Every live customer's statement of a system after the step, by id (read once per step). */
  statements(system: SimulatedSystem): Promise<ReadonlyMap<string, StatementView>>;
}

/**
 * A rule that holds after every step (docs/simulator.md): a named function answering what it found
 * wrong, in plain English for a developer; nothing when all is well.
 */
export type Invariant = (step: StepContext) => Promise<string[]>;

/** The tally of a run, for the report. */
export interface SimulationTally {
  steps: number;
  invariantsChecked: number;
  /** Per operation: how many times it was written and refused. */
  operations: Map<string, { done: number; refused: number }>;
  /** Milliseconds spent per part of a step (the commands, the checksums, each invariant). */
  milliseconds: Map<string, number>;
}

/** fast-check's real system: the business, the rules to check, and what the last step left. */
export interface SimulationReal {
  readonly business: SimulatedBusiness;
  readonly invariants: readonly Invariant[];
  readonly tally: SimulationTally;
  /** Every table's checksum after the last step (before the next one). */
  tables: TableChecksums;
}

/** How far the business clock moves between two steps: office work takes a while. */
const MINUTES_BETWEEN_STEPS = 20;

/**
 * One thing an operator, a collector or the owner does (docs/simulator.md, "add an operation"):
 * `perform` sends the command the API and the CLI send and, once it is written, updates the model.
 * The harness moves the clock, classifies the outcome, checks every invariant and keeps the tally.
 */
export abstract class SimulationStep implements fc.AsyncCommand<SimulationModel, SimulationReal> {
  /** Whether the step makes sense on this model (fast-check skips it otherwise). */
  check(model: Readonly<SimulationModel>): boolean {
    void model;
    return true;
  }

  /**
   * Whether the rules may refuse this step on a model where `check` passed (nothing to undo, a sheet
   * whose every row is refused). Otherwise a refusal is a failure: the office could not do what it
   * had every right to.
   */
  mayBeRefused(): boolean {
    return false;
  }

  /** Sends the command; updates the model only after it was written. */
  protected abstract perform(model: SimulationModel, business: SimulatedBusiness): Promise<StepWrites | void>;

  /** Where the clock stands for this step (default: a little after the step before). */
  protected timeOf(model: Readonly<SimulationModel>): string {
    return new Date(Date.parse(model.now) + MINUTES_BETWEEN_STEPS * 60_000).toISOString();
  }

  abstract toString(): string;

  async run(model: SimulationModel, real: SimulationReal): Promise<void> {
    model.now = this.timeOf(model);
    real.business.setNow(model.now);
    const undoableBefore = [...model.undoable];
    const modelBefore = structuredClone({ systems: model.systems, payments: model.payments });
    let outcome: StepOutcome;
    let writes: StepWrites = {};
    const timed = timer(real.tally);
    const auditBefore = await real.business.lastAuditId();
    try {
      writes = (await timed('operations', () => this.perform(model, real.business))) ?? {};
      outcome = { kind: 'done' };
    } catch (error) {
      outcome = error instanceof DomainError ? { kind: 'refused', error } : { kind: 'crashed', error };
    }
    const tablesAfter = await timed('table checksums', () => real.business.tableChecksums());
    const context: StepContext = {
      step: this,
      outcome,
      writes,
      model,
      undoableBefore,
      business: real.business,
      tablesBefore: real.tables,
      tablesAfter,
      auditBefore,
      wroteNothing: tablesChanged(real.tables, tablesAfter).length === 0,
      statements: readOnce((system) => statementsOf(real.business, system)),
    };
    const failures: string[] = [];
    for (const invariant of real.invariants) {
      for (const failure of await timed(invariant.name, () => invariant(context)))
        failures.push(`${invariant.name}: ${failure}`);
      real.tally.invariantsChecked += 1;
    }
    model.undoable = undoableAfter(context, modelBefore);
    real.tables = tablesAfter;
    tallyStep(real.tally, this, outcome);
    if (failures.length > 0) throw new Error(`after ${this.toString()}:\n  - ${failures.join('\n  - ')}`);
  }
}

/** Runs a part of a run, adding its time to the tally's. */
export function timer(tally: SimulationTally) {
  return async <T>(part: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      tally.milliseconds.set(part, (tally.milliseconds.get(part) ?? 0) + performance.now() - start);
    }
  };
}

/** A read made at most once per system while one step's invariants are checked. */
function readOnce<T>(read: (system: SimulatedSystem) => Promise<T>): (system: SimulatedSystem) => Promise<T> {
  const made = new Map<SimulatedSystem, Promise<T>>();
  return (system) => {
    if (!made.has(system)) made.set(system, read(system));
    return made.get(system)!;
  };
}

/** The batches an undo takes back whole after this step: a new batch joins; any other write ends them. */
function undoableAfter(
  step: StepContext,
  modelBefore: UndoableChange['modelBefore'],
): SimulationModel['undoable'] {
  const { writes, undoableBefore } = step;
  if (step.outcome.kind !== 'done') return undoableBefore;
  if (writes.batchOf?.length)
    return [
      ...undoableBefore,
      { systems: writes.batchOf, tablesBefore: step.tablesBefore, modelBefore, what: step.step.toString() },
    ];
  if (writes.undid) {
    const last = undoableBefore.at(-1);
    return last?.systems.includes(writes.undid) ? undoableBefore.slice(0, -1) : [];
  }
  return step.wroteNothing ? undoableBefore : [];
}

function tallyStep(tally: SimulationTally, step: SimulationStep, outcome: StepOutcome): void {
  tally.steps += 1;
  const name = step.constructor.name;
  const counts = tally.operations.get(name) ?? { done: 0, refused: 0 };
  if (outcome.kind === 'done') counts.done += 1;
  else counts.refused += 1;
  tally.operations.set(name, counts);
}
