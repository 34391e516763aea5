import { countOf, READING_LABELS } from '@kahraba/billing-domain';
import { nouns } from '../../components/messages';

/** The reading round's texts, reviewed in one place. */
export const readingRoundMessages = {
  title: 'جولة القراءات',
  subtitle: 'قراءة العدادات على الهاتف، حتى دون اتصال',
  group: 'المجموعة',
  boxes: 'العلب',
  chooseBoxes: 'اختر العلب التي ستقرؤها',
  startRound: 'ابدأ الجولة',
  changeBoxes: 'تغيير العلب',
  loadFailed: 'تعذر تحميل الجولة',
  offlineRound: (savedAt: string) => `دون اتصال: الجولة كما حُمّلت في ${savedAt}`,
  boxProgress: (read: number, estimated: number, left: number) =>
    `قُرئ ${read} · تقدير ${estimated} · باقٍ ${left}`,
  box: (box: string | null) => (box ? `علبة ${box}` : 'دون علبة'),
  customerOf: (position: number, total: number) => `العميل ${position} من ${total}`,
  reading: 'القراءة',
  previousReading: 'القراءة السابقة',
  readThisMonth: 'قراءة هذا الشهر',
  lastMonths: 'استهلاك الأشهر الأخيرة',
  noHistory: 'لا يوجد سجل',
  kwh: 'ك.و.س',
  save: 'حفظ القراءة',
  meterReplaced: 'تم استبدال العداد',
  couldNotRead: 'تعذرت القراءة',
  finalReading: 'القراءة الأخيرة للعداد القديم',
  newStartReading: 'قراءة بداية العداد الجديد',
  unreadReason: 'سبب تعذر القراءة',
  saveUnread: 'حفظ: تعذرت القراءة',
  cancel: 'إلغاء',
  confirmWarning: 'القراءة صحيحة، احفظها',
  previous: 'السابق',
  next: 'التالي',
  done: 'انتهت علب هذه الجولة',
  status: {
    read: 'مقروء',
    estimated: READING_LABELS.estimated,
    unread: 'تعذرت القراءة',
    left: 'لم يُقرأ',
    waiting: 'بانتظار الإرسال',
  } as Record<string, string>,
  // Said of the last reading taken, only while it waits on the phone; once the office has it, «sent».
  queued: 'حُفظت على الهاتف وستُرسل عند الاتصال',
  sending: 'جارٍ إرسال القراءة…',
  sent: 'أُرسلت القراءة إلى المكتب',
  waiting: (count: number) =>
    `${countOf(count, { one: 'قراءة واحدة', two: 'قراءتان', few: 'قراءات', many: 'قراءةً', other: 'قراءة' })} بانتظار الإرسال`,
  syncNow: 'إرسال الآن',
  syncing: 'جارٍ الإرسال…',
  offline: 'دون اتصال',
  refusedHeading: 'قراءات لم تُسجَّل',
  conflict: 'تعارض مع المكتب',
  dismiss: 'حذف من الهاتف',
  signedOut: 'انتهت الجلسة: سجّل الدخول لإرسال القراءات (هي محفوظة على الهاتف)',
  noMetered: 'لا توجد مجموعات بالعداد',
  // Opened without a connection before a round is chosen: what the phone holds, and the way home.
  offlineHeading: 'لا يوجد اتصال',
  offlineText:
    'لا يمكن الآن تحميل المجموعات وعلبها. يمكنك متابعة جولة محفوظة على هذا الهاتف، وتُرسل القراءات عند عودة الاتصال.',
  keptHeading: 'المحفوظ على هذا الهاتف',
  nothingKept: 'لا توجد جولة محفوظة على هذا الهاتف: افتح مجموعة وعلبها مرة واحدة مع الاتصال لتعمل دونه.',
  keptRound: (group: string, boxes: string, customers: string, savedAt: string) =>
    `${group} · ${boxes} · ${customers} · حُمّلت في ${savedAt}`,
  customers: (count: number) => countOf(count, nouns.customer),
  continueRound: (group: string) => `تابع الجولة: ${group}`,
  home: 'العودة إلى الصفحة الرئيسية',
};
