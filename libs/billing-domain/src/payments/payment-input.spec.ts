import { ExchangeRate } from '../money/lbp';
import { Money } from '../money/money';
import { parsePaymentInput, readPaymentClientId } from './payment-input';

const context = { outstanding: Money.parse('50'), rate: ExchangeRate.of(89500) };

function refusal(body: unknown, ctx = context): { code: string; message: string } {
  try {
    parsePaymentInput(body, ctx);
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('accepted');
}

describe('parsePaymentInput', () => {
  it('takes dollars in cash by default', () => {
    const input = parsePaymentInput({ amount: '20' }, context);
    expect(input.amount.cents).toBe(2000);
    expect(input).toMatchObject({
      amountLbp: null,
      currency: 'USD',
      method: 'cash',
      note: null,
      clientId: null,
    });
  });

  it('reads the amount through the one number reader: Arabic-Indic digits and comma decimals', () => {
    expect(parsePaymentInput({ amount: '١٢٫٥' }, context).amount.cents).toBe(1250);
    expect(parsePaymentInput({ amount: '12,75' }, context).amount.cents).toBe(1275);
    expect(parsePaymentInput({ amount: 7.5 }, context).amount.cents).toBe(750);
  });

  it('converts pounds to dollars at the stored rate, to the cent, and keeps the pounds', () => {
    const input = parsePaymentInput({ amount: '1,342,500', currency: 'LBP' }, context);
    expect(input.amount.cents).toBe(1500);
    expect(input.amountLbp?.pounds).toBe(1_342_500);
    expect(input.currency).toBe('LBP');
  });

  it('rounds the converted cent half away from zero', () => {
    const rate = ExchangeRate.of(1000);
    expect(parsePaymentInput({ amount: '45', currency: 'LBP' }, { ...context, rate }).amount.cents).toBe(5);
    expect(parsePaymentInput({ amount: '44', currency: 'LBP' }, { ...context, rate }).amount.cents).toBe(4);
    expect(parsePaymentInput({ amount: '1343', currency: 'LBP' }, context).amount.cents).toBe(2);
  });

  it('refuses pounds so few they are not a cent', () => {
    expect(refusal({ amount: '4', currency: 'LBP' }, { ...context, rate: ExchangeRate.of(1000) })).toEqual({
      code: 'PAYMENT_NOT_POSITIVE',
      message: 'يجب أن يكون المبلغ أكبر من صفر',
    });
  });

  it('refuses text that is not a number, never reading it as 0', () => {
    for (const amount of ['كثير', '', undefined, null, '1e3', {}, '12.345']) {
      expect(refusal({ amount })).toEqual({
        code: 'INVALID_PAYMENT_AMOUNT',
        message: 'يرجى إدخال مبلغ صحيح',
      });
    }
  });

  it('refuses a fraction of a pound', () => {
    expect(refusal({ amount: '1000.5', currency: 'LBP' }).message).toBe('يرجى إدخال مبلغ صحيح');
  });

  it('refuses zero and negative amounts', () => {
    for (const amount of ['0', '-5', 0, '0.00']) {
      expect(refusal({ amount })).toEqual({
        code: 'PAYMENT_NOT_POSITIVE',
        message: 'يجب أن يكون المبلغ أكبر من صفر',
      });
    }
  });

  it('accepts up to the balance plus 1000 dollars and refuses a cent more', () => {
    expect(parsePaymentInput({ amount: '1050' }, context).amount.cents).toBe(105_000);
    expect(refusal({ amount: '1050.01' })).toEqual({
      code: 'PAYMENT_EXCEEDS_BALANCE',
      message: 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار',
    });
  });

  it('measures pounds against the balance after conversion', () => {
    // 1050 USD = 93,975,000 LBP at 89,500
    expect(parsePaymentInput({ amount: '93975000', currency: 'LBP' }, context).amount.cents).toBe(105_000);
    expect(refusal({ amount: '93975900', currency: 'LBP' }).code).toBe('PAYMENT_EXCEEDS_BALANCE');
  });

  it('lets a customer in credit pay up to the credit-reduced limit', () => {
    const inCredit = { ...context, outstanding: Money.parse('-100') };
    expect(parsePaymentInput({ amount: '900' }, inCredit).amount.cents).toBe(90_000);
    expect(refusal({ amount: '900.01' }, inCredit).code).toBe('PAYMENT_EXCEEDS_BALANCE');
  });

  it('refuses an unknown currency', () => {
    expect(refusal({ amount: '5', currency: 'EUR' })).toEqual({
      code: 'UNKNOWN_CURRENCY',
      message: 'العملة غير معروفة: اختر USD أو LBP',
    });
    expect(refusal({ amount: '5', currency: 3 }).code).toBe('UNKNOWN_CURRENCY');
  });

  it('reads the currency whatever its letter case', () => {
    expect(parsePaymentInput({ amount: '89500', currency: 'lbp' }, context).currency).toBe('LBP');
  });

  it('takes every method and refuses an unknown one', () => {
    for (const method of ['cash', 'bank_transfer', 'money_transfer'] as const) {
      expect(parsePaymentInput({ amount: '5', method }, context).method).toBe(method);
    }
    expect(refusal({ amount: '5', method: 'cheque' })).toEqual({
      code: 'UNKNOWN_PAYMENT_METHOD',
      message: 'طريقة الدفع غير معروفة',
    });
  });

  it('keeps a note of up to 500 characters, trimmed; a blank note is none', () => {
    expect(parsePaymentInput({ amount: '5', note: '  دفع عن الجار ' }, context).note).toBe('دفع عن الجار');
    expect(parsePaymentInput({ amount: '5', note: '   ' }, context).note).toBeNull();
    expect(parsePaymentInput({ amount: '5', note: 'م'.repeat(500) }, context).note).toHaveLength(500);
    expect(refusal({ amount: '5', note: 'م'.repeat(501) }).code).toBe('PAYMENT_NOTE_TOO_LONG');
  });

  it('keeps the client id of up to 100 characters and refuses a longer or blank one', () => {
    expect(parsePaymentInput({ amount: '5', clientId: 'abc-1' }, context).clientId).toBe('abc-1');
    expect(refusal({ amount: '5', clientId: 'x'.repeat(101) }).code).toBe('INVALID_CLIENT_ID');
    expect(refusal({ amount: '5', clientId: ' ' }).code).toBe('INVALID_CLIENT_ID');
    expect(refusal({ amount: '5', clientId: 12 }).code).toBe('INVALID_CLIENT_ID');
  });

  it('refuses a body that is not an object as a missing amount', () => {
    expect(refusal(null).code).toBe('INVALID_PAYMENT_AMOUNT');
  });

  it('reads the client id alone, whatever the amount', () => {
    expect(readPaymentClientId({ amount: 'كثير', clientId: ' k-1 ' })).toBe('k-1');
    expect(readPaymentClientId({ amount: '5' })).toBeNull();
    expect(readPaymentClientId(null)).toBeNull();
    expect(() => readPaymentClientId({ clientId: '' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CLIENT_ID' }),
    );
  });
});
