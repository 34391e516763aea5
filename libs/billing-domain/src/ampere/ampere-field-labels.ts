/** The Arabic names of an ampere customer's fields, as refusals and the paste dialog name them. */
export const AMPERE_FIELD_LABELS = Object.freeze({
  name: 'الاسم',
  box: 'العلبة',
  ampere: 'قيمة الأمبير',
  amperePrice: 'سعر الأمبير',
  address: 'العنوان',
  amountPaid: 'المبلغ المدفوع',
});
