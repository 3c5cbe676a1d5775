import path from 'node:path';
import { cssRule } from '../../testing/cssRule';

const adminCss = path.join(__dirname, '../../admin.css');

describe("a detail's state badge", () => {
  it('stays on one line ("AWAITING VENDORBRIDGE REVIEW", never split over two)', () => {
    expect(cssRule(adminCss, '.detail .badge')['white-space']).toBe('nowrap');
  });

  it('gets room from a two-column detail, the whole row where two columns are narrow', () => {
    expect(cssRule(adminCss, '.detail-double', '@media (min-width: 640px)')).toEqual({
      'grid-column': 'span 2',
    });
    expect(cssRule(adminCss, '.detail-double', '@media (max-width: 639px)')).toEqual({
      'grid-column': '1 / -1',
    });
  });
});

describe("a detail that starts a group (a bank block's account)", () => {
  it('begins a new row in the first column, so the group lines up from card to card', () => {
    expect(cssRule(adminCss, '.detail-row-start')).toEqual({ 'grid-column-start': '1' });
  });
});

describe('why Approve is unavailable (.decision-blocked)', () => {
  it('reads as a muted hint beside the disabled button, not an error in red: nothing failed', () => {
    expect(cssRule(adminCss, '.decision-blocked').color).toBe('var(--color-text-muted)');
  });
});

describe("a document's Approve and Reject on Registration Review at 375 px", () => {
  const reviewCss = path.join(__dirname, '../registration-review/registrationReview.css');
  it('fit side by side inside the Documents card: less padding round the card and in the buttons', () => {
    expect(cssRule(reviewCss, '.document-review', '@media (max-width: 420px)')).toEqual({
      padding: 'var(--space-4)',
    });
    expect(
      cssRule(reviewCss, '.document-review .decision-actions .btn', '@media (max-width: 420px)'),
    ).toEqual({
      'padding-inline': '14px',
    });
  });
});
