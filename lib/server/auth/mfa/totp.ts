import { generateSecret, generateURI, verify } from 'otplib';
import { APP_NAME } from '@/lib/shared/constants';

/** One step either side allows for a phone clock a little off. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, accountEmail: string) => generateURI({ issuer: APP_NAME, label: accountEmail, secret });

/**
 * The time step a valid code belongs to, or undefined. A step at or before `afterTimeStep` (the
 * last one used) is refused, so a code seen over someone's shoulder cannot be used again.
 */
export async function checkTotp(secret: string, code: string, afterTimeStep: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    // otplib reads the real time, not the app clock (lib/server/clock.ts): so does the authenticator app.
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterTimeStep === null ? {} : { afterTimeStep }) });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // otplib throws when the last used step lies ahead of the window (a clock set back): refuse.
    return undefined;
  }
}
