import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Marks a route reachable without signing in (everything else under /api requires it). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
