import { Command, Option } from 'commander';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateUserCommand, ListUsersQuery, UpdateUserCommand } from '@kahraba/api';
import { NotFoundError, USER_ROLE_LABELS, USER_ROLES, type UserRole } from '@kahraba/billing-domain';
import type { UserAccountView } from '@kahraba/persistence';
import { cliActor } from '../cli-actor';
import { withApplication } from '../cli-application';
import { printResult, table } from '../output';
import { readFirstLineFromStdin } from '../read-stdin';

export function usersCommand(): Command {
  const users = new Command('users').description('manage the people who sign in');

  users
    .command('create')
    .description('create a user; reads the password from stdin when --password is omitted')
    .requiredOption('--email <email>', 'sign-in email')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .addOption(new Option('--role <role>', 'role').choices([...USER_ROLES]).makeOptionMandatory())
    .option('--meter-reader', 'a collector who also walks the reading round (docs/meter-reader.md)')
    .option('--password <password>', 'password (at least 8 characters)')
    .option('--json', 'print JSON')
    .action(
      async (options: {
        email: string;
        firstName: string;
        lastName: string;
        role: UserRole;
        meterReader?: boolean;
        password?: string;
        json?: boolean;
      }) => {
        const password = options.password ?? (await readFirstLineFromStdin('Password: '));
        const user = await withApplication((app) =>
          app
            .get(CommandBus)
            .execute(
              new CreateUserCommand(
                options.email,
                options.firstName,
                options.lastName,
                options.role,
                password,
                cliActor(),
                options.meterReader,
              ),
            ),
        );
        printResult(Boolean(options.json), user, () => [
          `أُنشئ المستخدم ${user.email}: ${USER_ROLE_LABELS[user.role]} (${user.id})`,
        ]);
      },
    );

  users
    .command('list')
    .description('list users')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const list = await withApplication((app) => app.get(QueryBus).execute(new ListUsersQuery()));
      printResult(Boolean(options.json), { users: list }, () =>
        table([
          ['البريد', 'الاسم', 'العائلة', 'الدور', 'فعّال', 'يقرأ العدادات'],
          ...list.map((u) => [
            u.email,
            u.firstName,
            u.lastName,
            USER_ROLE_LABELS[u.role],
            u.active ? 'نعم' : 'لا',
            u.meterReader ? 'نعم' : 'لا',
          ]),
        ]),
      );
    });

  users
    .command('update')
    .description("change a user's role, or let a collector walk the reading round (docs/meter-reader.md)")
    .requiredOption('--email <email>', 'sign-in email of the user to change')
    .addOption(new Option('--role <role>', 'new role').choices([...USER_ROLES]))
    .option('--meter-reader', 'the collector also walks the reading round')
    .option('--no-meter-reader', 'the collector no longer walks the reading round')
    .option('--json', 'print JSON')
    .action(async (options: { email: string; role?: UserRole; meterReader?: boolean; json?: boolean }) => {
      const user = await withApplication(async (app) => {
        const accounts: UserAccountView[] = await app.get(QueryBus).execute(new ListUsersQuery());
        const email = options.email.trim().toLowerCase();
        const account = accounts.find((candidate) => candidate.email === email);
        if (!account) throw new NotFoundError(`لا يوجد مستخدم بالبريد ${options.email}`, 'USER_NOT_FOUND');
        const change = { role: options.role, meterReader: options.meterReader };
        // The terminal's account is no user's: it can never be the one changed ("your own account" rules).
        return app
          .get(CommandBus)
          .execute(new UpdateUserCommand(account.id, change, { id: '', email: cliActor() }));
      });
      printResult(Boolean(options.json), user, () => [
        `${user.email}: ${USER_ROLE_LABELS[user.role]}${user.meterReader ? '، يقرأ العدادات' : ''}${user.active ? '' : '، موقوف'}`,
      ]);
    });

  return users;
}
