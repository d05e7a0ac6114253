import type { CompatibilityAnswer } from '@/lib/schemas/compatibility';
import { COMPATIBILITY_QUESTIONS, type CompatibilityQuestion } from '@/lib/shared/compatibility-questions';
import type { CompatibilityAnswerRow } from '@/models';

export type CompatibilityQuestions = { questions: Array<Pick<CompatibilityQuestion, 'id' | 'text'> & { options: string[] }> };
export type OwnAnswers = { answers: CompatibilityAnswer[] };
/** A question of the side panel: its text only, never either member's answer. */
export type QuestionText = { questionId: number; text: string };
/**
 * The side panel's explanation of the score with one member: `agree` lists the questions both
 * answered where each accepts the other's answer, `differ` the others both answered.
 */
export type CompatibilityDetail = { score: number | null; common: number; agree: QuestionText[]; differ: QuestionText[] };

export function presentQuestions(): CompatibilityQuestions {
  return { questions: COMPATIBILITY_QUESTIONS.map((q) => ({ id: q.id, text: q.text, options: [...q.options] })) };
}

export function presentOwnAnswers(rows: CompatibilityAnswerRow[]): OwnAnswers {
  return {
    answers: [...rows]
      .sort((a, b) => a.questionId - b.questionId)
      .map((r) => ({ questionId: r.questionId, answer: r.answer, accepted: [...r.accepted].sort((a, b) => a - b), importance: r.importance })),
  };
}
