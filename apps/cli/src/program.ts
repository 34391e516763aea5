import { Command } from 'commander';
import { archiveCommand } from './commands/archive.command';
import { actFor } from './cli-actor';
import { auditCommand } from './commands/audit.command';
import { backupCommand } from './commands/backup.command';
import { dbCommand } from './commands/db.command';
import { monthCommand } from './commands/month.command';
import { passcodesCommand } from './commands/passcodes.command';
import { paymentsCommand } from './commands/payments.command';
import { readingsCommand } from './commands/readings.command';
import { restoreCommand } from './commands/restore.command';
import { demoCommand } from './commands/demo.command';
import { usersCommand } from './commands/users.command';

export function buildProgram(): Command {
  const program = new Command('billing')
    .description('Kahraba back office from the terminal (same commands as the web app)')
    .showHelpAfterError(false)
    .option(
      '--as <email>',
      'the user this terminal acts for (an active account): the audit log names it beside the OS user',
    )
    .hook('preAction', (command) => actFor((command.opts() as { as?: string }).as));
  program.addCommand(usersCommand());
  program.addCommand(dbCommand());
  program.addCommand(monthCommand());
  program.addCommand(readingsCommand());
  program.addCommand(auditCommand());
  program.addCommand(archiveCommand());
  program.addCommand(paymentsCommand());
  program.addCommand(passcodesCommand());
  program.addCommand(backupCommand());
  program.addCommand(restoreCommand());
  program.addCommand(demoCommand());
  return program;
}
