import type {
  ChargeKind,
  CutOffMark,
  PortalPaymentStatus,
  PriceCurrency,
  TariffKind,
} from '@kahraba/billing-domain';

/** One charge line as every surface prints it: quantity × unit price = amount. */
export interface StatementLineView {
  kind: ChargeKind;
  /** Amperes or kWh; null for a fixed amount (the subscription fee). */
  quantity: number | null;
  /** 'أمبير', 'ك.و.س', or null. */
  unit: string | null;
  /** The price as entered: dollars with every decimal (0.4022), or whole pounds. */
  unitPrice: number;
  unitPriceCurrency: PriceCurrency;
  /** USD, two decimals at most. */
  amount: number;
  /** Whole pounds. */
  amountLbp: number;
}

/**
 * The statement of account of one customer for a month as the API answers it
 * (docs/business-rules.md#the-statement-of-account): the figures every surface shows, computed once by the
 * server.
 */
export interface StatementView {
  id: string;
  system: string;
  tariff: TariffKind;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  /** E.164 or null. */
  phone: string | null;
  /** The phone is a mobile: a WhatsApp button makes sense (never for a landline). */
  whatsApp: boolean;
  /** Cut off since `at` (an ISO instant) and why, else null: marked «مقطوع» (docs/cut-off.md#the-mark). */
  cutOff: CutOffMark | null;
  /** INV-{n}-{year}. */
  invoiceNumber: string;
  /** INV-{n}, box and print-sheet invoices. */
  shortInvoiceNumber: string;
  /** 'YYYY-MM': the month the invoice is for (the 25th rule). */
  month: string;
  /** 'كانون الأول 2026' */
  monthLabel: string;
  lines: StatementLineView[];
  /** Metered: the readings; absent for a flat subscription. */
  readings?: {
    previous: number;
    current: number;
    consumption: number;
    /**
     * The current reading is an estimate (printed 'تقدير' beside it;
     * docs/business-rules.md#the-reading-round-and-estimates).
     */
    estimated: boolean;
    /** The meter was replaced this month. */
    replacedMeter?: { finalReading: number; newStartReading: number };
  };
  base: number;
  vat: number;
  vatRatePercent: number;
  /** This month's charges, VAT included. */
  total: number;
  /** The balance carried from the months before (negative: a credit). */
  previousBalance: number;
  /** The payments of the month. */
  amountPaid: number;
  /** previousBalance + total − amountPaid (negative: a credit). */
  totalDue: number;
  isPaid: boolean;
  paymentStatus: PortalPaymentStatus;
  /** The same in whole pounds at the stated rate; totalDue includes the arrears. */
  lbp: {
    base: number;
    vat: number;
    total: number;
    previousBalance: number;
    amountPaid: number;
    totalDue: number;
    /** The month was priced in pounds: its pounds are exact, its dollars derived. */
    exact: boolean;
    /** LBP per USD. */
    rate: number;
  };
}

/** The statement as the public portal shows it: never the record's id nor the customer's phone. */
export type PublicStatementView = Omit<StatementView, 'id' | 'phone' | 'whatsApp'>;
