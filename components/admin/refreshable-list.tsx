'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

/** A failed read of an admin list says so in a toast; what was shown before stays. */
export function useFailureToast(query: Pick<UseQueryResult, 'error' | 'errorUpdatedAt'>, failureMessage: string): void {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) toastFailure(error, failureMessage);
  }, [error, errorUpdatedAt, failureMessage]);
}

type RefreshableListProps<T> = {
  query: UseQueryResult<T[]>;
  failureMessage: string;
  emptyText: string;
  label: string;
  renderItem(item: T): ReactNode;
};

/** Loading, a Refresh button, the empty text, then one card per item. */
export function RefreshableList<T extends { id: string }>({ query, failureMessage, emptyText, label, renderItem }: RefreshableListProps<T>) {
  useFailureToast(query, failureMessage);
  const items = query.data ?? (query.isError ? [] : null);
  if (items === null) {
    return (
      <p className="flex items-center gap-2 text-stone-600" role="status">
        <Spinner /> {MSG_COMMON.loading}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={() => void query.refetch()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {MSG_ADMIN.refresh}
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
