import { missedMessagesMail } from '@/lib/server/mail/templates/missed-messages';
import { missedMessageBounds } from '@/lib/server/missed-messages/rules';
import { MSG_MISSED } from '@/lib/shared/messages/missed-messages';

describe('missed-message email', () => {
  it('names up to three senders, then counts the others', () => {
    expect(MSG_MISSED.senders(['Aisha'])).toBe('Aisha');
    expect(MSG_MISSED.senders(['Aisha', 'Yusuf'])).toBe('Aisha and Yusuf');
    expect(MSG_MISSED.senders(['Aisha', 'Maryam', 'Yusuf'])).toBe('Aisha, Maryam and Yusuf');
    expect(MSG_MISSED.senders(['Aisha', 'Bilal', 'Maryam', 'Yusuf'])).toBe('Aisha, Bilal, Maryam and 1 other');
    expect(MSG_MISSED.senders(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 others');
  });

  it('says who and how many with a link to the chats, escaping names in the HTML', async () => {
    const mail = await missedMessagesMail({ email: 'amina@example.test', firstName: 'Amina <b>' }, ['Idris', '<script>x</script>'], 2);
    expect(mail).toMatchObject({ kind: 'missed_messages', to: 'amina@example.test', subject: 'You have 2 new messages on Nikah Scholars' });
    expect(mail.text).toContain('Idris and <script>x</script> sent you 2 new messages');
    expect(mail.text).toMatch(/\/chats\b/);
    expect(mail.text).toMatch(/\/settings#privacy/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect((await missedMessagesMail({ email: 'a@example.test', firstName: 'A' }, ['Idris'], 1)).subject).toBe('You have a new message on Nikah Scholars');
  });

  it('takes the delay, the 6-hour gap and the look-back from the moment of the scan', () => {
    const at = new Date('2026-11-22T12:00:00Z');
    expect(missedMessageBounds(at, 15)).toEqual({
      offlineBefore: new Date('2026-11-22T11:45:00Z'),
      lastEmailBefore: new Date('2026-11-22T06:00:00Z'),
      lookbackFrom: new Date('2026-11-15T12:00:00Z'),
    });
  });
});
