import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { publicUrlOf } from './public-url';
import { Database } from '../database/sql-database.provider';
import { GetPublicAddressQuery } from './get-public-address.query';
import type { PublicAddress } from './public-address';
import { readSavedPublicAddress } from './public-address.store';

@QueryHandler(GetPublicAddressQuery)
export class GetPublicAddressHandler implements IQueryHandler<GetPublicAddressQuery> {
  private readonly fromEnvironment = publicUrlOf(process.env);

  constructor(private readonly db: Database) {}

  async execute(): Promise<PublicAddress> {
    if (this.fromEnvironment !== null) return { publicUrl: this.fromEnvironment, source: 'environment' };
    const saved = await readSavedPublicAddress(this.db);
    return saved === null ? { publicUrl: null, source: null } : { publicUrl: saved, source: 'settings' };
  }
}
