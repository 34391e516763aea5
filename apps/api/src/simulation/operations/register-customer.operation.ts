import fc from 'fast-check';
import { RegisterPendingCustomerCommand } from '../../application/portal/register-pending-customer.command';
import type { SimulatedBusiness } from '../simulated-business';
import { nextNumber, type SimulationModel } from '../simulation-model';
import { SimulationStep } from '../simulation-step';

/**
 * A visitor asks to become a customer on the public page (docs/business-rules.md#registrations); staff review
 * it later.
 */
export class RegisterCustomer extends SimulationStep {
  constructor(
    readonly ampereRequested: number,
    readonly meterType: 'meter' | 'cutoff',
    /** Who applies (billing demo's neighbours); by default «طالب اشتراك N» of the old quarter. */
    readonly applicant?: { name: string; address: string; phone: string | null },
  ) {
    super();
  }

  protected async perform(model: SimulationModel, business: SimulatedBusiness): Promise<void> {
    const { id } = await business.send(
      new RegisterPendingCustomerCommand({
        name: this.applicant?.name ?? `طالب اشتراك ${nextNumber(model)}`,
        phone: this.applicant?.phone ?? '03 555 111',
        address: this.applicant?.address ?? 'الحارة القديمة',
        ampereRequested: this.ampereRequested,
        meterType: this.meterType,
      }),
    );
    (model.pendingRegistrations ??= []).push(id);
  }

  toString(): string {
    return `RegisterCustomer(${this.ampereRequested} A, ${this.meterType})`;
  }
}

export const anyRegistration = fc
  .record({
    ampereRequested: fc.integer({ min: 1, max: 20 }),
    meterType: fc.constantFrom('meter' as const, 'cutoff' as const),
  })
  .map(({ ampereRequested, meterType }) => new RegisterCustomer(ampereRequested, meterType));
