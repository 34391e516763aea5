import { Migration } from '@mikro-orm/migrations';

const NON_ASCII_DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const ASCII_DIGITS = '01234567890123456789';
const ascii = (column: string) => `translate(${column}, '${NON_ASCII_DIGITS}', '${ASCII_DIGITS}')`;
const HAS_NON_ASCII_DIGIT = (column: string) => `${column} ~ '[٠-٩۰-۹]'`;

/**
 * Boxes are stored in ASCII digits (box ٧ is box 7 in filters, print dialogs and record
 * tables). Boxes typed in Arabic-Indic or Persian digits before are converted, also in the values an
 * undo would restore. Search text and record keys already fold digits, so they stay as they are.
 */
export class Migration20261125AsciiBoxes extends Migration {
  override async up(): Promise<void> {
    for (const table of ['ampere_records', 'archived_records', 'monthly_archives']) {
      this.addSql(`UPDATE ${table} SET box = ${ascii('box')} WHERE ${HAS_NON_ASCII_DIGIT('box')};`);
    }
    for (const column of ['previous', 'after']) {
      this.addSql(
        `UPDATE batch_entries SET ${column} = jsonb_set(${column}, '{box}', to_jsonb(${ascii(`${column}->>'box'`)}))
         WHERE ${HAS_NON_ASCII_DIGIT(`${column}->>'box'`)};`,
      );
    }
  }

  override async down(): Promise<void> {
    // Which boxes were typed in Arabic-Indic digits is not kept: ASCII boxes are valid before this too.
  }
}
