import { DomainError } from './domain-error';
import {
  ArchivedRecordNotFoundError,
  NotFoundError,
  NothingToUndoError,
  RecordNotFoundError,
} from './not-found.error';

describe('NotFoundError', () => {
  it('has kind not_found and the code it is given', () => {
    const error = new NotFoundError('العميل غير موجود', 'CUSTOMER_NOT_FOUND');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'not_found',
      code: 'CUSTOMER_NOT_FOUND',
      message: 'العميل غير موجود',
    });
  });

  it('defaults to the code NOT_FOUND', () => {
    expect(new NotFoundError('غير موجود').code).toBe('NOT_FOUND');
  });
});

describe('the specific not-found errors', () => {
  it.each([
    [new RecordNotFoundError(), 'RECORD_NOT_FOUND', 'السجل غير موجود'],
    [new ArchivedRecordNotFoundError(), 'ARCHIVED_RECORD_NOT_FOUND', 'السجل المؤرشف غير موجود'],
    [new NothingToUndoError(), 'NOTHING_TO_UNDO', 'لا توجد عملية للتراجع عنها'],
  ])('%s says what is missing in Arabic with a stable code', (error, code, message) => {
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ kind: 'not_found', code, message });
  });
});
