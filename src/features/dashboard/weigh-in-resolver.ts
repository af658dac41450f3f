import { lazyResolver } from '@/features/forms/lazy-resolver';
import type { WeighIn, WeighInFields } from './weigh-in-schema';

/** The history entry form's resolver: zod and the schema arrive on first validation. */
export const weighInResolver = lazyResolver<WeighInFields, WeighIn>(async () => {
  const [{ zodResolver }, { weighInSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('./weigh-in-schema')]);
  return zodResolver(weighInSchema);
});

/**
 * The daily weigh-in's resolver (a form without react-hook-form): the same schema and messages,
 * checked without @hookform/resolvers, which would bring react-hook-form along on the first submit.
 */
export const weighInCheck = lazyResolver<WeighInFields, WeighIn>(async () => {
  const [{ schemaResolver }, { weighInSchema }] = await Promise.all([import('@/features/forms/schema-resolver'), import('./weigh-in-schema')]);
  return schemaResolver<WeighInFields, WeighIn>(weighInSchema);
});
