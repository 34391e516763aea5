import { isUtf8 } from 'node:buffer';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { json } from 'express';

/** 50,000 import rows fit comfortably; anything larger is refused with 413. */
export const MAX_BODY = '12mb';
/** Signed out, only the sign-in and the public forms are reachable: a few kilobytes hold them. */
export const PUBLIC_MAX_BODY = '16kb';
/** Our deepest body is an import (object, list, row): nothing legitimate comes near this. */
export const MAX_JSON_DEPTH = 8;

export const TOO_DEEP_MESSAGE = 'البيانات متداخلة أكثر من المسموح';
export const NUL_MESSAGE = 'النص يحتوي على محرف غير مسموح';
export const NOT_UTF8_MESSAGE = 'البيانات ليست نصاً بترميز UTF-8 صالح';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const ZERO = 0x30;
const LETTER_U = 0x75;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/**
 * One pass over the raw JSON text, before it is parsed: nesting deeper than `maxDepth` (a 3-million
 * deep array stalled every request, then crashed validation) and NUL characters, raw or written
 * `\u0000` (PostgreSQL text cannot hold them), are found without building anything.
 */
export function inspectJsonText(bytes: Uint8Array, maxDepth: number): 'too-deep' | 'nul' | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === 0) return 'nul';
    if (inString) {
      if (byte === QUOTE) inString = false;
      else if (byte === BACKSLASH) {
        if (bytes[index + 1] === LETTER_U && isZeros(bytes, index + 2)) return 'nul';
        index += 1;
      }
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return 'too-deep';
    } else if (CLOSE.has(byte)) depth -= 1;
  }
  return null;
}

function isZeros(bytes: Uint8Array, from: number): boolean {
  for (let index = from; index < from + 4; index += 1) if (bytes[index] !== ZERO) return false;
  return true;
}

/**
 * Whether the bytes are well-formed UTF-8 (no stray, cut-short, overlong or surrogate sequences).
 * body-parser decodes leniently: invalid bytes (a Windows-1256 client, a broken proxy) would be
 * stored as '\uFFFD' and the operator's text lost without a word (issue 20 §6).
 */
export function isStrictUtf8(bytes: Uint8Array): boolean {
  return isUtf8(bytes);
}

/** A refusal body-parser passes on with its own status (it would otherwise answer 403). */
class UnsafeBodyError extends Error {
  readonly status = 400;
  readonly expose = true;
}

function refuseUnsafeJson(request: Request, _response: Response, body: Buffer): void {
  // JSON is UTF-8 unless a UTF-16/32 charset is named (RFC 8259); body-parser refuses other charsets.
  const charset = /;\s*charset\s*=\s*"?([\w-]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if ((!charset || /^utf-?8$/i.test(charset)) && !isStrictUtf8(body)) {
    throw new UnsafeBodyError(NOT_UTF8_MESSAGE);
  }
  const problem = inspectJsonText(body, MAX_JSON_DEPTH);
  if (problem === 'too-deep') throw new UnsafeBodyError(TOO_DEEP_MESSAGE);
  if (problem === 'nul') throw new UnsafeBodyError(NUL_MESSAGE);
}

/**
 * JSON bodies: inspected before parsing, and small unless the caller is signed in (runs after the
 * session is read). Signed-out callers reach only the sign-in and the public forms.
 */
export function jsonBodyParser(): RequestHandler {
  const signedIn = json({ limit: MAX_BODY, verify: refuseUnsafeJson });
  const signedOut = json({ limit: PUBLIC_MAX_BODY, verify: refuseUnsafeJson });
  return (request: Request, response: Response, next: NextFunction) =>
    (request.isAuthenticated?.() ? signedIn : signedOut)(request, response, next);
}

/** NUL in a query or path (`?q=%00`) is refused the same way as in a body. */
export function refuseNulInUrl(request: Request, response: Response, next: NextFunction): void {
  if (/%00/i.test(request.originalUrl)) {
    response.status(400).json({ message: NUL_MESSAGE });
    return;
  }
  next();
}
