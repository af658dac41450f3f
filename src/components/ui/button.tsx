import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger-ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-800 hover:bg-slate-100',
  // A destructive action among quiet ones (a row's Delete): red text, since a class added to ghost's could not win over its colour.
  'danger-ghost': 'text-red-800 hover:bg-slate-100',
};

export const buttonClasses = (variant: Variant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]}`;

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={`${buttonClasses(variant)} ${className}`} {...props} />;
}
