import type { AdminProfile } from '@/lib/server/admin/present';

export type { AdminProfile };

/** An email as the outbox list returns it (dates arrive as ISO strings). */
export interface OutboxMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

export type AuditRecord = Record<string, unknown>;

export interface AuditEntry {
  id: string;
  actorId: string | null;
  action: string;
  targetUserId: string | null;
  before: AuditRecord | null;
  after: AuditRecord | null;
  createdAt: string;
}

export const fullName = (p: Pick<AdminProfile, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
