import { Query } from '@nestjs/cqrs';
import type { GeneratorEconomics } from '@kahraba/billing-domain';

/** The economics of the last twelve months, this month last (the dashboard's chart). */
export class GetEconomicsHistoryQuery extends Query<GeneratorEconomics[]> {}
