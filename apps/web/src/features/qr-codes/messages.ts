/** Arabic texts of the QR codes screen. */
export const qrCodesMessages = {
  title: 'رموز QR',
  subtitle: 'رمزان دائمان للطباعة والتعليق: التسجيل كعميل جديد، والاستعلام عن الفاتورة',
  backHome: 'العودة إلى الصفحة الرئيسية',
  register: {
    title: 'التسجيل كعميل جديد',
    description: 'يمسح الزائر الرمز ليفتح نموذج طلب الاشتراك، وتصل طلباته إلى صفحة طلبات الاشتراك.',
    file: 'qr-register.png',
  },
  portal: {
    title: 'الاستعلام عن الفاتورة',
    description: 'يمسح العميل الرمز ليستعلم عن فاتورته برقم الفاتورة والاسم.',
    file: 'qr-customer-portal.png',
  },
  codeOf: (title: string) => `رمز QR: ${title}`,
  print: 'طباعة',
  printOf: (title: string) => `طباعة رمز ${title}`,
  download: 'تنزيل PNG',
  downloadOf: (title: string) => `تنزيل رمز ${title} بصيغة PNG`,
  preparing: 'جارٍ إنشاء الرمز…',
  failed: 'تعذّر إنشاء رمز QR',
  downloadFailed: 'تعذّر تنزيل الصورة',
  scanHint: 'امسح الرمز بكاميرا الهاتف',
  publicUrlUnset: (origin: string) =>
    `لم يُحدَّد عنوان الموقع الذي يفتحه العملاء بعد، لذلك تشير الرموز إلى العنوان الذي تتصفح منه الآن: ${origin}. إن لم يكن هذا ما يفتحه العملاء من هواتفهم، حدِّد العنوان في الإعدادات قبل الطباعة.`,
  publicUrlMissing: (origin: string) =>
    `لم يُحدَّد عنوان الموقع الذي يفتحه العملاء بعد، وهذا الجهاز يتصفح من عنوانه الداخلي (${origin}) الذي لا تفتحه هواتف العملاء، فلا تُعرض الرموز حتى يُحدَّد العنوان في الإعدادات.`,
  setPublicUrl: 'تحديد العنوان في الإعدادات',
  publicUrlSet: (url: string) => `تشير الرموز إلى العنوان العام: ${url}`,
} as const;
