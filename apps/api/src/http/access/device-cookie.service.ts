import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SessionStore } from './session-store.service';

const DEVICE_COOKIE = 'kahraba.device';
const DEVICE_DAYS = 365;

/**
 * Remembers a browser that signed in to an account before: a random device id and a signature
 * binding it to that email, in an HttpOnly cookie. Strangers' failures from other addresses then
 * cannot lock that browser out of its own account (the per-email ceiling does not apply to it).
 */
@Injectable()
export class DeviceCookie {
  private secret?: Promise<string>;

  constructor(private readonly sessions: SessionStore) {}

  /** The device id when this browser signed in to `email` before, else null. */
  async recognise(request: Request, email: string): Promise<string | null> {
    const [deviceId, signature] = (cookieOf(request, DEVICE_COOKIE) ?? '').split('.');
    if (!deviceId || !signature) return null;
    const expected = Buffer.from(await this.sign(deviceId, email));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }

  /** After a correct password: this browser is now known for `email`. */
  async remember(request: Request, email: string): Promise<void> {
    const [existing] = (cookieOf(request, DEVICE_COOKIE) ?? '').split('.');
    const deviceId = existing && /^[0-9a-f-]{36}$/.test(existing) ? existing : randomUUID();
    request.res?.cookie(DEVICE_COOKIE, `${deviceId}.${await this.sign(deviceId, email)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: process.env.COOKIE_SECURE === 'true',
      maxAge: DEVICE_DAYS * 24 * 60 * 60 * 1000,
      path: '/api/login',
    });
  }

  private async sign(deviceId: string, email: string): Promise<string> {
    this.secret ??= this.sessions.secret();
    return createHmac('sha256', await this.secret)
      .update(`${deviceId}\n${email.trim().toLowerCase()}`)
      .digest('base64url');
  }
}

/**
 * The value of cookie `name` as the browser sent it, if any. A value that does not decode
 * (`%ED%A0%80`, docs/malformed-text.md) is no cookie of ours: the request goes on without it.
 */
export function cookieOf(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
