import { Command } from '@nestjs/cqrs';

/**
 * A wrong line of the log taken back: archived, kept, no longer counted. With `wholeImport`, `id` is an
 * import's and every line it wrote is taken back. Answers how many lines. Audited.
 */
export class VoidGeneratorCostCommand extends Command<number> {
  constructor(
    readonly id: string,
    readonly actor: string,
    readonly wholeImport = false,
  ) {
    super();
  }
}
