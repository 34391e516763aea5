import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertMayCutOffAs,
  assertMayReconnect,
  reconnectionFee,
  RecordNotFoundError,
} from '@kahraba/billing-domain';
import { lockCutOffMark, readExchangeRate, reconnectJournaled, runBatch } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { CustomerReconnected } from '../events/customer-reconnected.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { toStatementView } from '../statements/stored-statement';
import { SystemCatalog } from '../systems/system-catalog';
import type { CutOffAnswer } from './cut-off-answer';
import { readOperatorsMayCutOff } from './cut-off-permission.store';
import { amountDueOf, customerStatementIn } from './customer-statement';
import { ReconnectCustomerCommand } from './reconnect-customer.command';

/**
 * docs/cut-off.md: one customer reconnected, as one undoable batch of its system: the month is billed
 * again and the fee is one line of its statement. Audited with the fee and the amount due before it.
 */
@CommandHandler(ReconnectCustomerCommand)
export class ReconnectCustomerHandler implements ICommandHandler<ReconnectCustomerCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute(command: ReconnectCustomerCommand): Promise<CutOffAnswer> {
    const { system, tables } = await this.catalog.tables(command.system);
    const today = this.clock.today();
    return this.unitOfWork.run(async (tx, events) => {
      assertMayCutOffAs(command.actor.role, await readOperatorsMayCutOff(tx));
      // Pounds typed are billed in pounds; their dollars at the stored rate.
      const fee = reconnectionFee(command.fee, await readExchangeRate(tx));
      const outcome = await runBatch(
        tx,
        tables,
        { kind: 'reconnect', actor: command.actor.email, today },
        async ({ batchId }) => {
          const mark = await lockCutOffMark(tx, tables, command.id);
          if (mark === undefined) throw new RecordNotFoundError();
          assertMayReconnect(mark);
          const before = await customerStatementIn(tx, system, tables, command.id, today);
          await reconnectJournaled(tx, tables, batchId, {
            id: command.id,
            feeUsd: fee ? fee.amount.toDecimalString() : null,
            feeLbp: fee?.amountLbp ? String(fee.amountLbp.pounds) : null,
          });
          const statement = await customerStatementIn(tx, system, tables, command.id, today);
          events.record(
            new CustomerReconnected({
              actor: command.actor.email,
              system: system.id,
              count: 1,
              details: {
                customerId: command.id,
                customerNumber: statement.customer.customerNumber,
                name: statement.customer.name,
                cutOffAt: mark?.at,
                feeUsd: fee ? fee.amount.toNumber() : null,
                feeLbp: fee?.amountLbp?.pounds ?? null,
                ...amountDueOf(before),
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
              cutOff: null,
              statement: toStatementView(command.id, system, statement),
            },
          };
        },
      );
      return recordBatch(events, outcome);
    });
  }
}
