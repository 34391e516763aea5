import { Command } from '@nestjs/cqrs';
import type { GeneratorCostValues } from '@kahraba/billing-domain';
import type { GeneratorCostView } from './generator.view';

/**
 * A line of the generator's log typed on /generator-log (docs/generator-economics.md#the-log), each field
 * read; the handler applies the rules between them and the business clock. Audited.
 */
export class RecordGeneratorCostCommand extends Command<GeneratorCostView> {
  constructor(
    readonly values: GeneratorCostValues,
    readonly actor: string,
  ) {
    super();
  }
}
