import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import {
  reminderSkipReason,
  reminderWhatsAppText,
  type ReminderSkipReason,
  type ReminderTarget,
} from '@kahraba/billing-domain';
import {
  findDebtorRows,
  insertReminderRun,
  tablesOf,
  type ReminderRunCustomerRow,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { ReminderRunStarted } from '../events/reminder-run-started.event';
import { UnitOfWork } from '../events/unit-of-work';
import { GetPublicAddressQuery } from '../settings/get-public-address.query';
import { GetStatementsQuery } from '../statements/get-statements.query';
import { SystemCatalog } from '../systems/system-catalog';
import { REMINDER_SENDER, type ReminderSender } from './reminder-sender.port';
import { StartReminderRunCommand } from './start-reminder-run.command';

type RunCustomer = Omit<ReminderRunCustomerRow, 'position' | 'remindedAt'>;

/**
 * Prepares each chosen customer's reminder in the order chosen (docs/debtors.md#reminders-in-one-pass):
 * the statement's amount due and the debt's months, the domain's reason to skip, else the provider's
 * link; the run and its customers in one transaction, audited with the counts. Customers no longer
 * live are left out.
 */
@CommandHandler(StartReminderRunCommand)
export class StartReminderRunHandler implements ICommandHandler<StartReminderRunCommand> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly unitOfWork: UnitOfWork,
    @Inject(REMINDER_SENDER) private readonly sender: ReminderSender,
  ) {}

  async execute({ request, actor }: StartReminderRunCommand): Promise<string> {
    const today = this.clock.today();
    const { publicUrl } = await this.queries.execute(new GetPublicAddressQuery());
    const portalUrl = publicUrl === null ? null : `${publicUrl}/customer-portal`;
    const prepared = new Map<string, RunCustomer>();
    for (const [systemId, targets] of bySystem(request.customers)) {
      const system = await this.catalog.find(systemId);
      const ids = targets.map((target) => target.customerId);
      const statements = await this.queries.execute(new GetStatementsQuery(system.id, ids));
      const debts = new Map(
        (await findDebtorRows(this.db, tablesOf(system), { ids })).map((row) => [row.id, row]),
      );
      for (const statement of statements) {
        const debt = debts.get(statement.id);
        const skipReason = reminderSkipReason(
          {
            phone: statement.phone,
            totalDue: statement.totalDue,
            lastReminderDay: debt?.lastReminderDay ?? null,
          },
          today,
          request.skipRemindedWithinDays,
        );
        const link =
          skipReason === null && statement.phone !== null
            ? (
                await this.sender.prepare({
                  phone: statement.phone,
                  text: reminderWhatsAppText(statement, debt?.months ?? 0, portalUrl),
                })
              ).link
            : null;
        prepared.set(`${system.id}/${statement.id}`, {
          system: system.id,
          customerId: statement.id,
          customerNumber: statement.customerNumber,
          name: statement.name,
          link,
          skipReason,
        });
      }
    }
    const customers = request.customers.flatMap(
      (target) => prepared.get(`${target.system}/${target.customerId}`) ?? [],
    );
    return this.unitOfWork.run(async (tx, events) => {
      const runId = await insertReminderRun(
        tx,
        {
          startedAt: this.clock.now(),
          startedBy: actor,
          skipWithinDays: request.skipRemindedWithinDays,
          provider: this.sender.provider,
        },
        customers,
      );
      const skipped = countSkipped(customers);
      events.record(
        new ReminderRunStarted({
          actor,
          count: customers.length,
          details: {
            runId,
            toRemind: customers.length - Object.values(skipped).reduce((sum, count) => sum + count, 0),
            skipped,
            notFound: request.customers.length - customers.length,
            skipRemindedWithinDays: request.skipRemindedWithinDays,
            provider: this.sender.provider,
          },
        }),
      );
      return runId;
    });
  }
}

function bySystem(targets: readonly ReminderTarget[]): Map<string, ReminderTarget[]> {
  const groups = new Map<string, ReminderTarget[]>();
  for (const target of targets) groups.set(target.system, [...(groups.get(target.system) ?? []), target]);
  return groups;
}

function countSkipped(customers: readonly RunCustomer[]): Partial<Record<ReminderSkipReason, number>> {
  const counts: Partial<Record<ReminderSkipReason, number>> = {};
  for (const { skipReason } of customers) {
    if (skipReason !== null)
      counts[skipReason as ReminderSkipReason] = (counts[skipReason as ReminderSkipReason] ?? 0) + 1;
  }
  return counts;
}
