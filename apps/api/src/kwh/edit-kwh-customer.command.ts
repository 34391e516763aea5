import { Command } from '@nestjs/cqrs';
import type { KwhCustomerInput } from '@kahraba/billing-domain';
import type { KwhCustomerView } from '@kahraba/persistence';

/**
 * Edits one kWh customer: `partial` (PATCH) changes the fields sent; `full` (PUT) enters the
 * customer again (fields not sent take their defaults); `mark-paid` pays the total in full.
 */
export class EditKwhCustomerCommand extends Command<KwhCustomerView> {
  constructor(
    readonly system: string,
    readonly id: string,
    readonly edit: { kind: 'partial' | 'full'; input: KwhCustomerInput } | { kind: 'mark-paid' },
  ) {
    super();
  }
}
