import { Command } from '@nestjs/cqrs';
import type { GeneratorCostFields } from '@kahraba/billing-domain';
import type { GeneratorCostView } from './generator.view';

/** A line of the generator's log typed on /generator-log (docs/generator-economics.md#the-log); audited. */
export class RecordGeneratorCostCommand extends Command<GeneratorCostView> {
  constructor(
    readonly fields: GeneratorCostFields,
    readonly actor: string,
  ) {
    super();
  }
}
