import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@kahraba/billing-domain';
import { findReminderRunCustomers, insertReminder } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { CustomerReminded } from '../events/customer-reminded.event';
import { UnitOfWork } from '../events/unit-of-work';
import { MarkReminderOpenedCommand } from './mark-reminder-opened.command';

/**
 * Keeps that the customer was reminded (docs/debtors.md#reminders-in-one-pass): only a customer of the
 * run with a link; the first opening counts, another writes nothing and is not audited again.
 */
@CommandHandler(MarkReminderOpenedCommand)
export class MarkReminderOpenedHandler implements ICommandHandler<MarkReminderOpenedCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ runId, system, customerId, actor }: MarkReminderOpenedCommand): Promise<string> {
    return this.unitOfWork.run(async (tx, events) => {
      const customers = await findReminderRunCustomers(tx, runId);
      const customer = customers.find((entry) => entry.system === system && entry.customerId === customerId);
      if (customer === undefined || customer.link === null) {
        throw new NotFoundError('هذا الزبون ليس في جولة التذكير هذه أو لا رابط له', 'REMINDER_NOT_FOUND');
      }
      const written = await insertReminder(tx, {
        runId,
        system,
        customerId,
        remindedAt: this.clock.now(),
        remindedBy: actor,
      });
      if (written) {
        events.record(
          new CustomerReminded({
            actor,
            system,
            details: { runId, customerId, customerNumber: customer.customerNumber, name: customer.name },
          }),
        );
      }
      return runId;
    });
  }
}
