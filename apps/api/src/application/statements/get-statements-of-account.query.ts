import { Query } from '@nestjs/cqrs';
import type { BillingSystem, PrintMonthChoice, StatementOfAccount } from '@kahraba/billing-domain';

/** A customer's statement of account as the domain built it, before any surface maps it to JSON. */
export interface CustomerStatement {
  id: string;
  system: BillingSystem;
  statement: StatementOfAccount;
}

/**
 * The statements of account of the given live customers of any billing system, as domain objects
 * (exact money), in the order asked: for what computes with them (a receipt's balance after its
 * payment); every surface reads them as GetStatementsQuery maps them.
 */
export class GetStatementsOfAccountQuery extends Query<CustomerStatement[]> {
  constructor(
    readonly system: string,
    readonly ids: readonly string[] | 'all',
    readonly printChoice?: PrintMonthChoice,
    readonly closedMonth?: string,
  ) {
    super();
  }
}
