import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldValues, Resolver } from 'react-hook-form';
import { INVALID_VALUE_MESSAGE } from '@portal/contracts';

/** One of the contract's schemas (a standard schema, as zod's are) parsing a form's values into `Output`. */
export interface ContractSchema<Output> {
  readonly '~standard': { readonly types?: { readonly output: Output } | undefined };
}

/**
 * A react-hook-form resolver over one of the contract's schemas, the ones the server
 * checks with, so the form refuses the same values with the same words. A message the
 * schema does not give itself (zod's "Invalid …") is said as validateWith says it.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: ContractSchema<Output>,
): Resolver<Values, unknown, Output> {
  const resolve = standardSchemaResolver<Values, unknown, Output>(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (
        typeof error?.message === 'string' &&
        (error.message === '' || error.message.startsWith('Invalid'))
      ) {
        error.message = INVALID_VALUE_MESSAGE;
      }
    }
    return result;
  };
}
