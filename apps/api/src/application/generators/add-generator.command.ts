import { Command } from '@nestjs/cqrs';
import type { GeneratorInput } from '@kahraba/billing-domain';
import type { GeneratorView } from './generator.view';

/** An administrator adds a generator (docs/generator-economics.md#generators); audited. */
export class AddGeneratorCommand extends Command<GeneratorView> {
  constructor(
    readonly input: GeneratorInput,
    readonly actor: string,
  ) {
    super();
  }
}
