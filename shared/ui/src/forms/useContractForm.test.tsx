import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { INVALID_VALUE_MESSAGE } from '@portal/contracts/fieldErrors';
import { useContractForm, type FormCheck } from './useContractForm';

interface Values {
  name: string;
  code: string;
  director: { nin: string };
}
const EMPTY: Values = { name: '', code: '', director: { nin: '' } };

/**
 * A contract schema as a Standard Schema (as zod's are): the name refused in the contract's
 * own words, the code and the director's NIN in a library's ("Invalid input…", nothing).
 */
const contract = {
  '~standard': {
    version: 1 as const,
    vendor: 'test',
    validate: (value: unknown) => {
      const values = value as Values;
      const issues = [
        ...(values.name ? [] : [{ message: 'Please enter your name', path: ['name'] }]),
        ...(/^\d{3}$/.test(values.code)
          ? []
          : [{ message: 'Invalid input: expected three digits', path: ['code'] }]),
        ...(values.director.nin ? [] : [{ message: '', path: ['director', 'nin'] }]),
      ];
      return issues.length ? { issues } : { value: { name: values.name.trim(), code: values.code } };
    },
    types: undefined as unknown as { input: Values; output: { name: string; code: string } },
  },
};

/** A form's own check beyond the contract (a picked file, say), in a library's words. */
const ownCheck: Resolver<Values, unknown, { name: string; code: string }> = (
  values,
): ResolverResult<Values, { name: string; code: string }> =>
  values.name === 'taken'
    ? { values: {}, errors: { name: { type: 'validate', message: 'Invalid name' } } }
    : { values: { name: values.name, code: values.code }, errors: {} };

function Form({
  check,
  onValid,
}: {
  check: FormCheck<Values, { name: string; code: string }>;
  onValid: (output: { name: string; code: string }) => void;
}) {
  const { register, handleSubmit, formState } = useContractForm(check, { defaultValues: EMPTY });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...register('name')} />
      {errors.name && <p>Name: {errors.name.message}</p>}
      <label htmlFor="code">Code</label>
      <input id="code" {...register('code')} />
      {errors.code && <p>Code: {errors.code.message}</p>}
      <label htmlFor="nin">NIN</label>
      <input id="nin" {...register('director.nin')} />
      {errors.director?.nin && <p>NIN: {errors.director.nin.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useContractForm', () => {
  it("refuses in the contract's own words, and says a library's words as the server does", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form check={contract} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name: Please enter your name')).toBeInTheDocument();
    expect(screen.getByText(`Code: ${INVALID_VALUE_MESSAGE}`)).toBeInTheDocument();
    expect(screen.getByText(`NIN: ${INVALID_VALUE_MESSAGE}`)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input/)).not.toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands the schema's output to the submit once every field passes", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form check={contract} onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), ' Ada ');
    await user.type(screen.getByLabelText('Code'), '123');
    await user.type(screen.getByLabelText('NIN'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', code: '123' }, expect.anything());
  });

  it("says a form's own check in the same words", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form check={ownCheck} onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`Name: ${INVALID_VALUE_MESSAGE}`)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});
