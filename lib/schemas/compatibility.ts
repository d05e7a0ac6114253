import './jitless';
import { z } from 'zod/mini';
import { COMPATIBILITY_QUESTION_BY_ID, COMPATIBILITY_QUESTIONS, IMPORTANCES } from '@/lib/shared/compatibility-questions';
import { MSG_DISCOVERY } from '@/lib/shared/messages/discovery';

const optionIndex = (message: string) => z.number({ error: message }).check(z.int(message), z.gte(0, message));

const answerFields = z
  .object({
    questionId: z
      .number({ error: MSG_DISCOVERY.questionIdInvalid })
      .check(z.int(MSG_DISCOVERY.questionIdInvalid), z.refine((id) => COMPATIBILITY_QUESTION_BY_ID.has(id), MSG_DISCOVERY.questionIdInvalid)),
    answer: optionIndex(MSG_DISCOVERY.answerInvalid),
    accepted: z.array(optionIndex(MSG_DISCOVERY.acceptedInvalid), { error: MSG_DISCOVERY.acceptedInvalid }).check(z.minLength(1, MSG_DISCOVERY.acceptedInvalid)),
    importance: z.enum(IMPORTANCES, { error: MSG_DISCOVERY.importanceInvalid }),
  })
  .check(
    z.superRefine((v, ctx) => {
      const question = COMPATIBILITY_QUESTION_BY_ID.get(v.questionId);
      if (!question) return;
      if (v.answer >= question.options.length) ctx.addIssue({ code: 'custom', path: ['answer'], message: MSG_DISCOVERY.answerInvalid });
      if (v.accepted.some((i) => i >= question.options.length) || new Set(v.accepted).size !== v.accepted.length) {
        ctx.addIssue({ code: 'custom', path: ['accepted'], message: MSG_DISCOVERY.acceptedInvalid });
      }
    }),
  );

export const compatibilityAnswerSchema = z.pipe(
  answerFields,
  z.transform((v: z.output<typeof answerFields>) => ({ ...v, accepted: [...v.accepted].sort((a, b) => a - b) })),
);

/** PUT /api/compatibility/answers: upserts the questions given, leaves the others as they are. */
export const saveAnswersSchema = z
  .object({
    answers: z
      .array(compatibilityAnswerSchema, { error: MSG_DISCOVERY.answersInvalid })
      .check(z.minLength(1, MSG_DISCOVERY.answersInvalid), z.maxLength(COMPATIBILITY_QUESTIONS.length, MSG_DISCOVERY.answersInvalid)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const ids = v.answers.map((a) => a.questionId);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['answers'], message: MSG_DISCOVERY.questionRepeated });
    }),
  );

export type CompatibilityAnswerInput = z.input<typeof compatibilityAnswerSchema>;
export type CompatibilityAnswer = z.output<typeof compatibilityAnswerSchema>;
export type SaveAnswersInput = z.input<typeof saveAnswersSchema>;

/** `[questionId]` of DELETE /api/compatibility/answers/{questionId}. */
export const questionIdParams = z.object({
  questionId: z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,3}$/, MSG_DISCOVERY.questionIdInvalid)), z.transform(Number)),
    z.number().check(z.refine((id) => COMPATIBILITY_QUESTION_BY_ID.has(id), MSG_DISCOVERY.questionIdInvalid)),
  ),
});
