import type { StatementView } from '../../application/statements/statement.view';
import type { CollectCustomerResponse } from './collect-roster.response';

/**
 * A roster row as the phone keeps it, from the customer's statement of account
 * (docs/business-rules.md#the-statement-of-account): the same total due and pounds due (arrears included) as
 * the invoice, the portal and the receipt.
 */
export function toCollectCustomerResponse(statement: StatementView): CollectCustomerResponse {
  return {
    id: statement.id,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    phone: statement.phone,
    amount: statement.total,
    arrears: statement.previousBalance,
    amountPaid: statement.amountPaid,
    outstandingBalance: statement.totalDue,
    outstandingLbp: statement.lbp.totalDue,
  };
}
