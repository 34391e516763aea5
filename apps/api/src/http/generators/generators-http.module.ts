import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GeneratorsController } from './generators.controller';

/** The HTTP face of the generators' economics. */
@Module({ imports: [CqrsModule], controllers: [GeneratorsController] })
export class GeneratorsHttpModule {}
