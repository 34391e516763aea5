import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AMPERE_TABLES, resetAmperePayments, runBatch, voidLiveMonthPayments } from '@kahraba/persistence';
import { auditActor } from '../oversight/audit-actor';
import { Clock } from '../clock/clock';
import { AllMarkedUnpaid } from '../events/all-marked-unpaid.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { MarkAllAmpereUnpaidCommand } from './mark-all-ampere-unpaid.command';

@CommandHandler(MarkAllAmpereUnpaidCommand)
export class MarkAllAmpereUnpaidHandler implements ICommandHandler<MarkAllAmpereUnpaidCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ updated: number }> {
    // No row may change while the batch resets and journals them (runBatch holds them).
    return this.unitOfWork.run((tx, events) =>
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
          events.record(
            new AllMarkedUnpaid({
              actor: auditActor(),
              system: 'ampere',
              count: updated,
              details: { batchId },
            }),
          );
          return { created: 0, updated, result: { updated } };
        },
      ).then((done) => recordBatch(events, done)),
    );
  }
}
