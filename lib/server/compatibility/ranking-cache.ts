/**
 * A short-lived, per-viewer ranking of the whole pool by compatibility, so sort=compatibility
 * scores every candidate once per viewer and the cursor's next pages only read the rows they
 * show. In this process only: another node builds its own, and a candidate's changed answers
 * reach a viewer's order within RANKING_TTL_MS (the viewer's own change forgets hers at once).
 */
export type Ranking = { ids: string[]; scores: Array<number | null>; commons: Array<number | null>; indexById: Map<string, number> };

const RANKING_TTL_MS = 2 * 60 * 1000;
const MAX_RANKINGS = 500;

type Entry = { ranking: Promise<Ranking>; expires: number };
const rankings = new Map<string, Entry>();

/** The viewer's ranking, built by `build` when none is fresh; concurrent callers share one build. */
export function rankingFor(viewerId: string, build: () => Promise<Ranking>): Promise<Ranking> {
  const at = performance.now();
  const cached = rankings.get(viewerId);
  if (cached && cached.expires > at) return cached.ranking;
  rankings.delete(viewerId);
  if (rankings.size >= MAX_RANKINGS) rankings.delete(rankings.keys().next().value as string);
  const ranking = build();
  rankings.set(viewerId, { ranking, expires: at + RANKING_TTL_MS });
  ranking.catch(() => rankings.delete(viewerId));
  return ranking;
}

/** Her answers changed: her scores with everyone did too. */
export function forgetRanking(viewerId: string): void {
  rankings.delete(viewerId);
}
