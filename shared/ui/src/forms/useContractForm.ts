import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { portalMessage } from './portalMessage';

/** One of the contract's schemas (a Standard Schema, as zod's are) parsing a form's values into `Output`. */
export interface ContractSchema<Output> {
  readonly '~standard': { readonly types?: { readonly output: Output } | undefined };
}

/**
 * What checks a form's values: one of the contract's schemas, the one the server checks
 * with; or, where a form checks more than the body (a chosen file, a picked beneficiary),
 * its own resolver built on that schema.
 */
export type FormCheck<Values extends FieldValues, Output> =
  ContractSchema<Output> | Resolver<Values, unknown, Output>;

export type ContractFormOptions<Values extends FieldValues, Output> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver'
>;

/** Every message of a refusal (nested fields and arrays too) in the portal's words. */
function sayAsPortal(errors: FieldErrors): void {
  for (const [key, error] of Object.entries(errors)) {
    if (typeof error !== 'object' || error === null || key === 'ref' || key === 'types') continue;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') (error as { message: string }).message = portalMessage(message);
    sayAsPortal(error as FieldErrors);
  }
}

function inPortalWords<Values extends FieldValues, Output>(
  resolve: Resolver<Values, unknown, Output>,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    sayAsPortal(result.errors);
    return result;
  };
}

/**
 * A react-hook-form resolver over one of the contract's schemas: the form refuses the same
 * values with the same words as the server.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: ContractSchema<Output>,
): Resolver<Values, unknown, Output> {
  return inPortalWords(standardSchemaResolver<Values, unknown, Output>(schema));
}

/**
 * The portal's one form hook (lint forbids `useForm` and resolvers elsewhere): react-hook-form's
 * `useForm` checked by the contract's schema (or a form's own resolver over it), every message
 * said as the server says it (`portalMessage`). Options are useForm's, less the resolver.
 */
export function useContractForm<Values extends FieldValues, Output = Values>(
  check: FormCheck<Values, Output>,
  options: ContractFormOptions<Values, Output> = {},
): UseFormReturn<Values, unknown, Output> {
  const resolver = useMemo(
    () => (typeof check === 'function' ? inPortalWords(check) : contractResolver<Values, Output>(check)),
    [check],
  );
  return useForm<Values, unknown, Output>({ ...options, resolver });
}
