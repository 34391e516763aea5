import { Query } from '@nestjs/cqrs';
import type { PrintMonthChoice } from '@kahraba/billing-domain';
import type { StatementView } from './statement.view';

/**
 * The statements of account (docs/business-rules.md#the-statement-of-account) of the given live customers of
 * any billing system, in the order asked (ids not of the system are left out). One query builds them for
 * every surface.
 */
export class GetStatementsQuery extends Query<StatementView[]> {
  constructor(
    readonly system: string,
    /** The customers asked for, or every live customer of the system ('all', by customer number). */
    readonly ids: readonly string[] | 'all',
    /** The month and year picked on a print page, if any. */
    readonly printChoice?: PrintMonthChoice,
    /** docs/printing.md: a month the system closed, 'YYYY-MM': the statements as its close kept them. */
    readonly closedMonth?: string,
  ) {
    super();
  }
}
