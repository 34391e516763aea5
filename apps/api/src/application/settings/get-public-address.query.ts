import { Query } from '@nestjs/cqrs';
import type { PublicAddress } from './public-address';

/** The address customers reach: PUBLIC_URL when set, else the one saved in the settings (docs/public-address.md). */
export class GetPublicAddressQuery extends Query<PublicAddress> {}
