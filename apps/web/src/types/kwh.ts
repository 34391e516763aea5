/** Shapes the API answers for the kWh-metered systems (issue 8, CONTRACT-8 "HTTP"). The server computes
 * every amount and the consumption; the web only displays them. Written from the contract until the
 * regenerated api-schema.d.ts carries them. */

/** A billing system as data (`GET /api/billing-systems`): a fourth metered group is a row, not code. */
export interface BillingSystem {
  id: string;
  tariff: 'flat-per-ampere' | 'metered-per-kwh' | string;
  arabicName: string;
  displayOrder: number;
  updatesGroup: string;
}

/** A live kWh customer (money 2 dp, pricePerKwh up to 4 dp, kWh up to 3 dp). */
export interface KwhCustomer {
  id: string;
  system: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  ampereSubscriptionFee: number;
  subscriptionFee: number;
  previousKwh: number;
  currentKwh: number;
  /** Never below 0: the server says so. */
  consumption: number;
  pricePerKwh: number;
  insurance: number;
  energyAmount: number;
  totalAmount: number;
  baseAmount: number;
  vatAmount: number;
  amountPaid: number;
  outstandingBalance: number;
  isPaid: boolean;
  exchangeRateUsed: number;
  totalAmountLbp: number;
  baseAmountLbp: number;
  tvaAmountLbp: number;
  invoiceDate: string | null;
  dueDate: string | null;
  month: string;
  createdAt: string;
  isDeleted: boolean;
}

/** The editable fields an operator sends (KwhCustomerFields); amounts are never sent. */
export interface KwhCustomerInput {
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  ampereSubscriptionFee: number;
  previousKwh: number;
  currentKwh: number;
  pricePerKwh: number;
  insurance: number;
  amountPaid: number;
}
