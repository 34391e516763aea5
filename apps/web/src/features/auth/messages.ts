/** Arabic texts of sign-in, sign-out and the access-denied page. */
export const authMessages = {
  loginTitle: 'تسجيل الدخول',
  loginSubtitle: 'أدخل بريدك الإلكتروني وكلمة المرور للمتابعة',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  submitting: 'جارٍ تسجيل الدخول...',
  loginFailed: 'تعذّر تسجيل الدخول. حاول مرة أخرى.',
  networkError: 'تعذّر الاتصال بالخادم. تحقّق من الاتصال وحاول مرة أخرى.',
  backHome: 'العودة إلى الصفحة الرئيسية',
  logout: 'تسجيل الخروج',
  loggingOut: 'جارٍ تسجيل الخروج...',
  unauthorizedTitle: 'غير مصرّح بالدخول',
  unauthorizedText: 'هذا التطبيق مخصّص للمستخدمين المصرّح لهم فقط.',
  unauthorizedContact: 'إذا كنت تعتقد أن هذا خطأ، يرجى التواصل مع مسؤول النظام.',
  tryAgain: 'حاول مرة أخرى',
} as const;
