import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request whose Origin names another site is refused.
 * Browsers always send Origin on cross-site POST/PUT/PATCH/DELETE; same-origin calls and
 * non-browser clients (CLI, curl) pass.
 */
export function sameOriginOnly(request: Request, response: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(request.method)) return next();
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const crossSite =
    fetchSite === 'cross-site' || (origin !== undefined && !sameHost(origin, request.headers.host));
  if (crossSite) {
    response.status(403).json({ message: 'طلب مرفوض: مصدر الطلب غير موثوق' });
    return;
  }
  next();
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (origin === 'null' || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
