import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { locateDatabase, migrateDatabase, type DatabaseLocation } from '@kahraba/persistence';
import { publicUrlSettingProblem } from './application/settings/public-url';
import { businessTimeZoneSettingProblem } from './application/clock/business-time-zone';
import { configureHttpApp } from './configure-http-app';
import { cookieSettingsProblem } from './http/common/cookie-settings';
import { HttpAppModule } from './http-app.module';
import { EnsurePasscodeCommand } from './application/access/ensure-passcode.command';
import { EnsureInitialAdminCommand } from './application/access/ensure-initial-admin.command';

const say = (line: string) => console.log(`[kahraba] ${line}`);

let app: NestExpressApplication | undefined;
let database: Promise<DatabaseLocation> | undefined;
let stopping = false;

/**
 * SIGINT/SIGTERM, whenever they come: the embedded PostgreSQL stops being restarted, the app closes,
 * and the server it owns is released even when closing the app fails (a connection that errs on
 * close), so a stopped app never leaves it running.
 */
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const located = await database?.catch(() => undefined);
  await located?.standDown();
  let exitCode = 0;
  try {
    await app?.close();
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  }
  await located?.release();
  process.exit(exitCode);
}
// Before anything starts: a signal that came before these listeners would end the process at once
// (Node's default) and leave its embedded PostgreSQL running. Once "to sign in" is printed, the one
// who started the app may stop it at any moment (the restart test did, and the server was left).
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

async function bootstrap(): Promise<void> {
  // Before the database starts: a contradiction here would otherwise start an app nobody can sign in to.
  const problem =
    cookieSettingsProblem(process.env) ??
    businessTimeZoneSettingProblem(process.env) ??
    publicUrlSettingProblem(process.env);
  if (problem) {
    console.error(`[kahraba] ${problem}`);
    process.exit(1);
  }
  database = locateDatabase(process.env);
  const located = await database;
  say(located.embedded ? `embedded PostgreSQL under ${located.shown}` : `PostgreSQL at ${located.shown}`);
  await migrateDatabase(located.url);

  app = await NestFactory.create<NestExpressApplication>(
    HttpAppModule.forDatabase(located.url, located.embedded),
    { bodyParser: false, logger: ['error', 'warn'] },
  );
  await configureHttpApp(app);
  // CQRS handlers register on bootstrap: initialise before sending commands.
  await app.init();
  const commandBus = app.get(CommandBus);
  const admin = await commandBus.execute(
    new EnsureInitialAdminCommand(process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD),
  );
  const tablesPasscode = await commandBus.execute(
    new EnsurePasscodeCommand('tables', process.env.TABLES_PASSCODE),
  );
  const dangerPasscode = await commandBus.execute(
    new EnsurePasscodeCommand('danger', process.env.DANGER_PASSCODE),
  );

  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port);
  say(`Open http://localhost:${port} to sign in`);
  if (admin.created) {
    say(`First administrator created: ${admin.email}`);
    // Shown once: it is stored only as an argon2id hash.
    if (admin.generatedPassword) say(`Generated password (shown once): ${admin.generatedPassword}`);
  }
  if (tablesPasscode.generated) {
    say(`Main tables passcode (shown once, change it on /settings): ${tablesPasscode.generated}`);
  }
  if (dangerPasscode.generated) {
    say(`Column-data manager passcode (shown once, change it on /settings): ${dangerPasscode.generated}`);
  }
  // The variables are initial values only (docs/operator-guide.md#configuration); say so rather than let a
  // restart look like a reset.
  for (const [name, scope, ensured] of [
    ['TABLES_PASSCODE', 'tables', tablesPasscode],
    ['DANGER_PASSCODE', 'danger', dangerPasscode],
  ] as const) {
    if (process.env[name] && !ensured.created) {
      say(
        `${name} is ignored: a passcode is already stored (reset it on /settings or with billing passcodes set --scope ${scope})`,
      );
    }
  }

  // docs/database-faults.md: from now on an embedded PostgreSQL that dies is started again, without a restart of the app.
  located.supervise(say);
}

void bootstrap().catch((error: unknown) => {
  // A start cut short by a signal ends through stop(), which releases the database.
  if (stopping) return;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
