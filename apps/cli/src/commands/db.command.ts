import { Command } from 'commander';
import { migrateDatabase } from '@kahraba/persistence';
import { withDatabaseUrl } from '../cli-application';
import { printResult } from '../output';

export function dbCommand(): Command {
  const db = new Command('db').description('database maintenance');
  db.command('migrate')
    .description('apply pending migrations')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const applied = await withDatabaseUrl((url) => migrateDatabase(url));
      printResult(Boolean(options.json), { applied }, () =>
        applied.length
          ? applied.map((name) => `طُبّق الترحيل ${name}`)
          : ['قاعدة البيانات محدّثة: لا ترحيلات جديدة'],
      );
    });
  return db;
}
