import { Command } from '@nestjs/cqrs';
import type { GeneratorView } from './generator.view';

/** An administrator renames a generator or corrects its power; audited. */
export class EditGeneratorCommand extends Command<GeneratorView> {
  constructor(
    readonly id: string,
    readonly fields: { name?: unknown; kva?: unknown },
    readonly actor: string,
  ) {
    super();
  }
}
