import { render, screen } from '@testing-library/react';
import { DetailList } from '../details';
import { decisionDetails } from './decisionDetails';

describe('who decided a row', () => {
  it('names the staff member, then their e-mail on its own line', () => {
    render(
      <DetailList
        details={decisionDetails({
          status: 'approved',
          decidedAt: '2026-11-28T10:00:00.000Z',
          decidedBy: 'folake.adebayo@vendorbridge.ng',
          decidedByName: 'Folake Adebayo',
          reason: null,
        })}
      />,
    );
    const value = screen.getByText('Decided by').nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent('Folake Adebayo folake.adebayo@vendorbridge.ng');
    expect(screen.getByText('folake.adebayo@vendorbridge.ng')).toHaveClass('person-email');
  });

  it('shows the e-mail alone for a server that does not send the name', () => {
    render(
      <DetailList
        details={decisionDetails({
          status: 'rejected',
          decidedAt: null,
          decidedBy: 'ops@vendorbridge.ng',
          reason: 'Blurred',
        })}
      />,
    );
    expect(screen.getByText('Decided by').nextElementSibling).toHaveTextContent(/^ops@vendorbridge\.ng$/);
  });
});
