/** Entry of `bench/search-figures.mjs`: our figures and MiniSearch's on the relevance set, for a built site (argv[2]). */
import path from 'node:path';
import { miniSearchAtBudget, miniSearchFigures } from './search-minisearch';
import { formatRelevance, HELD_OUT_SET, indexBytesPerPage, scoreRelevance } from './search-relevance';

const dist = process.argv[2]!;
const ours = await scoreRelevance(path.join(dist, 'static', 'search'));
const budget = indexBytesPerPage(path.join(dist, 'static', 'search'));
process.stdout.write(`${formatRelevance(`ours (index ${budget.toFixed(0)} B gzipped per page)`, ours)}\n\n`);
const full = miniSearchFigures(dist);
process.stdout.write(`${formatRelevance(`MiniSearch, full text (index ${full.bytesPerPage.toFixed(0)} B gzipped per page)`, full.figures).split('\n')[0]}\n`);
const fitted = miniSearchAtBudget(dist, budget);
process.stdout.write(`${formatRelevance(`MiniSearch, ${fitted.words} words per section (index ${fitted.bytesPerPage.toFixed(0)} B gzipped per page)`, fitted.figures).split('\n')[0]}\n`);
process.stdout.write(`\nHeld-out queries (bench/search-relevance-heldout.json, not tuned on):\n`);
process.stdout.write(`${formatRelevance('ours', await scoreRelevance(path.join(dist, 'static', 'search'), HELD_OUT_SET))}\n`);
process.stdout.write(`${formatRelevance('MiniSearch, full text', miniSearchFigures(dist, undefined, HELD_OUT_SET).figures).split('\n')[0]}\n`);
