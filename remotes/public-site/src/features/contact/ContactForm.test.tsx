import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@portal/contracts/contact';
import { ContactForm } from './ContactForm';

const THANK_YOU = "Thank you for your message! We'll get back to you soon.";

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Email'), 'ada@acme.ng');
  await user.type(screen.getByLabelText('Subject'), 'Rates');
  await user.type(screen.getByLabelText('Message'), 'What is your USD rate?');
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch held open until the test answers it, so the form can be seen while the message is on its way. */
function heldFetch() {
  let answer: (response: Response) => void = () => undefined;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  return { spy, answer: (response: Response) => answer(response) };
}

describe('ContactForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('requires all four fields', () => {
    render(<ContactForm />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it("shows 'Sending...' while the message is on its way, and thanks the visitor only once the server stored it", async () => {
    const fetch = heldFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    expect(fetch.spy).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.spy.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ada Obi',
      email: 'ada@acme.ng',
      subject: 'Rates',
      message: 'What is your USD rate?',
      website: '',
    });

    fetch.answer(json(201, { success: true, message: THANK_YOU }));

    expect(await screen.findByRole('status')).toHaveTextContent(THANK_YOU);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the server’s refusal, its field errors under their fields, and keeps what was typed', async () => {
    const fetch = heldFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    fetch.answer(
      json(400, {
        success: false,
        message: 'Must not contain control characters such as tabs or line breaks',
        errors: { subject: ['Must not contain control characters such as tabs or line breaks'] },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Must not contain control characters');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Must not contain control characters such as tabs or line breaks',
    );
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Obi');
    expect(screen.getByLabelText('Message')).toHaveValue('What is your USD rate?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says so when the server cannot be reached, and keeps what was typed', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@acme.ng');
  });

  it('says when the server refused without words of its own', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 502 }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failed);
  });

  it('checks the e-mail with the spec’s words before sending anything', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillForm(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@acme');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hides the honeypot from people: out of the tab order and of the accessibility tree', () => {
    const { container } = render(<ContactForm />);
    const trap = container.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
