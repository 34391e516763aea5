import { Command } from '@nestjs/cqrs';
import type { KwhCustomerView } from '@kahraba/persistence';

/** Brings a deleted kWh customer back from its system's archive, with a new customer number. */
export class RestoreKwhCustomerCommand extends Command<KwhCustomerView> {
  constructor(
    readonly system: string,
    readonly archivedId: string,
    readonly actor: string,
  ) {
    super();
  }
}
