import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver built on first use. `load` brings zod, the shared schema and
 * `zodResolver` in with dynamic imports, so zod (about 30 kB gzip) stays out of the page's
 * first load and is fetched only when the form is first validated (docs/decisions/0013).
 * Keep the schema module out of the form's static imports (`import type` only), or zod is
 * bundled with the page again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput = TInput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      // A failed chunk load is retried at the next validation.
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
