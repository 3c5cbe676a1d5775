import { render, screen } from '@testing-library/react';
import { SupportContactDetails } from './SupportContactDetails';

const answer = (data: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: true, message: 'How to reach support', data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('SupportContactDetails', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the configured support address and phone, linked, and no made-up ones', async () => {
    const fetch = answer({ email: 'help@acme-pay.ng', phone: '+234 801 234 5678' });
    render(<SupportContactDetails />);

    expect(await screen.findByRole('link', { name: 'help@acme-pay.ng' })).toHaveAttribute(
      'href',
      'mailto:help@acme-pay.ng',
    );
    expect(screen.getByRole('link', { name: '+234 801 234 5678' })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/contact/support');
    expect(screen.queryByText(/support@vendorbridge\.ng/)).toBeNull();
    expect(screen.queryByText(/700 000 0000/)).toBeNull();
    // A reply time is nothing the portal measures or keeps (issue 31).
    expect(screen.queryByText(/within 24 hours/)).toBeNull();
  });

  it('shows no phone when none is configured, and points to the form when no address is', async () => {
    answer({ email: null, phone: null });
    render(<SupportContactDetails />);

    expect(await screen.findByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
