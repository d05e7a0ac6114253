import type { Mail } from './outbox';
import { changeEmailLinkMail, emailChangeNoticeMail, verifyEmailMail } from './templates/account-email';
import { guardianDigestMail } from './templates/guardian-digest';
import { guardianMatchRequestMail } from './templates/guardian-match-request';
import { guardianInvitationMail } from './templates/guardian-registration';
import { guardianReplacedMail } from './templates/guardian-replaced';
import { guardianStoppedMail } from './templates/guardian-stopped';
import { missedMessagesMail } from './templates/missed-messages';
import { appealOutcomeMail, messageRemovedMail, photoRemovedMail, sanctionMail } from './templates/moderation';
import { setPasswordMail } from './templates/set-password';
import { selfieOutcomeMail, universityLinkMail } from './templates/verification';

const ward = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Khadija',
  lastName: 'Ali',
  age: 26,
  university: 'University of Manchester',
  status: 'graduate' as const,
  email: 'khadija@example.com',
};
const requester = { firstName: 'Yusuf', age: 28, university: 'University of Leeds', status: 'student' as const };
const wali = 'wali@example.com';
const links = { page: 'https://nikahscholars.example/guardian/sample-token', oneClick: 'https://nikahscholars.example/api/guardian/unsubscribe?token=sample-token' };
// A week in British Summer Time, so the times show UK time, not UTC.
const week = { start: new Date('2026-06-08T00:00:00Z'), end: new Date('2026-06-15T00:00:00Z') };
const conversations = [
  { firstName: 'Yusuf', age: 28, university: 'University of Leeds', status: 'student', messageCount: 3 },
  { firstName: 'عمر', age: 30, university: 'جامعة القاهرة', status: 'graduate', messageCount: 1 },
];
const copies = [
  {
    ...conversations[0],
    messages: [
      { from: 'Yusuf', at: new Date('2026-06-09T18:05:00Z'), text: 'Assalamu alaikum Khadija, I read that you studied law. What made you choose it?' },
      { from: 'Khadija', at: new Date('2026-06-09T19:40:00Z'), text: 'Wa alaikum assalam. My father is a solicitor;\nI grew up with his books.' },
      { from: 'Yusuf', at: new Date('2026-06-10T08:15:00Z'), text: 'That is a beautiful reason.' },
    ],
  },
  { ...conversations[1], messages: [{ from: 'عمر', at: new Date('2026-06-12T12:00:00Z'), text: 'السلام عليكم، كيف حالك؟' }] },
];

/** Every email the app sends, with sample data: the preview (`npm run email:preview`) and its unit test render these. */
export const EMAIL_SAMPLES: { name: string; build: () => Promise<Mail> }[] = [
  { name: 'guardian-registration', build: () => guardianInvitationMail('registration', { ...ward, chaperoneMode: 'alerts' }, wali, links) },
  { name: 'guardian-new-guardian', build: () => guardianInvitationMail('new_guardian', { ...ward, chaperoneMode: 'summary' }, wali, links) },
  { name: 'guardian-phone-changed', build: () => guardianInvitationMail('phone_changed', { ...ward, chaperoneMode: 'copies' }, wali, links) },
  { name: 'guardian-reminder', build: () => guardianInvitationMail('reminder', { ...ward, chaperoneMode: 'alerts' }, wali, links) },
  { name: 'guardian-photo-request', build: () => guardianMatchRequestMail('photo_request', { ...ward, chaperoneMode: 'summary' }, wali, requester, links, false) },
  { name: 'guardian-new-conversation', build: () => guardianMatchRequestMail('new_conversation', { ...ward, chaperoneMode: 'copies' }, wali, requester, links, true) },
  { name: 'guardian-replaced', build: () => guardianReplacedMail(ward, wali, links) },
  { name: 'guardian-weekly-summary', build: () => guardianDigestMail('summary', ward, wali, week, conversations, links) },
  { name: 'guardian-weekly-copies', build: () => guardianDigestMail('copies', ward, wali, week, copies, links) },
  { name: 'member-guardian-declined', build: () => guardianStoppedMail('declined', ward, wali) },
  { name: 'member-guardian-unsubscribed', build: () => guardianStoppedMail('unsubscribed', ward, wali) },
  { name: 'missed-messages', build: () => missedMessagesMail(ward, ['Yusuf', 'Bilal'], 3) },
  { name: 'password-welcome', build: () => setPasswordMail('welcome', ward, 'https://nikahscholars.example/set-password?token=sample-token', 72 * 3600) },
  { name: 'password-reset', build: () => setPasswordMail('reset', ward, 'https://nikahscholars.example/set-password?token=sample-token', 3600) },
  { name: 'moderation-warn', build: () => sanctionMail('warn', ward, 'Please keep contact details off the app.', null) },
  { name: 'moderation-suspend', build: () => sanctionMail('suspend', ward, 'The messages were abusive.', new Date('2026-06-20T16:30:00Z')) },
  { name: 'moderation-ban', build: () => sanctionMail('ban', ward, 'You asked members for money.', null) },
  { name: 'moderation-photo-removed', build: () => photoRemovedMail(ward, 'Photos must show only you.') },
  { name: 'moderation-message-removed', build: () => messageRemovedMail(ward, 'Insults are not allowed.') },
  { name: 'moderation-appeal-lifted', build: () => appealOutcomeMail(ward, true, 'We accept your explanation.') },
  { name: 'moderation-appeal-upheld', build: () => appealOutcomeMail(ward, false, 'The messages were abusive.') },
  { name: 'verification-university', build: () => universityLinkMail(ward, 'k.ali@student.manchester.ac.uk', 'https://nikahscholars.example/verify/university/sample-token') },
  { name: 'account-verify-email', build: () => verifyEmailMail(ward, 'https://nikahscholars.example/verify-email/sample-token') },
  { name: 'account-change-email-link', build: () => changeEmailLinkMail(ward, 'khadija.ali@example.org', 'https://nikahscholars.example/confirm-email/sample-token') },
  { name: 'account-change-email-notice', build: () => emailChangeNoticeMail(ward, 'khadija.ali@example.org') },
  { name: 'verification-selfie-approved', build: () => selfieOutcomeMail(ward, true, null) },
  { name: 'verification-selfie-refused', build: () => selfieOutcomeMail(ward, false, 'Your face is hidden by your hand. Please try again with your face fully visible.') },
];
