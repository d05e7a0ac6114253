// @ownDatabase postgres
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { trialReminderTask } from '@/lib/server/jobs/trial-reminder';
import { enqueueJob } from '@/lib/server/jobs/tasks';
import { PRICE_GBP } from '@/lib/shared/constants';
import { formatUkDate } from '@/lib/shared/dates';
import * as schema from '@/models';
import type { TestApp } from '../support/app-server';
import type { TestClock } from '../support/clock';
import { client, type Client } from '../support/http-client';
import type { ParsedMail } from '../support/mime';
import { subscribedMember } from '../support/paypal';
import { simulatorAuthorization } from '../support/paypal-credentials';
import { pollUntil } from '../support/poll';
import { startTwoNodes, type TwoNodes } from '../support/two-nodes';

/**
 * Fair membership (issue 24) on two app nodes sharing one PostgreSQL database: the reminder three
 * days before the trial ends goes once (the app clock moved past its due time, a second job for
 * the same subscription enqueued too), and PayPal's PAYMENT.SALE.COMPLETED gives one receipt per
 * sale whichever node it reaches and however often it is delivered.
 */
jest.setTimeout(180_000);

const DAY_MS = 24 * 3600 * 1000;
let cluster: TwoNodes | undefined;
let nodes: TestApp[];
let clock: TestClock;
let db: Db;
let api: Client;

/** Mail to `to` that either node sent. */
const mailsTo = (to: string, subject: string): ParsedMail[] => nodes.flatMap((node) => node.mail.mails.filter((mail) => mail.to.includes(to) && mail.subject === subject));
const outboxRows = (userId: string, kind: string) => db.select().from(schema.outbox).where(and(eq(schema.outbox.userId, userId), eq(schema.outbox.kind, kind)));

async function fireSale(node: TestApp, subscriptionId: string, saleId?: string) {
  const reply = await client(node.url).call('POST', `/paypal-sim/test/subscriptions/${subscriptionId}/events`, {
    body: { event: 'PAYMENT.SALE.COMPLETED', ...(saleId ? { saleId } : {}) },
    headers: { Authorization: simulatorAuthorization() },
  });
  expect(reply.status).toBe(200);
  return reply.body as { event: Record<string, any>; headers: Record<string, string>; delivery: { status: number; body: any } };
}

beforeAll(async () => {
  cluster = await startTwoNodes('ns_membership');
  ({ nodes, clock, db } = cluster);
  api = client(nodes[0].url);
});
afterAll(() => cluster?.stop());

describe('the trial reminder', () => {
  it('goes once, three days before the trial ends, with the date, the price and the membership panel', async () => {
    const she = await subscribedMember(api, { gender: 'female' });
    const [row] = await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.providerSubscriptionId, she.subscriptionId));
    expect(row.trialEndsAt).not.toBeNull();
    const jobs = () => db.select().from(schema.jobs).where(eq(schema.jobs.name, trialReminderTask.name));
    const [job] = (await jobs()).filter((j) => (j.payload as { subscriptionRowId: string }).subscriptionRowId === row.id);
    expect(job.runAt.getTime()).toBe(row.trialEndsAt!.getTime() - 3 * DAY_MS);

    // A second job for the same subscription, as a retried run or a repeated confirmation could leave.
    await db.transaction((tx) => enqueueJob(tx, trialReminderTask, { subscriptionRowId: row.id }, job.runAt));

    clock.advance(row.trialEndsAt!.getTime() - Date.now() - 3 * DAY_MS + 60_000);
    const mail = await pollUntil(async () => mailsTo(she.payload.email, 'Your free trial of Nikah Scholars ends in 3 days')[0], 20_000, 'the trial reminder');
    await pollUntil(
      async () => ((await jobs()).filter((j) => (j.payload as { subscriptionRowId: string }).subscriptionRowId === row.id).every((j) => j.status === 'done') ? true : undefined),
      20_000,
      'both reminder jobs done',
    );

    expect(await outboxRows(she.userId, 'membership_trial_reminder')).toHaveLength(1);
    const [stamped] = await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, row.id));
    expect(stamped.trialRemindedAt).not.toBeNull();
    expect(mail.text).toContain(formatUkDate(row.trialEndsAt!));
    expect(mail.text).toContain(`£${PRICE_GBP}`);
    // Whichever node sent it links to its own APP_URL (each test node has its own address).
    expect(nodes.some((node) => mail.text.includes(`${node.url}/settings#membership`))).toBe(true);
    expect(mail.text).toMatch(/one click/);
    expect(mailsTo(she.payload.email, 'Your free trial of Nikah Scholars ends in 3 days')).toHaveLength(1);
  });
});

describe('payment receipts', () => {
  it('one per PayPal payment: replays and redeliveries of a sale send nothing more; the panel shows the next billing date and price', async () => {
    const he = await subscribedMember(api);
    const subject = 'Your Nikah Scholars payment receipt';
    const before = (await api.get('/api/subscription', he.token)).body;

    const first = await fireSale(nodes[0], he.subscriptionId);
    expect(first.delivery).toMatchObject({ status: 200, body: { received: true, duplicate: false, receipt: true } });
    const saleId = first.event.resource.id as string;
    const receipt = await pollUntil(async () => mailsTo(he.payload.email, subject)[0], 20_000, 'the first receipt');
    expect(receipt.text).toContain(`£${PRICE_GBP}`);
    expect(receipt.text).toContain(saleId);

    // The same delivery replayed to the other node, then the same sale under a new event id.
    const replay = await client(nodes[1].url).call('POST', '/api/paypal/webhook', { raw: JSON.stringify(first.event), headers: first.headers });
    expect(replay.body).toMatchObject({ duplicate: true });
    const again = await fireSale(nodes[1], he.subscriptionId, saleId);
    expect(again.delivery).toMatchObject({ status: 200, body: { duplicate: false, receipt: false } });

    const second = await fireSale(nodes[1], he.subscriptionId);
    expect(second.event.resource.id).not.toBe(saleId);
    await pollUntil(async () => (mailsTo(he.payload.email, subject).length >= 2 ? true : undefined), 20_000, 'the second receipt');

    const receipts = await db.select().from(schema.paymentReceipts).where(eq(schema.paymentReceipts.userId, he.userId));
    expect(receipts.map((r) => r.saleId).sort()).toEqual([saleId, second.event.resource.id].sort());
    expect(receipts.every((r) => r.amount === PRICE_GBP && r.currency === 'GBP')).toBe(true);
    expect(await outboxRows(he.userId, 'membership_receipt')).toHaveLength(2);
    // Every queued receipt was sent: none is left to arrive later.
    await pollUntil(async () => ((await outboxRows(he.userId, 'membership_receipt')).every((r) => r.status === 'sent') ? true : undefined), 20_000, 'receipts sent');
    expect(mailsTo(he.payload.email, subject)).toHaveLength(2);

    const after = (await api.get('/api/subscription', he.token)).body;
    expect(after.price).toEqual({ amount: PRICE_GBP, currency: 'GBP', interval: 'month' });
    expect(new Date(after.nextPaymentAt).getTime()).toBeGreaterThan(new Date(before.nextPaymentAt).getTime() + 59 * DAY_MS);
  });
});
