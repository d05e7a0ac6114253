import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, record, until, type ChatSocket } from '../support/chat-sockets';
import { client, type Client } from '../support/http-client';
import { fireEvent, subscribedMember } from '../support/paypal';

jest.setTimeout(90_000);

let app: TestApp;
let api: Client;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  app = await startApp();
  api = client(app.url);
});
afterEach(() => sockets.splice(0).forEach((s) => s.close()));
afterAll(() => app?.stop());

type Member = Awaited<ReturnType<typeof subscribedMember>>;
const brother = (firstName = 'Yusuf') => subscribedMember(api, { firstName });
const sister = (firstName = 'Maryam') => subscribedMember(api, { gender: 'female', firstName });

/** A socket and everything it hears of both photo events. */
async function listen(member: Member) {
  const socket = await connectSocket(app.url, member.token);
  sockets.push(socket);
  return { socket, requests: record(socket, 'photoRequest'), updates: record(socket, 'photoRequestUpdated') };
}

/**
 * Resolves once the server has answered an event of this socket sent now: anything it emitted to
 * the socket before (during an HTTP call that has returned) has arrived by then, on one ordered
 * connection. The answer itself does not matter.
 */
const caughtUp = (socket: ChatSocket) => emitWithAck(socket, 'messageDelivered', { messageId: '00000000-0000-4000-8000-000000000000' });

async function ask(from: Member, to: Member) {
  const reply = await api.post('/api/photos/request', { targetUserId: to.userId }, from.token);
  expect(reply.status).toBe(201);
  return reply.body.request as { _id: string };
}

const listed = async (member: Member, direction: 'received' | 'sent', requestId: string) => {
  const reply = await api.get(`/api/photos/requests/${direction}`, member.token);
  expect(reply.status).toBe(200);
  return (reply.body as Array<{ _id: string }>).find((r) => r._id === requestId);
};

describe('photoRequest', () => {
  it('reaches the target with the request exactly as her received list shows it, and nobody else', async () => {
    const [yusuf, maryam, bystander] = await Promise.all([brother(), sister(), brother('Idris')]);
    const [hers, his, theirs] = await Promise.all([listen(maryam), listen(yusuf), listen(bystander)]);

    const request = await ask(yusuf, maryam);
    const pushed = await until(() => hers.requests[0], 5000, 'photoRequest');
    expect(pushed).toEqual(await listed(maryam, 'received', request._id));
    expect(pushed).toMatchObject({ status: 'pending', requesterId: { _id: yusuf.userId, firstName: 'Yusuf' }, targetUserId: { _id: maryam.userId } });
    expect(hers.requests).toHaveLength(1);

    await Promise.all([caughtUp(his.socket), caughtUp(theirs.socket), caughtUp(hers.socket)]);
    expect(his.requests).toEqual([]);
    expect(theirs.requests).toEqual([]);
    expect([...his.updates, ...theirs.updates, ...hers.updates]).toEqual([]);
  });

  it('is not sent to a target whose subscription lapsed while connected: the request itself is refused', async () => {
    const [yusuf, maryam] = await Promise.all([brother(), sister()]);
    const hers = await listen(maryam);
    await fireEvent(api, maryam.subscriptionId, 'EXPIRED');
    expect((await api.get('/api/photos/requests/received', maryam.token)).status).toBe(402);

    // Find Matches no longer lists her, so no new request may reach her.
    expect((await api.post('/api/photos/request', { targetUserId: maryam.userId }, yusuf.token)).status).toBe(404);
    await caughtUp(hers.socket);
    expect(hers.requests).toEqual([]);
  });
});

describe('photoRequestUpdated', () => {
  it.each(['accepted', 'rejected'] as const)('tells the requester the request was %s, exactly as his sent list shows it, and nobody else', async (status) => {
    const [yusuf, maryam, bystander] = await Promise.all([brother(), sister(), sister('Khadija')]);
    const request = await ask(yusuf, maryam);
    const [his, hers, theirs] = await Promise.all([listen(yusuf), listen(maryam), listen(bystander)]);

    const answer = await api.put(`/api/photos/requests/${request._id}/respond`, { status }, maryam.token);
    expect(answer.status).toBe(200);
    const pushed = await until(() => his.updates[0], 5000, 'photoRequestUpdated');
    expect(pushed).toEqual(await listed(yusuf, 'sent', request._id));
    expect(pushed).toMatchObject({ _id: request._id, status, targetUserId: { _id: maryam.userId, firstName: 'Maryam' } });

    await Promise.all([caughtUp(his.socket), caughtUp(hers.socket), caughtUp(theirs.socket)]);
    expect(his.updates).toHaveLength(1);
    expect(hers.updates).toEqual([]);
    expect(theirs.updates).toEqual([]);
    expect([...his.requests, ...hers.requests, ...theirs.requests]).toEqual([]);
  });

  it('tells the requester when access he was granted is withdrawn', async () => {
    const [yusuf, maryam] = await Promise.all([brother(), sister()]);
    const request = await ask(yusuf, maryam);
    expect((await api.put(`/api/photos/requests/${request._id}/respond`, { status: 'accepted' }, maryam.token)).status).toBe(200);
    const his = await listen(yusuf);

    expect((await api.del(`/api/photos/requests/${request._id}`, maryam.token)).status).toBe(200);
    const pushed = await until(() => his.updates[0], 5000, 'photoRequestUpdated');
    expect(pushed).toEqual(await listed(yusuf, 'sent', request._id));
    expect(pushed.status).toBe('rejected');
  });

  it('is not sent to a requester whose subscription lapsed while connected', async () => {
    const [yusuf, maryam] = await Promise.all([brother(), sister()]);
    const request = await ask(yusuf, maryam);
    const his = await listen(yusuf);
    await fireEvent(api, yusuf.subscriptionId, 'EXPIRED');

    expect((await api.put(`/api/photos/requests/${request._id}/respond`, { status: 'accepted' }, maryam.token)).status).toBe(200);
    await caughtUp(his.socket);
    expect(his.updates).toEqual([]);
  });
});
