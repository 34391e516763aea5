/** The Arabic answers of the readings import (spec 001 §8: 'تم تحديث {n} سجل'). */
export const READINGS_MESSAGES = Object.freeze({
  updated: (count: number) => `تم تحديث ${count} سجل`,
  wouldUpdate: (count: number) => `معاينة: سيتم تحديث ${count} سجل، ولم يُحفظ شيء بعد`,
  nothingUpdated: 'لم يتم تحديث أي قراءة',
  readingsRequired: 'يرجى إرسال القراءات (readings) كقائمة',
  noData: 'لا توجد بيانات للاستيراد',
  rowNumbersMismatch: 'عدد أرقام الصفوف (rowNumbers) لا يساوي عدد القراءات',
});
