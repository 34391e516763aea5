import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TableAnswerCache } from '../common/table-answer-cache.service';
import { CollectController } from './collect.controller';

/** The HTTP face of collection. */
@Module({ imports: [CqrsModule], controllers: [CollectController], providers: [TableAnswerCache] })
export class CollectHttpModule {}
