import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { now, realNow } from '@/lib/server/clock';

describe('clock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clock-unit-'));
  const file = path.join(dir, 'offset');
  afterEach(() => {
    delete process.env.CLOCK_OFFSET_FILE;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the real time without an offset file', () => {
    const before = Date.now();
    const t = now().getTime();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('adds the offset the file holds, read on every call', () => {
    process.env.CLOCK_OFFSET_FILE = file;
    writeFileSync(file, String(3 * 86_400_000));
    expect(now().getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 1000);
    writeFileSync(file, '0');
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('treats a missing or garbled file as no offset', () => {
    process.env.CLOCK_OFFSET_FILE = path.join(dir, 'missing');
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    process.env.CLOCK_OFFSET_FILE = file;
    writeFileSync(file, 'soon');
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('leaves infrastructure on the real time when the app clock is moved', () => {
    process.env.CLOCK_OFFSET_FILE = file;
    writeFileSync(file, String(86_400_000));
    expect(Math.abs(realNow().getTime() - Date.now())).toBeLessThan(1000);
    expect(now().getTime() - realNow().getTime()).toBeGreaterThan(86_400_000 - 1000);
  });
});
