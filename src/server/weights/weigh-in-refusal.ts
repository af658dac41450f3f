import 'server-only';
import type { DatedWeight } from '@/lib/progress/contribution';
import { REFUSAL_DETAIL, weighInQuestions, type WeighInQuestionKind } from '@/lib/progress/weigh-in-questions';
import { AppError } from '@/server/errors';

/** Refuses (409) a change of the person's logs that asks a question they have not answered: the first one, by its detail. */
export function refuseUnanswered(history: readonly DatedWeight[], log: DatedWeight, answered: readonly WeighInQuestionKind[] = []): void {
  const [question] = weighInQuestions(history, log, new Set(answered));
  if (question) throw new AppError('conflict', REFUSAL_DETAIL[question.kind]);
}
