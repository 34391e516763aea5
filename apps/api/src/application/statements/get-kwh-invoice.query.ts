import { Query } from '@nestjs/cqrs';
import type { CompanyProfile } from '@kahraba/billing-domain';
import type { StatementView } from './statement.view';

/** The invoice answer of one kWh customer, amounts as JSON numbers. */
export interface KwhInvoiceView {
  companyInfo: CompanyProfile;
  /** INV-{customer number}-{year}. */
  invoiceNumber: string;
  invoiceDate: string;
  /**
   * The Levantine month it is for (from the 25th, next month;
   * docs/business-rules.md#invoice-numbers-and-the-month-billed).
   */
  monthLabel: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  previousKwh: number;
  currentKwh: number;
  consumption: number;
  pricePerKwh: number;
  energyAmount: number;
  subscriptionFee: number;
  baseAmount: number;
  vatAmount: number;
  totalAmount: number;
  baseAmountLbp: number;
  vatAmountLbp: number;
  totalAmountLbp: number;
  exchangeRateUsed: number;
  /** The generic names every invoice answer carries (the same stored values as above). */
  totalLbp: number;
  vatLbp: number;
  exchangeRate: number;
  /**
   * The balance carried from the months before (negative: a credit;
   * docs/business-rules.md#paid-unpaid-and-arrears).
   */
  previousBalance: number;
  amountPaid: number;
  /** previousBalance + totalAmount (this month) − amountPaid. */
  remainingAmount: number;
  /** What the invoice asks for: the same as remainingAmount. */
  totalDue: number;
  /** The total due in whole pounds, arrears included (what /collect asks in pounds). */
  totalDueLbp: number;
  isPaid: boolean;
  /** The customer's phone (E.164) for the WhatsApp button, or null. */
  phone: string | null;
  /** The statement of account every surface renders (docs/business-rules.md#the-statement-of-account). */
  statement: StatementView;
}

/** GET /api/{system}-customers/{id}/invoice. */
export class GetKwhInvoiceQuery extends Query<KwhInvoiceView> {
  constructor(
    readonly system: string,
    readonly id: string,
  ) {
    super();
  }
}
