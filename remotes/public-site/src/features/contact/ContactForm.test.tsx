import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './ContactForm';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Email'), 'ada@acme.ng');
  await user.type(screen.getByLabelText('Subject'), 'Rates');
  await user.type(screen.getByLabelText('Message'), 'What is your USD rate?');
}

describe('ContactForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('requires all four fields', () => {
    render(<ContactForm />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it("shows 'Sending...' for one second, then thanks the visitor and clears the form", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText("Thank you for your message! We'll get back to you soon.")).toBeNull();
    act(() => jest.advanceTimersByTime(1));

    expect(screen.getByRole('status')).toHaveTextContent(
      "Thank you for your message! We'll get back to you soon.",
    );
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
