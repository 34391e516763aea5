import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetStatementsOfAccountQuery } from './get-statements-of-account.query';
import { GetStatementsQuery } from './get-statements.query';
import { toStatementView } from './stored-statement';
import type { StatementView } from './statement.view';

/** The statements of account as every surface sends them: the domain's, mapped to JSON numbers. */
@QueryHandler(GetStatementsQuery)
export class GetStatementsHandler implements IQueryHandler<GetStatementsQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ system, ids, printChoice, closedMonth }: GetStatementsQuery): Promise<StatementView[]> {
    const statements = await this.queries.execute(
      new GetStatementsOfAccountQuery(system, ids, printChoice, closedMonth),
    );
    return statements.map(({ id, system: billing, statement }) => toStatementView(id, billing, statement));
  }
}
