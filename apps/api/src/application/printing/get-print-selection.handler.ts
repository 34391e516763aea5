import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PrintSelectionNotFoundError } from '@kahraba/billing-domain';
import { findPrintSelection } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetPrintSelectionQuery, type PrintSelection } from './get-print-selection.query';

@QueryHandler(GetPrintSelectionQuery)
export class GetPrintSelectionHandler implements IQueryHandler<GetPrintSelectionQuery> {
  constructor(private readonly db: Database) {}

  async execute({ id }: GetPrintSelectionQuery): Promise<PrintSelection> {
    const selection = await findPrintSelection(this.db, id);
    if (!selection) throw new PrintSelectionNotFoundError();
    return { type: selection.system, ids: selection.ids };
  }
}
