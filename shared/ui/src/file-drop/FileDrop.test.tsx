import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDrop, type FileDropProps } from './FileDrop';

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const tooBig = (files: readonly File[]) =>
  files.filter((file) => file.size > 5000).map((file) => `${file.name} is larger than 5MB.`);

function renderDrop(props: Partial<FileDropProps> = {}) {
  const onFilesChange = jest.fn<void, [File[]]>();
  render(
    <FileDrop
      label="BVN Document"
      name="bvnFile"
      accept=".pdf,.jpg,.jpeg,.png"
      hint="PDF, JPG, JPEG or PNG, maximum 5MB per document."
      check={tooBig}
      onFilesChange={onFilesChange}
      {...props}
    />,
  );
  return {
    onFilesChange,
    user: userEvent.setup({ applyAccept: false }),
    input: screen.getByLabelText('BVN Document'),
  };
}

describe('the file drop field', () => {
  it('is a labelled native file input a keyboard reaches, with the accepted types and limit said', () => {
    const { input } = renderDrop();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    expect(input).toHaveAttribute('tabindex', '0');
    expect(input).toHaveAccessibleDescription('PDF, JPG, JPEG or PNG, maximum 5MB per document.');
  });

  it("lists each chosen file's name, size and type with a Remove button", async () => {
    const { input, user, onFilesChange } = renderDrop({ multiple: true });
    await user.upload(input, [pdf('one.pdf'), pdf('two.pdf', 3000)]);
    const list = await screen.findByRole('list', { name: 'Chosen for BVN Document' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one.pdf2 KB · PDFRemove', 'two.pdf3 KB · PDFRemove']);
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);

    await user.click(screen.getByRole('button', { name: 'Remove one.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(onFilesChange.mock.lastCall?.[0].map((file) => file.name)).toEqual(['two.pdf']);
  });

  it('takes a dropped file', async () => {
    const { onFilesChange } = renderDrop();
    const zone = screen.getByText(/Drag a file here/).closest('.file-drop');
    if (!zone) throw new Error('no drop zone');
    const file = pdf('dropped.pdf');
    const drop = createEvent.drop(zone);
    Object.defineProperty(drop, 'dataTransfer', {
      value: {
        files: [file],
        types: ['Files'],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
      },
    });
    fireEvent(zone, drop);
    await waitFor(() =>
      expect(onFilesChange.mock.lastCall?.[0].map(({ name }) => name)).toEqual(['dropped.pdf']),
    );
    expect(screen.getByText('dropped.pdf')).toBeInTheDocument();
  });

  it('refuses a selection next to the field and keeps none of it', async () => {
    const { input, user, onFilesChange } = renderDrop();
    await user.upload(input, pdf('big.pdf', 6000));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.pdf is larger than 5MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the upload progress the caller gives, or only that it is uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const field = (progress: FileDropProps['progress']) => (
      <FileDrop
        label="BVN Document"
        name="bvnFile"
        accept=".pdf"
        hint="PDF"
        check={tooBig}
        progress={progress}
        onFilesChange={() => undefined}
      />
    );
    const { rerender } = render(field(null));
    await user.upload(screen.getByLabelText('BVN Document'), pdf('one.pdf'));
    await screen.findByText('one.pdf');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(field(0.4));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 40%');
    expect(screen.getByRole('progressbar', { name: 'Uploading BVN Document' })).toHaveAttribute(
      'value',
      '0.4',
    );
    rerender(field('indeterminate'));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');
  });
});
