import { randomBytes } from 'node:crypto';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { fireEvent, subscribeMember } from '../support/paypal';
import { client, type Client } from '../support/http-client';

const ADMIN = { ADMIN_EMAIL: 'admin.members@example.test', ADMIN_PASSWORD: 'admin-password-123' };
jest.setTimeout(120_000);

let app: TestApp;
let api: Client;
let adminToken: string;

beforeAll(async () => {
  app = await startApp(ADMIN);
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
});
afterAll(() => app?.stop());

/** A first name no other test uses, so searches see only this test's members. */
const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

async function member(gender: 'male' | 'female', overrides: Record<string, unknown> = {}, subscribed = true) {
  const m = await registerMember(api, { gender, ...overrides });
  if (subscribed) await subscribeMember(api, m.token);
  return m;
}

describe('GET /api/users (Find Matches)', () => {
  it('lists subscribed members of the other gender only: never the caller, admins or unsubscribed members', async () => {
    const tag = uniqueName('Tag');
    const brother = await member('male', { firstName: `${tag}Brother` });
    const otherBrother = await member('male', { firstName: `${tag}Other` });
    const sister = await member('female', { firstName: `${tag}Sister` });
    const unsubscribedSister = await member('female', { firstName: `${tag}Unpaid` }, false);

    const seenByBrother = await api.get(`/api/users?search=${tag}`, brother.token);
    expect(seenByBrother.status).toBe(200);
    expect(seenByBrother.body.users.map((u: { id: string }) => u.id)).toEqual([sister.userId]);

    const seenBySister = await api.get(`/api/users?search=${tag}`, sister.token);
    expect(seenBySister.body.users.map((u: { id: string }) => u.id).sort()).toEqual([brother.userId, otherBrother.userId].sort());
    expect(seenBySister.body.users.map((u: { id: string }) => u.id)).not.toContain(unsubscribedSister.userId);
  });

  it('shows strangers only public fields: no email, guardian contact or account flags', async () => {
    const tag = uniqueName('Pub');
    const brother = await member('male', { firstName: `${tag}B` });
    const sister = await member('female', { firstName: `${tag}S` });
    const reply = await api.get(`/api/users?search=${tag}`, brother.token);
    const [shown] = reply.body.users;
    expect(Object.keys(shown).sort()).toEqual(
      [
        'age',
        'createdAt',
        'description',
        'firstName',
        'gender',
        'id',
        'lastName',
        'lookingFor',
        'status',
        'university',
        // Discovery (issue 21): the member-facing profile fields, and what the card shows.
        'city',
        'country',
        'willingToRelocate',
        'maritalStatus',
        'hasChildren',
        'languages',
        'prayer',
        'seekingAgeMin',
        'seekingAgeMax',
        'seekingStatus',
        'hasPhotos',
        'activity',
        'compatibility',
        'photoUrl',
        // Verified members (issue 23): the badges only, never the address or the selfie.
        'verifiedUniversity',
        'verifiedPhoto',
      ].sort(),
    );
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain(sister.payload.email);
    expect(text).not.toContain(sister.payload.guardianEmail as string);
    expect(text).not.toMatch(/guardian|password|isAdmin|email/i);
    expect(shown).toMatchObject({ verifiedUniversity: false, verifiedPhoto: false });
  });

  it('never lists admins, and admins (outside the pool) see both genders', async () => {
    const tag = uniqueName('Adm');
    const brother = await member('male', { firstName: `${tag}B` });
    const sister = await member('female', { firstName: `${tag}S` });
    const all = await api.get(`/api/users?search=${tag}`, adminToken);
    expect(all.status).toBe(200);
    expect(all.body.users.map((u: { id: string }) => u.id).sort()).toEqual([brother.userId, sister.userId].sort());
    const everyone = await api.get('/api/users?limit=50', brother.token);
    expect(JSON.stringify(everyone.body)).not.toContain(ADMIN.ADMIN_EMAIL);
    const adminMe = await api.get('/api/auth/me', adminToken);
    for (const token of [brother.token, sister.token]) {
      const reply = await api.get('/api/users?limit=50', token);
      expect(reply.body.users.map((u: { id: string }) => u.id)).not.toContain(adminMe.body.userId);
    }
  });

  it('searches first names case-insensitively as a substring, with LIKE wildcards taken literally', async () => {
    const tag = uniqueName('Srch');
    const brother = await member('male', { firstName: `${tag}B` });
    const aisha = await member('female', { firstName: `${tag}Aisha` });
    const percent = await member('female', { firstName: `${tag}50%_x` });
    const ids = async (search: string) =>
      (await api.get(`/api/users?search=${encodeURIComponent(search)}`, brother.token)).body.users.map((u: { id: string }) => u.id);
    expect(await ids(`${tag}AISHA`.toLowerCase())).toEqual([aisha.userId]);
    expect(await ids(`${tag.toUpperCase()}AI`)).toEqual([aisha.userId]);
    expect(await ids(`${tag}50%`)).toEqual([percent.userId]);
    expect(await ids(`${tag}%`)).toEqual([]);
    expect(await ids(`${tag}_`)).toEqual([]);
    expect((await api.get(`/api/users?search=${tag}`, brother.token)).body.users).toHaveLength(2);
  });

  it('pages with a keyset cursor, newest first, without gaps or repeats', async () => {
    const tag = uniqueName('Page');
    const brother = await member('male', { firstName: `${tag}B` });
    const sisters = [];
    for (let i = 0; i < 5; i += 1) sisters.push(await member('female', { firstName: `${tag}S${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: { status: number; body: { users: Array<{ id: string }>; nextCursor: string | null } } = await api.get(
        `/api/users?search=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        brother.token,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.users.length).toBeLessThanOrEqual(2);
      seen.push(...reply.body.users.map((u) => u.id));
      cursor = reply.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(sisters.map((s) => s.userId).reverse());
  });

  it('refuses a forged cursor with 400 and needs a subscription (402) and a login (401)', async () => {
    const brother = await member('male');
    const forged = await api.get('/api/users?cursor=bm90LWEtY3Vyc29y', brother.token);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(MSG_INPUT.invalidCursor);
    const unpaid = await member('male', {}, false);
    expect((await api.get('/api/users', unpaid.token)).status).toBe(402);
    expect((await api.get('/api/users')).status).toBe(401);
  });
});

describe('own profile', () => {
  it('GET answers the full own fields', async () => {
    const sister = await member('female');
    const reply = await api.get('/api/users/profile', sister.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: sister.userId,
      email: sister.payload.email,
      guardianEmail: sister.payload.guardianEmail,
      guardianPhone: sister.payload.guardianPhone,
      hasActiveSubscription: true,
      isAdmin: false,
    });
  });

  it('POST saves the fields and never email, isAdmin or the subscription', async () => {
    const brother = await member('male', {}, false);
    const { payload } = brother;
    const reply = await api.post(
      '/api/users/profile',
      {
        ...payload,
        firstName: 'Ibrahim',
        age: '30',
        description: 'Updated description',
        email: 'hijack@example.test',
        isAdmin: true,
        hasActiveSubscription: true,
        guardianEmail: 'ignored@example.test',
        guardianPhone: '+44 7700 900999',
      },
      brother.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ firstName: 'Ibrahim', age: 30, description: 'Updated description', email: payload.email, isAdmin: false, hasActiveSubscription: false });
    expect(reply.body).toMatchObject({ guardianEmail: '', guardianPhone: '' });
    const me = await api.get('/api/auth/me', brother.token);
    expect(me.body).toMatchObject({ firstName: 'Ibrahim', email: payload.email, isAdmin: false, hasActiveSubscription: false });
    const login = await api.post('/api/auth/login', { email: 'hijack@example.test', password: payload.password });
    expect(login.status).toBe(401);
  });

  it.each([
    ['a missing first name', { firstName: '' }, MSG_MEMBERS.profileRequired],
    ['a missing description', { description: undefined }, MSG_MEMBERS.profileRequired],
    ['no guardian email for a woman', { guardianEmail: '' }, MSG_MEMBERS.profileRequired],
    ['no guardian phone for a woman', { guardianPhone: '' }, MSG_MEMBERS.profileRequired],
    ['a guardian email equal to her own', { guardianEmail: 'SELF' }, MSG_GUARDIAN.guardianEmailIsOwn],
    ['a change of gender', { gender: 'male' }, MSG_MEMBERS.genderFixed],
    ['an age out of range', { age: 10 }, MSG_MEMBERS.ageRange],
  ])('refuses %s with a 400 and the rule’s message', async (_label, overrides, message) => {
    const sister = await member('female', {}, false);
    const body = { ...sister.payload, ...overrides };
    if (body.guardianEmail === 'SELF') body.guardianEmail = sister.payload.email;
    const reply = await api.post('/api/users/profile', body, sister.token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message, code: 'invalid_input' });
    expect((await api.get('/api/users/profile', sister.token)).body.firstName).toBe(sister.payload.firstName);
  });

  it('refuses a malformed body with 400 and needs a login', async () => {
    const brother = await member('male', {}, false);
    const reply = await api.call('POST', '/api/users/profile', { raw: '{not json', token: brother.token, headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect((await api.post('/api/users/profile', {})).status).toBe(401);
  });
});

describe('GET /api/users/profile/{id}', () => {
  it('shows another member’s public fields, restricted, with no photos', async () => {
    const brother = await member('male');
    const sister = await member('female');
    const reply = await api.get(`/api/users/profile/${sister.userId}`, brother.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: sister.userId, firstName: sister.payload.firstName, photoAccessStatus: 'restricted', photos: [] });
    expect(JSON.stringify(reply.body)).not.toMatch(/guardian|email|isAdmin/i);
  });

  it('answers 400 for a malformed id and 404 "Profile not found." for an unknown one or an admin', async () => {
    const brother = await member('male');
    const malformed = await api.get('/api/users/profile/not-a-uuid', brother.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(MSG_MEMBERS.invalidUserProfile);
    const unknown = await api.get('/api/users/profile/00000000-0000-4000-8000-000000000000', brother.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG_MEMBERS.profileNotFound);
    const adminId = (await api.get('/api/auth/me', adminToken)).body.userId;
    expect((await api.get(`/api/users/profile/${adminId}`, brother.token)).status).toBe(404);
  });

  it('on one’s own id is granted_self', async () => {
    const brother = await member('male');
    const reply = await api.get(`/api/users/profile/${brother.userId}`, brother.token);
    expect(reply.body).toMatchObject({ id: brother.userId, photoAccessStatus: 'granted_self', photos: [] });
  });

  it('needs a subscription', async () => {
    const unpaid = await member('male', {}, false);
    const sister = await member('female');
    expect((await api.get(`/api/users/profile/${sister.userId}`, unpaid.token)).status).toBe(402);
  });
});

describe('GET /api/users/profile/{id}: who may open whom', () => {
  /** A subscribed member, with the id of the subscription so a test can end it. */
  async function paid(gender: 'male' | 'female') {
    const m = await registerMember(api, { gender });
    return { ...m, subscriptionId: await subscribeMember(api, m.token) };
  }
  const open = (viewer: { token: string }, owner: { userId: string }) => api.get(`/api/users/profile/${owner.userId}`, viewer.token);
  const expectHidden = async (viewer: { token: string }, owner: { userId: string }) => {
    const reply = await open(viewer, owner);
    expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 404, message: MSG_MEMBERS.profileNotFound });
  };

  it('hides members of one’s own gender, exactly like an unknown id', async () => {
    const brother = await member('male');
    const otherBrother = await member('male');
    await expectHidden(brother, otherBrother);
    const sister = await member('female');
    const otherSister = await member('female');
    await expectHidden(sister, otherSister);
  });

  it('hides members Find Matches does not list: unsubscribed or suspended', async () => {
    const brother = await member('male');
    const unpaidSister = await member('female', {}, false);
    await expectHidden(brother, unpaidSister);

    const lapsedSister = await paid('female');
    expect((await open(brother, lapsedSister)).status).toBe(200);
    await fireEvent(api, lapsedSister.subscriptionId, 'EXPIRED');
    await expectHidden(brother, lapsedSister);

    const suspendedSister = await member('female');
    const me = (await api.get('/api/auth/me', suspendedSister.token)).body;
    const suspended = await api.put(`/api/admin/profiles/${suspendedSister.userId}`, { ...me, gender: 'Female', suspended: true }, adminToken);
    expect(suspended.status).toBe(200);
    await expectHidden(brother, suspendedSister);
  });

  it('still opens someone no longer listed when the two share a conversation', async () => {
    const brother = await member('male');
    const sister = await paid('female');
    const sent = await api.post('/api/chats/messages', { receiverId: sister.userId, content: 'Assalamu alaikum' }, brother.token);
    expect(sent.status).toBe(201);
    await fireEvent(api, sister.subscriptionId, 'EXPIRED');
    expect((await open(brother, sister)).status).toBe(200);
    await expectHidden(await member('male'), sister);
  });

  it('still opens someone no longer listed when either asked the other for photos', async () => {
    const brother = await paid('male');
    const sister = await paid('female');
    expect((await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token)).status).toBeLessThan(300);
    await fireEvent(api, sister.subscriptionId, 'EXPIRED');
    expect((await open(brother, sister)).status).toBe(200);

    // The other direction: she asked nothing, he asked her, and he is the one who lapsed.
    const sister2 = await member('female');
    const brother2 = await paid('male');
    expect((await api.post('/api/photos/request', { targetUserId: sister2.userId }, brother2.token)).status).toBeLessThan(300);
    await fireEvent(api, brother2.subscriptionId, 'EXPIRED');
    expect((await open(sister2, brother2)).status).toBe(200);
    await expectHidden(await member('female'), brother2);
  });

  it('lets admins open anyone, listed or not', async () => {
    const unpaidBrother = await member('male', {}, false);
    const sister = await member('female');
    expect((await open({ token: adminToken }, unpaidBrother)).status).toBe(200);
    expect((await open({ token: adminToken }, sister)).status).toBe(200);
  });
});
