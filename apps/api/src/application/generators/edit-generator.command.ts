import { Command } from '@nestjs/cqrs';
import type { GeneratorInput } from '@kahraba/billing-domain';
import type { GeneratorView } from './generator.view';

/** An administrator renames a generator or corrects its power; audited. */
export class EditGeneratorCommand extends Command<GeneratorView> {
  constructor(
    readonly id: string,
    readonly changes: Partial<GeneratorInput>,
    readonly actor: string,
  ) {
    super();
  }
}
