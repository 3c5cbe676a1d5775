import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { STEP_UP_MESSAGES } from '@portal/contracts/stepUp';
import { RequestError } from '../../api';
import { stepUpRefusal } from './refusal';

describe('stepUpRefusal: the one reading of a refused authentication code', () => {
  it('answers the words for the code field when the code is missing or wrong', () => {
    const missing = new RequestError(STEP_UP_MESSAGES.required, {
      status: 403,
      code: ERROR_CODES.stepUpRequired,
      errors: { stepUp: [STEP_UP_MESSAGES.required] },
    });
    // Without the field's own words, the refusal's message stands next to the field.
    const wrong = new RequestError(STEP_UP_MESSAGES.passwordFailed, {
      status: 403,
      code: ERROR_CODES.stepUpFailed,
    });
    expect(stepUpRefusal(missing)).toBe(STEP_UP_MESSAGES.required);
    expect(stepUpRefusal(wrong)).toBe(STEP_UP_MESSAGES.passwordFailed);
  });

  it('answers null for any other failure, which is said elsewhere', () => {
    const invalid = new RequestError('Check the rate', {
      status: 400,
      code: ERROR_CODES.validation,
      errors: { rate: ['Check the rate'] },
    });
    expect(stepUpRefusal(invalid)).toBeNull();
    expect(stepUpRefusal(new Error('offline'))).toBeNull();
    expect(stepUpRefusal(undefined)).toBeNull();
  });

  it("answers a refused body's own words for the code, as every other field's stand at the field", () => {
    const tooLong = new RequestError('Please check the highlighted fields', {
      status: 400,
      code: ERROR_CODES.validation,
      errors: { stepUp: ['Enter the 6-digit code from your authenticator app'] },
    });
    expect(stepUpRefusal(tooLong)).toBe('Enter the 6-digit code from your authenticator app');
  });
});
