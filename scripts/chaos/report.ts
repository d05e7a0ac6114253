import type { Tally } from './ledger';

export interface Criterion {
  name: string;
  ok: boolean;
}

export interface ScenarioResult {
  id: number;
  title: string;
  /** The messages (or, for the SMTP scenario, guardian emails) followed end to end. */
  counts?: Pick<Tally, 'sent' | 'acknowledged' | 'stored' | 'delivered' | 'lost' | 'duplicated'>;
  countsOf?: string;
  figures: Array<[string, string | number]>;
  criteria: Criterion[];
  error?: string;
  seconds: number;
}

export const passed = (result: ScenarioResult) => !result.error && result.criteria.every((c) => c.ok);

const COLUMNS = ['sent', 'acknowledged', 'stored', 'delivered', 'lost', 'duplicated'] as const;

export function printScenario(result: ScenarioResult): void {
  const lines = [`\n== Scenario ${result.id}: ${result.title} — ${passed(result) ? 'PASS' : 'FAIL'} (${result.seconds.toFixed(1)} s)`];
  if (result.counts) {
    const widths = COLUMNS.map((c) => Math.max(c.length, String(result.counts![c]).length));
    lines.push(`  ${result.countsOf ?? 'messages'}`);
    lines.push(`    ${COLUMNS.map((c, i) => c.padStart(widths[i])).join('  ')}`);
    lines.push(`    ${COLUMNS.map((c, i) => String(result.counts![c]).padStart(widths[i])).join('  ')}`);
  }
  if (result.figures.length) {
    const width = Math.max(...result.figures.map(([name]) => name.length));
    for (const [name, value] of result.figures) lines.push(`  ${name.padEnd(width)}  ${value}`);
  }
  for (const criterion of result.criteria) lines.push(`  [${criterion.ok ? 'ok' : 'FAILED'}] ${criterion.name}`);
  if (result.error) lines.push(`  ERROR: ${result.error}`);
  console.log(lines.join('\n'));
}

export function printSummary(results: ScenarioResult[], totalSeconds: number): void {
  console.log('\n== Chaos suite summary');
  for (const r of results) {
    const c = r.counts;
    console.log(
      `  ${passed(r) ? 'PASS' : 'FAIL'}  ${r.id}. ${r.title.padEnd(44)} ${c ? `sent ${c.sent}, acknowledged ${c.acknowledged}, stored ${c.stored}, delivered ${c.delivered}, lost ${c.lost}, duplicated ${c.duplicated}` : ''}`,
    );
  }
  console.log(`  total ${totalSeconds.toFixed(1)} s`);
}
