'use client';
import { Copy, ExternalLink } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { shareLinks, shareText } from './share-links';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

type ShareDialogProps = { open: boolean; onClose(): void };

export function ShareDialog({ open, onClose }: ShareDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Share ${APP_NAME}`} description={MSG_MEMBERS.shareDescription}>
      <ShareOptions />
    </Dialog>
  );
}

/** Rendered only while the dialog is open, so only in the browser. */
function ShareOptions() {
  const siteUrl = window.location.origin;
  const message = shareText(siteUrl);

  async function copyMessage() {
    try {
      await navigator.clipboard.writeText(message);
      toast.success(MSG_COMMON.messageCopied);
    } catch {
      toast.error(MSG_COMMON.messageCopyFailed);
    }
  }

  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-2 gap-3">
        {shareLinks(siteUrl).map(({ network, href, color }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-2.5 rounded-xl px-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-200 ring-inset hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className={`size-2.5 shrink-0 rounded-full ${color}`} aria-hidden="true" />
              <span className="flex-1">{network}</span>
              <ExternalLink className="size-4 text-stone-400" aria-hidden="true" />
              <span className="sr-only">{MSG_MEMBERS.opensInANewTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <figure className="rounded-xl bg-brand-50 p-4 text-sm text-brand-950">
        <figcaption className="mb-1 font-semibold">{MSG_MEMBERS.message}</figcaption>
        <blockquote className="break-words">{message}</blockquote>
      </figure>
      <Button variant="secondary" className="w-full" onClick={copyMessage}>
        <Copy className="size-4" aria-hidden="true" />
        {MSG_MEMBERS.copyMessage}
      </Button>
    </div>
  );
}
