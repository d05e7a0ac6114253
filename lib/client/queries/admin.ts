'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { AdminDeleteAccountInput } from '@/lib/schemas/account';
import type { AdminProfileInput, adminUpdateProfileSchema } from '@/lib/schemas/admin';
import type { AdminProfile } from '@/lib/server/admin/present';
import type { listAudit } from '@/lib/server/admin/audit';
import type { listOutbox } from '@/lib/server/admin/outbox';
import { api, apiGet, apiPost, apiPut } from '../api';

/** Dates cross the wire as ISO strings. */
type WireValue<V> = V extends Date ? string : V;
type Wire<T> = { [K in keyof T]: WireValue<T[K]> };

export type { AdminProfile };
/** An email as GET /api/admin/outbox lists it. */
export type OutboxMail = Wire<Awaited<ReturnType<typeof listOutbox>>[number]>;
export type AuditRecord = Record<string, unknown>;
/** A change as GET /api/admin/audit lists it; the records are the profile (or mail) before and after. */
export type AuditEntry = Omit<Wire<Awaited<ReturnType<typeof listAudit>>[number]>, 'before' | 'after'> & {
  before: AuditRecord | null;
  after: AuditRecord | null;
};

/** What the admin form sends: the create schema's input, or on edit the update schema's (no email, `suspended`). */
export type AdminProfilePayload = AdminProfileInput | z.input<typeof adminUpdateProfileSchema>;

export const adminKeys = {
  profiles: ['admin', 'profiles'] as const,
  outbox: ['admin', 'outbox'] as const,
  audit: ['admin', 'audit'] as const,
};

/** GET /api/admin/profiles: every profile, newest first; the spec's cached admin list, kept in the persisted cache. */
export const adminProfilesQuery = queryOptions({
  queryKey: adminKeys.profiles,
  queryFn: () => apiGet<AdminProfile[]>('/admin/profiles'),
  // The cached list is shown at once, and the server's is read on every visit all the same.
  staleTime: 0,
});

export const useAdminProfiles = () => useQuery(adminProfilesQuery);

/** POST /api/admin/profiles and PUT /api/admin/profiles/{id}: the saved profile goes into the cached list at once. */
export function useSaveProfile(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdminProfilePayload) =>
      profileId ? apiPut<AdminProfile>(`/admin/profiles/${profileId}`, payload) : apiPost<AdminProfile>('/admin/profiles', payload),
    onSuccess: (saved) => {
      client.setQueryData<AdminProfile[]>(adminKeys.profiles, (list = []) =>
        list.some((p) => p.id === saved.id) ? list.map((p) => (p.id === saved.id ? saved : p)) : [saved, ...list],
      );
      // The change is in the audit log now; read it again when it is next shown.
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/** DELETE /api/admin/profiles/{id}: the account leaves the cached list at once. */
export function useDeleteProfile(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminDeleteAccountInput) => api<{ message: string }>('DELETE', `/admin/profiles/${profileId}`, input),
    onSuccess: () => {
      client.setQueryData<AdminProfile[]>(adminKeys.profiles, (list = []) => list.filter((p) => p.id !== profileId));
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/** GET /api/admin/outbox: the newest emails and how their delivery went. */
export const outboxQuery = queryOptions({ queryKey: adminKeys.outbox, queryFn: () => apiGet<OutboxMail[]>('/admin/outbox') });
export const useOutbox = () => useQuery(outboxQuery);

/** POST /api/admin/outbox/{id}/retry: puts a mail that gave up back in the queue. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) => apiPost<{ success: true }>(`/admin/outbox/${mailId}/retry`),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: adminKeys.outbox }), client.invalidateQueries({ queryKey: adminKeys.audit })]),
  });
}

/** GET /api/admin/audit: who changed what and when. */
export const auditQuery = queryOptions({ queryKey: adminKeys.audit, queryFn: () => apiGet<AuditEntry[]>('/admin/audit') });
export const useAuditLog = () => useQuery(auditQuery);
