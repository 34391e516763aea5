import type { CompanyProfile, PrintInvoice } from '@kahraba/billing-domain';

/** One invoice of a print sheet as the API answers it (CONTRACT-9): JSON numbers, LBP in whole pounds. */
export interface PrintInvoiceView {
  id: string;
  system: string;
  invoiceNumber: string;
  monthLabel: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  lineItem: { quantity: number; unit: string; price: number; amount: number };
  otherLines: { label: string; value: string }[];
  baseAmount: number;
  vatAmount: number;
  vatRatePercent: number;
  /** This month's charges. */
  total: number;
  /** issue 11: the balance carried from the months before (negative: a credit). */
  arrears: number;
  /** The same as arrears: the invoice's 'previous balance' line. */
  previousBalance: number;
  amountPaid: number;
  remainingAmount: number;
  /** previousBalance + total − amountPaid: what the invoice asks for (= remainingAmount). */
  totalDue: number;
  isPaid: boolean;
  lbp: { total: number; vat: number; rate: number };
  company: Pick<CompanyProfile, 'name' | 'registrationNumber' | 'phone' | 'phone2' | 'lookupNote'>;
}

export function toPrintInvoiceView(invoice: PrintInvoice, company: CompanyProfile): PrintInvoiceView {
  return {
    id: invoice.id,
    system: invoice.system,
    invoiceNumber: invoice.invoiceNumber,
    monthLabel: invoice.monthLabel,
    customerNumber: invoice.customerNumber,
    name: invoice.name,
    box: invoice.box,
    address: invoice.address,
    lineItem: {
      quantity: invoice.lineItem.quantity.toNumber(),
      unit: invoice.lineItem.unit,
      price: invoice.lineItem.price.toNumber(),
      amount: invoice.lineItem.amount.toNumber(),
    },
    otherLines: invoice.otherLines.map(({ label, value }) => ({ label, value })),
    baseAmount: invoice.baseAmount.toNumber(),
    vatAmount: invoice.vatAmount.toNumber(),
    vatRatePercent: invoice.vatRatePercent,
    total: invoice.total.toNumber(),
    arrears: invoice.previousBalance.toNumber(),
    previousBalance: invoice.previousBalance.toNumber(),
    amountPaid: invoice.amountPaid.toNumber(),
    remainingAmount: invoice.remainingAmount.toNumber(),
    totalDue: invoice.remainingAmount.toNumber(),
    isPaid: invoice.isPaid,
    lbp: {
      total: invoice.lbp.total.pounds,
      vat: invoice.lbp.vat.pounds,
      rate: invoice.lbp.rate.toNumber(),
    },
    company: {
      name: company.name,
      registrationNumber: company.registrationNumber,
      phone: company.phone,
      phone2: company.phone2,
      lookupNote: company.lookupNote,
    },
  };
}
