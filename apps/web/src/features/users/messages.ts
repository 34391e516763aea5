import { USER_ROLE_LABELS } from '@kahraba/billing-domain';

/** Arabic texts of the users screen. */
export const usersMessages = {
  title: 'المستخدمون',
  subtitle: 'من يستطيع تسجيل الدخول، ودوره، وحالة حسابه',
  backHome: 'العودة إلى الصفحة الرئيسية',
  adminOnly: 'هذه الصفحة متاحة للمدير فقط.',
  loading: 'جارٍ تحميل المستخدمين...',
  loadFailed: 'تعذّر تحميل المستخدمين',
  tableLabel: 'قائمة المستخدمين',
  empty: 'لا يوجد مستخدمون',
  you: '(أنت)',
  columns: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    status: 'الحالة',
    createdAt: 'تاريخ الإنشاء',
    actions: 'إجراءات',
  },
  // The domain's names of the roles (the collector only collects).
  roles: USER_ROLE_LABELS,
  roleOf: (name: string) => `دور ${name}`,
  // docs/meter-reader.md: an administrator lets a collector walk the reading round too.
  meterReader: 'يقرأ العدادات',
  meterReaderBadge: 'قارئ عدادات',
  meterReaderHint: 'يفتح جولة القراءات على هاتفه، دون شاشات المكتب',
  active: 'نشط',
  inactive: 'موقوف',

  // create
  createTitle: 'إضافة مستخدم',
  openCreate: 'إضافة مستخدم',
  fields: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    password: 'كلمة المرور',
  },
  passwordHint: 'ثمانية أحرف على الأقل',
  create: 'إنشاء الحساب',
  creating: 'جارٍ الإنشاء...',
  cancel: 'إلغاء',
  created: (email: string) => `تم إنشاء حساب ${email}`,
  createFailed: 'فشل في إنشاء الحساب',
  required: 'هذا الحقل مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صالح، مثال: rania@example.com',
  passwordShort: 'كلمة المرور يجب أن تتكون من 8 أحرف على الأقل',

  // role and status
  deactivate: 'إيقاف الحساب',
  reactivate: 'إعادة التفعيل',
  confirmDeactivateTitle: (name: string) => `إيقاف حساب ${name}؟`,
  confirmDeactivateText:
    'لن يتمكن من تسجيل الدخول، وتنتهي جلساته المفتوحة فوراً. يمكنك إعادة تفعيل الحساب لاحقاً.',
  confirmRoleTitle: (name: string, role: string) => `تغيير دور ${name} إلى ${role}؟`,
  updated: 'تم تحديث الحساب',
  updateFailed: 'فشل في تحديث الحساب',

  // password reset
  resetPassword: 'إعادة تعيين كلمة المرور',
  resetTitle: (name: string) => `كلمة مرور جديدة لـ ${name}`,
  resetIntro:
    'اكتب كلمة مرور جديدة، أو اتركها فارغة ليختار النظام كلمة مرور قوية. تنتهي جلسات المستخدم المفتوحة.',
  newPassword: 'كلمة المرور الجديدة (اختياري)',
  resetSubmit: 'تعيين كلمة المرور',
  resetting: 'جارٍ التعيين...',
  resetDone: 'تم تغيير كلمة المرور',
  resetFailed: 'فشل في تغيير كلمة المرور',
  generatedTitle: 'كلمة المرور الجديدة',
  generatedNote: 'انسخها وسلّمها للمستخدم الآن: لن تظهر مرة أخرى.',
  copy: 'نسخ',
  copied: 'تم النسخ',
  close: 'إغلاق',
} as const;
