'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadOnce, useLoaded } from '@/lib/client/load-once';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { MSG_COMMON } from '@/lib/shared/messages/common';

const loadProfileForm = loadOnce(() => import('./profile-form').then((module) => module.showProfileForm));

/**
 * My Profile's form (profile-form.tsx) with its form library and schemas (about 30 kB gzip),
 * fetched as the page starts rather than before it can run: it arrives while her profile is on
 * its way, which the page asks for at the same moment.
 */
export function LazyProfileForm() {
  useOwnProfile();
  const [failed, setFailed] = useState(false);
  const showForm = useLoaded(loadProfileForm, !failed, () => setFailed(true));
  if (showForm) return showForm();
  if (failed) {
    return (
      <div role="alert" className="flex max-w-3xl flex-wrap items-center gap-3 rounded-2xl bg-red-50 p-4 text-red-800">
        <p>{MSG_COMMON.partNotLoaded}</p>
        <Button variant="secondary" onClick={() => setFailed(false)}>
          {MSG_COMMON.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 text-stone-600" role="status">
      <Spinner /> {MSG_COMMON.loading}
    </p>
  );
}
