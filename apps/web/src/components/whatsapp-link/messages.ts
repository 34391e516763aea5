/** The WhatsApp button's texts (issue 11). */
export const whatsAppMessages = {
  label: 'واتساب',
  sendTo: (name: string) => `إرسال رسالة واتساب إلى ${name}`,
};
