import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'div'>, 'children' | 'className'> & {
  label: string;
  value: string;
  hint?: string;
  /** `card`: a figure on its own card (the person's tiles); `tile`: one of a group's figures inside a card. */
  variant?: 'card' | 'tile';
  /** Hides the figure from session-recording tools (SPEC §9): a person's own numbers. */
  masked?: boolean;
};

const frames = {
  card: { box: 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm', value: 'text-2xl' },
  tile: { box: 'rounded-md border border-slate-200 p-3', value: 'text-xl' },
} as const;

/** One figure of a `<dl>`: its name, the figure, and a hint under it. */
export function Stat({ label, value, hint, variant = 'tile', masked, ...props }: Props) {
  const frame = frames[variant];
  return (
    <div className={frame.box} {...props}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={`mt-1 ${frame.value} font-bold tabular-nums`} data-private={masked ? 'true' : undefined}>
        {value}
      </dd>
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}
