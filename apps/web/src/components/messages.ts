/** Arabic texts of the shared components. */
export const componentMessages = {
  loading: 'جارٍ التحميل...',
  notificationsRegion: 'الإشعارات (F8)',
  close: 'إغلاق',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  unexpectedErrorTitle: 'حدث خطأ غير متوقع',
  unexpectedErrorText: 'تعذّر عرض هذه الصفحة. أعد تحميل الصفحة، وإذا تكرر الخطأ تواصل مع مسؤول النظام.',
  reload: 'إعادة تحميل الصفحة',
  underConstructionTitle: 'هذه الصفحة قيد الإنشاء',
  underConstructionText: 'نعمل على تجهيز هذه الصفحة، وستكون متاحة قريباً.',
  backHome: 'العودة إلى الصفحة الرئيسية',
  back: 'رجوع',
} as const;
