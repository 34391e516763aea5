import { Command } from '@nestjs/cqrs';

/** Soft delete: the customer moves into its system's archive (restorable with a new number). */
export class DeleteKwhCustomerCommand extends Command<{ archivedId: string }> {
  constructor(
    readonly system: string,
    readonly id: string,
    readonly actor: string,
  ) {
    super();
  }
}
