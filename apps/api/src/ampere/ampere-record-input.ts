/** The fields an operator sends for an ampere customer (spec 000 §5); amounts are derived by the server. */
export interface AmpereRecordInput {
  name?: string;
  box?: string | null;
  ampere?: number | string;
  amperePrice?: number | string | null;
  address?: string | null;
  amountPaid?: number | string;
  isPaid?: boolean;
  dueDate?: string | null;
}
