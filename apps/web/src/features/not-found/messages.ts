/** Arabic texts of the 404 page. */
export const notFoundMessages = {
  code: '404',
  title: 'الصفحة غير موجودة',
  text: 'الصفحة التي تبحث عنها غير موجودة أو ربما نُقلت إلى عنوان آخر.',
  backHome: 'العودة إلى الصفحة الرئيسية',
} as const;
