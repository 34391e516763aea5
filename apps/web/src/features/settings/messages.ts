/** Arabic texts of the settings: the company profile and the screen passcodes. */
export const settingsMessages = {
  // docs/cut-off.md#who-may
  cutOff: {
    title: 'قطع المشتركين وإعادة وصلهم',
    help: 'المدير يقطع المشتركين ويعيد وصلهم دائماً، والمحصّل لا يستطيع ذلك أبداً. قرّر هنا إن كان يحق للموظفين ذلك.',
    operatorsMayCutOff: 'السماح للموظفين بقطع المشتركين وإعادة وصلهم',
    saved: 'تم حفظ صلاحية القطع',
    failed: 'تعذّر حفظ صلاحية القطع',
  },
  title: 'بيانات الشركة',
  subtitle: 'تظهر هذه البيانات في رأس الفواتير المطبوعة وفي بوابة العملاء',
  backHome: 'العودة إلى الصفحة الرئيسية',
  loading: 'جارٍ تحميل بيانات الشركة...',
  loadFailed: 'تعذّر تحميل بيانات الشركة',
  readOnly: 'يمكن لمسؤول النظام فقط تعديل بيانات الشركة.',
  fields: {
    name: 'اسم الشركة',
    registrationNumber: 'رقم التسجيل',
    phone: 'رقم الهاتف',
    phone2: 'رقم الهاتف الثاني',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    lookupNote: 'ملاحظة الاستعلام عن الفاتورة',
    printOfficialTariffLine: 'طباعة التسعيرة الرسمية على فواتير العدادات',
  },
  printOfficialTariffLineHint:
    'تُطبع على كل فاتورة عداد سطر «التسعيرة الرسمية لشهر …: … ل.ل/ك.و.س» بسعر منطقة المشترك، إن أُدخلت تسعيرة ذلك الشهر',
  lookupNoteHint:
    'تُطبع أسفل كل فاتورة، مثل: يمكنكم الاستعلام عن فاتورتكم عبر الموقع باستخدام رقم الفاتورة والاسم',
  save: 'حفظ البيانات',
  saving: 'جارٍ الحفظ...',
  reset: 'تراجع عن التعديلات',
  saved: 'تم حفظ بيانات الشركة',
  saveFailed: 'فشل في حفظ بيانات الشركة',
  emailInvalid: 'البريد الإلكتروني غير صالح، مثال: info@example.com',

  // the banner shown to administrators until the profile is complete
  incompleteTitle: 'بيانات الشركة غير مكتملة',
  incompleteText: 'تُطبع الفواتير بلا رقم هاتف ولا عنوان حتى تُكمل اسم الشركة وهاتفها وعنوانها.',
  completeProfile: 'أكمل بيانات الشركة',

  // docs/public-address.md: the address customers reach, asked of the administrator
  publicAddress: {
    title: 'عنوان الموقع للعملاء',
    text: 'العنوان الذي يفتحه العملاء من هواتفهم: يُرسل في رسائل واتساب (الفواتير والإيصالات) وتشير إليه رموز QR.',
    label: 'عنوان الموقع',
    hint: 'اكتبه كاملاً كما يفتحه العملاء، مثل https://kahraba.example.com',
    save: 'حفظ العنوان',
    saved: 'تم حفظ عنوان الموقع',
    saveFailed: 'تعذّر حفظ عنوان الموقع',
    missing: 'لم يُحدَّد العنوان بعد: تُرسل رسائل واتساب بلا رابط، ولا تُعرض رموز QR من عنوان هذا الجهاز.',
    fromEnvironment: (url: string) =>
      `العنوان المعمول به ${url} محدد في إعدادات التشغيل (PUBLIC_URL) ويتقدم على ما يُحفظ هنا.`,
    bannerTitle: 'عنوان الموقع للعملاء غير محدد',
    bannerText: 'تُرسل رسائل واتساب بلا رابط للبوابة، ولا تُعرض رموز QR، حتى تحدد العنوان الذي يفتحه العملاء.',
    bannerAction: 'حدد العنوان',
  },

  // the owner sets the passcodes of the protected screens (administrators only)
  passcodes: {
    title: 'كلمات مرور الشاشات المحمية',
    text: 'عيّن كلمة مرور جديدة دون الحاجة إلى القديمة. تُقفل كل شاشة فُتحت بكلمة المرور السابقة.',
    scope: 'الشاشة',
    scopes: {
      tables: 'الجدول الرئيسي وجداول السجلات وإدارة الأرشيف',
      danger: 'الأدوات الخطرة (حذف بيانات عمود)',
    },
    newPasscode: 'كلمة المرور الجديدة',
    confirmation: 'تأكيد كلمة المرور الجديدة',
    hint: '4 أحرف على الأقل؛ تُقبل الأرقام العربية (٠١٢٣) والإنجليزية (0123) على حد سواء.',
    submit: 'تعيين كلمة المرور',
    submitting: 'جارٍ التعيين...',
    done: 'تم تعيين كلمة المرور بنجاح',
    doneText: 'أُقفلت الشاشات التي فُتحت بكلمة المرور السابقة.',
    failed: 'فشل في تعيين كلمة المرور',
  },
} as const;
