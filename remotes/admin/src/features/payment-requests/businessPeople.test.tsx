import { render, screen } from '@testing-library/react';
import { paymentFixture } from '../../testing/fixtures';
import { businessPeopleDetails } from './businessPeople';

describe('who in the business prepared and approved a request', () => {
  it('says a request that needed no approval needed none when it was submitted, not by today’s policy', () => {
    const details = businessPeopleDetails(
      paymentFixture({
        preparedBy: { name: 'Ngozi Eze', email: 'ngozi@ezeimports.ng' },
        approvedInBusinessBy: null,
      }),
    );
    const approval = details.find((detail) => detail.label === 'Business approval');
    render(<>{approval?.value}</>);
    expect(screen.getByText('None: not needed when it was submitted')).toBeInTheDocument();
    expect(screen.queryByText(/its policy/)).toBeNull();
  });
});
