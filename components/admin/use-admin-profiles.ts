'use client';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { apiGet } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import type { AdminProfile } from '@/lib/client/admin';
import { cacheKeys, readCache, writeCache } from '@/lib/client/cache';
import { MSG_ADMIN } from '@/lib/shared/messages';

/** Every profile, newest first: the cached list at once, then the server's. */
export function useAdminProfiles() {
  const [profiles, setProfiles] = useState<AdminProfile[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string | null>(null);

  const replace = useCallback((change: (current: AdminProfile[]) => AdminProfile[]) => {
    setProfiles((current) => {
      const next = change(current);
      writeCache(cacheKeys.adminProfiles, next);
      return next;
    });
  }, []);

  const refresh = useCallback(async () => {
    try {
      const list = await apiGet<AdminProfile[]>('/admin/profiles');
      replace(() => list);
      setFailed(null);
    } catch (error) {
      const message = errorMessage(error, MSG_ADMIN.fetchProfilesFailed);
      setFailed(message);
      toast.error(message);
    } finally {
      setLoading(false);
    }
  }, [replace]);

  useEffect(() => {
    const cached = readCache<AdminProfile[]>(cacheKeys.adminProfiles);
    if (cached) {
      setProfiles(cached);
      setLoading(false);
    }
    void refresh();
  }, [refresh]);

  const upsert = useCallback(
    (saved: AdminProfile) => replace((current) => (current.some((p) => p.id === saved.id) ? current.map((p) => (p.id === saved.id ? saved : p)) : [saved, ...current])),
    [replace],
  );

  return { profiles, loading, failed, refresh, upsert };
}
