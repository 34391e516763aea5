import 'reflect-metadata';
import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { ExchangeRate, InvalidInputError } from '@kahraba/billing-domain';
import { CreateKwhCustomerDto } from '../../customers/kwh-customers.dto';
import { RecordPaymentDto, VoidPaymentDto } from '../../payments/payments.dto';
import { ExchangeRateDto } from '../../prices/pricing.dto';
import { createValidationPipe } from '../validation.pipe';

const pipe = createValidationPipe();
const bodyOf = (metatype: ArgumentMetadata['metatype']) => (value: unknown) =>
  pipe.transform(value, { type: 'body', metatype });

describe('a typed field', () => {
  const payment = bodyOf(RecordPaymentDto);

  it('hands on what its reader answers', async () => {
    await expect(payment({ amount: '١٥', currency: ' lbp ', method: 'cash', note: '  ' })).resolves.toEqual(
      Object.assign(new RecordPaymentDto(), { amount: '١٥', currency: 'LBP', method: 'cash', note: null }),
    );
  });

  it("refuses what its reader refuses, with the reader's message and code", async () => {
    await expect(payment({ amount: { value: 5 } })).rejects.toEqual(
      new InvalidInputError('يرجى إدخال مبلغ صحيح', 'INVALID_PAYMENT_AMOUNT'),
    );
    await expect(payment({ amount: 5, currency: 'EUR' })).rejects.toMatchObject({ code: 'UNKNOWN_CURRENCY' });
    await expect(bodyOf(VoidPaymentDto)({ reason: 5 })).rejects.toMatchObject({
      code: 'VOID_REASON_REQUIRED',
    });
  });

  it('leaves an optional field that was not sent unread', async () => {
    await expect(payment({})).resolves.toEqual(new RecordPaymentDto());
  });

  it('reads a required field that was not sent, so that its reader says it is missing', async () => {
    const rate = bodyOf(ExchangeRateDto);
    await expect(rate({ usdToLbp: '٩٠٬٠٠٠' })).resolves.toEqual(
      Object.assign(new ExchangeRateDto(), { usdToLbp: ExchangeRate.of(90_000) }),
    );
    await expect(rate({})).rejects.toEqual(
      new InvalidInputError('سعر الصرف مطلوب', 'EXCHANGE_RATE_REQUIRED'),
    );
  });

  it('refuses a field the server computes when it is sent, in the classes that take its fields too', async () => {
    await expect(bodyOf(CreateKwhCustomerDto)({ name: 'سامي', ampere: 5, totalAmount: 1 })).rejects.toEqual(
      new InvalidInputError('لا يمكن إدخال المبالغ المحسوبة', 'COMPUTED_FIELD'),
    );
  });

  it('still refuses a field of another name', async () => {
    await expect(payment({ amount: 5, paidBy: 'x' })).rejects.toBeInstanceOf(BadRequestException);
  });
});
