import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listGeneratorCosts } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { economicsMonth } from './economics-month';
import { toGeneratorCostView } from './generator-cost-lines';
import { ListGeneratorCostsQuery, type GeneratorCostList } from './list-generator-costs.query';

@QueryHandler(ListGeneratorCostsQuery)
export class ListGeneratorCostsHandler implements IQueryHandler<ListGeneratorCostsQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ month }: ListGeneratorCostsQuery): Promise<GeneratorCostList> {
    const asked = economicsMonth(month, this.clock.today()).toString();
    return { month: asked, lines: (await listGeneratorCosts(this.db, asked)).map(toGeneratorCostView) };
  }
}
