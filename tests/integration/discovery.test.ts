import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { COMPATIBILITY_QUESTION_BY_ID } from '@/lib/shared/compatibility-questions';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { MSG_DISCOVERY } from '@/lib/shared/messages/discovery';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribeMember } from '../support/paypal';

jest.setTimeout(180_000);

const DAY = 24 * 3600 * 1000;
let app: TestApp;
let api: Client;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  // Sessions outlive the clock's jumps here: resting is about the members listed, not the viewer.
  app = await startApp({ ...clock.env, SESSION_IDLE_DAYS: '365' });
  api = client(app.url);
});
afterAll(async () => {
  await app?.stop();
  clock?.remove();
});

type Member = Awaited<ReturnType<typeof member>>;
const tagOf = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

async function member(gender: 'male' | 'female', overrides: Record<string, unknown> = {}) {
  const m = await registerMember(api, { gender, ...overrides });
  await subscribeMember(api, m.token);
  return m;
}

/** The profile save needs the spec's required fields; the discovery fields come on top. */
function saveProfile(m: Member, fields: Record<string, unknown>) {
  const { email: _email, password: _password, hear: _hear, agreeTerms: _agree, ...profile } = m.payload as Record<string, unknown>;
  return api.post('/api/users/profile', { ...profile, ...fields }, m.token);
}

