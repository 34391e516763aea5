/** The WhatsApp button's texts. */
export const whatsAppMessages = {
  label: 'واتساب',
  sendTo: (name: string) => `إرسال رسالة واتساب إلى ${name}`,
  /** The row's button reads the statement first. */
  loadFailed: 'تعذّر تحضير رسالة الفاتورة',
  noMobile: 'لا يوجد رقم هاتف خلوي لهذا المشترك',
};
