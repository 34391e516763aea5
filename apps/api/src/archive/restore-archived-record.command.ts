import { Command } from '@nestjs/cqrs';
import type { AmpereRecordView } from '@kahraba/persistence';

/** Brings a deleted customer back with a new customer number (spec 000 §4). */
export class RestoreArchivedRecordCommand extends Command<AmpereRecordView> {
  constructor(
    readonly archivedId: string,
    readonly actor: string,
  ) {
    super();
  }
}
