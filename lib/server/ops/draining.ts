// The custom server sets this and the readiness route reads it; Next may load this module twice.
const shared = globalThis as unknown as { __nsDraining?: boolean };

/** From SIGTERM on: readiness answers `draining`, and responses ask clients to close the connection. */
export function startDraining(): void {
  shared.__nsDraining = true;
}

export function isDraining(): boolean {
  return shared.__nsDraining === true;
}