async function withProfile(gender: 'male' | 'female', firstName: string, fields: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
  const m = await member(gender, { firstName, ...overrides });
  if (Object.keys(fields).length) {
    const saved = await saveProfile(m, fields);
    if (saved.status !== 200) throw new Error(`profile save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return m;
}

const ids = async (viewer: Member, query: string) => {
  const reply = await api.get(`/api/users?${query}`, viewer.token);
  if (reply.status !== 200) throw new Error(`GET /api/users?${query}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body.users as Array<{ id: string }>).map((u) => u.id);
};
const sorted = (list: string[]) => [...list].sort();

async function login(m: Member) {
  const reply = await api.post('/api/auth/login', { email: m.payload.email, password: m.payload.password });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status}`);
  m.token = reply.body.token;
}

describe('profile discovery fields', () => {
  const full = {
    city: 'Leeds',
    country: 'GB',
    willingToRelocate: true,
    maritalStatus: 'never_married',
    hasChildren: false,
    languages: ['English', 'Urdu'],
    prayer: 'usually',
    seekingAgeMin: 22,
    seekingAgeMax: 30,
    seekingStatus: 'either',
  };

  it('round-trip through POST and GET; a key left out keeps its stored value, null clears it', async () => {
    const sister = await member('female');
    const saved = await saveProfile(sister, full);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(full);
    expect((await api.get('/api/users/profile', sister.token)).body).toMatchObject(full);

    const partial = await saveProfile(sister, { city: 'York' });
    expect(partial.status).toBe(200);
    expect((await api.get('/api/users/profile', sister.token)).body).toMatchObject({ ...full, city: 'York' });

    const cleared = await saveProfile(sister, { prayer: null, seekingAgeMax: null, city: '' });
    expect(cleared.body).toMatchObject({ ...full, city: null, prayer: null, seekingAgeMax: null });
  });

  it('a new member has none of them', async () => {
    const brother = await member('male');
    expect((await api.get('/api/users/profile', brother.token)).body).toMatchObject({
      city: null,
      country: null,
      willingToRelocate: null,
      maritalStatus: null,
      hasChildren: null,
      languages: [],
      prayer: null,
      seekingAgeMin: null,
      seekingAgeMax: null,
      seekingStatus: null,
    });
  });

  it.each([
    ['city', 'x'.repeat(81), MSG_DISCOVERY.cityInvalid],
    ['city', 42, MSG_DISCOVERY.cityInvalid],
    ['country', 'gb', MSG_DISCOVERY.countryInvalid],
    ['country', 'XX', MSG_DISCOVERY.countryInvalid],
    ['willingToRelocate', 'yes', MSG_DISCOVERY.willingToRelocateInvalid],
    ['maritalStatus', 'engaged', MSG_DISCOVERY.maritalStatusInvalid],
    ['hasChildren', 1, MSG_DISCOVERY.hasChildrenInvalid],
    ['languages', Array.from({ length: 11 }, (_, i) => `Language${i}`), MSG_DISCOVERY.languagesInvalid],
    ['languages', ['x'.repeat(41)], MSG_DISCOVERY.languagesInvalid],
    ['languages', 'English', MSG_DISCOVERY.languagesInvalid],
    ['prayer', 'never', MSG_DISCOVERY.prayerInvalid],
    ['seekingAgeMin', 17, MSG_DISCOVERY.seekingAgeMinInvalid],
    ['seekingAgeMax', 100, MSG_DISCOVERY.seekingAgeMaxInvalid],
    ['seekingAgeMin', 25.5, MSG_DISCOVERY.seekingAgeMinInvalid],
    ['seekingStatus', 'any', MSG_DISCOVERY.seekingStatusInvalid],
  ])('refuses %s = %j with 400 naming the field', async (field, value, message) => {
    const brother = await member('male');
    const reply = await saveProfile(brother, { [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('refuses a seeking range whose from is above its to', async () => {
    const brother = await member('male');
    const reply = await saveProfile(brother, { seekingAgeMin: 30, seekingAgeMax: 25 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MSG_DISCOVERY.seekingAgeOrder);
  });

  it('are on the public profile and on list items, with hasPhotos, activity and compatibility, and no exact time', async () => {
    const tag = tagOf('Pub');
    const brother = await withProfile('male', `${tag}B`);
    const sister = await withProfile('female', `${tag}S`, full);
    const [item] = (await api.get(`/api/users?search=${tag}`, brother.token)).body.users;
    expect(item).toMatchObject({ id: sister.userId, ...full, hasPhotos: false, activity: 'today', compatibility: null, photoUrl: null });
    expect(JSON.stringify(item)).not.toMatch(/lastActive|last_active|email|guardian/i);
    const profile = await api.get(`/api/users/profile/${sister.userId}`, brother.token);
    expect(profile.body).toMatchObject(full);
  });
});

describe('GET /api/users filters', () => {
  it('filter by age, status, university, country, city, relocate, marital status and prayer', async () => {
    const tag = tagOf('Flt');
    const brother = await withProfile('male', `${tag}B`);
    const a = await withProfile('female', `${tag}A`, { country: 'GB', city: 'Leeds', willingToRelocate: true, maritalStatus: 'never_married', prayer: 'always' }, { age: 22, status: 'student' });
    const b = await withProfile('female', `${tag}B`, { country: 'GB', city: 'leeds', willingToRelocate: false, maritalStatus: 'divorced', prayer: 'usually' }, { age: 27, university: 'University of Leeds Beckett' });
    const c = await withProfile('female', `${tag}C`, { country: 'FR', city: 'Paris', maritalStatus: 'widowed', prayer: 'sometimes' }, { age: 33, university: 'Sorbonne' });
    const d = await withProfile('female', `${tag}D`, {}, { age: 40 });
    const q = (filters: string) => ids(brother, `search=${tag}&${filters}`).then(sorted);

    expect(await q('')).toEqual(sorted([a.userId, b.userId, c.userId, d.userId]));
    expect(await q('ageMin=27')).toEqual(sorted([b.userId, c.userId, d.userId]));
    expect(await q('ageMax=27')).toEqual(sorted([a.userId, b.userId]));
    expect(await q('ageMin=23&ageMax=33')).toEqual(sorted([b.userId, c.userId]));
    expect(await q('status=student')).toEqual([a.userId]);
    expect(await q('status=graduate')).toEqual(sorted([b.userId, c.userId, d.userId]));
    expect(await q('university=UNIVERSITY%20OF%20LEEDS')).toEqual(sorted([a.userId, d.userId]));
    expect(await q('country=GB')).toEqual(sorted([a.userId, b.userId]));
    expect(await q('country=fr')).toEqual([c.userId]);
    expect(await q('city=LEEDS')).toEqual(sorted([a.userId, b.userId]));
    expect(await q('city=Lee')).toEqual([]);
    expect(await q('relocate=true')).toEqual([a.userId]);
    expect(await q('relocate=false')).toEqual(sorted([a.userId, b.userId, c.userId, d.userId]));
    expect(await q('maritalStatus=divorced,widowed')).toEqual(sorted([b.userId, c.userId]));
    expect(await q('prayer=always')).toEqual([a.userId]);
    expect(await q('prayer=always,usually')).toEqual(sorted([a.userId, b.userId]));
    expect(await q('country=GB&prayer=usually&ageMin=25')).toEqual([b.userId]);
  });

  it('filter by hasPhotos, and show a photo only to a member whose request she accepted', async () => {
    const tag = tagOf('Pho');
    const brother = await withProfile('male', `${tag}B`);
    const stranger = await withProfile('male', `${tag}X`);
    const withPhoto = await withProfile('female', `${tag}P`);
    const without = await withProfile('female', `${tag}N`);
    const form = new FormData();
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${app.url}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${withPhoto.token}` }, body: form });
    expect(uploaded.status).toBe(201);

    expect(await ids(brother, `search=${tag}&hasPhotos=true`)).toEqual([withPhoto.userId]);
    expect(sorted(await ids(brother, `search=${tag}&hasPhotos=false`))).toEqual(sorted([withPhoto.userId, without.userId]));
    const cards = async (viewer: Member) => (await api.get(`/api/users?search=${tag}`, viewer.token)).body.users as Array<{ id: string; hasPhotos: boolean; photoUrl: string | null }>;
    expect((await cards(brother)).map((c) => [c.id, c.hasPhotos, c.photoUrl])).toEqual([
      [without.userId, false, null],
      [withPhoto.userId, true, null],
    ]);

    const sent = await api.post('/api/photos/request', { targetUserId: withPhoto.userId }, brother.token);
    expect(sent.status).toBe(201);
    expect((await api.put(`/api/photos/requests/${sent.body.request._id}/respond`, { status: 'accepted' }, withPhoto.token)).status).toBe(200);
    const shown = (await cards(brother)).find((c) => c.id === withPhoto.userId)!;
    expect(shown.photoUrl).toEqual(expect.any(String));
    expect((await fetch(`${app.url}${shown.photoUrl}`)).status).toBe(200);
    expect((await cards(stranger)).find((c) => c.id === withPhoto.userId)!.photoUrl).toBeNull();
  });

  it('mutual (the default) leaves out members whose preferences exclude the viewer; mutual=false shows them', async () => {
    const tag = tagOf('Mut');
    // The viewer: 24, a graduate (the factory's defaults).
    const brother = await withProfile('male', `${tag}B`);
    const open = await withProfile('female', `${tag}Open`);
    const fits = await withProfile('female', `${tag}Fits`, { seekingAgeMin: 24, seekingAgeMax: 24, seekingStatus: 'graduate' });
    const either = await withProfile('female', `${tag}Either`, { seekingStatus: 'either', seekingAgeMin: 20 });
    const tooYoung = await withProfile('female', `${tag}Older`, { seekingAgeMin: 25 });
    const tooOld = await withProfile('female', `${tag}Younger`, { seekingAgeMax: 23 });
    const students = await withProfile('female', `${tag}Student`, { seekingStatus: 'student' });
    const admitted = sorted([open.userId, fits.userId, either.userId]);
    expect(sorted(await ids(brother, `search=${tag}`))).toEqual(admitted);
    expect(sorted(await ids(brother, `search=${tag}&mutual=true`))).toEqual(admitted);
    expect(sorted(await ids(brother, `search=${tag}&mutual=false`))).toEqual(sorted([...admitted, tooYoung.userId, tooOld.userId, students.userId]));

    // The other way round: her own preferences decide what she sees of him only through his.
    const picky = await withProfile('male', `${tag}Picky`, { seekingAgeMin: 30 });
    expect(await ids(open, `search=${tag}Picky`)).toEqual([]);
    expect(await ids(open, `search=${tag}Picky&mutual=false`)).toEqual([picky.userId]);
    // Her preference (25+) does not hide him from her: mutual reads the listed member's preferences.
    expect(await ids(tooYoung, `search=${tag}B`)).toEqual([brother.userId]);
  });

  it('a search pages through names the pool mostly leaves out, in order, without losing or repeating anyone', async () => {
    const tag = tagOf('Few');
    // The viewer: 24, a graduate. A search reads its names a chunk at a time (two pages, then
    // fourfold) and keeps those the pool admits: with a page of one, the newest six names are
    // all left out by their own preferences, so the first admitted one is in the second chunk.
    const brother = await withProfile('male', `${tag}B`);
    const older = await withProfile('female', `${tag}Old`);
    const middle = await withProfile('female', `${tag}Mid`);
    for (let i = 0; i < 6; i++) await withProfile('female', `${tag}No${i}`, { seekingAgeMin: 30 });
    const pages: string[][] = [];
    let cursor = '';
    do {
      const reply = await api.get(`/api/users?search=${tag}&limit=1${cursor ? `&cursor=${cursor}` : ''}`, brother.token);
      expect(reply.status).toBe(200);
      pages.push(reply.body.users.map((u: { id: string }) => u.id));
      cursor = reply.body.nextCursor ?? '';
    } while (cursor && pages.length < 10);
    expect(pages).toEqual([[middle.userId], [older.userId]]);
    expect(await ids(brother, `search=${tag}&limit=5`)).toEqual([middle.userId, older.userId]);
    expect(await ids(brother, `search=${tag}No`)).toEqual([]);
    expect(await ids(brother, `search=${tag}No&mutual=false`)).toHaveLength(6);
  });

  it('"new here" and "active recently" count back from the app clock; sort=active puts the latest first', async () => {
    const tag = tagOf('Act');
    const brother = await withProfile('male', `${tag}B`);
    const first = await withProfile('female', `${tag}First`);
    const second = await withProfile('female', `${tag}Second`);
    clock.advance(3 * DAY);
    await login(brother);
    expect(await ids(brother, `search=${tag}&joinedWithinDays=2`)).toEqual([]);
    expect(sorted(await ids(brother, `search=${tag}&joinedWithinDays=4`))).toEqual(sorted([first.userId, second.userId]));
    expect(await ids(brother, `search=${tag}&activeWithinDays=2`)).toEqual([]);

    await login(first);
    expect(await ids(brother, `search=${tag}&activeWithinDays=2`)).toEqual([first.userId]);
    expect(await ids(brother, `search=${tag}&activeWithinDays=4`)).toEqual(expect.arrayContaining([first.userId, second.userId]));
    expect(await ids(brother, `search=${tag}`)).toEqual([second.userId, first.userId]);
    expect(await ids(brother, `search=${tag}&sort=newest`)).toEqual([second.userId, first.userId]);
    expect(await ids(brother, `search=${tag}&sort=active`)).toEqual([first.userId, second.userId]);
    const cards = (await api.get(`/api/users?search=${tag}&sort=active`, brother.token)).body.users;
    expect(cards.map((c: { activity: string }) => c.activity)).toEqual(['today', 'this_week']);

    // sort=active pages by its own cursor, which another sort refuses.
    const page = await api.get(`/api/users?search=${tag}&sort=active&limit=1`, brother.token);
    expect(page.body.users.map((u: { id: string }) => u.id)).toEqual([first.userId]);
    const next = await api.get(`/api/users?search=${tag}&sort=active&limit=1&cursor=${page.body.nextCursor}`, brother.token);
    expect(next.body.users.map((u: { id: string }) => u.id)).toEqual([second.userId]);
    expect(next.body.nextCursor).toBeNull();
    const mixed = await api.get(`/api/users?search=${tag}&limit=1&cursor=${page.body.nextCursor}`, brother.token);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(MSG_INPUT.invalidCursor);
  });

  it.each([
    ['ageMin=17', MSG_DISCOVERY.ageMinParam],
    ['ageMin=abc', MSG_DISCOVERY.ageMinParam],
    ['ageMax=100', MSG_DISCOVERY.ageMaxParam],
    ['ageMin=30&ageMax=25', MSG_DISCOVERY.ageOrderParam],
    ['status=either', MSG_DISCOVERY.statusParam],
    [`university=${'x'.repeat(121)}`, MSG_DISCOVERY.universityParam],
    ['country=GBR', MSG_DISCOVERY.countryParam],
    ['country=XX', MSG_DISCOVERY.countryParam],
    [`city=${'x'.repeat(81)}`, MSG_DISCOVERY.cityParam],
    ['relocate=yes', MSG_DISCOVERY.relocateParam],
    ['maritalStatus=never_married,engaged', MSG_DISCOVERY.maritalStatusParam],
    ['prayer=never', MSG_DISCOVERY.prayerParam],
    ['hasPhotos=1', MSG_DISCOVERY.hasPhotosParam],
    ['activeWithinDays=0', MSG_DISCOVERY.activeWithinDaysParam],
    ['activeWithinDays=366', MSG_DISCOVERY.activeWithinDaysParam],
    ['joinedWithinDays=-1', MSG_DISCOVERY.joinedWithinDaysParam],
    ['mutual=no', MSG_DISCOVERY.mutualParam],
    ['sort=random', MSG_DISCOVERY.sortParam],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const brother = await member('male');
    const reply = await api.get(`/api/users?${query}`, brother.token);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });
});

