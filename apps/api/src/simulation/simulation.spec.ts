import { createTestDatabase } from '@kahraba/persistence/testing';
import { ArchiveLiveCustomers } from './operations/archive-live-customers.operation';
import { ImportReadingsSheet } from './operations/import-readings-sheet.operation';
import { MarkAllUnpaid } from './operations/mark-all-unpaid.operation';
import { MarkPaid } from './operations/mark-paid.operation';
import { ReadMeterAgain } from './operations/read-meter-again.operation';
import { ReadMeter } from './operations/read-meter.operation';
import { RecordPayment } from './operations/record-payment.operation';
import { RestoreManualArchive } from './operations/restore-manual-archive.operation';
import { reportLines, replaySequence, runSimulation } from './simulation-run';

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

  // docs/simulator.md, "Second readings": what the simulator once found, kept as regressions now that
  // the fix has landed (docs/readings-in-a-month.md). The first customer of mahmoud-kwh starts the
  // month at 1000.
  describe('a meter read a second time in a month bills every kWh once', () => {
    const replay = async (...steps: (ReadMeter | ImportReadingsSheet)[]) =>
      replaySequence(await createTestDatabase(), steps);

    it('by round: read 1100, then 1150 — 150 kWh billed, the month still starts at 1000', async () => {
      expect(
        await replay(
          new ReadMeter('mahmoud-kwh', 0, { kind: 'read', usedKwh: 100 }),
          new ReadMeterAgain('mahmoud-kwh', 0, { kind: 'read', usedKwh: 50 }),
        ),
      ).toBeNull();
    });

    it('by round: read 1100, then the meter found replaced (old one at 1160, new one 0 → 30) — 190 kWh', async () => {
      expect(
        await replay(
          new ReadMeter('mahmoud-kwh', 0, { kind: 'read', usedKwh: 100 }),
          new ReadMeterAgain('mahmoud-kwh', 0, {
            kind: 'replaced',
            oldMeterKwh: 60,
            newStartReading: 0,
            newMeterKwh: 30,
          }),
        ),
      ).toBeNull();
    });

    it('by sheet: 1100, then 1150 on a second sheet — 50 kWh billed and the 100 carried into arrears', async () => {
      expect(
        await replay(
          new ImportReadingsSheet('mahmoud-kwh', [{ pick: 0, usedKwh: 100 }], false),
          new ImportReadingsSheet('mahmoud-kwh', [{ pick: 0, usedKwh: 50 }], true),
        ),
      ).toBeNull();
    });
  });

  // docs/simulator.md, "Found": ticking paid a metered customer who had paid more than they owed
  // voided their payment. The seeded customer #1 of mahmoud-kwh owes nothing: a part payment is $5.
  it('ticking paid a customer in credit keeps what they paid', async () => {
    expect(
      await replaySequence(await createTestDatabase(), [
        new RecordPayment('mahmoud-kwh', 1, 'USD', 'part', false),
        new MarkPaid('mahmoud-kwh', 1),
      ]),
    ).toBeNull();
  });

  // Marking every ampere customer unpaid voids the live customers' payments only: a customer in the
  // manual archive keeps theirs and is restored with them (the model once voided them too).
  it('marking all unpaid while the ampere table is archived leaves the archived payments', async () => {
    expect(
      await replaySequence(await createTestDatabase(), [
        new RecordPayment('ampere', 0, 'USD', 'part', false),
        new ArchiveLiveCustomers('ampere'),
        new MarkAllUnpaid(),
        new RestoreManualArchive('ampere'),
      ]),
    ).toBeNull();
  });
});
