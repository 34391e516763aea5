import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError, UnknownBillingSystemError } from '@kahraba/billing-domain';
import { UNKNOWN_BILLING_SYSTEM_FLAG } from './metered-system-routing';
import { DATABASE_DOWN_MESSAGE } from '../../application/database/database-down.message';

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  invalid: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  too_many: HttpStatus.TOO_MANY_REQUESTS,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'طلب غير صالح',
  401: 'يجب تسجيل الدخول',
  403: 'غير مسموح',
  404: 'غير موجود',
  413: 'حجم الطلب كبير جداً',
  429: 'محاولات كثيرة، يرجى المحاولة لاحقاً',
};

const ARABIC = /[\u0600-\u06FF]/;

/** Socket failures reaching PostgreSQL (refused, reset, unreachable, timed out). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting, recovering). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** What pg and pg-pool say when a connection dies or never comes (they give these no code). */
const LOST_CONNECTION =
  /Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|connection error and is not queryable/i;

/**
 * Whether an error means PostgreSQL does not answer right now, rather than that the request or the
 * code is wrong: the caller can only wait (docs/database-faults.md). Looks through an error's cause and
 * Node's AggregateError (one refusal per address).
 */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as Record<string, unknown>;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08'))
  )
    return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  const nested = [cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** The one place where errors become HTTP answers: always `{message}` JSON, Arabic for users. */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // No route for /api/{word}-customers once the word was found to be no metered system.
    if (
      error instanceof HttpException &&
      error.getStatus() === 404 &&
      host.switchToHttp().getRequest<Record<string, unknown>>()[UNKNOWN_BILLING_SYSTEM_FLAG] === true
    ) {
      error = new UnknownBillingSystemError();
    }
    const { status, message, code } = describeError(error);
    // One line while the database is down, frozen or being restarted (the health check says which):
    // every call fails the same way, a stack each says nothing.
    if (status === HttpStatus.SERVICE_UNAVAILABLE)
      this.logger.warn(
        message === DATABASE_DOWN_MESSAGE
          ? `${DATABASE_DOWN_MESSAGE}: ${error instanceof Error ? error.message : String(error)}`
          : message,
      );
    else if (status >= 500)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error as string));
    const details = error instanceof DomainError ? error.details : undefined;
    response.status(status).json(code ? { message, code, ...details } : { message });
  }
}

function describeError(error: unknown): { status: number; message: string; code?: string } {
  if (isDatabaseUnavailable(error)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_DOWN_MESSAGE };
  }
  if (error instanceof DomainError) {
    return { status: STATUS_BY_KIND[error.kind], message: error.message, code: error.code };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const text = Array.isArray(raw) ? raw.join('، ') : typeof raw === 'string' ? raw : '';
    return { status, message: ARABIC.test(text) ? text : (MESSAGE_BY_STATUS[status] ?? text) };
  }
  const sqlState = (error as { code?: unknown } | null)?.code;
  // PostgreSQL numeric field overflow: a number past what its column holds (an import or paste
  // has no upper bound of its own); the transaction was rolled back.
  if (sqlState === '22003') {
    return { status: HttpStatus.BAD_REQUEST, message: 'قيمة رقمية أكبر من المسموح' };
  }
  // Invalid datetime format / datetime field overflow ('2026-02-31'): the DTOs check dates first,
  // this is the safety net for any path that reaches PostgreSQL with an impossible date.
  if (sqlState === '22007' || sqlState === '22008') {
    return { status: HttpStatus.BAD_REQUEST, message: 'التاريخ غير صالح', code: 'INVALID_DATE' };
  }
  // Text that cannot be encoded (half of a UTF-16 pair) reaching a check that encodes it: the edge
  // refuses such text first (docs/malformed-text.md); this keeps any path it still reaches from answering 500.
  if (error instanceof URIError) {
    return { status: HttpStatus.BAD_REQUEST, message: 'النص يحتوي على محرف غير صالح' };
  }
  // body-parser errors carry their own status (413 too large, 400 malformed JSON).
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    const own = (error as { message?: unknown }).message;
    const message =
      typeof own === 'string' && ARABIC.test(own)
        ? own
        : type === 'entity.parse.failed'
          ? 'صيغة البيانات غير صالحة (JSON)'
          : MESSAGE_BY_STATUS[status];
    return { status, message: message ?? 'طلب غير صالح' };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'حدث خطأ في الخادم' };
}

/**
 * Answers a body the parser refused (malformed JSON, too large) right after the parser: left to
 * Express, it would reach the static web app's error handler, which turns every /api error into 404.
 */
export function answerUnreadableBody(
  error: unknown,
  _request: Request,
  response: Response,
  next: NextFunction,
): void {
  if (response.headersSent) return next(error);
  const { status, message } = describeError(error);
  response.status(status).json({ message });
}
