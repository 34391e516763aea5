import { Migration } from '@mikro-orm/migrations';

/**
 * docs/generator-economics.md: the generators as data and their log (diesel bought, running hours,
 * maintenance and other costs). A line keeps the currency typed: exactly one of amount_usd and
 * amount_lbp. Nothing is deleted: a generator or a line taken back is archived (archived_at).
 */
export class Migration20261210GeneratorEconomics extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE TABLE generators (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL CHECK (btrim(name) <> ''),
        kva numeric(8, 2) NOT NULL CHECK (kva > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by varchar(255) NOT NULL,
        archived_at timestamptz,
        archived_by varchar(255)
      );`,
    );
    this.addSql(
      `CREATE TABLE generator_costs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        day date NOT NULL,
        kind varchar(20) NOT NULL CHECK (kind IN ('diesel', 'maintenance', 'other')),
        generator_id uuid REFERENCES generators (id),
        litres numeric(10, 2) CHECK (litres >= 0),
        hours numeric(7, 2) CHECK (hours >= 0),
        amount_usd numeric(12, 2) CHECK (amount_usd >= 0),
        amount_lbp numeric(16, 0) CHECK (amount_lbp >= 0),
        note varchar(500),
        -- The sheet import that wrote the line, so an import is taken back whole.
        import_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by varchar(255) NOT NULL,
        archived_at timestamptz,
        archived_by varchar(255),
        CHECK ((amount_usd IS NULL) <> (amount_lbp IS NULL))
      );`,
    );
    this.addSql('CREATE INDEX generator_costs_day ON generator_costs (day) WHERE archived_at IS NULL;');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE generator_costs, generators;');
  }
}
