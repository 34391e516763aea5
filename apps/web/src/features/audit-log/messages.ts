import { countOf } from '@kahraba/billing-domain';

import type { components } from '../../types/api-schema';

type AuditAction = components['schemas']['AuditEntryResponse']['action'];

/** Arabic texts of the audit log. */
export const auditLogMessages = {
  title: 'سجل التدقيق',
  subtitle: 'من قام بكل إجراء حساس أو مالي، ومتى، وعلى أي نظام، وكم سجلاً شمل',
  backHome: 'العودة إلى الصفحة الرئيسية',
  adminOnly: 'هذه الصفحة متاحة للمدير فقط.',
  loading: 'جارٍ تحميل السجل...',
  loadFailed: 'تعذّر تحميل سجل التدقيق',
  tableLabel: 'إدخالات سجل التدقيق',
  empty: 'لا توجد إدخالات تطابق هذا البحث',
  filters: 'تصفية السجل',
  action: 'الإجراء',
  user: 'المستخدم',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  all: 'الكل',
  apply: 'تطبيق',
  clear: 'مسح التصفية',
  columns: {
    at: 'الوقت',
    user: 'المستخدم',
    action: 'الإجراء',
    system: 'النظام',
    count: 'عدد السجلات',
    details: 'التفاصيل',
  },
  noSystem: '—',
  /** What the system did on its own (the first administrator at first start). */
  systemActor: 'النظام',
  /** A visitor of the public customer portal (nobody is signed in there). */
  portalActor: 'زائر البوابة',
  total: (total: number) =>
    countOf(total, { one: 'إدخال واحد', two: 'إدخالان', few: 'إدخالات', many: 'إدخالاً', other: 'إدخال' }),
  pager: 'صفحات السجل',
  actions: {
    'delete-record': 'حذف سجل',
    'restore-record': 'استعادة سجل',
    'archive-live-records': 'أرشفة البيانات الحالية',
    'restore-manual-archive': 'استعادة الأرشيف اليدوي',
    'clear-column': 'حذف بيانات عمود',
    'close-month': 'إغلاق الشهر',
    'undo-batch': 'تراجع عن آخر عملية',
    'update-prices': 'تحديث الأسعار',
    'update-exchange-rate': 'تغيير سعر الصرف',
    'update-subscription-pricing': 'تغيير أسعار الاشتراك',
    'migrate-lbp': 'إعادة حساب المبالغ بالليرة',
    'record-payment': 'تسجيل دفعة',
    'void-payment': 'إلغاء دفعة',
    'mark-all-unpaid': 'جعل الكل غير مدفوع',
    'change-passcode': 'تغيير كلمة مرور الشاشة',
    'set-passcode': 'تعيين كلمة مرور الشاشة',
    'passcode-failed': 'كلمة مرور شاشة خاطئة',
    'portal-miss': 'بحث خاطئ في بوابة العملاء',
    'approve-registration': 'قبول طلب اشتراك',
    'decline-registration': 'رفض طلب اشتراك',
    'create-user': 'إنشاء مستخدم',
    'update-user': 'تعديل مستخدم',
    'reset-password': 'إعادة تعيين كلمة المرور',
    'update-company-profile': 'تعديل بيانات الشركة',
    'set-public-address': 'تحديد عنوان الموقع للعملاء',
    'update-table-config': 'تعديل إعدادات الجداول',
    'import-readings': 'استيراد القراءات',
    'record-meter-reading': 'تسجيل قراءة عداد',
    'take-backup': 'نسخة احتياطية',
    'restore-backup': 'استعادة نسخة احتياطية',
    'backup-failed': 'فشل نسخة احتياطية',
    // Every action the server names has its Arabic name: a missing one fails the type check.
  } satisfies Record<AuditAction, string>,
  detail: {
    backupTrigger: { nightly: 'النسخة الليلية', web: 'من صفحة النسخ', terminal: 'من سطر الأوامر' } as Record<
      string,
      string
    >,
    backupVerified: 'تم التحقق منها',
    backupVerifyFailed: 'فشل التحقق منها',
    customer: (number: number | string) => `العميل ${number}`,
    paid: (previous: string, amountPaid: string) => `المدفوع ${previous} ← ${amountPaid}`,
    month: (month: string) => `الشهر ${month}`,
    undone: (kind: string) => `التراجع عن: ${kind}`,
    account: (email: string) => `الحساب ${email}`,
    role: (role: string) => `الدور: ${role}`,
    deactivated: 'إيقاف الحساب',
    meterReader: 'يقرأ العدادات',
    noMeterReader: 'لم يعد يقرأ العدادات',
    reactivated: 'إعادة التفعيل',
    generated: 'كلمة مرور مولّدة',
    scope: (scope: string) => `الشاشة: ${scope}`,
    scopes: {
      tables: 'الجداول',
      danger: 'الأدوات الخطرة',
    } as Record<string, string>,
    passcodeAttempt: {
      unlock: 'عند فتح الشاشة',
      change: 'عند تغيير كلمة المرور',
    } as Record<string, string>,
    missesInARow: (misses: number | string) => `المحاولة الخاطئة رقم ${misses} على التوالي`,
    fromAddress: (address: string) => `من العنوان ${address}`,
    source: {
      edit: 'تعديل مباشر',
      'mark-paid': 'تحديد كمدفوع',
      import: 'استيراد',
      'column-paste': 'لصق عمود',
      collection: 'تحصيل',
      'paid-amount': 'مبلغ في جدول السجلات',
    } as Record<string, string>,
    /** A payment as stored: dollars, or the pounds handed over with the dollars they settle. */
    amountUsd: (usd: string) => `المبلغ ${usd} (دولار)`,
    amountLbp: (pounds: string, usd: string) => `المبلغ ${pounds} (ليرة، ${usd})`,
    receipt: (receiptNumber: string) => `الإيصال ${receiptNumber}`,
    reason: (reason: string) => `السبب: ${reason}`,
    /** A reading of the round: the reading it follows and the new one, and how it was taken. */
    reading: (previous: string, reading: string) => `القراءة ${previous} ← ${reading}`,
    readingKind: {
      actual: 'قراءة فعلية',
      estimated: 'قراءة تقديرية',
      unread: 'تعذّرت القراءة',
    } as Record<string, string>,
    unreadReason: (reason: string) => `السبب: ${reason}`,
    corrected: (reading: string) => `تصحيح: حلّت محل قراءة هذا الشهر ${reading}`,
    replacedMeter: (finalReading: string, newStart: string) =>
      `استُبدل العداد: آخر قراءة للقديم ${finalReading}، وبداية الجديد ${newStart}`,
  },
} as const;
