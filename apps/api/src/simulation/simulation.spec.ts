import { createTestDatabase } from '@kahraba/persistence';
import { DEFAULT_OPERATIONS, SECOND_READINGS } from './simulation-registry';
import { reportLines, runSimulation } from './simulation-run';

/** npm test's budget (docs/simulator.md); `npm run simulate` is the long run. */
const SEQUENCES = 150;
const STEPS = 25;
const SEED = 20261201;

describe('the business simulator', () => {
  it(
    'keeps money, kWh, undo, close and refusals right over random sequences of a real office',
    async () => {
      const report = await runSimulation({
        databaseUrl: await createTestDatabase(),
        runs: SEQUENCES,
        steps: STEPS,
        seed: SEED,
      });
      console.log(reportLines(report).join('\n'));
      expect(report.failure).toBeNull();
    },
    // A ceiling for a loaded machine, not a speed assertion.
    600_000,
  );

  // docs/simulator.md, "second readings": a meter read twice in one month loses kWh on this branch
  // (read 1001 then find the meter replaced: 0 kWh billed). The fix is another branch's; once it has
  // landed this fails: make it an `it` and set SECOND_READINGS_FIXED in simulation-registry.ts.
  it.failing(
    'bills every kWh once when a meter is read a second time in a month, by round or by sheet',
    async () => {
      const report = await runSimulation({
        databaseUrl: await createTestDatabase(),
        runs: 30,
        steps: STEPS,
        seed: SEED,
        operations: [...DEFAULT_OPERATIONS, ...SECOND_READINGS],
      });
      console.log(reportLines(report).join('\n'));
      expect(report.failure).toBeNull();
    },
    600_000,
  );
});
