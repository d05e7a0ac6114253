import { Spinner } from '@/components/ui/spinner';
import { MSG_COMMON } from '@/lib/shared/messages/common';

export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-stone-600">
      <Spinner className="size-5 text-brand-700" />
      <span>{MSG_COMMON.loading}</span>
    </div>
  );
}
