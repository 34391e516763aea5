import { Migration } from '@mikro-orm/migrations';

/**
 * Billing systems become data (docs/metered-groups.md): a fourth kWh group is one row in `billing_systems`,
 * not code. The metered groups share three tables keyed by system: live customers, their deleted archive and
 * their monthly snapshots.
 */
export class Migration20261126KwhSystems extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE billing_systems (
        id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
        tariff text NOT NULL CHECK (tariff IN ('flat-per-ampere', 'metered-per-kwh')),
        arabic_name text NOT NULL CHECK (length(btrim(arabic_name)) > 0),
        display_order integer NOT NULL,
        -- The word of its live-update stream: /api/sse/{updates_group}-updates.
        updates_group text NOT NULL UNIQUE CHECK (updates_group ~ '^[a-z][a-z0-9]*$')
      );
      INSERT INTO billing_systems (id, tariff, arabic_name, display_order, updates_group) VALUES
        ('ampere', 'flat-per-ampere', 'اشتراكات الأمبير', 0, 'ampere'),
        ('kwh', 'metered-per-kwh', 'عدادات الكيلوواط', 1, 'kwh'),
        ('mahmoud-kwh', 'metered-per-kwh', 'كيلوواط محمود', 2, 'mahmoud'),
        ('baydawi-kwh', 'metered-per-kwh', 'كيلوواط البيضاوي', 3, 'baydawi');

      CREATE TABLE kwh_customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        system text NOT NULL REFERENCES billing_systems (id),
        customer_number integer NOT NULL,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        box text,
        address text,
        ampere numeric(10, 3) NOT NULL DEFAULT 0 CHECK (ampere >= 0),
        ampere_subscription_fee numeric(12, 2) NOT NULL DEFAULT 0 CHECK (ampere_subscription_fee >= 0),
        previous_kwh numeric(14, 3) NOT NULL DEFAULT 0 CHECK (previous_kwh >= 0),
        current_kwh numeric(14, 3) NOT NULL DEFAULT 0 CHECK (current_kwh >= 0),
        price_per_kwh numeric(12, 4) NOT NULL DEFAULT 1 CHECK (price_per_kwh > 0),
        insurance numeric(14, 2) NOT NULL DEFAULT 0 CHECK (insurance >= 0),
        subscription_fee numeric(14, 2) NOT NULL DEFAULT 0,
        total_amount numeric(14, 2) NOT NULL DEFAULT 0,
        amount_paid numeric(14, 2) NOT NULL DEFAULT 0,
        outstanding_balance numeric(14, 2) NOT NULL DEFAULT 0,
        is_paid boolean NOT NULL DEFAULT false,
        exchange_rate_used numeric(15, 2) NOT NULL DEFAULT 89500,
        base_amount_lbp numeric(18, 0) NOT NULL DEFAULT 0,
        tva_amount_lbp numeric(18, 0) NOT NULL DEFAULT 0,
        total_amount_lbp numeric(18, 0) NOT NULL DEFAULT 0,
        is_deleted boolean NOT NULL DEFAULT false,
        invoice_date date,
        due_date date,
        month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        -- Set by "sort permanently" (box, then name); null rows follow, by customer number.
        display_rank integer,
        batch_id uuid,
        search_text text NOT NULL DEFAULT '',
        record_key text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        UNIQUE (system, customer_number)
      );
      CREATE INDEX kwh_customers_record_key_idx ON kwh_customers (system, record_key);
      CREATE INDEX kwh_customers_display_idx ON kwh_customers (system, display_rank, customer_number);

      -- Deleted customers, restorable.
      CREATE TABLE kwh_archived_customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        system text NOT NULL REFERENCES billing_systems (id),
        original_id uuid NOT NULL,
        original_created_at timestamptz NOT NULL,
        customer_number integer NOT NULL,
        name text NOT NULL,
        box text,
        address text,
        ampere numeric(10, 3) NOT NULL,
        ampere_subscription_fee numeric(12, 2) NOT NULL,
        previous_kwh numeric(14, 3) NOT NULL,
        current_kwh numeric(14, 3) NOT NULL,
        price_per_kwh numeric(12, 4) NOT NULL,
        insurance numeric(14, 2) NOT NULL,
        subscription_fee numeric(14, 2) NOT NULL,
        total_amount numeric(14, 2) NOT NULL,
        amount_paid numeric(14, 2) NOT NULL,
        outstanding_balance numeric(14, 2) NOT NULL,
        is_paid boolean NOT NULL,
        exchange_rate_used numeric(15, 2) NOT NULL,
        base_amount_lbp numeric(18, 0) NOT NULL,
        tva_amount_lbp numeric(18, 0) NOT NULL,
        total_amount_lbp numeric(18, 0) NOT NULL,
        is_deleted boolean NOT NULL DEFAULT true,
        invoice_date date,
        due_date date,
        month char(7) NOT NULL,
        display_rank integer,
        batch_id uuid,
        search_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NOT NULL DEFAULT now(),
        deletion_reason text NOT NULL
      );
      CREATE INDEX kwh_archived_customers_deleted_at_idx ON kwh_archived_customers (system, deleted_at DESC);

      -- Month-end snapshots (reason new_month) and manual archives (manual_archive).
      CREATE TABLE kwh_monthly_archives (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        system text NOT NULL REFERENCES billing_systems (id),
        original_id uuid NOT NULL,
        customer_number integer NOT NULL,
        name text NOT NULL,
        box text,
        address text,
        ampere numeric(10, 3) NOT NULL,
        ampere_subscription_fee numeric(12, 2) NOT NULL,
        previous_kwh numeric(14, 3) NOT NULL,
        current_kwh numeric(14, 3) NOT NULL,
        price_per_kwh numeric(12, 4) NOT NULL,
        insurance numeric(14, 2) NOT NULL,
        subscription_fee numeric(14, 2) NOT NULL,
        total_amount numeric(14, 2) NOT NULL,
        amount_paid numeric(14, 2) NOT NULL,
        outstanding_balance numeric(14, 2) NOT NULL,
        is_paid boolean NOT NULL,
        exchange_rate_used numeric(15, 2) NOT NULL,
        base_amount_lbp numeric(18, 0) NOT NULL,
        tva_amount_lbp numeric(18, 0) NOT NULL,
        total_amount_lbp numeric(18, 0) NOT NULL,
        is_deleted boolean NOT NULL DEFAULT false,
        invoice_date date,
        due_date date,
        month char(7) NOT NULL,
        display_rank integer,
        batch_id uuid,
        created_at timestamptz NOT NULL,
        deleted_at timestamptz,
        archived_at timestamptz NOT NULL DEFAULT now(),
        archive_reason text NOT NULL DEFAULT 'new_month'
      );
      CREATE INDEX kwh_monthly_archives_month_idx ON kwh_monthly_archives (system, month);
      CREATE INDEX kwh_monthly_archives_original_idx ON kwh_monthly_archives (system, original_id, month);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE kwh_monthly_archives, kwh_archived_customers, kwh_customers, billing_systems;');
  }
}
