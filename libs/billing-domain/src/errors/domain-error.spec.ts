import { DomainError } from './domain-error';

class SampleError extends DomainError {
  readonly code = 'SAMPLE';
  readonly kind = 'invalid' as const;

  constructor() {
    super('رسالة');
  }
}

describe('DomainError', () => {
  it('is an Error carrying the Arabic message', () => {
    const error = new SampleError();
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.message).toBe('رسالة');
  });

  it('is named after its concrete class', () => {
    expect(new SampleError().name).toBe('SampleError');
  });

  it('carries a code and a kind for the edge to map', () => {
    expect(new SampleError()).toMatchObject({ code: 'SAMPLE', kind: 'invalid' });
  });

  it('keeps a stack trace', () => {
    expect(new SampleError().stack).toContain('SampleError');
  });
});
