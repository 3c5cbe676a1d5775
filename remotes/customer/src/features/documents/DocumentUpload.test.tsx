import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSampleCustomerDataSource } from '../data-source';
import { fakeFile, renderWithCustomerContext } from '../../testing/renderCustomerArea';
import { DocumentGuidelines } from './DocumentGuidelines';
import { DocumentUpload } from './DocumentUpload';

const SINGLE_INPUTS = ['BVN Document', 'CAC Certificate', 'Proof of Address', 'TIN Certificate'];
const DIRECTOR_INPUT = 'Director Information Files';

function setup() {
  const source = createSampleCustomerDataSource();
  const submitSpy = jest.spyOn(source, 'submitDocuments');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
  renderWithCustomerContext(<DocumentUpload />, { source });
  return { user, submitSpy };
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('DocumentUpload', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has five inputs accepting pdf, jpg, jpeg and png, several files for directors, none required', () => {
    setup();
    for (const label of [...SINGLE_INPUTS, DIRECTOR_INPUT]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
      expect(input).not.toBeRequired();
    }
    expect(screen.getByLabelText(DIRECTOR_INPUT)).toHaveAttribute('multiple');
    expect(screen.getByLabelText('BVN Document')).not.toHaveAttribute('multiple');
  });

  it('submits with nothing chosen: Submitting... for 2 seconds, the success screen, the form again after 5 seconds', async () => {
    const { user, submitSpy } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));
    await advance(1999);
    expect(screen.queryByRole('heading', { name: 'Documents Submitted Successfully!' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Documents Submitted Successfully!' })).toHaveFocus();
    expect(submitSpy).toHaveBeenCalledTimes(1);

    await advance(4999);
    expect(screen.getByRole('heading', { name: 'Documents Submitted Successfully!' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('heading', { name: 'Documents Submitted Successfully!' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Documents' })).toBeEnabled();
    // The heading that held focus is gone: the form's first input takes it, not the page.
    expect(screen.getByLabelText('BVN Document')).toHaveFocus();
  });

  it('sends each chosen document, several director files, and starts empty again after the reset', async () => {
    const { user, submitSpy } = setup();
    const bvn = fakeFile('bvn.pdf');
    const cac = fakeFile('cac.png');
    const directors = [fakeFile('director-1.jpg'), fakeFile('director-2.jpeg')];
    await user.upload(screen.getByLabelText('BVN Document'), bvn);
    await user.upload(screen.getByLabelText('CAC Certificate'), cac);
    await user.upload(screen.getByLabelText(DIRECTOR_INPUT), directors);
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));

    expect(submitSpy).toHaveBeenCalledWith({
      bvnFile: bvn,
      cacFile: cac,
      proofOfAddress: null,
      tinFile: null,
      directorInfoFiles: directors,
    });
    await advance(2000);
    expect(
      screen.getByText('4 files were received. An administrator will now review your documents.'),
    ).toBeVisible();
    await advance(5000);
    expect((screen.getByLabelText('BVN Document') as HTMLInputElement).files).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(submitSpy).toHaveBeenLastCalledWith({
      bvnFile: null,
      cacFile: null,
      proofOfAddress: null,
      tinFile: null,
      directorInfoFiles: [],
    });
  });

  it('refuses a file of another type with a message next to its input, and does not send it', async () => {
    const { user, submitSpy } = setup();
    const input = screen.getByLabelText('TIN Certificate');
    await user.upload(input, fakeFile('tin.gif'));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'tin.gif is not an accepted file type. Please choose a PDF, JPG, JPEG or PNG file.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('tin.gif is not an accepted file type.');
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(submitSpy).toHaveBeenCalledWith(expect.objectContaining({ tinFile: null }));
  });

  it('refuses a file over 5MB, and clears the message once a fitting file is chosen', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Proof of Address');
    await user.upload(input, fakeFile('utility-bill.pdf', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'utility-bill.pdf is larger than 5MB. Please choose a file of 5MB or less.',
    );

    await user.upload(input, fakeFile('utility-bill.pdf', 2 * 1024 * 1024));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a director selection with one file too large and names that file', async () => {
    const { user, submitSpy } = setup();
    await user.upload(screen.getByLabelText(DIRECTOR_INPUT), [
      fakeFile('director-1.pdf'),
      fakeFile('director-2.png', 5 * 1024 * 1024 + 1),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('director-2.png is larger than 5MB.');
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));
    expect(submitSpy).toHaveBeenCalledWith(expect.objectContaining({ directorInfoFiles: [] }));
  });
});

describe('DocumentGuidelines', () => {
  it('states the guidelines of spec §2', () => {
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
