import { Command, Option } from 'commander';
import { CommandBus } from '@nestjs/cqrs';
import { PASSCODE_SCOPES, SetPasscodeCommand, type PasscodeScope } from '@kahraba/api';
import { cliActor } from '../cli-actor';
import { withApplication } from '../cli-application';
import { printResult } from '../output';
import { readFirstLineFromStdin } from '../read-stdin';

/**
 * The owner's way back in (docs/business-rules.md#screen-passcodes): set or reset a screen passcode from a
 * terminal on the server, without the old one, e.g. `echo "$NEW" | billing passcodes set --scope tables`.
 */
export function passcodesCommand(): Command {
  const passcodes = new Command('passcodes').description('the passcodes of the protected screens');

  passcodes
    .command('set')
    .description(
      'set or reset a passcode (tables: main and record tables; danger: column-data manager), read from stdin',
    )
    .addOption(
      new Option('--scope <scope>', 'which passcode').choices([...PASSCODE_SCOPES]).makeOptionMandatory(),
    )
    .option('--json', 'print JSON')
    .action(async (options: { scope: PasscodeScope; json?: boolean }) => {
      const passcode = await readFirstLineFromStdin('New passcode: ');
      const result = await withApplication((app) =>
        app.get(CommandBus).execute(new SetPasscodeCommand(options.scope, passcode, passcode, cliActor())),
      );
      printResult(Boolean(options.json), { scope: options.scope, message: result.message }, () => [
        `عُيّنت كلمة المرور (${options.scope})؛ كل جلسة فُتحت بالقديمة أُقفلت من جديد`,
      ]);
    });

  return passcodes;
}
