import { dayKey, dayLabel, groupByDay } from '@/components/chat/days';

describe('date separators in a conversation', () => {
  const today = new Date(2026, 10, 22, 9, 30);

  it('says Today and Yesterday by the local calendar day, not by 24 hours', () => {
    expect(dayLabel(new Date(2026, 10, 22, 0, 1), today)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 21, 23, 59), today)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 21, 0, 0), today)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 0, 1, 0, 0), new Date(2026, 0, 2, 8))).toBe('Yesterday');
    expect(dayLabel(new Date(2025, 11, 31, 22, 0), new Date(2026, 0, 1, 8))).toBe('Yesterday');
  });

  it('names older days by their date, with the year only when it is not this one', () => {
    const thisYear = dayLabel(new Date(2026, 10, 3, 12), today);
    expect(thisYear).toMatch(/3/);
    expect(thisYear).toMatch(/November/);
    expect(thisYear).not.toMatch(/2026/);
    expect(dayLabel(new Date(2024, 1, 29, 12), today)).toMatch(/2024/);
  });

  it('groups consecutive messages of one day under one separator', () => {
    const at = (d: number, h: number) => ({ timestamp: new Date(2026, 10, d, h).toISOString() });
    const groups = groupByDay([at(20, 9), at(20, 23), at(21, 1), at(22, 8), at(22, 9)]);
    expect(groups.map((g) => [g.key, g.messages.length])).toEqual([
      [dayKey(new Date(2026, 10, 20)), 2],
      [dayKey(new Date(2026, 10, 21)), 1],
      [dayKey(new Date(2026, 10, 22)), 2],
    ]);
  });
});
