import { formatUkDate } from '@/lib/shared/dates';
import { MSG_EMAIL, MSG_EMAIL_MEMBERSHIP } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderMail } from '../render';
import { ButtonLink, EmailLayout, Paragraph } from './layout';

type Member = Pick<UserRow, 'id' | 'firstName' | 'email'>;

const membershipPanel = () => `${config().appUrl}/settings#membership`;

/** Three days before the free trial ends: the date, the price, and where cancelling is one click and one confirmation. */
export async function trialReminderMail(member: Member, trialEndsAt: Date, price: string): Promise<Mail> {
  const panel = membershipPanel();
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={MSG_EMAIL_MEMBERSHIP.trialEnds(formatUkDate(trialEndsAt), price)} />
      <Paragraph text={MSG_EMAIL_MEMBERSHIP.trialKeep} />
      <Paragraph text={MSG_EMAIL_MEMBERSHIP.trialCancel} />
      <ButtonLink label={MSG_EMAIL_MEMBERSHIP.membershipPanel} href={panel} />
    </EmailLayout>,
  );
  return {
    kind: 'membership_trial_reminder',
    to: member.email,
    subject: MSG_EMAIL_MEMBERSHIP.trialReminderSubject,
    text,
    html,
    userId: member.id,
  };
}

export interface Payment {
  saleId: string;
  subscriptionId: string;
  amount: string;
  currency: string;
  paidAt: Date;
}

/** One per PayPal payment. */
export async function paymentReceiptMail(member: Member, payment: Payment): Promise<Mail> {
  const panel = membershipPanel();
  const { text, html } = await renderMail(
    <EmailLayout greeting={MSG_EMAIL.greeting(member.firstName)} signOff={MSG_EMAIL.signOff}>
      <Paragraph text={MSG_EMAIL_MEMBERSHIP.receiptThanks(payment.amount, payment.currency, formatUkDate(payment.paidAt))} />
      <Paragraph text={MSG_EMAIL_MEMBERSHIP.receiptReference(payment.saleId, payment.subscriptionId)} />
      <Paragraph text={MSG_EMAIL_MEMBERSHIP.receiptManage} />
      <ButtonLink label={MSG_EMAIL_MEMBERSHIP.membershipPanel} href={panel} />
    </EmailLayout>,
  );
  return {
    kind: 'membership_receipt',
    to: member.email,
    subject: MSG_EMAIL_MEMBERSHIP.receiptSubject,
    text,
    html,
    userId: member.id,
  };
}
