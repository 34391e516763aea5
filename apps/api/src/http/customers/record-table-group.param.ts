import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { RECORD_TABLE_GROUPS, type RecordTableGroup } from '@kahraba/billing-domain';
import type { Request } from 'express';

/**
 * The record tables' paths, one per group: /api/mahmoud-records, /api/baydawi-records
 * (docs/developer-guide.md#the-api-keeps-the-specs-paths).
 */
export const RECORD_TABLE_PATHS = RECORD_TABLE_GROUPS.map((group) => `api/${group}-records`);

const GROUP_OF_PATH = new RegExp(`^/api/(${RECORD_TABLE_GROUPS.join('|')})-records(?:/|$)`);

/**
 * The group a record-table request is for, read from its fixed path. The paths are listed one by one
 * (not `/api/:group-records`), so no other `/api/{word}-records` path such as /api/ampere-records can
 * ever reach these routes.
 */
export const RecordTableGroupParam = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RecordTableGroup => {
    const path = context.switchToHttp().getRequest<Request>().path;
    const group = GROUP_OF_PATH.exec(path)?.[1];
    if (!group) throw new Error(`Not a record-table path: ${path}`);
    return group as RecordTableGroup;
  },
);
