import { Command } from '@nestjs/cqrs';

/**
 * Column-data manager (docs/business-rules.md#the-column-data-manager): one column of every live record of a
 * table cleared, undoable.
 */
export class ClearColumnCommand extends Command<{ message: string; cleared: number }> {
  constructor(
    readonly table: string,
    readonly column: string,
    readonly actor: string,
  ) {
    super();
  }
}
