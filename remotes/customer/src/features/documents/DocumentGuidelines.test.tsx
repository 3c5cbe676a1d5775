import { screen } from '@testing-library/react';
import { renderWithCustomerContext } from '../../testing/renderCustomerArea';
import { DocumentGuidelines } from './DocumentGuidelines';

describe('DocumentGuidelines', () => {
  it('states the upload guidelines', () => {
    renderWithCustomerContext(<DocumentGuidelines />);
    for (const text of [
      'Maximum 5MB per document',
      /clear/,
      /in color/,
      /high resolution/,
      /must not be expired/,
      /PDF, JPG, JPEG and PNG/,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});
