/** The business's calendar (README: TZ=Asia/Beirut): a receipt says the time in Lebanon, wherever the
 * phone or the printer thinks it is. Arabic month names as said in Lebanon, ASCII digits. */
const BEIRUT = 'Asia/Beirut';
const LOCALE = 'ar-LB-u-nu-latn';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: BEIRUT,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: BEIRUT, hour: 'numeric', minute: '2-digit' });

/** An ISO timestamp as a date and a time in Beirut: { date: '24 تشرين الثاني 2026', time: '6:50 ص' }. */
export function beirutDateAndTime(iso: string | null | undefined): { date: string; time: string } {
  const when = iso ? new Date(iso) : null;
  if (!when || Number.isNaN(when.getTime())) return { date: '', time: '' };
  return { date: dateFormat.format(when), time: timeFormat.format(when) };
}

/** '24 تشرين الثاني 2026، 6:50 ص' */
export function formatBeirutDateTime(iso: string | null | undefined): string {
  const { date, time } = beirutDateAndTime(iso);
  return date && `${date}، ${time}`;
}
