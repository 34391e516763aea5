/** Arabic texts of the shared payment dialogs: take a payment, the history, a void. */
export const paymentMessages = {
  // the buttons on a customer's row and card
  take: 'دفع',
  takeFor: (name: string) => `دفع من ${name}`,
  history: 'سجل الدفعات',
  historyOf: (name: string) => `سجل دفعات ${name}`,

  // take a payment
  takeTitle: (name: string) => `دفع من ${name}`,
  customerLine: (number: string, box: string | null) => (box ? `${number} · علبة ${box}` : number),
  balance: 'الرصيد المستحق',
  credit: 'رصيد لصالح العميل',
  amount: 'المبلغ',
  amountIn: (currency: string) => `المبلغ (${currency})`,
  currency: 'العملة المستلمة',
  usd: 'دولار',
  lbp: 'ليرة',
  /** The currency handed over, after the method: 'نقداً بالليرة'. */
  handedOverIn: { USD: 'بالدولار', LBP: 'بالليرة' },
  atRate: 'على سعر',
  method: 'طريقة الدفع',
  note: 'ملاحظة (اختياري)',
  submit: 'تسجيل الدفعة',
  recorded: 'تم تسجيل الدفعة',
  recordedText: (receipt: string, amount: string) => `الإيصال ${receipt}: ${amount}`,
  recordFailed: 'فشل في تسجيل الدفعة',
  recordFailedText: 'تعذّر تسجيل الدفعة. حاول مرة أخرى.',
  newBalance: 'الرصيد بعد الدفعة',
  receiptNumber: 'رقم الإيصال',
  openReceipt: 'عرض الإيصال وطباعته',
  close: 'إغلاق',

  // the history
  loading: 'جارٍ تحميل الدفعات...',
  loadFailed: 'تعذّر تحميل الدفعات',
  empty: 'لا توجد دفعات مسجلة لهذا العميل',
  paymentsList: 'الدفعات',
  month: 'الشهر',
  collector: 'المحصّل',
  receivedAt: 'الوقت',
  lbpAtRate: (rate: string) => `بسعر ${rate}`,
  voided: 'ملغاة',
  voidedBy: (who: string, when: string) => `ألغاها ${who} في ${when}`,
  voidReason: 'سبب الإلغاء',

  // a void
  void: 'إلغاء',
  voidPayment: (receipt: string) => `إلغاء الدفعة ${receipt}`,
  voidTitle: (receipt: string) => `إلغاء الدفعة ${receipt}`,
  voidHelp: 'لا تُحذف الدفعة: تبقى في السجل ملغاة مع سببها، ويعود المبلغ إلى رصيد العميل.',
  reason: 'سبب الإلغاء',
  reasonRequired: 'يرجى كتابة سبب الإلغاء',
  confirmVoid: 'تأكيد الإلغاء',
  back: 'رجوع',
  voidDone: 'تم إلغاء الدفعة',
  voidDoneText: (receipt: string, balance: string) =>
    `الإيصال ${receipt} ملغى. الرصيد المستحق الآن ${balance}`,
  voidFailed: 'فشل في إلغاء الدفعة',
  voidFailedText: 'تعذّر إلغاء الدفعة. حاول مرة أخرى.',
} as const;

/** The void reasons the system writes itself, in Arabic (a reason typed by a user shows as typed). */
const SYSTEM_VOID_REASONS: Readonly<Record<string, string>> = {
  mark_unpaid: 'تعليم الزبون غير مدفوع',
  paid_amount_lowered: 'تخفيض المبلغ المدفوع',
  mark_all_unpaid: 'تعليم الجميع غير مدفوع',
  undo: 'تراجع عن عملية',
  'clear-column': 'مسح عمود المدفوع',
};

export function voidReasonLabel(reason: string | null): string {
  return reason === null ? '' : (SYSTEM_VOID_REASONS[reason] ?? reason);
}
