import { waitPhrase } from '@/lib/server/security/rate-limit';

describe('when a limit resets, in plain words', () => {
  it.each([
    [1, 'in 1 second'],
    [60, 'in 60 seconds'],
    [600, 'in 10 minutes'],
    [3600, 'in 60 minutes'],
    [6 * 3600, 'in about 6 hours'],
    [24 * 3600, 'in about 24 hours'],
  ])('%i seconds: %s', (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});
