import { Command } from '@nestjs/cqrs';
import type { PublicAddress } from './public-address';

/** An administrator saves the address customers reach (docs/public-address.md); audited. */
export class SetPublicAddressCommand extends Command<PublicAddress> {
  constructor(
    readonly typed: string,
    readonly actor: string,
  ) {
    super();
  }
}
