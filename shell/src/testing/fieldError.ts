import { screen } from '@testing-library/react';

/** Asserts that a field shows exactly this error and that it is tied to the input. */
export function expectFieldError(label: string, message: string): void {
  const input = screen.getByLabelText(label);
  const error = screen.getByText(message, { selector: '.field-error' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
}

/** Asserts that a field shows no error. */
export function expectNoFieldError(label: string): void {
  const input = screen.getByLabelText(label);
  expect(input).not.toHaveAttribute('aria-invalid');
  const field = input.closest('.field');
  expect(field?.querySelector('.field-error')).toBeNull();
}
