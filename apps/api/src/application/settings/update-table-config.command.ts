import { Command } from '@nestjs/cqrs';
import type { RecordTableConfigText } from '@kahraba/billing-domain';

/**
 * Saves the box ranges of the two record tables
 * (docs/business-rules.md#the-main-table-and-the-record-tables); answers the settings as saved.
 */
export class UpdateTableConfigCommand extends Command<RecordTableConfigText> {
  constructor(
    readonly text: RecordTableConfigText,
    /** The signed-in user's e-mail, for the audit log. */
    readonly actor: string,
  ) {
    super();
  }
}
