import { BadRequestException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { LoginDto } from './login.dto';

const ARABIC = /[\u0600-\u06FF]/;

/**
 * Nest runs guards before pipes, so LocalLoginGuard would see the body before the validation pipe
 * does: this guard checks it against LoginDto first. A malformed body is answered 400 here and
 * never reaches the strategy, so it spends no throttle points.
 */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new BadRequestException('طلب غير صالح');
    }
    const errors = await validate(plainToInstance(LoginDto, body ?? {}), {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
    });
    const [first] = errors;
    if (!first) return true;
    const [rule, text] = Object.entries(first.constraints ?? {})[0] ?? [];
    if (rule === 'whitelistValidation') throw new BadRequestException(`الحقل غير مسموح: ${first.property}`);
    throw new BadRequestException(
      text && ARABIC.test(text) ? text : `قيمة غير صالحة للحقل: ${first.property}`,
    );
  }
}
