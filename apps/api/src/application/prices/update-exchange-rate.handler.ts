import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { storeExchangeRate } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { ExchangeRateChanged } from '../events/exchange-rate-changed.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { changeMeteredPricing } from './change-metered-pricing';
import { meteredSystemTables } from './metered-systems';
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
      const { before, bySystem, customersUpdated } = await changeMeteredPricing(
        tx,
        events,
        { systems, today },
        {
          kind: 'update-exchange-rate',
          previous: ({ exchangeRate }) => ({ exchangeRate }),
          store: (db) => storeExchangeRate(db, rate),
        },
      );
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
