import type { ReportRow, UserRow } from '@/models';

/** Who a queue item is about (or who raised it), as admins see them. */
export type MemberCard = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'isAdmin' | 'suspended'> & { sanctioned: boolean };

export function presentMember(row: MemberCard | undefined) {
  if (!row) return null;
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, isAdmin: row.isAdmin, suspended: row.suspended, sanctioned: row.sanctioned };
}

export type ModerationMember = NonNullable<ReturnType<typeof presentMember>>;

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentReport(report: ReportRow, people: Map<string, MemberCard>) {
  return {
    id: report.id,
    source: report.source,
    reason: report.reason,
    details: report.details,
    messageId: report.messageId,
    photoId: report.photoId,
    createdAt: report.createdAt.toISOString(),
    // Admins only: the reported member never learns who reported them.
    reporter: presentMember(report.reporterId ? people.get(report.reporterId) : undefined),
    contactEmail: report.contactEmail,
    status: report.status,
    action: report.action,
    actionReason: report.actionReason,
    closedAt: iso(report.closedAt),
    closedBy: presentMember(report.closedBy ? people.get(report.closedBy) : undefined),
    // The member reported deleted her account: what moderators still see of her, for 12 months.
    deletedMember: report.targetSnapshot && report.targetDeletedAt ? { ...report.targetSnapshot, deletedAt: report.targetDeletedAt.toISOString() } : null,
  };
}

export type ModerationReport = ReturnType<typeof presentReport>;
