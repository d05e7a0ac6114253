'use client';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiGet } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';

/** A list an admin page reads from the API, with a failure toast that keeps what was shown. */
export function useAdminList<T>(path: string, failureMessage: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const load = useCallback(async () => {
    try {
      setItems(await apiGet<T[]>(path));
    } catch (error) {
      toast.error(errorMessage(error, failureMessage));
      setItems((current) => current ?? []);
    }
  }, [path, failureMessage]);

  useEffect(() => {
    void load();
  }, [load]);

  return { items, load };
}

type RefreshableListProps<T> = {
  items: T[] | null;
  onRefresh(): void;
  emptyText: string;
  label: string;
  renderItem(item: T): ReactNode;
};

/** Loading, a Refresh button, the empty text, then one card per item. */
export function RefreshableList<T extends { id: string }>({ items, onRefresh, emptyText, label, renderItem }: RefreshableListProps<T>) {
  if (items === null) {
    return (
      <p className="flex items-center gap-2 text-stone-600" role="status">
        <Spinner /> Loading...
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={onRefresh}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Refresh
      </Button>
      {items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">{emptyText}</p>
      ) : (
        <ul className="space-y-3" aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
