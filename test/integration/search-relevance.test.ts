import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRelevance, QUESTION_GOALS, QUESTIONS, RELEVANCE_SET, scoreDocsSearch, scoreRelevance, type RelevanceFigures } from '../../bench/search-relevance';
import { shippedBuild } from '../helpers/shipped-site';

describe('search relevance on the shipped site (bench/search-relevance.json)', () => {
  let figures: RelevanceFigures;
  let questions: RelevanceFigures;
  let out: string;
  beforeAll(async () => {
    const built = await shippedBuild();
    expect(built.result.status, built.result.stderr).toBe(0);
    out = built.out;
    figures = await scoreRelevance(path.join(out, 'static', 'search'));
    questions = await scoreRelevance(path.join(out, 'static', 'search'), QUESTIONS);
    console.log(formatRelevance('search relevance', figures));
    console.log(formatRelevance('questions', questions, QUESTION_GOALS));
  });

  it('holds queries of every kind across the four products', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(RELEVANCE_SET.map((q) => q.kind));
    for (const kind of ['concept', 'task', 'name', 'api', 'typo', 'version', 'chinese']) expect(kinds).toContain(kind);
    for (const product of ['react-data-grid', 'react-date-pickers', 'react-charts', 'react-tree-view']) {
      expect(RELEVANCE_SET.filter((q) => q.pages.some((page) => page.includes(product))).length, product).toBeGreaterThanOrEqual(5);
    }
  });

  it('puts the expected page first for 90% of the queries, in the first three for 98%, and answers every query', () => {
    const misses = formatRelevance('misses', figures);
    expect(figures.hit1, misses).toBeGreaterThanOrEqual(0.9);
    expect(figures.hit3, misses).toBeGreaterThanOrEqual(0.98);
    expect(figures.empty).toEqual([]);
  });

  it('answers the queries of issue 54 as a reader expects', () => {
    const rank = (query: string) => figures.outcomes.find((o) => o.query === query)!.rank;
    expect(rank('line chart')).toBe(1);
    expect(rank('date range picker')).toBe(1);
    expect(rank('DataGridPro')).toBe(1);
    expect(rank('migrate data grid v7 to v8')).toBeGreaterThanOrEqual(1);
    expect(rank('migrate data grid v7 to v8')).toBeLessThanOrEqual(3);
    for (const query of ['pie chart', 'heatmap', 'zoom', 'chart tooltip', 'export csv', 'pivot']) expect(rank(query), query).toBe(1);
  });

  it('answers questions (bench/search-questions.json) across the four products, and docs mcp ranks them the same', async () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(100);
    for (const product of ['react-data-grid', 'react-date-pickers', 'react-charts', 'react-tree-view']) {
      expect(QUESTIONS.filter((q) => q.pages.some((page) => page.includes(product))).length, product).toBeGreaterThanOrEqual(10);
    }
    const misses = formatRelevance('misses', questions, QUESTION_GOALS);
    expect(questions.hit1, misses).toBeGreaterThanOrEqual(QUESTION_GOALS.hit1);
    expect(questions.hit3, misses).toBeGreaterThanOrEqual(QUESTION_GOALS.hit3);
    expect(questions.empty).toEqual([]);
    const mcp = await scoreDocsSearch(out, QUESTIONS);
    expect(mcp.outcomes.map((o) => o.rank)).toEqual(questions.outcomes.map((o) => o.rank));
  });
});
