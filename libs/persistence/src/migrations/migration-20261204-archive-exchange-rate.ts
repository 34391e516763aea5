import { Migration } from '@mikro-orm/migrations';

/**
 * docs/closed-month-rate.md: a closed month of the flat subscription keeps the exchange rate its close
 * stated, so its pounds stay what they were however the rate moves later (a metered month already
 * keeps its bill's rate). Rows archived before this migration take the rate in force when they were
 * archived (the latest rate stored at or before `archived_at`), else the earliest rate stored, else the
 * default of 89,500.
 */
export class Migration20261204ArchiveExchangeRate extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE monthly_archives ADD COLUMN exchange_rate_used numeric(15, 2);');
    this.addSql(
      `UPDATE monthly_archives m SET exchange_rate_used = COALESCE(
         (SELECT r.usd_to_lbp FROM exchange_rate r WHERE r.updated_at <= m.archived_at
           ORDER BY r.updated_at DESC, r.id DESC LIMIT 1),
         (SELECT r.usd_to_lbp FROM exchange_rate r ORDER BY r.updated_at, r.id LIMIT 1),
         89500);`,
    );
    this.addSql(
      `ALTER TABLE monthly_archives ALTER COLUMN exchange_rate_used SET NOT NULL,
         ADD CONSTRAINT monthly_archives_exchange_rate_used_check CHECK (exchange_rate_used > 0);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE monthly_archives DROP COLUMN exchange_rate_used;');
  }
}
