import { countOf } from '../../lib/arabic-plural';

/** Arabic texts of the cash handover (docs/handover.md). */
export const handoverMessages = {
  title: 'تسليم النقد',
  subtitle: 'ما قبضه كل محصّل في اليوم بالدولار والليرة، وما عُدّ عند التسليم، والفرق',
  backHome: 'العودة إلى الصفحة الرئيسية',
  adminOnly: 'هذه الصفحة متاحة للمدير فقط',
  dayLabel: 'اليوم',
  show: 'عرض',
  today: 'اليوم الحالي',
  dayForm: 'يوم التسليم',
  collectorsLabel: 'المحصّلون',
  empty: 'لم يقبض أحد دفعات في هذا اليوم',
  loading: 'جارٍ تحميل التسليم…',
  loadFailed: 'تعذّر تحميل تسليم النقد',
  takenUsd: 'المقبوض بالدولار',
  takenLbp: 'المقبوض بالليرة',
  countedUsd: 'المعدود بالدولار',
  countedLbp: 'المعدود بالليرة',
  differenceUsd: 'الفرق بالدولار',
  differenceLbp: 'الفرق بالليرة',
  notCounted: 'لم يُعدّ بعد',
  even: 'مطابق',
  short: 'ناقص',
  over: 'زائد',
  recorded: (by: string, at: string) => `سجّله ${by} في ${at}`,
  paymentsCount: (count: number) =>
    count === 0
      ? 'لا دفعات'
      : countOf(count, { one: 'دفعة واحدة', two: 'دفعتان', few: 'دفعات', many: 'دفعةً', other: 'دفعة' }),
  count: (name: string) => `تسجيل المعدود: ${name}`,
  recount: (name: string) => `تعديل المعدود: ${name}`,
  countTitle: (name: string) => `ما سلّمه ${name}`,
  countHelp: 'اكتب ما عددته من النقد بكل عملة (0 إن لم يسلّم شيئاً بها). الفرق = المعدود − المقبوض.',
  save: 'حفظ',
  saved: 'تم تسجيل التسليم',
  saveFailed: 'تعذّر تسجيل التسليم',
} as const;
