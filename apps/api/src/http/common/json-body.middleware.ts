import { isUtf8 } from 'node:buffer';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { json } from 'express';

/** 50,000 import rows fit comfortably; anything larger is refused with 413. */
const MAX_BODY = '12mb';
/** Signed out, only the sign-in and the public forms are reachable: a few kilobytes hold them. */
const PUBLIC_MAX_BODY = '16kb';
/** Our deepest body is an import (object, list, row): nothing legitimate comes near this. */
export const MAX_JSON_DEPTH = 8;

const TOO_DEEP_MESSAGE = 'البيانات متداخلة أكثر من المسموح';
const NUL_MESSAGE = 'النص يحتوي على محرف غير مسموح';
const NOT_UTF8_MESSAGE = 'البيانات ليست نصاً بترميز UTF-8 صالح';
const LONE_SURROGATE_MESSAGE = 'النص يحتوي على محرف غير صالح';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;
const HIGH_SURROGATE = /^[dD][89abAB][0-9a-fA-F]{2}$/;
const LOW_SURROGATE = /^[dD][c-fC-F][0-9a-fA-F]{2}$/;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/**
 * One pass over the raw JSON text, before it is parsed: nesting deeper than `maxDepth` (a 3-million
 * deep array stalled every request, then crashed validation), NUL characters, raw or written
 * `\u0000` (PostgreSQL text cannot hold them), and half of a UTF-16 pair written as an escape
 * (`"\ud800"`: no character; encodeURI in the e-mail check threw on it, and pg would store U+FFFD)
 * are found without building anything. Raw bytes cannot hold a surrogate: they are checked as UTF-8.
 */
export function inspectJsonText(
  bytes: Uint8Array,
  maxDepth: number,
): 'too-deep' | 'nul' | 'lone-surrogate' | null {
  let depth = 0;
  let inString = false;
  // Where the escape just read was the first half of a pair: the next one must be the second.
  let pairOpenedAt = -1;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === 0) return 'nul';
    if (inString) {
      if (byte === BACKSLASH && bytes[index + 1] === LETTER_U) {
        const hex = String.fromCharCode(...bytes.subarray(index + 2, index + 6));
        if (hex === '0000') return 'nul';
        const low = LOW_SURROGATE.test(hex);
        if (low !== (pairOpenedAt === index)) return 'lone-surrogate';
        pairOpenedAt = HIGH_SURROGATE.test(hex) ? index + 6 : -1;
        index += 5;
        continue;
      }
      if (pairOpenedAt !== -1) return 'lone-surrogate';
      if (byte === QUOTE) inString = false;
      else if (byte === BACKSLASH) index += 1;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return 'too-deep';
    } else if (CLOSE.has(byte)) depth -= 1;
  }
  return null;
}

/**
 * Whether the bytes are well-formed UTF-8 (no stray, cut-short, overlong or surrogate sequences).
 * body-parser decodes leniently: invalid bytes (a Windows-1256 client, a broken proxy) would be
 * stored as '\uFFFD' and the operator's text lost without a word (docs/public-endpoints.md).
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
  if (problem === 'lone-surrogate') throw new UnsafeBodyError(LONE_SURROGATE_MESSAGE);
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

/** Runs of percent-encoded bytes (`%D8%A3%D8%AD`), each of which must decode to UTF-8 text. */
const PERCENT_ENCODED_RUN = /(?:%[0-9a-fA-F]{2})+/g;

/**
 * The text of a query or path is held to what a body is: NUL (`?q=%00`) is refused, and so are
 * percent-encoded bytes that are no UTF-8 (`%ED%A0%80`, half of a UTF-16 pair; `%D8` cut short).
 * Left through, a path parameter fails to decode deep in the router and a query keeps the raw
 * `%ED%A0%80` as if it were a name.
 */
export function refuseUnsafeUrlText(request: Request, response: Response, next: NextFunction): void {
  if (/%00/i.test(request.originalUrl)) {
    response.status(400).json({ message: NUL_MESSAGE });
    return;
  }
  for (const run of request.originalUrl.match(PERCENT_ENCODED_RUN) ?? []) {
    const bytes = Uint8Array.from(run.slice(1).split('%'), (pair) => parseInt(pair, 16));
    if (!isStrictUtf8(bytes)) {
      response.status(400).json({ message: NOT_UTF8_MESSAGE });
      return;
    }
  }
  next();
}
