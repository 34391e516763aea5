import { Query } from '@nestjs/cqrs';
import type { GeneratorEconomics } from '@kahraba/billing-domain';

/**
 * The month's economics (docs/generator-economics.md#the-monthly-report): kWh billed, litres, hours,
 * costs, cost per kWh, billed, collected and profit (this month when `month` is left out).
 */
export class GetGeneratorEconomicsQuery extends Query<GeneratorEconomics> {
  constructor(readonly month?: unknown) {
    super();
  }
}
