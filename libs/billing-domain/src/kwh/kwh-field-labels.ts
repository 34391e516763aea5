/** The Arabic names of a kWh customer's fields, as refusals, the paste dialog and the readings sheet name them. */
export const KWH_FIELD_LABELS = Object.freeze({
  id: 'المعرف',
  customerNumber: 'رقم العميل',
  name: 'الاسم',
  box: 'العلبة',
  address: 'العنوان',
  ampere: 'قيمة الأمبير',
  ampereSubscriptionFee: 'رسم الاشتراك',
  previousKwh: 'القراءة السابقة',
  currentKwh: 'القراءة الحالية',
  newCurrentKwh: 'القراءة الجديدة',
  pricePerKwh: 'سعر الكيلوواط',
  insurance: 'التأمين',
  amountPaid: 'المبلغ المدفوع',
  invoiceDate: 'تاريخ الفاتورة',
  dueDate: 'تاريخ الاستحقاق',
});
