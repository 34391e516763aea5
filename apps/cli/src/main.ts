#!/usr/bin/env node
import { CommanderError, type Command } from 'commander';
import { businessTimeZoneSettingProblem } from '@kahraba/api';
import { DomainError } from '@kahraba/billing-domain';
import { buildProgram } from './program';
import { UsageError } from './usage-error';

/**
 * Exit codes: 0 ok, 1 the command failed, 2 bad usage. Errors go to stderr on one line: text for
 * people, or with --json one JSON object `{"error": "...", "code": "..."}` for scripts.
 */
async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  applyUsageHandling(program);
  // issue 22 §5: before any database is started, as the API refuses it.
  const zoneProblem = businessTimeZoneSettingProblem(process.env);
  if (zoneProblem) {
    reportFailure({ exitCode: 1, message: zoneProblem, code: 'INVALID_BUSINESS_TIME_ZONE' }, wantsJson(argv));
    return 1;
  }
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (
      error instanceof CommanderError &&
      (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0)
    )
      return 0;
    const failure = describeFailure(error);
    reportFailure(failure, wantsJson(argv));
    return failure.exitCode;
  }
}

interface Failure {
  exitCode: 1 | 2;
  message: string;
  code: string;
}

function describeFailure(error: unknown): Failure {
  if (error instanceof CommanderError) {
    return { exitCode: 2, message: error.message.replace(/^error:\s*/, ''), code: 'USAGE_ERROR' };
  }
  if (error instanceof UsageError) return { exitCode: 2, message: error.message, code: error.code };
  if (error instanceof DomainError) return { exitCode: 1, message: error.message, code: error.code };
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: 1, message, code: 'COMMAND_FAILED' };
}

function reportFailure(failure: Failure, json: boolean): void {
  const message = failure.message.replace(/\s+/g, ' ').trim();
  process.stderr.write(
    json ? `${JSON.stringify({ error: message, code: failure.code })}\n` : `error: ${message}\n`,
  );
}

/** --json anywhere among the options (not after a `--` that ends them). */
function wantsJson(argv: string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

function applyUsageHandling(command: Command): void {
  command.exitOverride();
  command.configureOutput({ writeErr: () => undefined });
  command.commands.forEach(applyUsageHandling);
}

void main(process.argv).then((code) => process.exit(code));
