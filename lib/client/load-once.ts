import { useEffect, useRef, useState } from 'react';

/**
 * A module loaded on first use rather than with the page: every caller shares one load, and a
 * load that failed (offline) is tried again by the next caller instead of failing forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * What `load` gives once `wanted` is true and it has arrived (a component a dialog shows, say);
 * undefined before. A failed load calls `failed` (say so, put the wish back) and is tried again the
 * next time it is wanted. Unlike `next/dynamic`, a chunk that cannot be fetched never reaches an
 * error boundary.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean, failed: () => void): T | undefined {
  const [loaded, setLoaded] = useState<{ value: T }>();
  const onFailure = useRef(failed);
  useEffect(() => {
    onFailure.current = failed;
  });
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (value) => {
        if (live) setLoaded({ value });
      },
      () => {
        if (live) onFailure.current();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);
  return loaded?.value;
}
