/** The WhatsApp button's texts (issue 11). */
export const whatsAppMessages = {
  label: 'واتساب',
  sendTo: (name: string) => `إرسال رسالة واتساب إلى ${name}`,
  /** issue 22: the row's button reads the statement first. */
  loadFailed: 'تعذّر تحضير رسالة الفاتورة',
  noMobile: 'لا يوجد رقم هاتف خلوي لهذا المشترك',
};
