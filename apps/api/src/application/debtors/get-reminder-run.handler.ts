import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotFoundError, REMINDER_SKIP_LABELS, type ReminderSkipReason } from '@kahraba/billing-domain';
import { findReminderRun, findReminderRunCustomers } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetReminderRunQuery } from './get-reminder-run.query';
import type { ReminderRunView } from './reminder-run.view';

@QueryHandler(GetReminderRunQuery)
export class GetReminderRunHandler implements IQueryHandler<GetReminderRunQuery> {
  constructor(private readonly db: Database) {}

  async execute({ runId }: GetReminderRunQuery): Promise<ReminderRunView> {
    const run = await findReminderRun(this.db, runId);
    if (run === null) throw new NotFoundError('جولة التذكير غير موجودة', 'REMINDER_RUN_NOT_FOUND');
    const customers = (await findReminderRunCustomers(this.db, runId)).map((row) => {
      const skipReason = row.skipReason as ReminderSkipReason | null;
      return {
        system: row.system,
        customerId: row.customerId,
        customerNumber: row.customerNumber,
        name: row.name,
        link: row.link,
        skipReason,
        skipLabel: skipReason === null ? null : REMINDER_SKIP_LABELS[skipReason],
        remindedAt: row.remindedAt === null ? null : new Date(row.remindedAt).toISOString(),
      };
    });
    return {
      id: run.id,
      startedAt: new Date(run.startedAt).toISOString(),
      startedBy: run.startedBy,
      skipRemindedWithinDays: run.skipWithinDays,
      provider: run.provider,
      customers,
      toRemind: customers.filter((customer) => customer.link !== null).length,
      skipped: customers.filter((customer) => customer.skipReason !== null).length,
      reminded: customers.filter((customer) => customer.remindedAt !== null).length,
    };
  }
}
