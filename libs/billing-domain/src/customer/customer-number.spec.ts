import { InvalidInputError } from '../errors/invalid-input.error';
import { CustomerNumber, FIRST_CUSTOMER_NUMBER } from './customer-number';

describe('CustomerNumber', () => {
  it('holds a positive whole number', () => {
    expect(CustomerNumber.of(1000).value).toBe(1000);
  });

  it('refuses zero, negative and fractional numbers', () => {
    for (const bad of [0, -5, 10.5, Number.NaN]) {
      expect(() => CustomerNumber.of(bad)).toThrow(InvalidInputError);
    }
  });

  it('reads the number with or without its #, ignoring surrounding spaces', () => {
    expect(CustomerNumber.parse('#1000').value).toBe(1000);
    expect(CustomerNumber.parse('1000').value).toBe(1000);
    expect(CustomerNumber.parse(' #1000 ').value).toBe(1000);
  });

  it('reads a number typed with Arabic-Indic digits', () => {
    expect(CustomerNumber.parse('#١٠٠٠').value).toBe(1000);
  });

  it('refuses text that is not a customer number', () => {
    for (const bad of ['', '#', 'abc', '10a0', '#-5', '12.5', '##1000']) {
      expect(() => CustomerNumber.parse(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_CUSTOMER_NUMBER' }),
      );
    }
  });

  it('is displayed with a leading #', () => {
    expect(CustomerNumber.of(1000).display()).toBe('#1000');
  });

  describe('nextAfter', () => {
    it('gives the first customer number 1000', () => {
      expect(FIRST_CUSTOMER_NUMBER).toBe(1000);
      expect(CustomerNumber.nextAfter(null).value).toBe(1000);
    });

    it('gives the number after the highest in use', () => {
      expect(CustomerNumber.nextAfter(1000).value).toBe(1001);
      expect(CustomerNumber.nextAfter(1523).value).toBe(1524);
    });

    it('never numbers below 1000, even after older small numbers', () => {
      expect(CustomerNumber.nextAfter(42).value).toBe(1000);
    });

    it('refuses a highest number that is not a whole number', () => {
      expect(() => CustomerNumber.nextAfter(10.5)).toThrow(InvalidInputError);
    });
  });

  it('numbers consecutive customers', () => {
    expect(CustomerNumber.of(1000).next().display()).toBe('#1001');
  });
});
