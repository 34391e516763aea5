import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

/**
 * Archive management (docs/operator-guide.md#archive-management): every live record goes to the monthly
 * archive; the table is emptied.
 */
export class ArchiveLiveRecordsCommand extends Command<{ message: string; archived: number }> {
  constructor(
    readonly system: BillingSystemRef,
    readonly actor: string,
    /** Count what would be archived and change nothing (the CLI's --dry-run). */
    readonly dryRun = false,
  ) {
    super();
  }
}
