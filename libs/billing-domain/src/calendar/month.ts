import { InvalidInputError, InvalidMonthError } from '../errors/invalid-input.error';

/** Month names are the Levantine Arabic ones, January first (docs/business-rules.md#constants-and-limits). */
export const ARABIC_MONTH_NAMES: readonly string[] = Object.freeze([
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
]);

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(0[1-9]|[12]\d|3[01])$/;

/** A billing month, written YYYY-MM. */
export class Month {
  private constructor(
    readonly year: number,
    readonly monthNumber: number,
  ) {
    Object.freeze(this);
  }

  static of(year: number, monthNumber: number): Month {
    if (!Number.isInteger(year) || year < 1 || year > 9999)
      throw new InvalidMonthError(`${year}-${monthNumber}`);
    if (!Number.isInteger(monthNumber) || monthNumber < 1 || monthNumber > 12) {
      throw new InvalidMonthError(`${year}-${monthNumber}`);
    }
    return new Month(year, monthNumber);
  }

  /** '2026-11'; refuses '2026-13', '26-1', '2026-1'. */
  static parse(text: string): Month {
    const match = typeof text === 'string' ? YEAR_MONTH.exec(text.trim()) : null;
    if (!match) throw new InvalidMonthError(String(text));
    return Month.of(Number(match[1]), Number(match[2]));
  }

  /**
   * The month of a calendar day (YYYY-MM-DD) of the business's calendar: '2026-11-25' → 2026-11. The
   * caller passes the day in the business's time zone (calendarDayIn); the domain never reads the clock.
   */
  static ofDay(day: string): Month {
    const match = typeof day === 'string' ? DAY.exec(day) : null;
    if (!match) throw new InvalidInputError('التاريخ غير صالح', 'INVALID_DATE');
    return Month.of(Number(match[1]), Number(match[2]));
  }

  next(): Month {
    return this.monthNumber === 12 ? Month.of(this.year + 1, 1) : Month.of(this.year, this.monthNumber + 1);
  }

  previous(): Month {
    return this.monthNumber === 1 ? Month.of(this.year - 1, 12) : Month.of(this.year, this.monthNumber - 1);
  }

  compare(other: Month): -1 | 0 | 1 {
    return Math.sign(this.ordinal() - other.ordinal()) as -1 | 0 | 1;
  }

  isAfter(other: Month): boolean {
    return this.ordinal() > other.ordinal();
  }

  isBefore(other: Month): boolean {
    return this.ordinal() < other.ordinal();
  }

  equals(other: Month): boolean {
    return this.ordinal() === other.ordinal();
  }

  /** 'تشرين الثاني' */
  arabicName(): string {
    return ARABIC_MONTH_NAMES[this.monthNumber - 1] as string;
  }

  /** 'تشرين الثاني 2026', as invoices and month-close messages show it. */
  label(): string {
    return `${this.arabicName()} ${this.year}`;
  }

  /** Its last calendar day, '2026-11-30' (February's 28 or 29): counted, no clock read. */
  lastDay(): string {
    const days = new Date(Date.UTC(this.year, this.monthNumber, 0)).getUTCDate();
    return `${this.toString()}-${String(days).padStart(2, '0')}`;
  }

  /** '2026-11' */
  toString(): string {
    return `${String(this.year).padStart(4, '0')}-${String(this.monthNumber).padStart(2, '0')}`;
  }

  toJSON(): string {
    return this.toString();
  }

  private ordinal(): number {
    return this.year * 12 + (this.monthNumber - 1);
  }
}
