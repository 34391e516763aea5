import fc from 'fast-check';
import { DatabaseSnapshot } from './database-snapshot';
import { findStaff, modelOfStart, seedBusiness } from './seeded-start';
import { SimulatedBusiness } from './simulated-business';
import { anySequence, DEFAULT_OPERATIONS, INVARIANTS, type Operation } from './simulation-registry';
import { timer, type Invariant, type SimulationReal, type SimulationTally } from './simulation-step';

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
    await seedBusiness(business);
    const snapshot = await DatabaseSnapshot.take(business.sql, business.tables);
    await findStaff(business);
    const start = await modelOfStart(business);
    const tally: SimulationTally = {
      steps: 0,
      invariantsChecked: 0,
      operations: new Map(),
      milliseconds: new Map(),
    };
    const invariants = options.invariants ?? INVARIANTS;
    const setUpMs = performance.now() - setUpStart;
    const runStart = performance.now();
    const details = await fc.check(
      fc.asyncProperty(
        anySequence(options.operations ?? DEFAULT_OPERATIONS, options.steps),
        async (steps) => {
          const timed = timer(tally);
          await timed('restoring the seeded start', () => snapshot.restore(business.sql));
          const real: SimulationReal = {
            business,
            invariants,
            tally,
            tables: await business.tableChecksums(),
          };
          await fc.asyncModelRun(() => ({ model: structuredClone(start), real }), steps);
        },
      ),
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
