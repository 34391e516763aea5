/** Arabic texts of the public registration form. */
export const registerMessages = {
  title: 'طلب اشتراك جديد',
  subtitle: 'املأ البيانات التالية وسنتواصل معك لتأكيد الاشتراك.',
  form: 'نموذج طلب الاشتراك',
  name: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  phoneHint: 'مثال: 03/123456',
  address: 'العنوان',
  addressHint: 'المنطقة والشارع والمبنى',
  ampereRequested: 'عدد الأمبيرات المطلوبة',
  meterType: 'نوع الخدمة',
  meterTypes: {
    meter: 'عداد',
    cutoff: 'مقطوعة',
  },
  submit: 'إرسال الطلب',
  submitting: 'جارٍ الإرسال...',
  backHome: 'العودة إلى الصفحة الرئيسية',

  errors: {
    nameRequired: 'الاسم مطلوب',
    nameTooLong: 'الاسم طويل جداً',
    phoneRequired: 'رقم الهاتف مطلوب',
    phoneInvalid: 'رقم الهاتف غير صالح',
    addressRequired: 'العنوان مطلوب',
    addressTooLong: 'العنوان طويل جداً',
    ampereRequired: 'عدد الأمبيرات المطلوبة مطلوب',
    ampereTooLarge: 'عدد الأمبيرات المطلوبة كبير جداً',
    meterTypeRequired: 'نوع الخدمة مطلوب',
  },
  submitFailed: 'فشل في إرسال الطلب، يرجى المحاولة مرة أخرى',

  successTitle: 'تم إرسال طلبك بنجاح',
  successText:
    'سيراجع فريقنا طلبك ويتواصل معك على رقم الهاتف الذي أدخلته. احتفظ برقم الطلب لتذكره إذا اتصلت بنا.',
  referenceLabel: 'رقم طلبك:',
} as const;
