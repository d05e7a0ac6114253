'use client';
import { loadOnce, useLoaded } from '@/lib/client/load-once';
import { toast } from '@/lib/client/toast';
import { MSG_COMMON } from '@/lib/shared/messages/common';

const loadPanel = loadOnce(() => import('./profile-side-panel').then((module) => module.showProfileSidePanel));

/**
 * A member's profile in the side panel (profile-side-panel.tsx), loaded the first time a profile
 * is opened: the chat, Find Matches and Photos all offer it, and most visits open none. Once
 * loaded it stays mounted, closed, so it opens and closes as before.
 */
export function LazyProfileSidePanel({ userId, onClose }: { userId: string | null; onClose(): void }) {
  const showPanel = useLoaded(loadPanel, userId !== null, () => {
    toast.error(MSG_COMMON.partNotLoaded);
    onClose();
  });
  return showPanel?.({ userId, onClose }) ?? null;
}
