import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendKwhCustomer,
  InvalidInputError,
  KWH_PASTE_COLUMNS,
  kwhChangesFromPaste,
  kwhColumnText,
  planColumnPaste,
} from '@kahraba/billing-domain';
import {
  kwhFieldsOf,
  listKwhRows,
  lockLiveMonth,
  readKwhBillingContext,
  paidTargetsOf,
  rewriteKwhRow,
  runBatch,
  settlePaidTo,
  writeKwhRows,
} from '@kahraba/persistence';
import { auditPayments } from '../../audit/record-payment-audit';
import { Clock } from '../../clock/clock';
import { Database } from '../../database/sql-database.provider';
import { SystemCatalog } from '../../systems/system-catalog';
import { PasteKwhColumnCommand, type KwhColumnPasteSummary } from './paste-kwh-column.command';

@CommandHandler(PasteKwhColumnCommand)
export class PasteKwhColumnHandler implements ICommandHandler<PasteKwhColumnCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute(command: PasteKwhColumnCommand): Promise<KwhColumnPasteSummary> {
    const { tables } = await this.catalog.meteredTables(command.system);
    return this.db.transaction(async (tx) => {
      // A paste holds the system's live month from reading the rows on, so no edit slips in
      // between (runBatch takes it again); a preview writes nothing and holds nothing.
      if (!command.dryRun) await lockLiveMonth(tx, tables, this.clock.today());
      const rows = await listKwhRows(tx, tables);
      const plan = planColumnPaste({
        column: command.column,
        data: command.values,
        startIndex: command.startRow - 1,
        recordIdsInDisplayOrder: rows.map((row) => row.id),
        columns: KWH_PASTE_COLUMNS,
        blankLines: 'drop',
      });
      const context = await readKwhBillingContext(tx);
      const pasted = plan.assignments.map(({ position, value, line }) => {
        const row = rows[position]!;
        const before = kwhFieldsOf(row);
        try {
          const after = amendKwhCustomer(before, kwhChangesFromPaste(plan.column, value), context);
          return { position, row, before, after };
        } catch (error) {
          // A value the customer cannot take (a current reading below the previous one) refuses
          // the paste, naming its line.
          if (error instanceof InvalidInputError) {
            throw new InvalidInputError(`السطر ${line}: ${error.message}`, error.code);
          }
          throw error;
        }
      });
      const changes = pasted.map(({ position, row, before, after }) => ({
        row: position + 1,
        id: row.id,
        customerNumber: row.customerNumber,
        name: row.name,
        before: kwhColumnText(before, plan.column),
        after: kwhColumnText(after, plan.column),
      }));
      if (command.dryRun) return { updated: changes.length, changes };
      return runBatch(
        tx,
        tables,
        { kind: 'column-paste', today: this.clock.today() },
        async ({ batchId }) => {
          const updated = await writeKwhRows(
            tx,
            tables,
            pasted.map(({ row, after }) => rewriteKwhRow(row, after)),
            batchId,
          );
          const payments = pasted.map(({ row, before, after }) => ({
            id: row.id,
            customerNumber: row.customerNumber,
            previous: before.amountPaid,
            amountPaid: after.amountPaid,
          }));
          // issue 11: each difference is a payment (or voids) in the ledger, in this batch.
          await settlePaidTo(tx, tables, paidTargetsOf(payments), { source: 'column-paste', batchId });
          await auditPayments(tx, {
            system: tables.system,
            source: 'column-paste',
            batchId,
            changes: payments,
          });
          return { created: 0, updated, result: { updated, changes } };
        },
      );
    });
  }
}