describe('compatibility', () => {
  type Answer = { questionId: number; answer: number; accepted: number[]; importance: string };
  const a = (questionId: number, answer: number, accepted: number[], importance: string): Answer => ({ questionId, answer, accepted, importance });
  // The unit test's fixed answers: hers 300 of 310, his 61 of 61, so 100 × sqrt(300/310) = 98.37.
  const hers = [a(1, 0, [0], 'very'), a(2, 1, [1, 2], 'somewhat'), a(3, 0, [0, 1], 'mandatory')];
  const his = [a(1, 0, [0, 1], 'a_little'), a(2, 0, [1], 'very'), a(3, 1, [0], 'somewhat')];

  const answer = async (m: Member, answers: Answer[]) => {
    const reply = await api.put('/api/compatibility/answers', { answers }, m.token);
    if (reply.status !== 200) throw new Error(`PUT answers: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply;
  };

  it('lists 20 to 30 questions with their options', async () => {
    const brother = await member('male');
    const reply = await api.get('/api/compatibility/questions', brother.token);
    expect(reply.status).toBe(200);
    expect(reply.body.questions.length).toBeGreaterThanOrEqual(20);
    expect(reply.body.questions.length).toBeLessThanOrEqual(30);
    expect(reply.body.questions[0]).toEqual({ id: 1, text: expect.any(String), options: expect.arrayContaining([expect.any(String)]) });
  });

  it('saves, upserts, reads and deletes her own answers', async () => {
    const sister = await member('female');
    expect((await api.get('/api/compatibility/answers', sister.token)).body).toEqual({ answers: [] });
    expect((await answer(sister, hers)).body).toEqual({ answers: hers });
    const changed = await answer(sister, [a(2, 0, [2, 0], 'very'), a(5, 1, [1], 'a_little')]);
    const expected = [hers[0], a(2, 0, [0, 2], 'very'), hers[2], a(5, 1, [1], 'a_little')];
    expect(changed.body).toEqual({ answers: expected });
    expect((await api.get('/api/compatibility/answers', sister.token)).body).toEqual({ answers: expected });
    expect((await api.del('/api/compatibility/answers/5', sister.token)).body).toEqual({ answers: expected.slice(0, 3) });
    const missing = await api.del('/api/compatibility/answers/5', sister.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG_DISCOVERY.answerNotFound);
    expect((await api.del('/api/compatibility/answers/999', sister.token)).status).toBe(400);
  });

  it.each([
    [{ answers: [a(999, 0, [0], 'very')] }, MSG_DISCOVERY.questionIdInvalid],
    [{ answers: [a(1, 9, [0], 'very')] }, MSG_DISCOVERY.answerInvalid],
    [{ answers: [a(1, 0, [], 'very')] }, MSG_DISCOVERY.acceptedInvalid],
    [{ answers: [a(1, 0, [0, 0], 'very')] }, MSG_DISCOVERY.acceptedInvalid],
    [{ answers: [a(1, 0, [7], 'very')] }, MSG_DISCOVERY.acceptedInvalid],
    [{ answers: [a(1, 0, [0], 'crucial')] }, MSG_DISCOVERY.importanceInvalid],
    [{ answers: [a(1, 0, [0], 'very'), a(1, 1, [1], 'very')] }, MSG_DISCOVERY.questionRepeated],
    [{ answers: [] }, MSG_DISCOVERY.answersInvalid],
    [{}, MSG_DISCOVERY.answersInvalid],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const brother = await member('male');
    const reply = await api.put('/api/compatibility/answers', body, brother.token);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('scores a pair exactly, is null below 3 common questions, and sorts the whole pool by it', async () => {
    const tag = tagOf('Cmp');
    const brother = await withProfile('male', `${tag}B`);
    await answer(brother, his);
    const best = await withProfile('female', `${tag}Best`);
    const good = await withProfile('female', `${tag}Good`);
    const poor = await withProfile('female', `${tag}Poor`);
    const twoCommon = await withProfile('female', `${tag}Two`);
    const silent = await withProfile('female', `${tag}Silent`);
    await answer(good, hers);
    // Accepts everything he answered, and he accepts hers: 100.
    await answer(best, [a(1, 0, [0, 1, 2, 3], 'somewhat'), a(2, 1, [0], 'very'), a(3, 0, [1], 'a_little')]);
    // Hers: only question 1 (weight 1) of 1 + 1 + 250 accepted; his: all 61. 100 × sqrt(1/252) = 6.3.
    await answer(poor, [a(1, 0, [0], 'a_little'), a(2, 1, [1], 'a_little'), a(3, 0, [0], 'mandatory')]);
    await answer(twoCommon, hers.slice(0, 2));

    const items = (await api.get(`/api/users?search=${tag}&sort=compatibility`, brother.token)).body.users as Array<{ id: string; compatibility: unknown }>;
    expect(items.map((u) => [u.id, u.compatibility])).toEqual([
      [best.userId, { score: 100, common: 3 }],
      [good.userId, { score: 98, common: 3 }],
      [poor.userId, { score: 6, common: 3 }],
      // No score: newest first.
      [silent.userId, null],
      [twoCommon.userId, null],
    ]);
    // The newest sort carries the same scores.
    const newest = (await api.get(`/api/users?search=${tag}`, brother.token)).body.users as Array<{ id: string; compatibility: unknown }>;
    expect(newest.find((u) => u.id === good.userId)!.compatibility).toEqual({ score: 98, common: 3 });
    expect(newest.find((u) => u.id === twoCommon.userId)!.compatibility).toBeNull();

    // Paging over the ranking: every member once, in order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply: { status: number; body: { users: Array<{ id: string }>; nextCursor: string | null } } = await api.get(
        `/api/users?search=${tag}&sort=compatibility&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        brother.token,
      );
      expect(reply.status).toBe(200);
      seen.push(...reply.body.users.map((u) => u.id));
      cursor = reply.body.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(items.map((u) => u.id));

    // Filters apply within the ranking.
    expect(await ids(brother, `search=${tag}Poor&sort=compatibility`)).toEqual([poor.userId]);

    // Her answers change: the viewer sees the new score at once.
    await answer(good, [a(1, 0, [3], 'very'), a(2, 1, [3], 'very'), a(3, 0, [3], 'very')]);
    const after = (await api.get(`/api/users?search=${tag}Good`, brother.token)).body.users[0];
    expect(after.compatibility).toEqual({ score: 0, common: 3 });
  });

  it('explains a score with the questions they agree and differ on: texts only, never her answers', async () => {
    const tag = tagOf('Exp');
    const brother = await withProfile('male', `${tag}B`);
    const sister = await withProfile('female', `${tag}S`);
    await answer(brother, his);
    await answer(sister, hers);
    const reply = await api.get(`/api/compatibility/members/${sister.userId}`, brother.token);
    expect(reply.status).toBe(200);
    const text = (id: number) => ({ questionId: id, text: COMPATIBILITY_QUESTION_BY_ID.get(id)!.text });
    expect(reply.body).toEqual({ score: 98, common: 3, agree: [text(1), text(3)], differ: [text(2)] });
    expect(JSON.stringify(reply.body)).not.toMatch(/accepted|importance|"answer"/);

    const unknown = await api.get(`/api/compatibility/members/${brother.userId}`, sister.token);
    expect(unknown.status).toBe(200);
    const sameGender = await withProfile('male', `${tag}C`);
    expect((await api.get(`/api/compatibility/members/${sameGender.userId}`, brother.token)).status).toBe(404);
    expect((await api.get('/api/compatibility/members/not-an-id', brother.token)).status).toBe(400);

    await api.del('/api/compatibility/answers/3', sister.token);
    expect((await api.get(`/api/compatibility/members/${sister.userId}`, brother.token)).body).toEqual({ score: null, common: 2, agree: [text(1)], differ: [text(2)] });
  });
});

describe('idle resting', () => {
  it(`leaves out members inactive for IDLE_HIDE_DAYS (60) until they come back`, async () => {
    const tag = tagOf('Idle');
    const brother = await withProfile('male', `${tag}B`);
    const resting = await withProfile('female', `${tag}R`);
    const back = await withProfile('female', `${tag}K`);
    clock.advance(59 * DAY);
    await login(brother);
    expect(sorted(await ids(brother, `search=${tag}`))).toEqual(sorted([resting.userId, back.userId]));
    clock.advance(2 * DAY);
    await login(brother);
    await login(back);
    expect(await ids(brother, `search=${tag}`)).toEqual([back.userId]);
    expect(await ids(brother, `search=${tag}&mutual=false&sort=active`)).toEqual([back.userId]);
    await login(resting);
    expect(sorted(await ids(brother, `search=${tag}`))).toEqual(sorted([resting.userId, back.userId]));
  });
});
