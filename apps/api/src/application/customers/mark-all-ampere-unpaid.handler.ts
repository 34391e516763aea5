import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AMPERE_TABLES,
  resetAmperePayments,
  runBatch,
  voidLiveMonthPayments,
  writeAudit,
} from '@kahraba/persistence';
import { auditActor } from '../oversight/audit-actor';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { MarkAllAmpereUnpaidCommand } from './mark-all-ampere-unpaid.command';

@CommandHandler(MarkAllAmpereUnpaidCommand)
export class MarkAllAmpereUnpaidHandler implements ICommandHandler<MarkAllAmpereUnpaidCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ updated: number }> {
    // No row may change while the batch resets and journals them (runBatch holds them).
    return this.db.transaction((tx) =>
      runBatch(
        tx,
        AMPERE_TABLES,
        { kind: 'mark-all-unpaid', today: this.clock.today() },
        async ({ batchId }) => {
          const updated = await resetAmperePayments(tx, batchId);
          // The live month's payments are voided in the batch; its undo revives them
          // (docs/business-rules.md#paid-unpaid-and-arrears).
          await voidLiveMonthPayments(tx, AMPERE_TABLES, {
            voidReason: 'mark_all_unpaid',
            batchId,
            at: this.clock.now(),
          });
          await writeAudit(tx, {
            actor: auditActor(),
            action: 'mark-all-unpaid',
            system: 'ampere',
            count: updated,
            details: { batchId },
          });
          return { created: 0, updated, result: { updated } };
        },
      ),
    );
  }
}
