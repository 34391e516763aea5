import type { PortalPaymentStatus } from './api/search-customer-invoices';

/** Arabic texts of the public invoice look-up and its alerts. */
export const customerPortalMessages = {
  title: 'الاستعلام عن الفاتورة',
  subtitle: 'أدخل رقم العميل والاسم كما يظهران على فاتورتك.',
  searchForm: 'البحث عن فاتورة',
  customerNumber: 'رقم العميل',
  customerNumberHint: 'مثال: #1000 أو رقم الفاتورة INV-1000-2026',
  name: 'الاسم',
  nameHint: 'يمكن كتابة الاسم بشكل تقريبي، مثل الاسم الأول فقط؛ وإن لم تظهر فاتورتك فأضف اسم العائلة.',
  search: 'بحث',
  searching: 'جارٍ البحث...',
  backHome: 'العودة إلى الصفحة الرئيسية',

  bothRequired: 'يرجى إدخال رقم العميل والاسم',
  noResults: 'لا توجد فاتورة مطابقة للبيانات المدخلة',
  searchFailed: 'حدث خطأ أثناء البحث، حاول مرة أخرى',
  networkError: 'تعذر الاتصال بالخادم',
  results: 'نتائج البحث',

  invoice: {
    card: (invoiceNumber: string) => `الفاتورة ${invoiceNumber}`,
    title: (monthLabel: string) => `فاتورة شهر ${monthLabel}`,
    system: 'الخدمة',
    invoiceNumber: 'رقم الفاتورة',
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    address: 'العنوان',
    ampere: 'الأمبيرات',
    month: 'شهر الفاتورة',
    baseAmount: 'المبلغ قبل الضريبة',
    vat: 'الضريبة على القيمة المضافة',
    currentCharges: 'رسوم هذا الشهر',
    previousBalance: 'الرصيد السابق',
    previousCredit: 'رصيد سابق لصالحكم',
    nothingDue: 'لا يوجد مبلغ مستحق',
    creditLeft: 'رصيد لصالحكم',
    amountPaid: 'المدفوع',
    totalDue: 'المجموع المستحق',
    totalLbp: 'رسوم هذا الشهر بالليرة',
    totalDueLbp: 'المجموع المستحق بالليرة',
    previousKwh: 'القراءة السابقة',
    currentKwh: 'القراءة الحالية',
    consumption: 'الاستهلاك',
    // docs/cut-off.md#the-mark
    cutOff: 'مقطوع',
    vatLbp: 'الضريبة بالليرة',
    exchangeRate: 'سعر الصرف',
    noValue: '—',
  },

  payments: {
    title: 'دفعات آخر 12 شهراً',
    empty: 'لا توجد دفعات في آخر 12 شهراً',
    lastTitle: 'آخر دفعة',
    /** docs/customer-portal.md: the year of payments is for whoever holds the printed invoice. */
    yearHint:
      'لرؤية دفعات آخر 12 شهراً اكتب رقم الفاتورة كما هو مطبوع عليها (مثل INV-1000-2026) مكان رقم العميل.',
    receipt: 'إيصال',
    month: (monthLabel: string) => `عن شهر ${monthLabel}`,
    inPounds: 'دُفعت بالليرة',
    receivedOn: 'بتاريخ',
  },

  status: {
    paid: 'مدفوعة',
    partial: 'مدفوعة جزئياً',
    unpaid: 'غير مدفوعة',
  } satisfies Record<PortalPaymentStatus, string>,
} as const;
