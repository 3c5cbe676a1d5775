import { render, screen } from '@testing-library/react';
import { DocumentsBadge } from './DocumentsBadge';

const none = { bvn: false, cac: false, proofOfAddress: false, tin: false, directorInfo: false };

describe('documents badge', () => {
  it('counts the present documents out of 5 and names the missing ones', () => {
    render(<DocumentsBadge documents={{ ...none, bvn: true, cac: true, tin: true }} />);
    const badge = screen.getByText('3/5');
    expect(badge).toHaveAttribute('data-complete', 'false');
    expect(badge).toHaveClass('badge-pending');
    expect(screen.getByText('Missing: Proof of Address, Director Information')).toBeInTheDocument();
  });

  it('is not complete at 4/5', () => {
    render(
      <DocumentsBadge
        documents={{ bvn: true, cac: true, proofOfAddress: true, tin: true, directorInfo: false }}
      />,
    );
    expect(screen.getByText('4/5')).toHaveAttribute('data-complete', 'false');
    expect(screen.queryByText('All uploaded')).toBeNull();
  });

  it('is complete only at 5/5', () => {
    render(
      <DocumentsBadge
        documents={{ bvn: true, cac: true, proofOfAddress: true, tin: true, directorInfo: true }}
      />,
    );
    const badge = screen.getByText('5/5');
    expect(badge).toHaveAttribute('data-complete', 'true');
    expect(badge).toHaveClass('badge-approved');
    expect(screen.getByText('All uploaded')).toBeInTheDocument();
  });

  it('shows 0/5 when nothing was uploaded', () => {
    render(<DocumentsBadge documents={none} />);
    expect(screen.getByText('0/5')).toHaveAttribute('data-complete', 'false');
  });
});
