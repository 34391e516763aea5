import type { Express, NextFunction, Request, Response } from 'express';
import type { SystemCatalog } from '../../application/systems/system-catalog';

/** Set on a request whose `/api/{word}-customers` word is no metered system (answered 404 if nothing else matches). */
export const UNKNOWN_BILLING_SYSTEM_FLAG = 'kahrabaUnknownBillingSystem';

/**
 * The metered systems' routes start with a parameter (`/api/:system-customers`), so by themselves
 * they would take any `/api/{word}-customers` registered after them (`/api/pending-customers`).
 * Express's `next('route')` from the `system` parameter lets a word that is no metered system go on
 * to the routes after, in whatever order Nest registered them; when none matches, the 404 says the
 * system is unknown (DomainExceptionFilter reads the flag).
 */
export function routeOnlyMeteredSystems(app: Express, catalog: SystemCatalog): void {
  app.param('system', (request: Request, _response: Response, next: NextFunction, system: unknown) => {
    catalog.metered(String(system)).then(
      () => next(),
      (error: unknown) => {
        if ((error as { code?: string }).code !== 'UNKNOWN_BILLING_SYSTEM') return next(error);
        (request as unknown as Record<string, unknown>)[UNKNOWN_BILLING_SYSTEM_FLAG] = true;
        next('route');
      },
    );
  });
}
