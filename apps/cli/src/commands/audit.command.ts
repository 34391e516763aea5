import { Command, InvalidArgumentError, Option } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { ListAuditLogQuery } from '@kahraba/api';
import { AUDIT_ACTIONS, DomainError, readAuditLogFilter } from '@kahraba/billing-domain';
import type { AuditEntryView } from '@kahraba/persistence';
import { withApplication } from '../cli-application';
import { printResult, table } from '../output';

/** The audit log from a terminal: every entry since a day (all pages), newest first. */
export function auditCommand(): Command {
  const audit = new Command('audit').description(
    'who did what destructive or money-changing thing, and when',
  );
  audit
    .command('list')
    .description('list audit entries, newest first')
    .addOption(new Option('--since <YYYY-MM-DD>', 'only entries from this day on').argParser(parseDay))
    .addOption(new Option('--action <action>', 'only this action').choices(AUDIT_ACTIONS))
    .option('--json', 'print JSON ({entries, database})')
    .action(async (options: { since?: string; action?: string; json?: boolean }) => {
      const entries = await withApplication(async (app) => {
        const queries = app.get(QueryBus);
        const all: AuditEntryView[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await queries.execute(
            new ListAuditLogQuery({ from: options.since, action: options.action, page: String(page) }),
          );
          all.push(...answer.entries);
          if (page * answer.pageSize >= answer.total) return all;
        }
      });
      printResult(Boolean(options.json), { entries }, () =>
        entries.length === 0
          ? ['لا توجد إدخالات في سجل التدقيق']
          : table([
              // The action and system as --action and --system take them.
              ['الوقت', 'المستخدم', 'الإجراء', 'النظام', 'العدد'],
              ...entries.map((entry) => [
                entry.at,
                entry.userEmail,
                entry.action,
                entry.system ?? '-',
                entry.count === null ? '-' : String(entry.count),
              ]),
            ]),
      );
    });
  return audit;
}

/** A day that does not exist ('2026-02-30', 'yesterday') is bad usage (exit 2), before anything runs. */
function parseDay(text: string): string {
  try {
    return readAuditLogFilter({ from: text }).from ?? text;
  } catch (error) {
    if (error instanceof DomainError)
      throw new InvalidArgumentError('اكتب يوماً موجوداً بالأرقام، سنة ثم شهر ثم يوم، مثل 2026-11-01');
    throw error;
  }
}
