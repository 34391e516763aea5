import { Command } from '@nestjs/cqrs';
import type { KwhCustomerInput, NewAmpereCustomerFields } from '@kahraba/billing-domain';
import type { BillingSystemRef } from '../systems/system-catalog';

export interface CreateOptions {
  /**
   * Add even when a live customer has the same name and box
   * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent).
   */
  readonly force?: boolean;
  /** The same key again answers the customer it created: one click, one customer. */
  readonly idempotencyKey?: string | null;
}

/** The add form as a tariff's rules read it: the ampere fields, or a metered customer's input. */
export type CustomerForm = NewAmpereCustomerFields | KwhCustomerInput;

/**
 * Adds a customer to a billing system, numbered in that system from 1000. `input` is the add form
 * as its tariff's rules read it (the controller of the system's path builds it: newCustomerFieldsOf
 * for ampere, kwhInputOf for a metered group); answered as the system's list shows the customer.
 */
export class CreateCustomerCommand<View> extends Command<View> {
  constructor(
    readonly system: BillingSystemRef,
    readonly input: CustomerForm,
    readonly options: CreateOptions = {},
  ) {
    super();
  }
}
