import { Command } from '@nestjs/cqrs';
import type { MeterType, PendingCustomerStatus } from '@kahraba/persistence';

export interface RegistrationRequest {
  name: string;
  phone: string;
  address: string;
  ampereRequested: number;
  meterType: MeterType;
}

/** A visitor asks to become a customer; staff review it later (docs/business-rules.md#registrations). */
export class RegisterPendingCustomerCommand extends Command<{
  id: string;
  status: PendingCustomerStatus;
  referenceNumber: number;
}> {
  constructor(readonly request: RegistrationRequest) {
    super();
  }
}
