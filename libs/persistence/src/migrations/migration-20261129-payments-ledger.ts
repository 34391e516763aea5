import { Migration } from '@mikro-orm/migrations';

const LIVE_AND_ARCHIVED = [
  'ampere_records',
  'archived_records',
  'monthly_archives',
  'kwh_customers',
  'kwh_archived_customers',
  'kwh_monthly_archives',
] as const;

/**
 * The payments ledger (docs/business-rules.md#the-payments-ledger): a payment is never edited or deleted, a
 * mistake is voided and written again, and a record's amount_paid is the sum of its live month's payments
 * that are not void (kept on the record, in the same transaction, so every reader stays one row read). A
 * month close carries the unpaid balance into the next month as arrears. Customers of every system get an
 * optional phone.
 *
 * Records already paid before the ledger existed get one opening payment each, so that the ledger's sum
 * is their amount_paid from the first day.
 */
export class Migration20261129PaymentsLedger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE receipt_counters (
        year integer PRIMARY KEY,
        last_value integer NOT NULL CHECK (last_value >= 0)
      );

      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        system text NOT NULL REFERENCES billing_systems (id),
        -- The live record (ampere_records.id or kwh_customers.id); a restore that gives the customer a
        -- new id moves its payments along.
        record_id uuid NOT NULL,
        customer_number integer NOT NULL,
        customer_name text NOT NULL,
        box text,
        billing_month char(7) NOT NULL CHECK (billing_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        -- What the payment settles, in USD (cents exact).
        amount numeric(14, 2) NOT NULL CHECK (amount > 0),
        -- What was handed over: dollars, or pounds (amount_lbp) converted at exchange_rate.
        currency text NOT NULL CHECK (currency IN ('USD', 'LBP')),
        amount_lbp numeric(18, 0) CHECK (amount_lbp IS NULL OR amount_lbp > 0),
        exchange_rate numeric(15, 2) NOT NULL CHECK (exchange_rate > 0),
        method text NOT NULL CHECK (method IN ('cash', 'bank_transfer', 'money_transfer')),
        note text CHECK (note IS NULL OR length(note) <= 500),
        -- How it was recorded: a collection, or one of the older ways of changing the paid amount.
        source text NOT NULL DEFAULT 'collection',
        received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        received_by text NOT NULL,
        received_by_user_id uuid,
        receipt_number text NOT NULL UNIQUE,
        -- The client's idempotency key: a retried offline payment is recorded once.
        client_id text UNIQUE CHECK (client_id IS NULL OR length(client_id) BETWEEN 1 AND 100),
        -- The batch that recorded it (an undo voids it) and the batch that voided it (an undo revives it).
        batch_id uuid,
        voided_at timestamptz,
        voided_by text,
        void_reason text,
        void_batch_id uuid,
        CHECK ((currency = 'LBP') = (amount_lbp IS NOT NULL)),
        CHECK ((voided_at IS NULL) = (voided_by IS NULL) AND (voided_at IS NULL) = (void_reason IS NULL))
      );
      CREATE INDEX payments_record_idx ON payments (record_id, billing_month);
      CREATE INDEX payments_received_at_idx ON payments (received_at);
      CREATE INDEX payments_batch_idx ON payments (batch_id) WHERE batch_id IS NOT NULL;
      CREATE INDEX payments_void_batch_idx ON payments (void_batch_id) WHERE void_batch_id IS NOT NULL;
    `);
    for (const table of LIVE_AND_ARCHIVED) {
      this.addSql(
        `ALTER TABLE ${table} ADD COLUMN arrears numeric(14, 2) NOT NULL DEFAULT 0, ADD COLUMN phone text;`,
      );
    }
    // Opening payments: one per live record already (partly) paid, numbered in order of customer.
    this.addSql(`
      WITH paid AS (
        SELECT 'ampere' AS system, id, customer_number, name, box, month, amount_paid FROM ampere_records
         WHERE amount_paid > 0 AND NOT is_deleted
        UNION ALL
        SELECT system, id, customer_number, name, box, month, amount_paid FROM kwh_customers
         WHERE amount_paid > 0 AND NOT is_deleted
      ), numbered AS (
        SELECT paid.*, row_number() OVER (ORDER BY system, customer_number) AS n FROM paid
      ), rate AS (
        SELECT COALESCE((SELECT usd_to_lbp FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1), 89500) AS usd_to_lbp
      )
      INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount,
                            currency, exchange_rate, method, source, received_by, receipt_number, note)
      SELECT system, id, customer_number, name, box, month, amount_paid, 'USD', rate.usd_to_lbp, 'cash',
             'opening-balance', 'migration',
             'R-' || extract(year FROM now())::int || '-' || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END,
             'الرصيد المدفوع قبل سجل الدفعات'
        FROM numbered, rate;
      INSERT INTO receipt_counters (year, last_value)
      SELECT extract(year FROM now())::int, count(*) FROM payments HAVING count(*) > 0;
    `);
  }

  override async down(): Promise<void> {
    for (const table of LIVE_AND_ARCHIVED) {
      this.addSql(`ALTER TABLE ${table} DROP COLUMN arrears, DROP COLUMN phone;`);
    }
    this.addSql('DROP TABLE payments; DROP TABLE receipt_counters;');
  }
}
