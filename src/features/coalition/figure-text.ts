'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { FigureDto } from '@/lib/schemas/coalition';
import { useWeightFormat } from '@/features/units/use-weight-format';

/** How a figure reads: its value, or "fewer than 11" when it is about too few people. */
export function useFigureText(minGroupSize: number) {
  const t = useTranslations('Coalition');
  const format = useFormatter();
  const units = useWeightFormat();
  const suppressed = t('fewerThan', { count: minGroupSize });
  const of = (figure: FigureDto, show: (value: number) => string) => (figure.suppressed || figure.value === null ? suppressed : show(figure.value));
  return {
    suppressed,
    count: (figure: FigureDto) => of(figure, (value) => format.number(value)),
    percent: (figure: FigureDto) => of(figure, (value) => t('percentValue', { value: format.number(value, { maximumFractionDigits: 1 }) })),
    weight: (figure: FigureDto) => of(figure, (value) => units.weight(value)),
    unit: units.unit,
  };
}
