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
