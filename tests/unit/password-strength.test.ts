import { checkPasswordStrength } from '@/lib/shared/password-strength';

describe('password strength', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou2', 'Password1!', 'aaaaaaaaaaaa'])('refuses %s and says why', (password) => {
    const verdict = checkPasswordStrength(password);
    expect(verdict.ok).toBe(false);
    expect(verdict.score).toBeLessThan(3);
    expect(verdict.message).toMatch(/^This password is too easy to guess\. \S.+\.$/);
  });

  it('names a heavily used password as such', () => {
    expect(checkPasswordStrength('password').message).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
  });

  it.each(['correct horse battery', 'khadija chooses this', 'admin-password-e2e', 'a good password'])('accepts %s', (password) => {
    expect(checkPasswordStrength(password)).toEqual({ ok: true, score: expect.any(Number) });
    expect(checkPasswordStrength(password).score).toBeGreaterThanOrEqual(3);
  });

  it("refuses a password made of the member's own details, the email by its parts too", () => {
    const verdict = checkPasswordStrength('maryam1999', ['Maryam', 'Rahman', 'maryam.rahman@example.test']);
    expect(verdict).toMatchObject({ ok: false, message: expect.stringContaining('Avoid your name or email address in your password.') });
    expect(checkPasswordStrength('yusuf.rahman', ['yusuf.rahman@example.test']).ok).toBe(false);
    expect(checkPasswordStrength('yusuf.rahman', []).ok).toBe(true);
  });
});
