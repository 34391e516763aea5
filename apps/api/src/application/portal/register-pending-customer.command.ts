import { Command } from '@nestjs/cqrs';
import type { MeterType, PendingCustomerStatus } from '@kahraba/persistence';

export interface RegistrationRequest {
  name: string;
  phone: string;
  address: string;
  ampereRequested: number;
  meterType: MeterType;
}

/** spec 000 §2.12: a visitor asks to become a customer; staff review it later (001 §2.18). */
export class RegisterPendingCustomerCommand extends Command<{
  id: string;
  status: PendingCustomerStatus;
  referenceNumber: number;
}> {
  constructor(readonly request: RegistrationRequest) {
    super();
  }
}
