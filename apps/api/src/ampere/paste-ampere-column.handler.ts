import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AMPERE_PASTE_COLUMNS,
  Money,
  planColumnPaste,
  Quantity,
  type PastedValue,
} from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  journalUpdates,
  listAmpereRows,
  openBatch,
  readAmperePricing,
  recordBatchCounts,
  writeAmpereRows,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { inDisplayOrder } from './ampere-display-order';
import { draftOf, rewriteAmpereRow, type AmpereDraft } from './ampere-row.mapper';
import { PasteAmpereColumnCommand } from './paste-ampere-column.command';

@CommandHandler(PasteAmpereColumnCommand)
export class PasteAmpereColumnHandler implements ICommandHandler<PasteAmpereColumnCommand> {
  constructor(private readonly db: Database) {}

  async execute(command: PasteAmpereColumnCommand): Promise<{ updated: number }> {
    return this.db.transaction(async (tx) => {
      await tx.query(`LOCK TABLE ${AMPERE_TABLES.live} IN SHARE ROW EXCLUSIVE MODE`);
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
        return rewriteAmpereRow(row, withValue(draftOf(row), plan.column, value), pricing);
      });
      const batchId = await openBatch(tx, AMPERE_TABLES, 'column-paste');
      await journalUpdates(tx, AMPERE_TABLES, batchId, 'r.id = ANY($1::uuid[])', [
        changed.map((row) => row.id),
      ]);
      const updated = await writeAmpereRows(tx, changed, batchId);
      await recordBatchCounts(tx, batchId, 0, updated);
      return { updated };
    });
  }
}

function withValue(draft: AmpereDraft, column: string, value: PastedValue): AmpereDraft {
  switch (column) {
    case 'name':
      return { ...draft, name: String(value) };
    case 'box':
      return { ...draft, box: value === null ? null : String(value) };
    case 'address':
      return { ...draft, address: value === null ? null : String(value) };
    case 'ampere':
      return { ...draft, ampere: Quantity.parse(value ?? 0) };
    case 'amperePrice':
      return { ...draft, amperePrice: Money.parse(value ?? 0) };
    case 'amountPaid':
      return { ...draft, amountPaid: Money.parse(value ?? 0) };
    default:
      return draft;
  }
}
