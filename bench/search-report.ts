/** Entry of `bench/search-figures.mjs`: our figures and MiniSearch's on the keyword and question sets, for a built site (argv[2]). */
import path from 'node:path';
import { miniSearchAtBudget, miniSearchFigures } from './search-minisearch';
import { formatRelevance, HELD_OUT_SET, indexBytesPerPage, QUESTION_GOALS, QUESTIONS, QUESTIONS_HELD_OUT, RELEVANCE_SET, scoreDocsSearch, scoreRelevance } from './search-relevance';

const dist = process.argv[2]!;
const folder = path.join(dist, 'static', 'search');
const write = (text: string) => process.stdout.write(`${text}\n`);
const firstLine = (text: string) => text.split('\n')[0]!;

const ours = await scoreRelevance(folder);
const budget = indexBytesPerPage(folder);
write(formatRelevance(`Keywords (bench/search-relevance.json), ours (index ${budget.toFixed(0)} B gzipped per page)`, ours));
const full = miniSearchFigures(dist);
write(firstLine(formatRelevance(`MiniSearch, full text (index ${full.bytesPerPage.toFixed(0)} B gzipped per page)`, full.figures)));
const fitted = miniSearchAtBudget(dist, budget);
write(firstLine(formatRelevance(`MiniSearch, ${fitted.words} words per section (index ${fitted.bytesPerPage.toFixed(0)} B gzipped per page)`, fitted.figures)));

write('\nQuestions (bench/search-questions.json):');
const questions = await scoreRelevance(folder, QUESTIONS);
write(formatRelevance('ours', questions, QUESTION_GOALS));
write(firstLine(formatRelevance('MiniSearch, full text', miniSearchFigures(dist, undefined, QUESTIONS).figures, QUESTION_GOALS)));

write('\nHeld out, never tuned on (bench/search-relevance-heldout.json, bench/search-questions-heldout.json):');
write(formatRelevance('keywords, ours', await scoreRelevance(folder, HELD_OUT_SET)));
write(firstLine(formatRelevance('keywords, MiniSearch, full text', miniSearchFigures(dist, undefined, HELD_OUT_SET).figures)));
write(formatRelevance('questions, ours', await scoreRelevance(folder, QUESTIONS_HELD_OUT), QUESTION_GOALS));
write(firstLine(formatRelevance('questions, MiniSearch, full text', miniSearchFigures(dist, undefined, QUESTIONS_HELD_OUT).figures, QUESTION_GOALS)));

write("\ndocs mcp's search_docs (the default language's queries; the same ranking code, ten hits a query), beside the dialog on the same queries:");
const english = RELEVANCE_SET.filter((q) => (q.lang ?? 'en') === 'en');
write(firstLine(formatRelevance('keywords in English, search_docs', await scoreDocsSearch(dist, english))));
write(firstLine(formatRelevance('keywords in English, dialog', await scoreRelevance(folder, english))));
write(firstLine(formatRelevance('questions, search_docs', await scoreDocsSearch(dist, QUESTIONS), QUESTION_GOALS)));
write(firstLine(formatRelevance('questions, dialog', questions, QUESTION_GOALS)));
