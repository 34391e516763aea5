import type { SimulatedBusiness } from './simulated-business';
import type { PaymentModel, SimulatedSystem, SimulationModel } from './simulation-model';
import { centsOf } from './customer-statements';

/**
 * The model follows the ledger after a step that writes or voids payments of its own accord (a
 * customer marked paid or all marked unpaid, an undo the model could not follow): every payment as
 * the ledger holds it, keeping what the model knew of each (what the phone sent, who took it).
 */
export async function followPaymentsOnFile(
  model: SimulationModel,
  business: SimulatedBusiness,
): Promise<void> {
  const { rows } = await business.sql.query<{
    id: string;
    system: SimulatedSystem;
    record_id: string;
    billing_month: string;
    amount: string;
    client_id: string | null;
    voided: boolean;
  }>(
    `SELECT id, system, record_id, billing_month, amount::text, client_id, voided_at IS NOT NULL AS voided
       FROM payments ORDER BY received_at, id`,
  );
  const known = new Map(model.payments.map((payment) => [payment.id, payment]));
  model.payments = rows.map((row): PaymentModel => ({
    body: {},
    takerEmail: '',
    ...known.get(row.id),
    id: row.id,
    system: row.system,
    customerId: row.record_id,
    month: row.billing_month,
    cents: centsOf(Number(row.amount)),
    clientId: row.client_id,
    voided: row.voided,
  }));
}
