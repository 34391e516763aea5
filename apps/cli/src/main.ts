#!/usr/bin/env node
import { CommanderError, type Command } from 'commander';
import { buildProgram } from './program';
import { UsageError } from './usage-error';

/** Exit codes: 0 ok, 1 the command failed, 2 bad usage. Errors go to stderr on one line. */
async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  applyUsageHandling(program);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.exitCode === 0
      )
        return 0;
      process.stderr.write(`${error.message.replace(/\s+/g, ' ').trim()}\n`);
      return 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: ${message.replace(/\s+/g, ' ').trim()}\n`);
    return 1;
  }
}

function applyUsageHandling(command: Command): void {
  command.exitOverride();
  command.configureOutput({ writeErr: () => undefined });
  command.commands.forEach(applyUsageHandling);
}

void main(process.argv).then((code) => process.exit(code));
