import { countOf, RECORDS_AFTER_VERB } from '@kahraba/billing-domain';

/** The Arabic answers of the readings import ('تم تحديث {n} سجل', the count agreeing in
 * Arabic: 'تم تحديث سجلين', 'تم تحديث 239 سجلاً'). */
export const READINGS_MESSAGES = Object.freeze({
  updated: (count: number) => `تم تحديث ${countOf(count, RECORDS_AFTER_VERB)}`,
  wouldUpdate: (count: number) =>
    `معاينة: سيتم تحديث ${countOf(count, RECORDS_AFTER_VERB)}، ولم يُحفظ شيء بعد`,
  nothingUpdated: 'لم يتم تحديث أي قراءة',
  readingsRequired: 'يرجى إرسال القراءات (readings) كقائمة',
  noData: 'لا توجد بيانات للاستيراد',
  rowNumbersMismatch: 'عدد أرقام الصفوف (rowNumbers) لا يساوي عدد القراءات',
});
