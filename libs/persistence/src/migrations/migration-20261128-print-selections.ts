import { Migration } from '@mikro-orm/migrations';

/**
 * A print selection of thousands of customers does not fit in a URL: the selection screen
 * stores it and passes its id to the print window. Kept 24 hours, then removed.
 */
export class Migration20261128PrintSelections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE print_selections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        system text NOT NULL REFERENCES billing_systems (id),
        customer_ids uuid[] NOT NULL,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX print_selections_expires_at_idx ON print_selections (expires_at);`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE print_selections;');
  }
}
