import { Command } from '@nestjs/cqrs';

/**
 * A portal look-up found no bill (docs/public-endpoints.md). The audit keeps the customer number looked up,
 * the visitor's address and its misses in a row; never the name typed, which may be someone's real name or a
 * near guess of the customer's own.
 */
export class RecordPortalMissCommand extends Command<void> {
  constructor(
    readonly customerNumber: number,
    readonly address: string,
    readonly misses: number,
  ) {
    super();
  }
}
