/**
 * The relevance sets run through the browser's own searcher against a built site's index, read from
 * disk: keywords (`search-relevance.json`: what a reader types, each with the page it must find) and
 * questions (`search-questions.json`: asked the way readers ask them in MUI X's issues, each with the
 * pages that answer it). Run by `test/integration/search-relevance.test.ts` (which asserts the
 * thresholds) and printed by `npm run bench:search`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtSite } from '../compiler/mcp/site-source';
import { createDocsSearch } from '../compiler/mcp/search-docs';
import { createSearcher, type SearchResults } from '../templates/search/query';
import questionsHeldOut from './search-questions-heldout.json';
import questions from './search-questions.json';
import heldOutSet from './search-relevance-heldout.json';
import relevanceSet from './search-relevance.json';

export interface RelevanceQuery {
  query: string;
  /** Routes that answer it, e.g. `/x/react-charts/lines/`: the first of them listed counts. */
  pages: string[];
  /** Language of the index to search; `en` when absent. */
  lang?: string;
  /** Keywords: concept, task, name, api, typo, version, chinese; questions: how, can, want, problem, event, where, which, what. */
  kind: string;
  /** The issue or discussion the question was written from (in our own words), e.g. `mui/mui-x#5826`. */
  from?: string;
}

export interface RelevanceOutcome extends RelevanceQuery {
  /** 1-based position of the first answering page in the list the reader sees; 0 when absent. */
  rank: number;
  /** The first routes listed. */
  top: string[];
}

export interface RelevanceFigures {
  queries: number;
  hit1: number;
  hit3: number;
  /** Mean reciprocal rank. */
  mrr: number;
  /** Queries that listed nothing. */
  empty: string[];
  outcomes: RelevanceOutcome[];
}

export const RELEVANCE_SET: RelevanceQuery[] = relevanceSet;
/**
 * Queries written after the ranking was tuned on `RELEVANCE_SET` and never tuned on since: how well
 * the ranking carries to queries it was not fitted to. Printed by the bench, asserted nowhere (an
 * assertion would make it one more set to fit).
 */
export const HELD_OUT_SET: RelevanceQuery[] = heldOutSet;
/** Questions, every fourth of those written held out in `QUESTIONS_HELD_OUT` (printed, never tuned on, asserted nowhere). */
export const QUESTIONS: RelevanceQuery[] = questions;
export const QUESTIONS_HELD_OUT: RelevanceQuery[] = questionsHeldOut;

/** 1-based position of the first of `pages` in `routes`; 0 when none is listed. */
export function rankOf(routes: readonly string[], pages: readonly string[]): number {
  const at = routes.findIndex((route) => pages.includes(route));
  return at + 1;
}

/** Routes in the order the dialog lists them (grouped by product, as the reader sees them). */
export function listedRoutes(results: SearchResults): string[] {
  return results.groups.flatMap((group) => group.pages.map((page) => page.route));
}

/** `searchFolder`: a built site's `static/search/`. */
export async function scoreRelevance(searchFolder: string, set: readonly RelevanceQuery[] = RELEVANCE_SET): Promise<RelevanceFigures> {
  const searchers = new Map<string, ReturnType<typeof createSearcher>>();
  const load = async (url: string) => JSON.parse(readFileSync(path.join(searchFolder, url), 'utf8')) as unknown;
  const outcomes: RelevanceOutcome[] = [];
  for (const entry of set) {
    const lang = entry.lang ?? 'en';
    let searcher = searchers.get(lang);
    if (!searcher) searchers.set(lang, (searcher = createSearcher('manifest.json', lang, load)));
    const routes = listedRoutes(await searcher.search(entry.query));
    outcomes.push({ ...entry, rank: rankOf(routes, entry.pages), top: routes.slice(0, 3) });
  }
  return figuresOf(outcomes);
}

/**
 * The set's queries in the site's default language (the one `search_docs` searches) through `docs
 * mcp`'s `search_docs` on a built site (`dist`), its ten first hits as the pages it lists: the
 * figures the dialog gets on them, since both rank with `templates/search`.
 */
export async function scoreDocsSearch(dist: string, set: readonly RelevanceQuery[]): Promise<RelevanceFigures> {
  const source = builtSite(dist);
  const search = createDocsSearch(source);
  const index = await source.index();
  const outcomes: RelevanceOutcome[] = [];
  for (const entry of set.filter((q) => (q.lang ?? 'en') === index.defaultLanguage)) {
    const result = await search(index, entry.query, { limit: 10 });
    const routes = 'hits' in result ? result.hits.map((hit) => new URL(hit.url).pathname) : [];
    outcomes.push({ ...entry, rank: rankOf(routes, entry.pages), top: routes.slice(0, 3) });
  }
  return figuresOf(outcomes);
}

export function figuresOf(outcomes: RelevanceOutcome[]): RelevanceFigures {
  const share = (test: (o: RelevanceOutcome) => boolean) => outcomes.filter(test).length / Math.max(1, outcomes.length);
  return {
    queries: outcomes.length,
    hit1: share((o) => o.rank === 1),
    hit3: share((o) => o.rank >= 1 && o.rank <= 3),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank > 0 ? 1 / o.rank : 0), 0) / Math.max(1, outcomes.length),
    empty: outcomes.filter((o) => o.top.length === 0).map((o) => o.query),
    outcomes,
  };
}

/** Gzipped bytes per page of a built site's search index: every language's manifest and shards over every language's pages. */
export function indexBytesPerPage(searchFolder: string): number {
  const manifests = JSON.parse(readFileSync(path.join(searchFolder, 'manifest.json'), 'utf8')) as Record<string, string>;
  let bytes = 0;
  let pages = 0;
  for (const [lang, manifest] of Object.entries(manifests)) {
    pages += (JSON.parse(readFileSync(path.join(searchFolder, manifest), 'utf8')) as { pages: unknown[] }).pages.length;
    for (const name of readdirSync(searchFolder)) {
      if (name === manifest || name.startsWith(`${lang}-`)) bytes += gzipSync(readFileSync(path.join(searchFolder, name)), { level: 9 }).length;
    }
  }
  return bytes / Math.max(1, pages);
}

/** What a set must reach: the keyword set's goals (issue 54), the question set's (issue 67). */
export interface RelevanceGoals {
  hit1: number;
  hit3: number;
}
export const KEYWORD_GOALS: RelevanceGoals = { hit1: 0.9, hit3: 0.98 };
export const QUESTION_GOALS: RelevanceGoals = { hit1: 0.85, hit3: 0.97 };

/** The figures as `npm run bench` prints them, with every query not found first. */
export function formatRelevance(label: string, figures: RelevanceFigures, goals: RelevanceGoals = KEYWORD_GOALS): string {
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `${label}: ${figures.queries} queries, hit@1 ${percent(figures.hit1)} (goal ≥ ${percent(goals.hit1)}), hit@3 ${percent(figures.hit3)} (goal ≥ ${percent(goals.hit3)}), MRR ${figures.mrr.toFixed(3)}, ${figures.empty.length} with no result (goal 0)`,
  ];
  for (const o of figures.outcomes) {
    if (o.rank !== 1) lines.push(`  ${o.rank === 0 ? 'missed' : `#${o.rank}`}  "${o.query}" → ${o.pages.join(' or ')} (listed first: ${o.top[0] ?? 'nothing'})`);
  }
  return lines.join('\n');
}
