import { Migration } from '@mikro-orm/migrations';

/**
 * Pounds exact (docs/business-rules.md#the-statement-of-account): a price typed in pounds is kept in pounds
 * beside its dollars, so the bill is computed from it exactly (490 kWh × 36,000 + 1,050,000 = 18,690,000 LBP)
 * and a rate change re-derives the dollars. `price_per_kwh_lbp` is the bulk LBP price per kWh (null: typed in
 * dollars); `subscription_fee_lbp` the pricing map's pound price the fee was billed from (null: the
 * customer's own fee in dollars). The archives keep both with the row.
 */
export class Migration20261130PoundsSources extends Migration {
  override async up(): Promise<void> {
    for (const table of ['kwh_customers', 'kwh_archived_customers', 'kwh_monthly_archives']) {
      this.addSql(
        `ALTER TABLE ${table}
           ADD COLUMN price_per_kwh_lbp numeric(18, 0) CHECK (price_per_kwh_lbp > 0),
           ADD COLUMN subscription_fee_lbp numeric(18, 0) CHECK (subscription_fee_lbp > 0);`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of ['kwh_customers', 'kwh_archived_customers', 'kwh_monthly_archives']) {
      this.addSql(`ALTER TABLE ${table} DROP COLUMN price_per_kwh_lbp, DROP COLUMN subscription_fee_lbp;`);
    }
  }
}
