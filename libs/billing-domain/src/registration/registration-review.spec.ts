import { ConflictError } from '../errors/conflict.error';
import {
  RegistrationAlreadyReviewedError,
  refuseUnlessPending,
  tariffRequestedBy,
} from './registration-review';

describe('reviewing a registration request', () => {
  it('lets a pending request be reviewed', () => {
    expect(() => refuseUnlessPending('pending')).not.toThrow();
  });

  it('refuses to review an approved request again, saying so in Arabic', () => {
    expect(() => refuseUnlessPending('approved')).toThrow(RegistrationAlreadyReviewedError);
    expect(() => refuseUnlessPending('approved')).toThrow('تمت الموافقة على هذا الطلب من قبل');
  });

  it('refuses to review a declined request again, as a conflict', () => {
    let error: unknown;
    try {
      refuseUnlessPending('declined');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).code).toBe('REGISTRATION_ALREADY_REVIEWED');
    expect((error as ConflictError).message).toContain('تم رفض هذا الطلب من قبل');
  });

  it('proposes a metered system for a meter request and the ampere system for a cut-off one', () => {
    expect(tariffRequestedBy('meter')).toBe('metered-per-kwh');
    expect(tariffRequestedBy('cutoff')).toBe('flat-per-ampere');
  });
});
