/**
 * One value per process, however many copies of a module are loaded: the custom server loads
 * lib/server once, and Next's own bundle (proxy.ts, the PayPal simulator's routes) loads what it
 * imports again. Both copies must share the database, the configuration, the socket server and
 * the like, so such a value lives on `globalThis` under a registered symbol, which every copy
 * derives from the same name. Anything mutable is kept in the object `create` returns.
 */
export function singleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`nikah-scholars.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
