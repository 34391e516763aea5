import { Global, Module } from '@nestjs/common';
import { SystemCatalog } from './system-catalog';

/** The billing systems catalog, for every handler and controller of the API and the CLI. */
@Global()
@Module({ providers: [SystemCatalog], exports: [SystemCatalog] })
export class SystemsModule {}
