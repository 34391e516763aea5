import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendAmpereCustomer,
  AMPERE_PASTE_COLUMNS,
  ampereChangesFromPaste,
  planColumnPaste,
} from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  finishBatch,
  listAmpereRows,
  lockLiveTable,
  openBatch,
  readAmperePricing,
  writeAmpereRows,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { inDisplayOrder } from './ampere-display-order';
import { customerOf, rewriteAmpereRow } from './ampere-row.mapper';
import { PasteAmpereColumnCommand } from './paste-ampere-column.command';

@CommandHandler(PasteAmpereColumnCommand)
export class PasteAmpereColumnHandler implements ICommandHandler<PasteAmpereColumnCommand> {
  constructor(private readonly db: Database) {}

  async execute(command: PasteAmpereColumnCommand): Promise<{ updated: number }> {
    return this.db.transaction(async (tx) => {
      await lockLiveTable(tx, AMPERE_TABLES);
      const rows = inDisplayOrder(await listAmpereRows(tx), command.sort);
      const plan = planColumnPaste({
        column: command.column,
        data: command.data,
        startIndex: command.startIndex,
        recordIdsInDisplayOrder: rows.map((row) => row.id),
        columns: AMPERE_PASTE_COLUMNS,
      });
      if (plan.assignments.length === 0) return { updated: 0 };
      const pricing = await readAmperePricing(tx);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const changed = plan.assignments.map(({ id, value }) => {
        const row = byId.get(id)!;
        const changes = ampereChangesFromPaste(plan.column, value);
        return rewriteAmpereRow(row, amendAmpereCustomer(customerOf(row), changes, pricing));
      });
      const batchId = await openBatch(tx, AMPERE_TABLES, 'column-paste');
      const updated = await writeAmpereRows(tx, changed, batchId);
      await finishBatch(tx, AMPERE_TABLES, batchId, { created: 0, updated });
      return { updated };
    });
  }
}
