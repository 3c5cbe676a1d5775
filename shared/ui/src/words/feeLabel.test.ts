import { feeLabel } from './feeLabel';

describe('feeLabel: the label of a fee line', () => {
  it('says "Fee" when no fee is charged, so the line reads "Fee: No fee"', () => {
    expect(feeLabel(null)).toBe('Fee');
    expect(feeLabel({ flatNgn: null, percent: null })).toBe('Fee');
  });

  it('says the fee is included in the naira amount when one is charged', () => {
    expect(feeLabel({ flatNgn: '1000.00', percent: null })).toBe('Fee (included)');
    expect(feeLabel({ flatNgn: null, percent: '0.5' })).toBe('Fee (included)');
  });
});
