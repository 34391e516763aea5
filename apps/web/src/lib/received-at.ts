import { businessTimeZone } from './app-settings';

/** The business's calendar (BUSINESS_TIME_ZONE, Beirut by default): a receipt says the time there,
 * wherever the phone or the printer thinks it is. Arabic month names as said in Lebanon, ASCII digits. */
const LOCALE = 'ar-LB-u-nu-latn';

const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(LOCALE, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }),
      time: new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** An ISO timestamp as a date and a time in the business's zone (Beirut by default): { date: '24 تشرين الثاني 2026', time: '6:50 ص' }. */
export function beirutDateAndTime(iso: string | null | undefined): { date: string; time: string } {
  const when = iso ? new Date(iso) : null;
  if (!when || Number.isNaN(when.getTime())) return { date: '', time: '' };
  const { date, time } = formatsOf(businessTimeZone());
  return { date: date.format(when), time: time.format(when) };
}

/** '24 تشرين الثاني 2026، 6:50 ص' */
export function formatBeirutDateTime(iso: string | null | undefined): string {
  const { date, time } = beirutDateAndTime(iso);
  return date && `${date}، ${time}`;
}
