import { maskIdentifier } from './masking';

describe('maskIdentifier', () => {
  it('shows only the last four characters', () => {
    expect(maskIdentifier('12345678901')).toBe('••••8901');
    expect(maskIdentifier('1234-5678')).toBe('••••5678');
    // Four dots whatever the length: the mask does not tell it.
    expect(maskIdentifier('123456789012345')).toBe('••••2345');
  });

  it('masks a short value whole and leaves an empty one empty', () => {
    expect(maskIdentifier('1234')).toBe('••••');
    expect(maskIdentifier('')).toBe('');
  });
});
