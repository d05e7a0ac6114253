import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's modules form no import cycle (type-only imports aside): the domain reaches sockets
 * through lib/server/realtime/emit.ts, which imports no service, and the socket server imports
 * the domain, never the other way round.
 */
const ROOTS = ['lib', 'models', 'app/api'];
const IMPORT = /^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : undefined;
  if (base === undefined) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].map((c) => path.normalize(c)).find((c) => existsSync(c));
}

function findCycles(): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const deps = [...readFileSync(file, 'utf8').matchAll(IMPORT)].filter((m) => !m[1]).map((m) => resolve(file, m[2]));
    graph.set(path.normalize(file), deps.filter((d): d is string => d !== undefined));
  }
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (node: string, stack: string[]) => {
    state.set(node, 'open');
    stack.push(node);
    for (const dep of graph.get(node) ?? []) {
      if (state.get(dep) === 'open') cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep, stack);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
}

describe('module structure', () => {
  it('has no import cycle between the server modules', () => {
    expect(findCycles().map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('keeps the emit module free of services: it imports only the singleton helper and the session cache, which imports only the clock and the singleton', () => {
    const runtimeImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].filter((m) => !m[1]).map((m) => m[2]);
    expect(runtimeImports('lib/server/realtime/emit.ts')).toEqual(['../auth/session-cache', '../singleton']);
    expect(runtimeImports('lib/server/auth/session-cache.ts')).toEqual(['../clock', '../singleton']);
  });
});
