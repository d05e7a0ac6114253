import { CONCERN_REASONS, concernSchema } from '@/lib/schemas/contact';
import { validate } from '@/lib/schemas/validate';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';
import { REPORT_REASONS } from '@/models/safety';

const valid = { email: ' Someone@Example.test ', member: '', reason: 'scam', details: 'He asked me to send money for his visa fee.' };

describe('the /contact concern schema', () => {
  it('offers exactly the reasons a report can have, each with a label', () => {
    expect([...CONCERN_REASONS].sort()).toEqual([...REPORT_REASONS].sort());
    for (const reason of CONCERN_REASONS) expect(MSG_CONTACT.reasons[reason]).toBeTruthy();
  });

  it('accepts a concern and normalises the email', () => {
    expect(validate(concernSchema, valid)).toEqual({ ok: true, data: { ...valid, email: 'someone@example.test' } });
    expect(validate(concernSchema, { ...valid, member: undefined })).toMatchObject({ ok: true, data: { member: '' } });
  });

  it('names the first problem in form order, with its field', () => {
    expect(validate(concernSchema, { ...valid, email: ' ' })).toEqual({ ok: false, message: MSG_CONTACT.emailRequired, field: 'email' });
    expect(validate(concernSchema, { ...valid, email: 'not-an-email' })).toEqual({ ok: false, message: MSG_CONTACT.emailInvalid, field: 'email' });
    expect(validate(concernSchema, { ...valid, reason: '' })).toEqual({ ok: false, message: MSG_CONTACT.reasonRequired, field: 'reason' });
    expect(validate(concernSchema, { ...valid, reason: 'spam' })).toEqual({ ok: false, message: MSG_CONTACT.reasonRequired, field: 'reason' });
    expect(validate(concernSchema, { ...valid, details: '   ' })).toEqual({ ok: false, message: MSG_CONTACT.detailsRequired, field: 'details' });
    expect(validate(concernSchema, { ...valid, details: 'too short' })).toEqual({ ok: false, message: MSG_CONTACT.detailsTooShort, field: 'details' });
  });
});
