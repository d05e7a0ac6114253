import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { REQUEST_AGAIN_AFTER_DAYS } from '@/lib/server/photo-requests/rules';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribeMember } from '../support/paypal';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let api: Client;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  // The clock moves 30 days with her session unused: sessions must outlive that.
  app = await startApp({ ...clock.env, SESSION_IDLE_DAYS: '60' });
  api = client(app.url);
});
afterAll(async () => {
  await app?.stop();
  clock?.remove();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
type Request = { _id: string; status: string; respondedAt: string | null; askAgainAt: string | null };

async function member(gender: 'male' | 'female'): Promise<Member> {
  const m = await registerMember(api, { gender });
  await subscribeMember(api, m.token);
  return m;
}

const ask = (from: Member, to: Member) => api.post('/api/photos/request', { targetUserId: to.userId }, from.token);
const answer = (owner: Member, request: Request, status: 'accepted' | 'rejected') => api.put(`/api/photos/requests/${request._id}/respond`, { status }, owner.token);
const withdraw = (owner: Member, request: Request) => api.del(`/api/photos/requests/${request._id}`, owner.token);
const sentTo = async (from: Member, to: Member): Promise<Request> =>
  (await api.get('/api/photos/requests/sent', from.token)).body.find((r: { targetUserId: { _id: string } }) => r.targetUserId._id === to.userId);
const profile = async (viewer: Member, owner: Member) => (await api.get(`/api/users/profile/${owner.userId}`, viewer.token)).body;

async function firstRequest(from: Member, to: Member): Promise<Request> {
  const reply = await ask(from, to);
  expect(reply.status).toBe(201);
  expect(reply.body.request).toMatchObject({ status: 'pending', askAgainAt: null });
  return reply.body.request;
}

describe('asking for photos again', () => {
  it(`after a decline: refused, with the date, until ${REQUEST_AGAIN_AFTER_DAYS} days have passed on the server's clock; then allowed`, async () => {
    const sister = await member('female');
    const brother = await member('male');
    const declined = (await answer(sister, await firstRequest(brother, sister), 'rejected')).body.request as Request;
    const expected = new Date(new Date(declined.respondedAt!).getTime() + REQUEST_AGAIN_AFTER_DAYS * DAY).toISOString();
    expect(declined.askAgainAt).toBe(expected);
    expect(await sentTo(brother, sister)).toMatchObject({ status: 'rejected', askAgainAt: expected });
    expect(await profile(brother, sister)).toMatchObject({ photoAccessStatus: 'rejected', askAgainAt: expected });

    expect(await ask(brother, sister)).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestRejectedRecently } });
    clock.advance((REQUEST_AGAIN_AFTER_DAYS - 1) * DAY);
    expect(await ask(brother, sister)).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestRejectedRecently } });
    expect((await sentTo(brother, sister)).askAgainAt).toBe(expected);

    clock.advance(DAY);
    expect((await sentTo(brother, sister)).askAgainAt).toBeNull();
    expect(await profile(brother, sister)).toMatchObject({ photoAccessStatus: 'rejected', askAgainAt: null });
    const again = await ask(brother, sister);
    expect(again.status).toBe(201);
    expect(again.body.request).toMatchObject({ _id: declined._id, status: 'pending', respondedAt: null, askAgainAt: null });
    expect(await profile(brother, sister)).toMatchObject({ photoAccessStatus: 'pending', askAgainAt: null });
    // She sees it as a new request to answer.
    const received = (await api.get('/api/photos/requests/received', sister.token)).body as Request[];
    expect(received.find((r) => r._id === declined._id)?.status).toBe('pending');
  });

  it('after the owner withdraws access she had given: allowed at once', async () => {
    const sister = await member('female');
    const brother = await member('male');
    const accepted = (await answer(sister, await firstRequest(brother, sister), 'accepted')).body.request as Request;
    expect(await ask(brother, sister)).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestAccepted } });

    const withdrawn = await withdraw(sister, accepted);
    expect(withdrawn.body.request).toMatchObject({ status: 'rejected', askAgainAt: null });
    expect(await profile(brother, sister)).toMatchObject({ photoAccessStatus: 'rejected', askAgainAt: null, photos: [] });
    const again = await ask(brother, sister);
    expect(again.status).toBe(201);
    expect(again.body.request).toMatchObject({ status: 'pending', askAgainAt: null });

    // The new request is a fresh one: declining it holds him back for the full period again.
    const declined = (await answer(sister, again.body.request, 'rejected')).body.request as Request;
    expect(declined.askAgainAt).not.toBeNull();
    expect(await ask(brother, sister)).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestRejectedRecently } });
  });

  it('a pending request is never duplicated, and withdrawing one still pending is a decline', async () => {
    const sister = await member('female');
    const brother = await member('male');
    const pending = await firstRequest(brother, sister);
    expect(await ask(brother, sister)).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestExists } });
    expect((await api.get('/api/photos/requests/sent', brother.token)).body).toHaveLength(1);

    const closed = await withdraw(sister, pending);
    expect(closed.body.request.status).toBe('rejected');
    expect(closed.body.request.askAgainAt).not.toBeNull();
    expect(await ask(brother, sister)).toMatchObject({ status: 409, body: { message: MSG_PHOTOS.requestRejectedRecently } });
  });
});
