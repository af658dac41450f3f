'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { problemOf } from '@/features/api/problem';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { useFormatDay } from '@/i18n/use-format-day';
import type { DatedWeight } from '@/lib/progress/contribution';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import { REFUSAL_DETAIL, weighInQuestions, type WeighInQuestion, type WeighInQuestionKind } from '@/lib/progress/weigh-in-questions';

// The dialog (with its focus trap) loads with the first question.
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** What a weigh-in sends once its questions are answered (the server asks again if its entries differ). */
export type WeighInAnswers = { ask: true; answered: WeighInQuestionKind[] };

/** The entries the questions are asked from: those held now, or (`fresh`) read again from the server. */
export type EntriesSource<E extends DatedWeight = DatedWeight> = (fresh: boolean) => Promise<readonly E[] | undefined>;

/** The entries under `queryKey` as this page holds them; `fresh`: after the active query has read them again. */
export function useHeldEntries(queryKey: QueryKey): EntriesSource<WeightLogEntry> {
  const queryClient = useQueryClient();
  return async (fresh) => {
    if (fresh) await queryClient.refetchQueries({ queryKey, exact: true });
    return queryClient.getQueryData<WeightLogEntry[]>(queryKey);
  };
}

const REFUSALS = new Set(Object.values(REFUSAL_DETAIL));
const isQuestionRefusal = (error: unknown) => {
  const problem = problemOf(error);
  return problem?.status === 409 && REFUSALS.has(problem.detail ?? '');
};

type Pending = { question: WeighInQuestion; answer: (yes: boolean) => void };

/**
 * A weigh-in's questions (src/lib/progress/weigh-in-questions.ts), asked one at a time in a dialog
 * before anything is sent: `confirm` asks those a weigh-in raises against some entries; `send`
 * asks, sends, and when the server refuses for a question the entries held did not raise (another
 * device changed the day), reads the entries again and asks that. Cancel changes nothing.
 */
export function useWeighInQuestions() {
  const [pending, setPending] = useState<Pending | null>(null);
  const asker = useRef<HTMLElement | null>(null);

  function ask(question: WeighInQuestion): Promise<boolean> {
    asker.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return new Promise((resolve) =>
      setPending({
        question,
        answer: (yes) => {
          setPending(null);
          resolve(yes);
        },
      }),
    );
  }

  /** The kinds answered yes (with those already in `answered`), or null when the person cancels. */
  async function confirm(
    history: readonly DatedWeight[],
    log: DatedWeight,
    answered: ReadonlySet<WeighInQuestionKind> = new Set(),
  ): Promise<Set<WeighInQuestionKind> | null> {
    const yes = new Set(answered);
    for (const question of weighInQuestions(history, log, answered)) {
      if (!(await ask(question))) return null;
      yes.add(question.kind);
    }
    return yes;
  }

  /** `request` with the answers, after the questions; undefined when the person cancels. */
  async function send<R>(entries: EntriesSource, log: DatedWeight, request: (answers: WeighInAnswers) => Promise<R>): Promise<R | undefined> {
    let answered: ReadonlySet<WeighInQuestionKind> = new Set();
    let history = (await entries(false)) ?? [];
    for (let attempt = 1; ; attempt += 1) {
      const yes = await confirm(history, log, answered);
      if (!yes) return undefined;
      answered = yes;
      try {
        return await request({ ask: true, answered: [...yes] });
      } catch (error) {
        // Twice refused after asking: the entries keep changing; say so as any other refusal.
        if (!isQuestionRefusal(error) || attempt === 2) throw error;
        history = (await entries(true)) ?? history;
      }
    }
  }

  const dialog = pending ? <QuestionDialog pending={pending} returnFocus={asker} /> : null;
  return { confirm, send, dialog };
}

function QuestionDialog({ pending: { question, answer }, returnFocus }: { pending: Pending; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useTranslations('WeighInQuestions');
  const { weight } = useWeightFormat();
  const day = useFormatDay();
  let body: { title: string; text: ReactNode; confirmLabel: string; destructive: boolean };
  if (question.kind === 'dayTaken') {
    body = {
      title: t('dayTakenTitle'),
      text: t('dayTakenText', { date: day(question.logDate), existing: weight(question.existing), weight: weight(question.weight) }),
      confirmLabel: t('replace'),
      destructive: true,
    };
  } else {
    body = {
      title: t('unusualTitle', { weight: weight(question.weight) }),
      text: t('unusualText', { weight: weight(question.weight), date: day(question.reference.logDate), reference: weight(question.reference.weight) }),
      confirmLabel: t('saveAnyway'),
      destructive: false,
    };
  }
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={body.title}
        confirmLabel={body.confirmLabel}
        cancelLabel={t('cancel')}
        destructive={body.destructive}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
        returnFocus={returnFocus}
      >
        <p>{body.text}</p>
      </ConfirmDialog>
    </Suspense>
  );
}
