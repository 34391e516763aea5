import fc from 'fast-check';
import { DatabaseSnapshot } from './database-snapshot';
import { findStaff, modelOfStart, seedBusiness } from './seeded-start';
import { SimulatedBusiness } from './simulated-business';
import { anySequence, INVARIANTS, OPERATIONS, type Operation } from './simulation-registry';
import type { SimulationModel } from './simulation-model';
import {
  timer,
  type Invariant,
  type SimulationReal,
  type SimulationStep,
  type SimulationTally,
} from './simulation-step';

export interface SimulationOptions {
  /** A migrated, empty database of the simulator's own (never the live one). */
  databaseUrl: string;
  /** Sequences to run (fast-check's numRuns). */
  runs: number;
  /** The most steps of one sequence. */
  steps: number;
  seed: number;
  /** fast-check's path of a failure, to replay it alone. */
  path?: string;
  operations?: readonly Operation[];
  invariants?: readonly Invariant[];
  /** Told after every sequence how far the run is (a long run prints it, so a stopped run still tells). */
  progress?: (sofar: SimulationProgress) => void;
}

/** How far a run is: sequences played (a shrinking's included), steps, checks, milliseconds. */
interface SimulationProgress {
  sequences: number;
  steps: number;
  invariantsChecked: number;
  ms: number;
}

export interface SimulationReport {
  seed: number;
  /** Sequences run before the verdict (those of the shrinking aside). */
  sequences: number;
  /** Steps run, the shrinking's included. */
  steps: number;
  invariantsChecked: number;
  /** Per operation: written and refused. */
  operations: SimulationTally['operations'];
  milliseconds: SimulationTally['milliseconds'];
  /** Set up (seeded start and snapshot), then the sequences, in milliseconds. */
  setUpMs: number;
  runMs: number;
  /** fast-check's report of the shrunk counterexample, with its seed and path; null when none. */
  failure: string | null;
}

/**
 * docs/simulator.md: seeds the business once, keeps its start, then runs `runs` random sequences
 * of operations over the real application — each from the seeded start — checking every invariant
 * after every step. A failure shrinks to the shortest sequence that still fails.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationReport> {
  const setUpStart = performance.now();
  const business = await SimulatedBusiness.open(options.databaseUrl);
  try {
    const start = await seededStart(business);
    const tally = emptyTally();
    const invariants = options.invariants ?? INVARIANTS;
    const setUpMs = performance.now() - setUpStart;
    const runStart = performance.now();
    let played = 0;
    const details = await fc.check(
      fc.asyncProperty(anySequence(options.operations ?? OPERATIONS, options.steps), async (steps) => {
        try {
          await playFromStart(business, start, steps, { invariants, tally });
        } finally {
          played += 1;
          options.progress?.({
            sequences: played,
            steps: tally.steps,
            invariantsChecked: tally.invariantsChecked,
            ms: performance.now() - runStart,
          });
        }
      }),
      { seed: options.seed, numRuns: options.runs, path: options.path, verbose: 0 },
    );
    return {
      seed: options.seed,
      sequences: details.numRuns,
      steps: tally.steps,
      invariantsChecked: tally.invariantsChecked,
      operations: tally.operations,
      milliseconds: tally.milliseconds,
      setUpMs,
      runMs: performance.now() - runStart,
      failure: details.failed ? failureOf(details) : null,
    };
  } finally {
    await business.close();
  }
}

/**
 * Plays one given sequence from the seeded start (a counterexample kept as a test), checking every
 * invariant after every step; answers what failed, or null.
 */
export async function replaySequence(
  databaseUrl: string,
  steps: readonly SimulationStep[],
  invariants: readonly Invariant[] = INVARIANTS,
): Promise<string | null> {
  const business = await SimulatedBusiness.open(databaseUrl);
  try {
    const start = await seededStart(business);
    await playFromStart(business, start, steps, { invariants, tally: emptyTally() });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await business.close();
  }
}

/** A started business seeded, its start kept aside, with the model of that start. */
interface SeededStart {
  snapshot: DatabaseSnapshot;
  model: SimulationModel;
}

async function seededStart(business: SimulatedBusiness): Promise<SeededStart> {
  await seedBusiness(business);
  const snapshot = await DatabaseSnapshot.take(business.sql, business.tables);
  await findStaff(business);
  return { snapshot, model: await modelOfStart(business) };
}

/** Puts the seeded start back, then runs the steps over it (fast-check's model run). */
async function playFromStart(
  business: SimulatedBusiness,
  start: SeededStart,
  steps: Iterable<fc.AsyncCommand<SimulationModel, SimulationReal, boolean>>,
  checks: { invariants: readonly Invariant[]; tally: SimulationTally },
): Promise<void> {
  await timer(checks.tally)('restoring the seeded start', () => start.snapshot.restore(business.sql));
  const real: SimulationReal = { business, ...checks, tables: await business.tableChecksums() };
  await fc.asyncModelRun(() => ({ model: structuredClone(start.model), real }), steps);
}

function emptyTally(): SimulationTally {
  return { steps: 0, invariantsChecked: 0, operations: new Map(), milliseconds: new Map() };
}

/** fast-check's report (seed, path, shrunk sequence) and what the last step of it broke. */
function failureOf<T>(details: fc.RunDetails<T>): string {
  const error = details.errorInstance;
  const cause = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `${fc.defaultReportMessage(details) ?? 'failed'}\n${cause}`;
}

/** The report as a few lines for a terminal or a test's log. */
export function reportLines(report: SimulationReport): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `simulation seed ${report.seed}: ${report.sequences} sequences, ${report.steps} steps, ` +
      `${report.invariantsChecked} invariant checks in ${seconds(report.runMs)} (set-up ${seconds(report.setUpMs)})`,
    `  operations (written/refused): ${[...report.operations]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, counts]) => `${name} ${counts.done}/${counts.refused}`)
      .join(', ')}`,
    `  time per part: ${[...report.milliseconds]
      .sort(([, a], [, b]) => b - a)
      .map(([part, ms]) => `${part} ${seconds(ms)}`)
      .join(', ')}`,
  ];
  lines.push(report.failure === null ? '  no failure' : `  FAILED\n${report.failure}`);
  return lines;
}
