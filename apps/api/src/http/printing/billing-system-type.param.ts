import type { Express, NextFunction, Request, Response } from 'express';
import { UNKNOWN_BILLING_SYSTEM_FLAG } from '../common/metered-system-routing';
import type { SystemCatalog } from '../../application/systems/system-catalog';

/**
 * `/api/:type-boxes` starts with a parameter, so by itself it would take any `/api/{word}-boxes`
 * another module registers. As for the metered systems' routes (routeOnlyMeteredSystems), a word that
 * is no billing system goes on to the routes after (`next('route')`); when none matches, the 404 says
 * the system is unknown.
 */
export function routeOnlyBillingSystems(app: Express, catalog: SystemCatalog): void {
  app.param('type', (request: Request, _response: Response, next: NextFunction, type: unknown) => {
    catalog.find(String(type)).then(
      () => next(),
      (error: unknown) => {
        if ((error as { code?: string }).code !== 'UNKNOWN_BILLING_SYSTEM') return next(error);
        (request as unknown as Record<string, unknown>)[UNKNOWN_BILLING_SYSTEM_FLAG] = true;
        next('route');
      },
    );
  });
}
