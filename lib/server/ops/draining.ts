import { singleton } from '../singleton';

// The custom server sets this and the readiness route reads it.
const shared = singleton('draining', () => ({ draining: false }));

/** From SIGTERM on: readiness answers `draining`, and responses ask clients to close the connection. */
export function startDraining(): void {
  shared.draining = true;
}

export function isDraining(): boolean {
  return shared.draining;
}
