import { countOf, RECORDS_AFTER_VERB } from '@kahraba/billing-domain';

/** Arabic texts of the archive management screen. */
export const archiveManagementMessages = {
  title: 'إدارة الأرشيف',
  subtitle: 'نقل كل السجلات الحالية لجدول إلى الأرشيف الشهري، واستعادتها ما دام الجدول فارغاً',
  backHome: 'العودة إلى الصفحة الرئيسية',
  adminOnly: 'هذه الصفحة متاحة للمدير فقط.',
  lockTitle: 'إدارة الأرشيف محمية',
  lockText: 'أدخل كلمة مرور الجداول لفتح أدوات الأرشفة خلال هذه الجلسة.',
  unlock: 'فتح إدارة الأرشيف',
  relocked: 'انتهى فتح الأدوات (تغيّرت كلمة المرور أو انتهت الجلسة). أدخل كلمة المرور من جديد.',
  loading: 'جارٍ تحميل أعداد السجلات...',
  loadFailed: 'تعذّر تحميل أعداد السجلات',
  datasets: {
    'ampere-records': 'سجلات الأمبير',
    'mahmoud-kwh-customers': 'زبائن محمود (كيلوواط)',
    'baydawi-kwh-customers': 'زبائن البيضاوي (كيلوواط)',
    'kwh-customers': 'قائمة الكيلوواط العامة',
  } as Record<string, string>,
  liveCount: 'السجلات الحالية',
  archive: 'أرشفة البيانات',
  restore: 'استعادة آخر أرشيف',
  confirmArchiveTitle: (label: string, count: number) =>
    `أرشفة ${countOf(count, RECORDS_AFTER_VERB)} من ${label}؟`,
  confirmArchiveText:
    'ستنتقل كل السجلات الحالية إلى الأرشيف الشهري ويُفرغ الجدول. يمكن استعادتها لاحقاً ما دام الجدول فارغاً.',
  confirmArchive: 'أرشفة',
  confirmRestoreTitle: (label: string) => `استعادة آخر أرشيف يدوي لـ ${label}؟`,
  confirmRestoreText: 'تعود السجلات كما كانت (الأرقام والمبالغ نفسها) إلى الجدول الفارغ.',
  confirmRestore: 'استعادة',
  archived: 'تمت الأرشفة',
  restored: 'تمت الاستعادة',
  // 'error in archiving / failed to archive data'
  archiveFailed: 'خطأ في الأرشفة',
  archiveFailedText: 'فشل في أرشفة البيانات',
  restoreFailed: 'خطأ في الاستعادة',
  restoreFailedText: 'فشل في استعادة الأرشيف',
  emptyTable: 'الجدول فارغ',
};
