#!/usr/bin/env node
import { CommanderError, type Command } from 'commander';
import { businessTimeZoneSettingProblem } from '@kahraba/api';
import { arabicReasonOf, DomainError } from '@kahraba/billing-domain';
import { buildProgram } from './program';
import { databaseUsed } from './database-used';
import { UsageError } from './usage-error';
import { MisusedCommand, usageInArabic } from './usage-in-arabic';
import { wantsJson } from './wants-json';

/**
 * Exit codes: 0 ok, 1 the command failed, 2 bad usage. Errors go to stderr on one line, in Arabic:
 * `خطأ: …` for people, or with --json one JSON object `{"error": "...", "code": "..."}` for scripts
 * (with `database` once the database was found: docs/cli-database.md).
 */
async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  // What commander writes to stderr (the help it shows for a group named without a command) is kept,
  // not printed: errors are said once, in Arabic, below.
  let written = '';
  applyUsageHandling(program, (text) => (written += text));
  // BUSINESS_TIME_ZONE (docs/operator-guide.md#configuration): checked before any database is started, as the
  // API refuses it.
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
    // `billing` alone, or `billing readings` without a command: the help, not an error.
    if (error instanceof CommanderError && error.code === 'commander.help') {
      process.stdout.write(written);
      return 0;
    }
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
  if (error instanceof MisusedCommand) {
    return { exitCode: 2, message: usageInArabic(error), code: 'USAGE_ERROR' };
  }
  if (error instanceof UsageError) return { exitCode: 2, message: error.message, code: error.code };
  if (error instanceof DomainError) return { exitCode: 1, message: error.message, code: error.code };
  const system = systemFailure(error);
  if (system) return { exitCode: 1, message: system, code: 'FILE_ERROR' };
  // Anything else (a database that does not answer...): its reason in Arabic, the technical text after it.
  return { exitCode: 1, message: arabicReasonOf(error), code: 'COMMAND_FAILED' };
}

/** A file the system refused (writing --out into a missing folder...), said in Arabic with its path. */
function systemFailure(error: unknown): string | null {
  const { code, path } = (error ?? {}) as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof path !== 'string') return null;
  const reasons: Record<string, string> = {
    ENOENT: 'غير موجود',
    EACCES: 'غير مسموح بالوصول إليه',
    EPERM: 'غير مسموح بالوصول إليه',
    EISDIR: 'مجلد وليس ملفاً',
    ENOTDIR: 'مساره ليس مجلداً',
    ENOSPC: 'لا توجد مساحة كافية لكتابته',
    EROFS: 'على قرص للقراءة فقط',
  };
  return reasons[code] ? `الملف «${path}» ${reasons[code]}` : null;
}

function reportFailure(failure: Failure, json: boolean): void {
  const message = failure.message.replace(/\s+/g, ' ').trim();
  process.stderr.write(
    json
      ? `${JSON.stringify({ error: message, code: failure.code, database: databaseUsed() })}\n`
      : `خطأ: ${message}\n`,
  );
}

function applyUsageHandling(command: Command, keep: (text: string) => void): void {
  command.exitOverride((error) => {
    throw new MisusedCommand(error, command);
  });
  command.configureOutput({ writeErr: keep });
  command.commands.forEach((child) => applyUsageHandling(child, keep));
}

void main(process.argv).then((code) => process.exit(code));
