import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { cookieOf } from '../access/device-cookie.service';

const PORTAL_DEVICE_COOKIE = 'kahraba.portal-device';
const DEVICE_DAYS = 365;
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Who is looking up a bill: the client address (request.ip, which honours TRUST_PROXY) and a device. */
export interface PortalVisitor {
  readonly address: string;
  readonly device: string;
}

/**
 * The sign-in's device cookie idea for the public portal (docs/public-endpoints.md): a random id in an
 * HttpOnly cookie tells apart browsers that share an address (a household, a mobile network), so that one
 * visitor's misses slow only that visitor. Unlike the sign-in's it is handed to every visitor and is not
 * signed: a fresh id costs nothing, so a forged one gains nothing; throwing it away is held back by the
 * address's own count.
 */
@Injectable()
export class PortalDeviceCookie {
  /** The visitor of this request; a browser without a device id is given one now. */
  visitorOf(request: Request): PortalVisitor {
    const sent = cookieOf(request, PORTAL_DEVICE_COOKIE);
    const device = sent && DEVICE_ID.test(sent) ? sent : randomUUID();
    if (device !== sent) {
      request.res?.cookie(PORTAL_DEVICE_COOKIE, device, {
        httpOnly: true,
        sameSite: 'lax',
        secure: process.env.COOKIE_SECURE === 'true',
        maxAge: DEVICE_DAYS * 24 * 60 * 60 * 1000,
        path: '/api/customer-portal',
      });
    }
    return { address: request.ip || 'unknown', device };
  }
}
