'use client';
import { Plus, RefreshCw, Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { loadOnce, useLoaded } from '@/lib/client/load-once';
import { useAdminProfiles, type AdminProfile } from '@/lib/client/queries/admin';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { fullName } from './format';
import { ProfileTable } from './profile-table';
import { useFailureToast } from './refreshable-list';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { toast } from '@/lib/client/toast';

const SEARCH_ID = 'admin-profile-search';
// The dialogs' forms (zod, react-hook-form: about 30 kB gzip) come the first time one opens, not with the list.
const loadProfileDialogs = loadOnce(() => import('./profile-dialogs').then((m) => m.showProfileDialogs));

/** The admin's list of every profile, with create, edit, message and delete. */
export function AdminDashboard() {
  // The cached list shows at once; the server's replaces it when it arrives.
  const query = useAdminProfiles();
  useFailureToast(query, MSG_ADMIN.fetchProfilesFailed);
  const profiles = useMemo(() => query.data ?? [], [query.data]);
  const failed = query.isError ? errorMessage(query.error, MSG_ADMIN.fetchProfilesFailed) : null;
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminProfile | null>(null);
  const [messaging, setMessaging] = useState<AdminProfile | null>(null);
  const closeCreate = useCallback(() => setCreating(false), []);
  const closeEdit = useCallback(() => setEditing(null), []);
  const closeMessage = useCallback(() => setMessaging(null), []);
  const [deleting, setDeleting] = useState<AdminProfile | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const showProfileDialogs = useLoaded(loadProfileDialogs, creating || editing !== null || messaging !== null || deleting !== null, () => {
    toast.error(MSG_COMMON.partNotLoaded);
    setCreating(false);
    setEditing(null);
    setMessaging(null);
    setDeleting(null);
  });

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    if (!term) return profiles;
    return profiles.filter((p) => fullName(p).toLowerCase().includes(term) || p.email.includes(term) || p.university.toLowerCase().includes(term));
  }, [profiles, search]);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full max-w-md space-y-1.5">
          <Label htmlFor={SEARCH_ID}>{MSG_ADMIN.searchLabel}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
            <Input id={SEARCH_ID} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="pl-10" autoComplete="off" />
          </div>
        </div>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void query.refetch()} aria-label={MSG_ADMIN.refreshProfiles}>
            <RefreshCw className="size-4" aria-hidden="true" />
          </Button>
          <Button onClick={() => setCreating(true)} className="flex-1 sm:flex-none">
            <Plus className="size-4" aria-hidden="true" />
            {MSG_ADMIN.createProfile}
          </Button>
        </div>
      </div>

      {failed && profiles.length === 0 ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
          {failed}
        </p>
      ) : query.isPending ? (
        <p className="flex items-center gap-2 text-stone-600" role="status">
          <Spinner /> {MSG_COMMON.loading}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">{MSG_MEMBERS.noProfiles}</p>
      ) : (
        <ProfileTable profiles={shown} onEdit={setEditing} onMessage={setMessaging} onDelete={setDeleting} />
      )}

      {showProfileDialogs?.({ creating, editing, messaging, deleting, onCloseCreate: closeCreate, onCloseEdit: closeEdit, onCloseMessage: closeMessage, onCloseDelete: closeDelete })}
    </div>
  );
}
