import { Migration } from '@mikro-orm/migrations';

/**
 * docs/metered-group-price.md: every metered group gets a current price per kWh, which its new
 * customers start from. On a database that has customers, a group's price starts as the most common
 * price among its live customers (on a tie, the one of the customer added last), in the currency it
 * was typed in; a group without customers keeps the default (1 dollar, docs/metered-group-price.md), which
 * is what a group without a stored price reads.
 */
export class Migration20261202MeteredGroupPrices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      INSERT INTO settings (key, value, updated_at)
      SELECT 'metered_group_price:' || common.system,
        CASE WHEN common.pounds IS NULL THEN jsonb_build_object('pricePerKwh', common.dollars::text)
             ELSE jsonb_build_object('pricePerKwhLbp', common.pounds::text) END,
        now()
      FROM (
        SELECT DISTINCT ON (c.system) c.system, c.price_per_kwh_lbp AS pounds,
          -- A price typed in pounds is one price whatever rate its dollars were converted at.
          CASE WHEN c.price_per_kwh_lbp IS NULL THEN c.price_per_kwh END AS dollars
        FROM kwh_customers c
        JOIN billing_systems s ON s.id = c.system AND s.tariff = 'metered-per-kwh'
        WHERE NOT c.is_deleted
        GROUP BY c.system, 2, 3
        ORDER BY c.system, count(*) DESC, max(c.created_at) DESC, max(c.customer_number) DESC
      ) common
      ON CONFLICT (key) DO NOTHING;`);
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM settings WHERE starts_with(key, 'metered_group_price:');`);
  }
}
