import { Command } from '@nestjs/cqrs';

/** An administrator archives a generator; the log lines tied to it stay and keep its name. Audited. */
export class ArchiveGeneratorCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actor: string,
  ) {
    super();
  }
}
