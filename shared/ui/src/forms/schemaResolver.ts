import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormSchema } from '@portal/contracts';

/**
 * react-hook-form's resolver for one of the contracts' form schemas (Standard Schema
 * v1): each refused field gets the first message its rule gave. The same job as
 * `standardSchemaResolver` from `@hookform/resolvers/standard-schema`, which this
 * package cannot import while it is not one of its dependencies (the apps have it).
 */
export function schemaResolver<Values extends FieldValues>(schema: FormSchema<Values>): Resolver<Values> {
  return (values) => {
    const result = schema['~standard'].validate(values);
    if (!result.issues) return { values: result.value, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors } as ReturnType<Resolver<Values>>;
  };
}
