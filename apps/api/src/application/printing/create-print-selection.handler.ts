import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomersNotInSystemError } from '@kahraba/billing-domain';
import { countLiveCustomers, savePrintSelection } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { CreatePrintSelectionCommand } from './create-print-selection.command';

@CommandHandler(CreatePrintSelectionCommand)
export class CreatePrintSelectionHandler implements ICommandHandler<CreatePrintSelectionCommand> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ type, ids, actor }: CreatePrintSelectionCommand): Promise<{ id: string }> {
    const { system, tables } = await this.catalog.tables(type);
    const distinct = [...new Set(ids)];
    // Refused now rather than when the print window opens.
    const found = await countLiveCustomers(this.db, tables, distinct);
    if (found < distinct.length)
      throw new CustomersNotInSystemError(distinct.length - found, system.arabicName);
    const id = await savePrintSelection(this.db, { system: system.id, ids: distinct, createdBy: actor });
    return { id };
  }
}
