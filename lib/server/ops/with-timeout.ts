/**
 * The probe's answer, or `onTimeout` once `ms` have passed: a check on a dependency that is down
 * answers at once instead of hanging the request. The probe itself is left to finish.
 */
export function withTimeout<T>(probe: Promise<T>, ms: number, onTimeout: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout), ms);
    timer.unref();
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}
