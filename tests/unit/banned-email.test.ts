import { normaliseEmail } from '@/lib/server/moderation/banned-emails';

describe('the normalised email a ban keeps', () => {
  it.each([
    ['Amina.Khan@Example.com', 'amina.khan@example.com'],
    ['amina+dating@example.com', 'amina@example.com'],
    ['amina.khan+x+y@example.com', 'amina.khan@example.com'],
    ['A.Mina.Khan+tag@gmail.com', 'aminakhan@gmail.com'],
    ['amina.khan@googlemail.com', 'aminakhan@gmail.com'],
    ['  amina@example.com ', 'amina@example.com'],
  ])('%s is %s', (email, normalised) => {
    expect(normaliseEmail(email)).toBe(normalised);
  });

  it('keeps dots outside Gmail, where they make another address', () => {
    expect(normaliseEmail('a.mina@example.com')).not.toBe(normaliseEmail('amina@example.com'));
  });
});
