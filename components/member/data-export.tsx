'use client';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useExportData } from '@/lib/client/queries/data-export';
import { EXPORTS_PER_DAY } from '@/lib/shared/constants';
import { MSG_DATA_EXPORT } from '@/lib/shared/messages/account';

/** Saves a downloaded file under its own name, as a link with `download` would. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": the whole export as one zip, from the Account section of Settings. */
export function DataExportPanel() {
  const headingId = useId();
  const exportData = useExportData();

  function download() {
    exportData.mutate(undefined, {
      onSuccess: ({ blob, filename }) => {
        save(blob, filename);
        toast.success(MSG_DATA_EXPORT.ready);
      },
      onError: (error) => toastFailure(error, MSG_DATA_EXPORT.failed),
    });
  }

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <Download className="size-5 text-brand-700" aria-hidden="true" />
        {MSG_DATA_EXPORT.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MSG_DATA_EXPORT.sectionIntro}</p>
      <p className="mt-2 text-sm text-stone-600">{MSG_DATA_EXPORT.limitHint(EXPORTS_PER_DAY)}</p>
      <Button variant="secondary" className="mt-5" loading={exportData.isPending} onClick={download}>
        {exportData.isPending ? MSG_DATA_EXPORT.preparing : MSG_DATA_EXPORT.button}
      </Button>
    </Card>
  );
}
