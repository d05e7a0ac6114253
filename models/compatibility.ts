import { customType, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** PostgreSQL `bit varying`, carried as its text of 0s and 1s. */
const varbit = customType<{ data: string; driverData: string }>({ dataType: () => 'varbit' });

/** A member's answer to one compatibility question (lib/shared/compatibility-questions.ts). */
export const compatibilityAnswers = pgTable(
  'compatibility_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: smallint('question_id').notNull(),
    answer: smallint('answer').notNull(),
    accepted: smallint('accepted').array().notNull(),
    importance: text('importance', { enum: ['irrelevant', 'a_little', 'somewhat', 'very', 'mandatory'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/**
 * A member's answers in the compact form the score is computed from in SQL, rewritten from
 * `compatibility_answers` on every change (lib/server/compatibility/vectors.ts): per importance
 * level a mask of the questions at that level (`q1`..`q4`) and of the (question, option) pairs
 * accepted there (`acc1`..`acc4`), the one-hot answers (`ans`) and the answered questions
 * (`asked`). Then one bit_count of an AND per term scores a pair, with no join over answers.
 */
export const compatibilityVectors = pgTable(
  'compatibility_vectors',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    answered: integer('answered').notNull(),
    asked: varbit('asked').notNull(),
    ans: varbit('ans').notNull(),
    q1: varbit('q1').notNull(),
    q2: varbit('q2').notNull(),
    q3: varbit('q3').notNull(),
    q4: varbit('q4').notNull(),
    acc1: varbit('acc1').notNull(),
    acc2: varbit('acc2').notNull(),
    acc3: varbit('acc3').notNull(),
    acc4: varbit('acc4').notNull(),
  },
);

export type CompatibilityAnswerRow = typeof compatibilityAnswers.$inferSelect;
