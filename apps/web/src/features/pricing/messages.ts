import { nouns, nounsAfterVerb } from '../../components/messages';
import { countOf, type ArabicNoun } from '../../lib/arabic-plural';

/** 'عميل' after a verb's object (تغيّرت فواتير عميلين). */
const customersAfterNoun: ArabicNoun = { ...nouns.customer, two: 'عميلين' };

/** Arabic texts of the administrators' pricing screens. */
export const pricingMessages = {
  backToKwhHome: 'العودة إلى نظام الكيلوواط',
  adminOnlyTitle: 'هذه الصفحة لمسؤولي النظام فقط',
  adminOnlyText: 'يمكنك الاطلاع على الأسعار وسعر الصرف، أما تعديلها فلمسؤول النظام وحده.',
  migrateAdminOnlyText: 'إعادة حساب المبالغ بالليرة اللبنانية أداة لمسؤول النظام وحده.',

  // /subscription-pricing
  pricingTitle: 'أسعار رسوم الاشتراك وسعر الصرف',
  pricingSubtitle: 'رسوم الاشتراك الشهرية بالليرة اللبنانية لكل قيمة أمبير، وسعر صرف الدولار',
  loading: 'جارٍ تحميل الأسعار...',
  loadFailed: 'تعذّر تحميل الأسعار وسعر الصرف',
  exchangeRateTitle: 'سعر الصرف',
  exchangeRate: 'سعر صرف الدولار (ليرة لبنانية)',
  exchangeRateHint: 'عدد صحيح من الليرات مقابل دولار واحد، أكبر من صفر',
  currentRate: (rate: string) => `السعر المعتمد حالياً: ${rate}`,
  exchangeRatePositive: 'سعر الصرف: يجب أن يكون أكبر من صفر',
  saveRate: 'حفظ سعر الصرف',
  rateUpdated: 'تم تحديث سعر الصرف',
  rateFailed: 'فشل في تحديث سعر الصرف',
  feesTitle: 'رسوم الاشتراك حسب الأمبير',
  amperage: 'الأمبير',
  customers: 'العملاء',
  feeLbp: 'الرسم الشهري (ل.ل)',
  amperes: (amperage: number) => `${amperage} أمبير`,
  feeOf: (amperage: number) => `رسم اشتراك ${amperage} أمبير`,
  noPrice: 'بدون سعر',
  customerCount: (count: number) => countOf(count, nouns.customer),
  noAmperages: 'لا يوجد عملاء عدادات بعد: تظهر هنا قيم الأمبير التي لدى العملاء.',
  savePricing: 'حفظ الأسعار',
  reset: 'إعادة تعيين',
  saving: 'جارٍ الحفظ...',
  nothingChanged: 'لا توجد تغييرات للحفظ',
  // 'updated / subscription fee prices updated successfully', 'error / failed to update prices'
  pricingUpdatedTitle: 'تم التحديث',
  pricingUpdated: 'تم تحديث أسعار رسوم الاشتراك بنجاح',
  pricingFailedTitle: 'خطأ',
  pricingFailed: 'فشل في تحديث الأسعار',
  customersChanged: (count: number) =>
    count === 0 ? 'لم تتغير فاتورة أي عميل' : `أُعيد حساب فواتير ${countOf(count, customersAfterNoun)}`,
  notesTitle: 'ملاحظات',
  notes: [
    'يُحفظ سعر الصرف والأسعار دفعة واحدة، ويُعاد حساب الرسوم والمجاميع والمبالغ بالليرة لكل عملاء العدادات في الشهر الحالي.',
    'اترك الرسم فارغاً لإلغاء سعر تلك القيمة: يُحتسب عندها رسم العميل الخاص.',
    'الرسم بالليرة يُحوَّل إلى الدولار بسعر الصرف المعتمد.',
    'يمكن التراجع عن التغيير من شاشة أي مجموعة عدادات ما دام آخر عملية فيها.',
  ],

  // /admin-migrate
  migrateTitle: 'تحويل المبالغ إلى الليرة اللبنانية',
  migrateSubtitle: 'إعادة حساب المبالغ بالليرة اللبنانية لكل عملاء الكيلوواط بسعر الصرف الحالي',
  migrateText:
    'أداة إصلاح: تعيد حساب المجموع والضريبة بالليرة اللبنانية وسعر الصرف المستخدم لكل عملاء العدادات في الشهر الحالي. تُسجَّل كعملية واحدة يمكن التراجع عنها.',
  migrateButton: 'إعادة حساب المبالغ بالليرة',
  migrateConfirmTitle: 'إعادة حساب المبالغ بالليرة اللبنانية؟',
  migrateConfirmText: 'سيُعاد حساب المبالغ بالليرة اللبنانية لكل عملاء الكيلوواط بسعر الصرف الحالي.',
  migrateConfirm: 'إعادة الحساب',
  migrating: 'جارٍ إعادة الحساب...',
  migrated: 'اكتمل التحويل',
  migratedCounts: (total: number) => `أُعيد حساب ${countOf(total, nounsAfterVerb.record)}`,
  migrateFailed: 'فشل التحويل',
  resultTitle: 'نتيجة آخر تحويل',
  resultTotal: 'المجموع',
  resultSystem: (name: string) => name,
} as const;
