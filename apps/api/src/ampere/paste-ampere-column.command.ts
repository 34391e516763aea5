import { Command } from '@nestjs/cqrs';
import type { AmpereSortOrder } from './ampere-display-order';

/** spec 000 §5: values go to consecutive records, in the order the operator sees, from startIndex. */
export class PasteAmpereColumnCommand extends Command<{ updated: number }> {
  constructor(
    readonly column: string,
    readonly data: readonly string[],
    readonly startIndex: number,
    readonly sort: AmpereSortOrder,
  ) {
    super();
  }
}
