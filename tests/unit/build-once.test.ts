import { buildOnce } from '@/lib/server/prepared';

describe('buildOnce', () => {
  it('builds a statement once per database and key', () => {
    const [one, two] = [{}, {}];
    let builds = 0;
    const build = () => ({ built: (builds += 1) });
    expect(buildOnce(one, 'checks', build)).toBe(buildOnce(one, 'checks', build));
    expect(buildOnce(two, 'checks', build)).not.toBe(buildOnce(one, 'checks', build));
    expect(builds).toBe(2);
  });

  it('keeps at most 500 statements per database, letting the one built longest ago go', () => {
    const db = {};
    const first = buildOnce(db, 'shape-0', () => ({ shape: 0 }));
    const second = buildOnce(db, 'shape-1', () => ({ shape: 1 }));
    for (let i = 2; i <= 500; i += 1) buildOnce(db, `shape-${i}`, () => ({ shape: i }));
    expect(buildOnce(db, 'shape-1', () => ({ shape: 1 }))).toBe(second);
    const rebuilt = buildOnce(db, 'shape-0', () => ({ shape: 0 }));
    expect(rebuilt).not.toBe(first);
    expect(rebuilt).toEqual(first);
  });
});
