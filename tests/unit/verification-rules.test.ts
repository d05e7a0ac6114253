import { universityEmailSchema, verificationDecisionSchema } from '@/lib/schemas/verification';
import { academicDomainOf, emailDomain, institutionName, listedUnder } from '@/lib/server/verification/academic-domain';
import { MSG_SELFIE_POSES, MSG_VERIFICATION, POSE_IDS } from '@/lib/shared/messages/verification';

describe('academic domains (the swot list)', () => {
  it.each([
    ['name@leeds.ac.uk', 'University of Leeds'],
    ['Name@LEEDS.AC.UK', 'University of Leeds'],
    ['someone@student.leeds.ac.uk', 'University of Leeds'],
    ['old.friend@alumni.leeds.ac.uk', 'University of Leeds'],
    ['x@cs.ox.ac.uk', 'University of Oxford'],
    ['lreilly@stanford.edu', 'Stanford University'],
  ])('%s is academic, at %s', async (email, institution) => {
    expect(await academicDomainOf(email)).toEqual({ domain: email.split('@')[1].toLowerCase(), institution });
  });

  it('knows an academic suffix without an institution name for a domain the list does not name', async () => {
    expect(await academicDomainOf('someone@unlisted-college.ac.uk')).toEqual({ domain: 'unlisted-college.ac.uk', institution: null });
  });

  it.each(['maryam@gmail.com', 'maryam@example.test', 'a@leeds.ac.uk.evil.com', 'a@2011.cqut.edu.cn', 'a@sub.2011.cqut.edu.cn', 'no-at-sign', 'a@', 'a@-bad-.ac.uk', 'a@../../etc.ac.uk'])(
    '%s is not academic',
    async (email) => {
      expect(await academicDomainOf(email)).toBeUndefined();
    },
  );

  it('reads the domain after the last @, lower-cased, and only a host name', () => {
    expect(emailDomain('"a@b"@Leeds.AC.uk')).toBe('leeds.ac.uk');
    expect(emailDomain('a@leeds.ac.uk.')).toBe('leeds.ac.uk');
    expect(emailDomain('a@le eds.ac.uk')).toBeUndefined();
    expect(emailDomain('a@localhost')).toBeUndefined();
  });

  it('matches a listed domain and every subdomain of it, never a parent or a look-alike', () => {
    const list = new Set(['bad.edu.cn']);
    expect(listedUnder('bad.edu.cn', list)).toBe(true);
    expect(listedUnder('x.y.bad.edu.cn', list)).toBe(true);
    expect(listedUnder('edu.cn', list)).toBe(false);
    expect(listedUnder('notbad.edu.cn', list)).toBe(false);
  });

  it('names the first institution the list gives, or none', () => {
    expect(institutionName(['  University of Leeds ', 'Leeds'])).toBe('University of Leeds');
    expect(institutionName(true)).toBeNull();
    expect(institutionName([])).toBeNull();
  });
});

describe('verification schemas', () => {
  it('reads the university address lower-cased and refuses a malformed one with its sentence', () => {
    expect(universityEmailSchema.parse({ email: ' Name@Leeds.ac.uk ' })).toEqual({ email: 'name@leeds.ac.uk' });
    expect(universityEmailSchema.safeParse({ email: 'nope' }).error?.issues[0].message).toBe(MSG_VERIFICATION.emailInvalid);
    expect(universityEmailSchema.safeParse({}).error?.issues[0].message).toBe(MSG_VERIFICATION.emailRequired);
  });

  it('needs a reason to refuse, and drops one given with an approval', () => {
    expect(verificationDecisionSchema.parse({ approve: true, reason: 'fine' })).toEqual({ approve: true, reason: null });
    expect(verificationDecisionSchema.parse({ approve: false, reason: ' Face hidden. ' })).toEqual({ approve: false, reason: 'Face hidden.' });
    expect(verificationDecisionSchema.safeParse({ approve: false, reason: '  ' }).error?.issues[0].message).toBe(MSG_VERIFICATION.reasonRequired);
    expect(verificationDecisionSchema.safeParse({ approve: 'yes' }).success).toBe(false);
  });

  it('asks for at least six poses, each with an instruction', () => {
    expect(POSE_IDS.length).toBeGreaterThanOrEqual(6);
    expect(MSG_SELFIE_POSES['right-hand-cheek']).toBe('Raise your right hand to your cheek');
    for (const id of POSE_IDS) expect(MSG_SELFIE_POSES[id]).toMatch(/^[A-Z].+[a-z]$/);
  });

  it('says the sentence of the issue word for word', () => {
    expect(MSG_VERIFICATION.notAcademic).toBe('Please use your university email address (for example name@leeds.ac.uk).');
  });
});
