'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveAnswersInput } from '@/lib/schemas/compatibility';
import type { CompatibilityDetail, CompatibilityQuestions, OwnAnswers } from '@/lib/server/compatibility/present';
import { apiDelete, apiGet, apiPut } from '../api';
import { userKeys } from './users';

export type { CompatibilityDetail, CompatibilityQuestions, OwnAnswers };

export const compatibilityKeys = {
  all: ['compatibility'] as const,
  questions: ['compatibility', 'questions'] as const,
  answers: ['compatibility', 'answers'] as const,
  withMember: (userId: string) => ['compatibility', 'member', userId] as const,
};

/** GET /api/compatibility/questions: the questions and their options (fixed per release). */
export const questionsQuery = queryOptions({
  queryKey: compatibilityKeys.questions,
  queryFn: () => apiGet<CompatibilityQuestions>('/compatibility/questions'),
  staleTime: Infinity,
});
export const useCompatibilityQuestions = () => useQuery(questionsQuery);

/** GET /api/compatibility/answers: the member's own answers. */
export const ownAnswersQuery = queryOptions({ queryKey: compatibilityKeys.answers, queryFn: () => apiGet<OwnAnswers>('/compatibility/answers') });
export const useOwnAnswers = () => useQuery(ownAnswersQuery);

/** A change of answers changes every score: the lists and the side panels are read again. */
function useAnswersChanged() {
  const client = useQueryClient();
  return (saved: OwnAnswers) => {
    client.setQueryData(compatibilityKeys.answers, saved);
    void client.invalidateQueries({ queryKey: ['compatibility', 'member'] });
    void client.invalidateQueries({ queryKey: userKeys.all });
  };
}

/** PUT /api/compatibility/answers: upserts the answers given (one or many); answers all her answers. */
export function useSaveAnswers() {
  const onSuccess = useAnswersChanged();
  return useMutation({ mutationFn: (input: SaveAnswersInput) => apiPut<OwnAnswers>('/compatibility/answers', input), onSuccess });
}

/** DELETE /api/compatibility/answers/{questionId}: removes one answer; answers all her answers left. */
export function useDeleteAnswer() {
  const onSuccess = useAnswersChanged();
  return useMutation({ mutationFn: (questionId: number) => apiDelete<OwnAnswers>(`/compatibility/answers/${questionId}`), onSuccess });
}

/**
 * GET /api/compatibility/members/{id}: the score with one member and the questions (texts only)
 * they agree and differ on, for the side panel.
 */
export const compatibilityWithQuery = (userId: string) =>
  queryOptions({ queryKey: compatibilityKeys.withMember(userId), queryFn: () => apiGet<CompatibilityDetail>(`/compatibility/members/${userId}`) });
export const useCompatibilityWith = (userId: string | null) => useQuery({ ...compatibilityWithQuery(userId ?? ''), enabled: !!userId });
