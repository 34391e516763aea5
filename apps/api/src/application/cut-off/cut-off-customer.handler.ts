import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertMayCutOff, assertMayCutOffAs, RecordNotFoundError } from '@kahraba/billing-domain';
import { cutOffJournaled, lockCutOffMark, runBatch } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { CustomerCutOff } from '../events/customer-cut-off.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { toStatementView } from '../statements/stored-statement';
import { SystemCatalog } from '../systems/system-catalog';
import type { CutOffAnswer } from './cut-off-answer';
import { CutOffCustomerCommand } from './cut-off-customer.command';
import { readOperatorsMayCutOff } from './cut-off-permission.store';
import { amountDueOf, customerStatementIn } from './customer-statement';

/**
 * docs/cut-off.md: one customer cut off, as one undoable batch of its system; the month they are cut
 * off in stays billed. Audited with the reason and the amount due at the time, from the statement.
 */
@CommandHandler(CutOffCustomerCommand)
export class CutOffCustomerHandler implements ICommandHandler<CutOffCustomerCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute(command: CutOffCustomerCommand): Promise<CutOffAnswer> {
    const { system, tables } = await this.catalog.tables(command.system);
    const reason = command.reason;
    const today = this.clock.today();
    return this.unitOfWork.run(async (tx, events) => {
      assertMayCutOffAs(command.actor.role, await readOperatorsMayCutOff(tx));
      const outcome = await runBatch(
        tx,
        tables,
        { kind: 'cut-off', actor: command.actor.email, today },
        async ({ batchId }) => {
          const mark = await lockCutOffMark(tx, tables, command.id);
          if (mark === undefined) throw new RecordNotFoundError();
          assertMayCutOff(mark);
          const at = this.clock.now();
          await cutOffJournaled(tx, tables, batchId, { id: command.id, at, reason });
          const statement = await customerStatementIn(tx, system, tables, command.id, today);
          events.record(
            new CustomerCutOff({
              actor: command.actor.email,
              system: system.id,
              count: 1,
              details: {
                customerId: command.id,
                customerNumber: statement.customer.customerNumber,
                name: statement.customer.name,
                reason,
                ...amountDueOf(statement),
                batchId,
              },
            }),
          );
          return {
            created: 0,
            updated: 1,
            result: {
              id: command.id,
              system: system.id,
              cutOff: statement.customer.cutOff ?? null,
              statement: toStatementView(command.id, system, statement),
            },
          };
        },
      );
      return recordBatch(events, outcome);
    });
  }
}
