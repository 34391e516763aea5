import { Migration } from '@mikro-orm/migrations';

/**
 * The ampere system (live customers, deleted ones, monthly snapshots) and the generic machinery every billing
 * system uses: customer-number counters, live months and month closes, batches with an undo journal.
 */
export class Migration20261122AmpereSystem extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE customer_number_counters (
        system text PRIMARY KEY,
        last_value integer NOT NULL
      );

      CREATE TABLE billing_months (
        system text PRIMARY KEY,
        live_month char(7) NOT NULL CHECK (live_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
      );

      -- One row per closed month: the unique key is what makes two concurrent closes impossible.
      CREATE TABLE month_closes (
        system text NOT NULL,
        month char(7) NOT NULL,
        customers integer NOT NULL,
        closed_at timestamptz NOT NULL DEFAULT now(),
        closed_by text NOT NULL,
        PRIMARY KEY (system, month)
      );

      CREATE TABLE batches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        system text NOT NULL,
        kind text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        undone_at timestamptz,
        sealed boolean NOT NULL DEFAULT false,
        created_count integer NOT NULL DEFAULT 0,
        updated_count integer NOT NULL DEFAULT 0
      );
      CREATE INDEX batches_open_idx ON batches (system, created_at DESC) WHERE undone_at IS NULL AND NOT sealed;

      -- The undo journal: rows a batch created, and the previous values of rows it updated.
      CREATE TABLE batch_entries (
        seq bigserial PRIMARY KEY,
        batch_id uuid NOT NULL REFERENCES batches (id) ON DELETE CASCADE,
        record_id uuid NOT NULL,
        action text NOT NULL CHECK (action IN ('created', 'updated')),
        previous jsonb
      );
      CREATE INDEX batch_entries_batch_idx ON batch_entries (batch_id);

      CREATE TABLE ampere_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_number integer NOT NULL UNIQUE,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        box text,
        ampere numeric(10, 3) NOT NULL CHECK (ampere >= 0),
        address text,
        ampere_price numeric(12, 2) NOT NULL CHECK (ampere_price >= 0),
        amount numeric(14, 2) NOT NULL,
        amount_paid numeric(14, 2) NOT NULL DEFAULT 0,
        outstanding_balance numeric(14, 2) NOT NULL DEFAULT 0,
        is_paid boolean NOT NULL DEFAULT false,
        is_deleted boolean NOT NULL DEFAULT false,
        invoice_date date NOT NULL DEFAULT current_date,
        due_date date,
        month char(7) NOT NULL,
        batch_id uuid,
        search_text text NOT NULL DEFAULT '',
        record_key text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      );
      CREATE INDEX ampere_records_record_key_idx ON ampere_records (record_key);

      CREATE TABLE archived_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        original_id uuid NOT NULL,
        original_created_at timestamptz NOT NULL,
        customer_number integer NOT NULL,
        name text NOT NULL,
        box text,
        ampere numeric(10, 3) NOT NULL,
        address text,
        ampere_price numeric(12, 2) NOT NULL,
        amount numeric(14, 2) NOT NULL,
        amount_paid numeric(14, 2) NOT NULL,
        outstanding_balance numeric(14, 2) NOT NULL,
        is_paid boolean NOT NULL,
        is_deleted boolean NOT NULL DEFAULT true,
        invoice_date date NOT NULL,
        due_date date,
        month char(7) NOT NULL,
        batch_id uuid,
        search_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NOT NULL DEFAULT now(),
        deletion_reason text NOT NULL
      );
      CREATE INDEX archived_records_deleted_at_idx ON archived_records (deleted_at DESC);

      CREATE TABLE monthly_archives (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        original_id uuid NOT NULL,
        customer_number integer NOT NULL,
        name text NOT NULL,
        box text,
        ampere numeric(10, 3) NOT NULL,
        address text,
        ampere_price numeric(12, 2) NOT NULL,
        amount numeric(14, 2) NOT NULL,
        amount_paid numeric(14, 2) NOT NULL,
        outstanding_balance numeric(14, 2) NOT NULL,
        is_paid boolean NOT NULL,
        is_deleted boolean NOT NULL DEFAULT false,
        invoice_date date NOT NULL,
        due_date date,
        month char(7) NOT NULL,
        batch_id uuid,
        created_at timestamptz NOT NULL,
        deleted_at timestamptz,
        archived_at timestamptz NOT NULL DEFAULT now(),
        archive_reason text NOT NULL DEFAULT 'new_month'
      );
      CREATE INDEX monthly_archives_month_idx ON monthly_archives (month);

      -- Who did what destructive or money-changing thing, and when.
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL,
        action text NOT NULL,
        system text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      );
    `);
  }

  override async down(): Promise<void> {
    this
      .addSql(`DROP TABLE audit_log, monthly_archives, archived_records, ampere_records, batch_entries, batches,
      month_closes, billing_months, customer_number_counters;`);
  }
}
