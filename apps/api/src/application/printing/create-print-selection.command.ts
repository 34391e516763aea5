import { Command } from '@nestjs/cqrs';

/** Stores the customers chosen for printing; answers the selection's id. */
export class CreatePrintSelectionCommand extends Command<{ id: string }> {
  constructor(
    readonly type: string,
    readonly ids: readonly string[],
    readonly actor: string | null,
  ) {
    super();
  }
}
