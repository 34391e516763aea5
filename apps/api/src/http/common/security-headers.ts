import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet's headers with a policy for our one-origin app: scripts, styles, fonts (bundled Cairo),
 * the service worker and API calls all come from this origin. Inline styles stay allowed
 * (react-bootstrap positions popovers with style attributes); nothing may frame the app.
 * No upgrade-insecure-requests or HSTS unless served over HTTPS: on a shop's LAN the app runs
 * over plain http and upgrading would break every asset.
 */
export function securityHeaders(): RequestHandler {
  const https = process.env.COOKIE_SECURE === 'true';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https,
  });
}
