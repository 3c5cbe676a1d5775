import * as z from 'zod/mini';
import { formatPhone, normalizePhone } from '@portal/rules/phone';
import { profileUpdateSchema } from './profile';

describe('phone numbers in the profile', () => {
  it.each(['0803 123 4567', '08031234567', '+234 803 123 4567', '+2348031234567', '234 803 123 4567'])(
    'reads %s as the Nigerian number +2348031234567 (Nigeria by default)',
    (written) => {
      expect(normalizePhone(written)).toBe('+2348031234567');
    },
  );

  it('keeps another country only with its code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('12')).toBeNull();
  });

  it('lets the profile schema take the local form and store it in E.164', () => {
    const parsed = z.parse(profileUpdateSchema, {
      name: 'Ada Obi',
      phone: '0803 123 4567',
      address: '',
      bvn: '',
      tin: '',
      companyName: '',
      directorInfo: [],
    });
    expect(parsed.phone).toBe('+2348031234567');
  });

  it('shows a stored number grouped as people read it', () => {
    expect(formatPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('')).toBe('');
  });
});
