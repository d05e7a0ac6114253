import { generate } from 'otplib';
import { mfaCodeField, mfaEnableSchema } from '@/lib/schemas/mfa';
import { checkTotp, newTotpSecret } from '@/lib/server/auth/mfa/totp';
import { newRecoveryCodes, normalizeRecoveryCode } from '@/lib/server/auth/mfa/secrets';

const now = () => Math.floor(Date.now() / 1000);

describe('TOTP codes', () => {
  it('accepts the current step and its neighbours, and refuses a step at or before the last one used', async () => {
    const secret = newTotpSecret();
    const t = now();
    const step = await checkTotp(secret, await generate({ secret, epoch: t }), null);
    expect(step).toBe(Math.floor(t / 30));
    expect(await checkTotp(secret, await generate({ secret, epoch: t }), step!)).toBeUndefined();
    expect(await checkTotp(secret, await generate({ secret, epoch: t + 30 }), step!)).toBe(step! + 1);
    expect(await checkTotp(secret, await generate({ secret, epoch: t - 120 }), null)).toBeUndefined();
  });

  it('refuses anything but six digits', async () => {
    const secret = newTotpSecret();
    expect(await checkTotp(secret, 'abcdef', null)).toBeUndefined();
    expect(await checkTotp(secret, '12345', null)).toBeUndefined();
  });
});

describe('code input', () => {
  it('takes a 6-digit code or a recovery code typed loosely', () => {
    expect(mfaCodeField.parse(' 123 456 ')).toBe('123456');
    const [recovery] = newRecoveryCodes();
    expect(recovery).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(mfaCodeField.parse(recovery.toLowerCase())).toBe(normalizeRecoveryCode(recovery));
    expect(mfaCodeField.safeParse('12345').success).toBe(false);
    expect(mfaEnableSchema.safeParse({ code: recovery }).success).toBe(false);
  });
});
