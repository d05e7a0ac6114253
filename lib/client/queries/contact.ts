'use client';
import { useMutation } from '@tanstack/react-query';
import type { ConcernData } from '@/lib/schemas/contact';
import { apiPost } from '../api';

/** POST /api/contact: a concern for the moderators, from anyone, signed in or not. */
export function useSubmitConcern() {
  return useMutation({ mutationFn: (input: ConcernData) => apiPost<{ id: string }>('/contact', input) });
}
