import { lazyResolver } from '@/features/forms/lazy-resolver';
import type { WeighIn, WeighInFields } from './weigh-in-schema';

/** The weigh-in and history entry forms' resolver: zod and the schema arrive on first validation. */
export const weighInResolver = lazyResolver<WeighInFields, WeighIn>(async () => {
  const [{ zodResolver }, { weighInSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('./weigh-in-schema')]);
  return zodResolver(weighInSchema);
});
