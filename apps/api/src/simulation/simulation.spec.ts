import { createTestDatabase } from '@kahraba/persistence';
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
});
