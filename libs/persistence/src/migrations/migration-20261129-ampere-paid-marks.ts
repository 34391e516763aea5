import { Migration } from '@mikro-orm/migrations';

/**
 * Marking an ampere customer paid now records a payment of its balance, and is_paid is the
 * balance at or below zero, as in every system. A live customer marked paid before, while still
 * owing, gets that balance as an opening payment (its mark stood for it), so that nobody marked paid
 * turns unpaid; then is_paid holds the derived state everywhere on the live table.
 */
export class Migration20261129AmperePaidMarks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      WITH marked AS (
        SELECT id, customer_number, name, box, month, outstanding_balance AS owed,
               row_number() OVER (ORDER BY customer_number, id) AS n, count(*) OVER () AS total
          FROM ampere_records WHERE is_paid AND outstanding_balance > 0 AND NOT is_deleted
      ), counter AS (
        INSERT INTO receipt_counters (year, last_value)
        SELECT extract(year FROM now())::int, count(*) FROM marked HAVING count(*) > 0
        ON CONFLICT (year) DO UPDATE SET last_value = receipt_counters.last_value + EXCLUDED.last_value
        RETURNING year, last_value
      ), rate AS (
        SELECT COALESCE((SELECT usd_to_lbp FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1), 89500) AS usd_to_lbp
      )
      INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount,
                            currency, exchange_rate, method, source, received_by, receipt_number, note)
      SELECT 'ampere', m.id, m.customer_number, m.name, m.box, m.month, m.owed, 'USD', rate.usd_to_lbp, 'cash',
             'opening-balance', 'migration',
             'R-' || c.year || '-' || CASE WHEN c.last_value - m.total + m.n < 1000000
               THEN lpad((c.last_value - m.total + m.n)::text, 6, '0') ELSE (c.last_value - m.total + m.n)::text END,
             'علامة مدفوع قبل سجل الدفعات'
        FROM marked m, counter c, rate;
    `);
    this.addSql(`
      UPDATE ampere_records SET amount_paid = amount_paid + outstanding_balance, outstanding_balance = 0
       WHERE is_paid AND outstanding_balance > 0 AND NOT is_deleted;
      UPDATE ampere_records SET is_paid = outstanding_balance <= 0
       WHERE is_paid IS DISTINCT FROM (outstanding_balance <= 0);
    `);
  }

  override async down(): Promise<void> {
    // The opening payments stay: a payment is never deleted, and the marks they replaced are gone.
  }
}
