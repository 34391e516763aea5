import { Command } from '@nestjs/cqrs';

/** Soft delete (spec 000 §4): the customer moves to the archive and can be restored. */
export class DeleteAmpereRecordCommand extends Command<{ archivedId: string }> {
  constructor(
    readonly id: string,
    readonly actor: string,
  ) {
    super();
  }
}
