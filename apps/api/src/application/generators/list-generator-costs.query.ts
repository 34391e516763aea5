import { Query } from '@nestjs/cqrs';
import type { GeneratorCostView } from './generator.view';

export interface GeneratorCostList {
  month: string;
  lines: GeneratorCostView[];
}

/** A month's lines of the log not taken back, by day (this month when `month` is left out). */
export class ListGeneratorCostsQuery extends Query<GeneratorCostList> {
  constructor(readonly month?: unknown) {
    super();
  }
}
