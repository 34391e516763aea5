import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { Client } from 'pg';
import { databaseUrlFor, quoted, restoreBackup } from '@kahraba/persistence';
import { TakeBackupCommand, type TakenBackup } from '../../application/backups/take-backup.command';
import { describeTables } from '../database-tables';
import type { SimulatedBusiness } from '../simulated-business';
import { audited, SimulationStep, type StepWrites } from '../simulation-step';
import { TableChecksumReader, type TableChecksums } from '../table-checksums';

/**
 * The owner backs the business up as `billing backup` does (TakeBackupCommand, verified: restored
 * into a scratch database and checked against its manifest, docs/backups.md), then restores the file
 * as `billing restore` does into a database of its own; the invariant `backupRestoresEveryTable`
 * compares every table there with the business. The backup file and the restored database are
 * removed afterwards. Slow (three copies of the database): the registry makes it rare.
 */
class BackUpAndRestore extends SimulationStep {
  protected async perform(_model: unknown, business: SimulatedBusiness): Promise<StepWrites> {
    const directory = await mkdtemp(join(tmpdir(), 'kahraba-simulation-backup-'));
    try {
      const taken = await business.send<TakenBackup>(
        new TakeBackupCommand('terminal', { directory, verify: true }),
        business.staff.admin,
      );
      if (taken.verified !== true) throw new Error(`the backup did not verify: ${taken.verifyError}`);
      return {
        restored: await restoredChecksums(business, taken.file),
        audited: [audited('take-backup', business.staff.admin)],
      };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  toString(): string {
    return 'BackUpAndRestore';
  }
}

/** Restores `file` into a new database beside the business's, reads its checksums, drops it. */
async function restoredChecksums(business: SimulatedBusiness, file: string): Promise<TableChecksums> {
  const name = `kahraba_simulation_restored_${randomBytes(6).toString('hex')}`;
  await business.sql.query(`CREATE DATABASE ${quoted(name)}`);
  try {
    const url = databaseUrlFor(business.databaseUrl, name);
    await restoreBackup(file, url, { upgrade: false });
    const restored = new Client({ connectionString: url, application_name: 'kahraba-simulator' });
    await restored.connect();
    try {
      return await new TableChecksumReader(await describeTables(restored)).read(restored);
    } finally {
      await restored.end();
    }
  } finally {
    await business.sql.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  }
}

export const anyBackup = fc.constant(null).map(() => new BackUpAndRestore());
