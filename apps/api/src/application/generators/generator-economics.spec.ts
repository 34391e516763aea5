import {
  readGeneratorCostValues,
  type GeneratorCostFields,
  type GeneratorEconomics,
  type KwhCustomerInput,
} from '@kahraba/billing-domain';
import type { KwhCustomerView } from '@kahraba/persistence';
import { startHandlerTier, type HandlerTier } from '../../testing/handler-tier';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { CloseMonthCommand } from '../months/close-month.command';
import { RecordPaymentCommand } from '../payments/record-payment.command';
import { AddGeneratorCommand } from './add-generator.command';
import { ArchiveGeneratorCommand } from './archive-generator.command';
import { GetEconomicsHistoryQuery } from './get-economics-history.query';
import { GetGeneratorEconomicsQuery } from './get-generator-economics.query';
import { ImportGeneratorCostsCommand } from './import-generator-costs.command';
import { ListGeneratorCostsQuery } from './list-generator-costs.query';
import { RecordGeneratorCostCommand } from './record-generator-cost.command';
import { VoidGeneratorCostCommand } from './void-generator-cost.command';

const ACTOR = 'owner@example.com';

describe("the generator's economics of a month", () => {
  let tier: HandlerTier;

  beforeAll(async () => {
    tier = await startHandlerTier({ now: new Date(2026, 10, 20, 10, 0) });
  });
  afterAll(() => tier.close());

  const economics = (month?: string) =>
    tier.queries.execute<GetGeneratorEconomicsQuery, GeneratorEconomics>(
      new GetGeneratorEconomicsQuery(month),
    );
  // The fields as the request's DTO reads them, one by one.
  const log = (fields: GeneratorCostFields) =>
    tier.commands.execute(new RecordGeneratorCostCommand(readGeneratorCostValues(fields), ACTOR));
  const addCustomer = (fields: object) =>
    tier.commands.execute<CreateCustomerCommand<KwhCustomerView>, KwhCustomerView>(
      new CreateCustomerCommand('mahmoud-kwh', {
        ampere: 5,
        pricePerKwh: 0.5,
        ...fields,
      } as KwhCustomerInput),
    );

  it('gives a month of diesel purchases and running hours a cost per kWh recomputed by hand, and keeps it once closed', async () => {
    const generator = await tier.commands.execute(
      new AddGeneratorCommand({ name: 'المولد الكبير', kvaHundredths: 50_000 }, ACTOR),
    );
    const first = await addCustomer({ name: 'زبون أول', previousKwh: 0, currentKwh: 1000 });
    await addCustomer({ name: 'زبون ثان', previousKwh: 500, currentKwh: 2500 });
    await tier.commands.execute(new RecordPaymentCommand('mahmoud-kwh', first.id, { amount: 100 }, ACTOR));

    await log({
      day: '2026-11-02',
      kind: 'diesel',
      generatorId: generator.id,
      litres: 1000,
      hours: 150,
      amountUsd: 900,
    });
    await log({ day: '2026-11-15', kind: 'diesel', litres: '500', hours: '160,5', amountLbp: '40,275,000' });
    await log({ day: '2026-11-18', kind: 'maintenance', amountUsd: '75' });
    const wrong = await log({ day: '2026-11-19', kind: 'other', amountUsd: 5000 });
    await tier.commands.execute(new VoidGeneratorCostCommand(wrong.id, ACTOR));
    // Another month's line is not this month's.
    await log({ day: '2026-10-30', kind: 'diesel', litres: 100, amountUsd: 90 });
    // The generator archived: its costs stay.
    await tier.commands.execute(new ArchiveGeneratorCommand(generator.id, ACTOR));

    // By hand, at the default 89,500 ل.ل per dollar:
    //   diesel $900.00 + 40,275,000 ل.ل (= $450.00) = $1,350.00; maintenance $75.00 → $1,425.00
    //   in pounds 900 × 89,500 = 80,550,000 + 40,275,000 + 75 × 89,500 = 6,712,500 → 127,537,500 ل.ل
    //   kWh billed: (1000 − 0) + (2500 − 500) = 3,000
    //   cost per kWh: 1,425.00 ÷ 3,000 = $0.4750; 127,537,500 ÷ 3,000 = 42,512.5 → 42,513 ل.ل (half up)
    //   litres 1,500; hours 150 + 160.5 = 310.5; collected $100.00 → profit on collected $100 − $1,425 = −$1,325.00
    const expectHandComputed = (month: GeneratorEconomics) => {
      expect(month.kwhBilled.toString()).toBe('3000');
      expect(month.litresHundredths).toBe(150_000);
      expect(month.hoursHundredths).toBe(31_050);
      expect(month.totalCost.usd.toDecimalString()).toBe('1425.00');
      expect(month.totalCost.lbp.pounds).toBe(127_537_500);
      expect(month.costPerKwh).toEqual({ usdTenThousandths: 4750, lbp: 42_513 });
      expect(month.collected.usd.toDecimalString()).toBe('100.00');
      expect(month.profit.collectedLessCosts.usd.toDecimalString()).toBe('-1325.00');
    };
    const live = await economics('2026-11');
    expectHandComputed(live);
    const [{ billed }] = await tier.db.query<{ billed: string }>(
      `SELECT (SELECT sum(total_amount) FROM kwh_customers) + (SELECT COALESCE(sum(amount), 0) FROM ampere_records) AS billed`,
    );
    expect(live.billed.usd.toDecimalString()).toBe(Number(billed).toFixed(2));
    expect(live.profit.billedLessCosts.usd.toDecimalString()).toBe((Number(billed) - 1425).toFixed(2));
    // The month left out is the business clock's.
    expect((await economics()).month).toBe('2026-11');

    // Closed: the same month read from the monthly archive gives the same figures.
    tier.setNow(new Date(2026, 10, 28, 10, 0));
    await tier.commands.execute(new CloseMonthCommand('mahmoud-kwh', undefined, ACTOR));
    tier.setNow(new Date(2026, 11, 2, 10, 0));
    const closed = await economics('2026-11');
    expectHandComputed(closed);
    expect(closed.billed.usd.equals(live.billed.usd)).toBe(true);
    // The new live month has billed no kWh yet: no cost per kWh.
    expect((await economics('2026-12')).costPerKwh).toBeNull();

    const history = await tier.queries.execute<GetEconomicsHistoryQuery, GeneratorEconomics[]>(
      new GetEconomicsHistoryQuery(),
    );
    expect(history.map((month) => month.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(history[10].costPerKwh).toEqual({ usdTenThousandths: 4750, lbp: 42_513 });
    expect(history[9].totalCost.usd.toDecimalString()).toBe('90.00');

    const audit = await tier.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE '%generator%' ORDER BY id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'add-generator',
      'record-generator-cost',
      'record-generator-cost',
      'record-generator-cost',
      'record-generator-cost',
      'void-generator-cost',
      'record-generator-cost',
      'archive-generator',
    ]);
  });

  it('imports a sheet all or nothing, naming the bad row, and takes an import back whole', async () => {
    tier.setNow(new Date(2027, 0, 10, 10, 0));
    const before = await tier.db.query('SELECT * FROM generator_costs ORDER BY id');
    await expect(
      tier.commands.execute(
        new ImportGeneratorCostsCommand(
          [
            { day: '2027-01-02', kind: 'مازوت', litres: '200', amount: '180', currency: 'USD' },
            { day: '2027-01-03', kind: 'صيانة', amount: 'كثير', currency: 'LBP' },
          ],
          ACTOR,
        ),
      ),
    ).rejects.toThrow('السطر 3: المبلغ بالليرة');
    expect(await tier.db.query('SELECT * FROM generator_costs ORDER BY id')).toEqual(before);

    const imported = await tier.commands.execute(
      new ImportGeneratorCostsCommand(
        [
          { day: '2027-01-02', kind: 'مازوت', litres: '200', hours: '40', amount: '180', currency: 'USD' },
          { day: '2027-01-03', kind: 'maintenance', amount: '1,790,000', currency: 'ل.ل', note: 'فلاتر' },
        ],
        ACTOR,
      ),
    );
    expect(imported.count).toBe(2);
    const { lines } = await tier.queries.execute(new ListGeneratorCostsQuery('2027-01'));
    expect(lines.map((line) => [line.kind, line.litres, line.amountUsd, line.amountLbp, line.note])).toEqual([
      ['diesel', 200, 180, null, null],
      ['maintenance', null, null, 1_790_000, 'فلاتر'],
    ]);
    // $180 + 1,790,000 ل.ل (= $20.00) = $200.00
    expect((await economics('2027-01')).totalCost.usd.toDecimalString()).toBe('200.00');

    await tier.commands.execute(new VoidGeneratorCostCommand(imported.importId, ACTOR, true));
    expect((await tier.queries.execute(new ListGeneratorCostsQuery('2027-01'))).lines).toEqual([]);
  });
});
