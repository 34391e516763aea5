import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GeneratorEconomics } from '@kahraba/billing-domain';
import { Clock } from '../clock/clock';
import { economicsMonth } from './economics-month';
import { GetGeneratorEconomicsQuery } from './get-generator-economics.query';
import { MonthEconomics } from './month-economics';

@QueryHandler(GetGeneratorEconomicsQuery)
export class GetGeneratorEconomicsHandler implements IQueryHandler<GetGeneratorEconomicsQuery> {
  constructor(
    private readonly economics: MonthEconomics,
    private readonly clock: Clock,
  ) {}

  execute({ month }: GetGeneratorEconomicsQuery): Promise<GeneratorEconomics> {
    const today = this.clock.today();
    return this.economics.of(economicsMonth(month, today), today);
  }
}
