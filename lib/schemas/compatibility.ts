import './jitless';
import { z } from 'zod';
import { COMPATIBILITY_QUESTION_BY_ID, COMPATIBILITY_QUESTIONS, IMPORTANCES } from '@/lib/shared/compatibility-questions';
import { MSG_DISCOVERY } from '@/lib/shared/messages';

const optionIndex = (message: string) => z.number({ error: message }).int(message).min(0, message);

export const compatibilityAnswerSchema = z
  .object({
    questionId: z.number({ error: MSG_DISCOVERY.questionIdInvalid }).int(MSG_DISCOVERY.questionIdInvalid).refine((id) => COMPATIBILITY_QUESTION_BY_ID.has(id), MSG_DISCOVERY.questionIdInvalid),
    answer: optionIndex(MSG_DISCOVERY.answerInvalid),
    accepted: z.array(optionIndex(MSG_DISCOVERY.acceptedInvalid), { error: MSG_DISCOVERY.acceptedInvalid }).min(1, MSG_DISCOVERY.acceptedInvalid),
    importance: z.enum(IMPORTANCES, { error: MSG_DISCOVERY.importanceInvalid }),
  })
  .superRefine((v, ctx) => {
    const question = COMPATIBILITY_QUESTION_BY_ID.get(v.questionId);
    if (!question) return;
    if (v.answer >= question.options.length) ctx.addIssue({ code: 'custom', path: ['answer'], message: MSG_DISCOVERY.answerInvalid });
    if (v.accepted.some((i) => i >= question.options.length) || new Set(v.accepted).size !== v.accepted.length) {
      ctx.addIssue({ code: 'custom', path: ['accepted'], message: MSG_DISCOVERY.acceptedInvalid });
    }
  })
  .transform((v) => ({ ...v, accepted: [...v.accepted].sort((a, b) => a - b) }));

/** PUT /api/compatibility/answers: upserts the questions given, leaves the others as they are. */
export const saveAnswersSchema = z
  .object({
    answers: z.array(compatibilityAnswerSchema, { error: MSG_DISCOVERY.answersInvalid }).min(1, MSG_DISCOVERY.answersInvalid).max(COMPATIBILITY_QUESTIONS.length, MSG_DISCOVERY.answersInvalid),
  })
  .superRefine((v, ctx) => {
    const ids = v.answers.map((a) => a.questionId);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['answers'], message: MSG_DISCOVERY.questionRepeated });
  });

export type CompatibilityAnswerInput = z.input<typeof compatibilityAnswerSchema>;
export type CompatibilityAnswer = z.output<typeof compatibilityAnswerSchema>;
export type SaveAnswersInput = z.input<typeof saveAnswersSchema>;

/** `[questionId]` of DELETE /api/compatibility/answers/{questionId}. */
export const questionIdParams = z.object({
  questionId: z
    .string()
    .regex(/^\d{1,3}$/, MSG_DISCOVERY.questionIdInvalid)
    .transform(Number)
    .refine((id) => COMPATIBILITY_QUESTION_BY_ID.has(id), MSG_DISCOVERY.questionIdInvalid),
});
