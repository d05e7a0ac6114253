'use client';
import { useAdminProfiles, useAuditLog, type AdminProfile, type AuditEntry, type AuditRecord } from '@/lib/client/queries/admin';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { formatDateTime } from '@/lib/shared/dates';
import { fullName } from './format';
import { RefreshableList, useFailureToast } from './refreshable-list';

/** Bookkeeping columns change on every save and say nothing about what the admin did. */
const IGNORED_FIELDS = new Set(['updatedAt']);

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function changedFields(before: AuditRecord | null, after: AuditRecord | null) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !IGNORED_FIELDS.has(key) && JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
}

function Changes({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <p className="text-sm text-stone-500">{MSG_ADMIN.noFieldChanged}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-stone-500">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">{MSG_ADMIN.field}</th>
            <th scope="col" className="py-1 pr-4 font-medium">{MSG_ADMIN.before}</th>
            <th scope="col" className="py-1 font-medium">{MSG_ADMIN.after}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row" className="py-1 pr-4 font-medium text-stone-700">{field}</th>
              <td className="py-1 pr-4 break-all text-stone-600">{show(entry.before?.[field])}</td>
              <td className="py-1 break-all text-stone-900">{show(entry.after?.[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who changed which profile and when, with the record before and after. */
export function AuditLogPanel() {
  const profiles = useAdminProfiles();
  const audit = useAuditLog();
  useFailureToast(profiles, MSG_ADMIN.fetchProfilesFailed);

  const byId = new Map<string, AdminProfile>((profiles.data ?? []).map((p) => [p.id, p]));
  const who = (id: string | null) => {
    const profile = id ? byId.get(id) : undefined;
    return profile ? `${fullName(profile)} (${profile.email})` : id ? 'A removed user' : 'The system';
  };

  return (
    <RefreshableList
      query={audit}
      failureMessage={MSG_ADMIN.fetchAuditFailed}
      emptyText={MSG_ADMIN.noAuditEntries}
      label={MSG_ADMIN.adminChanges}
      renderItem={(entry) => (
        <>
          <p className="font-medium text-stone-900">
            {entry.action}
            {entry.targetUserId && <span className="font-normal text-stone-600"> · {who(entry.targetUserId)}</span>}
          </p>
          {entry.reason && <p className="break-words text-stone-800">{MSG_ADMIN.reason} {entry.reason}</p>}
          <p className="text-sm text-stone-600">
            {MSG_ADMIN.by} {who(entry.actorId)} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          <details className="mt-2">
            <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-700">{MSG_ADMIN.showChanges}</summary>
            <Changes entry={entry} />
          </details>
        </>
      )}
    />
  );
}
