import { Command } from '@nestjs/cqrs';
import type { KwhCustomerInput } from '@kahraba/billing-domain';
import type { KwhCustomerView } from '@kahraba/persistence';

/** Adds a kWh customer to a metered system, numbered in that system from 1000. */
export class CreateKwhCustomerCommand extends Command<KwhCustomerView> {
  constructor(
    readonly system: string,
    readonly input: KwhCustomerInput,
    readonly options: { force?: boolean; idempotencyKey?: string | null },
  ) {
    super();
  }
}
