/** Arabic texts of the home menu. */
export const homeMenuMessages = {
  greeting: (firstName?: string | null, lastName?: string | null) =>
    ['مرحباً', firstName, lastName].filter(Boolean).join(' '),
  subtitle: 'اختر النظام الذي تريد العمل عليه',
  // the collector's home leads with collection
  collectorSubtitle: 'استلم الدفعات واطبع الإيصالات وراجع تحصيلاتك',
  // docs/meter-reader.md: a collector who reads meters too
  meterReaderSubtitle: 'استلم الدفعات واقرأ العدادات واطبع الإيصالات وراجع تحصيلاتك',
  systemsHeading: 'الأنظمة والأدوات',
  advancedHeading: 'أدوات إدارية متقدمة',
  dangerous: 'خطير',
  passwordProtected: 'محمي بكلمة مرور',
  open: 'فتح',
  comingLater: 'قيد الإنشاء: تتوفر هذه الشاشة في مرحلة لاحقة',
  /** The line says 2025, the year the product began; it runs to this year of the business's calendar. */
  copyright: (thisYear: number) =>
    `© ${thisYear > 2025 ? `2025–${thisYear}` : '2025'} إدارة مولد الكهرباء. جميع الحقوق محفوظة.`,
  companySettings: 'بيانات الشركة',
  pendingCustomers: 'طلبات الاشتراك',
  qrCodes: 'رموز QR',
  bulkPrint: 'الطباعة المجمعة',
  users: 'المستخدمون',
  auditLog: 'سجل التدقيق',
  backups: 'النسخ الاحتياطية',
  officialTariff: 'التسعيرة الرسمية',
  compliance: 'الالتزام بالتسعيرة',
  cards: {
    ampere: {
      title: 'نظام اشتراكات الأمبير',
      description:
        'إدارة الاشتراكات والبيانات الحالية، الفوترة التقليدية، العملاء والفواتير حسب استهلاك الأمبير',
    },
    kwh: {
      title: 'نظام الكيلوواط ساعي',
      description: 'إدارة استهلاك الكيلوواط، بيانات منفصلة، فوترة متقدمة',
    },
    dashboard: {
      title: 'لوحة معلومات النظام',
      description: 'مجاميع المبالغ والأمبيرات واستهلاك الكيلوواط في كل الأنظمة',
    },
    payments: {
      title: 'تقرير التحصيل',
      description: 'ما قُبض في كل يوم ومن كل جابٍ ونظام وطريقة دفع، بالدولار والليرة، وما بقي في كل صندوق',
    },
    generatorLog: {
      title: 'سجل المولد',
      description: 'المازوت وساعات التشغيل والصيانة، كلفة الكيلوواط وربح الشهر بالدولار والليرة',
    },
    handover: {
      title: 'تسليم النقد',
      description: 'ما قبضه كل محصّل اليوم بالدولار والليرة، وما عُدّ عند التسليم، والفرق',
    },
    debtors: {
      title: 'المدينون',
      description: 'من عليه دين ومنذ كم شهراً، بالدولار والليرة، مع التذكير عبر واتساب دفعة واحدة',
    },
    ownPayments: {
      title: 'تحصيلاتي',
      description: 'الدفعات التي قبضتها أنت: حسب اليوم والنظام وطريقة الدفع، بالدولار والليرة',
    },
    archive: {
      title: 'إدارة الأرشيف',
      description: 'أرشفة البيانات الحالية، تنظيف الجداول، بدء الفترة الجديدة بجداول فارغة',
    },
    readings: {
      title: 'تصدير واستيراد القراءات',
      description: 'تصدير بيانات العملاء إلى Excel، استيراد القراءات الشهرية، بدء شهر جديد لأنظمة الكيلوواط',
    },
    read: {
      title: 'جولة القراءات',
      description: 'قراءة العدادات على الهاتف علبةً علبة، مع التقدير واستبدال العداد، حتى دون اتصال',
    },
    collect: {
      title: 'التحصيل',
      description: 'استلام الدفعات على الهاتف بالدولار أو بالليرة، مع الإيصال، حتى دون اتصال',
    },
    columnData: {
      title: 'إدارة بيانات الأعمدة',
      description: 'حذف بيانات أعمدة مختارة من كل الجداول',
    },
  },
} as const;
