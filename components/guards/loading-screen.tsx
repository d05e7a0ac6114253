import { Spinner } from '@/components/ui/spinner';
import { MSG } from '@/lib/shared/messages';

export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-stone-600">
      <Spinner className="size-5 text-brand-700" />
      <span>{MSG.loading}</span>
    </div>
  );
}
