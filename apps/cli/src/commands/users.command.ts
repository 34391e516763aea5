import { Command, Option } from 'commander';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateUserCommand, ListUsersQuery } from '@kahraba/api';
import { USER_ROLES, type UserRole } from '@kahraba/billing-domain';
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
    .option('--password <password>', 'password (at least 8 characters)')
    .option('--json', 'print JSON')
    .action(
      async (options: {
        email: string;
        firstName: string;
        lastName: string;
        role: UserRole;
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
              ),
            ),
        );
        printResult(Boolean(options.json), user, () => [`created ${user.role} ${user.email} (${user.id})`]);
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
          ['EMAIL', 'FIRST NAME', 'LAST NAME', 'ROLE', 'ACTIVE'],
          ...list.map((u) => [u.email, u.firstName, u.lastName, u.role, u.active ? 'yes' : 'no']),
        ]),
      );
    });

  return users;
}
