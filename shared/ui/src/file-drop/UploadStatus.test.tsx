import { render, screen } from '@testing-library/react';
import { UploadStatus } from './UploadStatus';

describe("an upload's status", () => {
  it('shows the share sent on a labelled bar and as a percentage', () => {
    render(<UploadStatus label="Invoice" progress={0.426} />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 43%');
    expect(screen.getByRole('progressbar', { name: 'Uploading Invoice' })).toHaveAttribute('value', '0.426');
  });

  it('says only that it is uploading while the share is not known', () => {
    render(<UploadStatus label="Invoice" progress="indeterminate" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Uploading…$/);
    expect(screen.getByRole('progressbar', { name: 'Uploading Invoice' })).not.toHaveAttribute('value');
  });
});
