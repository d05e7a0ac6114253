import type { TestApp } from '../../tests/support/app-server';
import { connectSocket, emitWithAck } from '../../tests/support/chat-sockets';
import { registerMember } from '../../tests/support/factories';
import { client } from '../../tests/support/http-client';
import { subscribedMember } from '../../tests/support/paypal';
import { PERSONA_ADMIN } from '../../tests/support/personas';

/**
 * Who may contact whom, and guardian links (issue 19, points 4, 5, 7, 8, 10, 11): cells that
 * need people in a relation to each other, so they stand apart from the persona matrix. Each
 * cell's answer is a status code, or a socket acknowledgement's code or relay flag.
 */
interface Cell {
  label: string;
  expected: number | string;
  run: () => Promise<number | string>;
}

export async function checkContactCells(app: TestApp, secrets: string[]) {
  const api = client(app.url);
  const admin = (await api.post('/api/auth/login', PERSONA_ADMIN)).body as { token: string; userId: string };
  const [man, otherMan, woman, unpaidWoman, bannedWoman, unpaidMan, reporter] = await Promise.all([
    subscribedMember(api),
    subscribedMember(api),
    subscribedMember(api, { gender: 'female' }),
    registerMember(api, { gender: 'female' }),
    subscribedMember(api, { gender: 'female' }),
    registerMember(api),
    subscribedMember(api),
  ]);
  const people = [man, otherMan, woman, unpaidWoman, bannedWoman, unpaidMan, reporter];
  secrets.push(...people.flatMap((p) => [p.payload.email, p.payload.password, p.token, ...(p.payload.guardianEmail ? [p.payload.guardianEmail, p.payload.guardianPhone as string] : [])]));

  const send = async (token: string, receiverId: string) => (await api.post('/api/chats/messages', { receiverId, content: 'Assalamu alaikum' }, token)).status;
  const askPhotos = async (token: string, targetUserId: string) => (await api.post('/api/photos/request', { targetUserId }, token)).status;

  // The banned woman had a conversation with the man before her ban.
  if ((await send(man.token, bannedWoman.userId)) !== 201) throw new Error('seeding the conversation with the woman to be banned failed');
  const report = await api.post('/api/reports', { targetUserId: bannedWoman.userId, reason: 'scam', details: 'Asked for money.', block: false }, reporter.token);
  const ban = await api.post(`/api/admin/reports/${report.body.id}/action`, { action: 'ban', reason: 'You asked members for money.' }, admin.token);
  if (ban.status !== 200) throw new Error(`banning failed: ${ban.status}`);

  const socket = await connectSocket(app.url, man.token);
  const womanSocket = await connectSocket(app.url, woman.token);
  const wali = unpaidWoman.payload.guardianEmail as string;
  const invitation = await app.mail.waitFor(wali, (m) => /named you as her guardian/.test(m.subject));
  const guardianToken = /\/guardian\/([A-Za-z0-9_-]{43})/.exec(invitation.text)![1];
  secrets.push(guardianToken);

  const cells: Cell[] = [
    { label: 'POST /api/chats/messages man to man (new)', expected: 404, run: () => send(man.token, otherMan.userId) },
    { label: 'POST /api/chats/messages to a woman without a subscription (new)', expected: 404, run: () => send(man.token, unpaidWoman.userId) },
    { label: 'POST /api/chats/messages member to an admin (new)', expected: 404, run: () => send(woman.token, admin.userId) },
    { label: 'POST /api/chats/messages to a listed woman (new)', expected: 201, run: () => send(man.token, woman.userId) },
    { label: 'POST /api/chats/messages admin to a member without a subscription', expected: 201, run: () => send(admin.token, unpaidMan.userId) },
    { label: 'POST /api/chats/messages to a banned woman (existing conversation)', expected: 404, run: () => send(man.token, bannedWoman.userId) },
    { label: 'GET /api/users/profile/{id} man of another man', expected: 404, run: async () => (await api.get(`/api/users/profile/${otherMan.userId}`, man.token)).status },
    { label: 'GET /api/users/profile/{id} banned woman (existing conversation)', expected: 404, run: async () => (await api.get(`/api/users/profile/${bannedWoman.userId}`, man.token)).status },
    { label: 'POST /api/photos/request to a woman without a subscription', expected: 404, run: () => askPhotos(man.token, unpaidWoman.userId) },
    { label: 'POST /api/photos/request to a banned woman', expected: 404, run: () => askPhotos(man.token, bannedWoman.userId) },
    {
      label: 'socket newMessage man to man (new)',
      expected: 'not_found',
      run: async () => (await emitWithAck(socket, 'newMessage', { receiverId: otherMan.userId, content: 'by socket' })).code,
    },
    {
      label: 'socket newMessage with NUL',
      expected: 'invalid_input',
      run: async () => (await emitWithAck(socket, 'newMessage', { receiverId: woman.userId, content: 'a\u0000b' })).code,
    },
    {
      label: 'socket typing after a block (both ways)',
      expected: 'relayed false, false',
      run: async () => {
        await api.post(`/api/users/${man.userId}/block`, undefined, woman.token);
        const his = await emitWithAck(socket, 'typing', { receiverId: woman.userId, typing: true });
        const hers = await emitWithAck(womanSocket, 'typing', { receiverId: man.userId, typing: true });
        return `relayed ${his.relayed}, ${hers.relayed}`;
      },
    },
    { label: 'GET /paypal-sim/checkout/%00', expected: 404, run: async () => (await api.call('GET', '/paypal-sim/checkout/%00')).status },
    { label: 'POST /api/guardian/respond confirm', expected: 200, run: async () => (await api.post('/api/guardian/respond', { token: guardianToken, action: 'confirm' })).status },
    { label: 'POST /api/guardian/respond decline after confirm', expected: 409, run: async () => (await api.post('/api/guardian/respond', { token: guardianToken, action: 'decline' })).status },
    {
      label: 'POST /api/users/profile name with a link',
      expected: 400,
      run: async () => (await api.post('/api/users/profile', { ...woman.payload, firstName: 'Verify at https://evil.example/x', email: undefined, password: undefined }, woman.token)).status,
    },
  ];

  const wrong: string[] = [];
  let serverErrors = 0;
  try {
    for (const cell of cells) {
      const got = await cell.run();
      if (typeof got === 'number' && got >= 500) serverErrors += 1;
      if (got !== cell.expected) wrong.push(`${cell.label}: expected ${cell.expected}, got ${got}`);
    }
  } finally {
    socket.close();
    womanSocket.close();
  }
  return { cells: cells.length, wrong, serverErrors };
}
