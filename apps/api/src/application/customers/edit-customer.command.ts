import { Command } from '@nestjs/cqrs';
import type { AmpereCustomerChanges, KwhCustomerEdit } from '@kahraba/billing-domain';
import type { BillingSystemRef } from '../systems/system-catalog';

/** An edit as a tariff's rules read it: the ampere changes, or a metered customer's edit. */
export type CustomerEdit = AmpereCustomerChanges | KwhCustomerEdit;

/**
 * Edits one customer of a billing system. `edit` is the edit as its tariff's rules read it (the
 * controller of the system's path builds it: the ampere changes, with the dialog's paid mark; a kWh
 * partial, full or mark-paid edit); answered as the system's list shows the customer.
 */
export class EditCustomerCommand<View> extends Command<View> {
  constructor(
    readonly system: BillingSystemRef,
    readonly id: string,
    readonly edit: CustomerEdit,
  ) {
    super();
  }
}
