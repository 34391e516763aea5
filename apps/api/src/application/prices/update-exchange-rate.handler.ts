import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  kwhRebill,
  lockKwhPricing,
  lockLiveMonths,
  readStoredKwhPricing,
  recomputeMeteredCustomers,
  storeExchangeRate,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { ExchangeRateChanged } from '../events/exchange-rate-changed.event';
import { BatchWritten } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { meteredSystemTables, rowsBySystem, totalOf } from './metered-systems';
import { UpdateExchangeRateCommand, type ExchangeRateChange } from './update-exchange-rate.command';

@CommandHandler(UpdateExchangeRateCommand)
export class UpdateExchangeRateHandler implements ICommandHandler<UpdateExchangeRateCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ usdToLbp: rate, actor }: UpdateExchangeRateCommand): Promise<ExchangeRateChange> {
    const systems = await meteredSystemTables(this.catalog);
    const today = this.clock.today();
    return this.unitOfWork.run(async (tx, events) => {
      await lockLiveMonths(tx, systems, today);
      await lockKwhPricing(tx);
      const before = await readStoredKwhPricing(tx);
      await storeExchangeRate(tx, rate);
      const batches = await recomputeMeteredCustomers(tx, systems, {
        kind: 'update-exchange-rate',
        previous: { exchangeRate: before.exchangeRate },
        recompute: kwhRebill(),
      });
      events.record(new BatchWritten(...batches));
      const bySystem = rowsBySystem(batches);
      const customersUpdated = totalOf(bySystem);
      events.record(
        new ExchangeRateChanged({
          actor,
          count: customersUpdated,
          details: {
            usdToLbp: rate.toNumber(),
            previous: Number(before.exchangeRate),
            bySystem: Object.fromEntries(bySystem),
          },
        }),
      );
      return { usdToLbp: rate.toNumber(), customersUpdated };
    });
  }
}
