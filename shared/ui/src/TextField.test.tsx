import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

it('labels the input and ties its error to it', () => {
  render(<TextField label="Email" error="Email is required" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Email is required');
});
