import { Command } from '@nestjs/cqrs';
import type { GeneratorView } from './generator.view';

/** An administrator adds a generator (docs/generator-economics.md#generators); audited. */
export class AddGeneratorCommand extends Command<GeneratorView> {
  constructor(
    readonly fields: { name?: unknown; kva?: unknown },
    readonly actor: string,
  ) {
    super();
  }
}
