import { tokenize } from '../../templates/search/tokenize';
import type { SiteConfig } from '../../templates/shared/site';

/** What a language manifest carries for reading queries (`SearchIndexManifest.synonyms` and `fillers`). */
export interface SearchVocabulary {
  /** Term, or phrase of terms joined by spaces → the terms a reader may mean by it. */
  synonyms: Record<string, string[]>;
  /** Terms that frame a question and say nothing of its topic. */
  fillers: string[];
}

/**
 * English words that frame a question or a wish and say nothing of its topic ("how do I", "is there
 * a way to", "I want my users to", "get notified when"): left out of the ranking, as stop words are,
 * unless the query has nothing else. Kept out of the index's stop words: a page may be about them.
 */
const ENGLISH_FILLERS = `where why what which who whom whose whether
  i me my mine we our us myself someone somebody user users people anyone everyone guy guys
  want wanted wants need needs needed would could should must might may shall able possible possibly way ways
  like please help thanks thank anyhow anyway somehow something anything thing things stuff
  get getting got make making made let lets know tell find trying try tried
  just also still even really actually instead anymore already currently eventually
  work works working worked happen happens nothing up e g etc`;

/**
 * Everyday words of English questions that documentation of user interfaces says otherwise: the
 * reader's word on the left, the words pages use on the right. Kept general (no product's terms: a
 * site adds its own with `searchSynonyms`) and one-way, so a page's own word is never diluted.
 */
const ENGLISH_SYNONYMS: Record<string, string[]> = {
  notify: ['event', 'callback', 'listen', 'handler'],
  notified: ['event', 'callback', 'listen', 'handler'],
  notification: ['event', 'callback', 'listen'],
  detect: ['event', 'callback', 'listen'],
  tall: ['height'],
  taller: ['height'],
  short: ['height'],
  shorter: ['height'],
  wide: ['width'],
  wider: ['width'],
  narrow: ['width'],
  narrower: ['width'],
  big: ['size', 'large'],
  bigger: ['size'],
  smaller: ['size', 'compact'],
  huge: ['large'],
  delete: ['remove'],
  remove: ['delete'],
  rename: ['edit', 'label', 'text'],
  translate: ['localization', 'locale', 'language'],
  translation: ['localization', 'locale'],
  language: ['locale', 'localization'],
  remember: ['persist', 'store', 'save'],
  persist: ['store', 'save'],
  stop: ['disable', 'off'],
  prevent: ['disable'],
  forbid: ['disable'],
  block: ['disable'],
  colour: ['color'],
  colours: ['color'],
  grey: ['gray'],
  customise: ['customize'],
  slow: ['performance'],
  sluggish: ['performance'],
  lag: ['performance'],
  picture: ['image'],
  download: ['export'],
  phone: ['mobile'],
  phones: ['mobile'],
  blind: ['screen reader'],
  wrong: ['error', 'invalid'],
  broken: ['error'],
  fails: ['error'],
  jump: ['scroll'],
  upgrade: ['migration'],
  upgrading: ['migration'],
  changelog: ['migration'],
  'release notes': ['migration'],
  'breaking changes': ['migration'],
  deprecated: ['migration'],
  open: ['expand'],
  opened: ['expanded'],
  close: ['collapse'],
  start: ['initial', 'default'],
  two: ['multiple'],
  several: ['multiple'],
  brand: ['theme', 'palette'],
  'not clickable': ['disabled'],
  unclickable: ['disabled'],
  'not selectable': ['disabled'],
  'not editable': ['disabled', 'read-only'],
  'screen reader': ['accessibility', 'aria'],
  'turn off': ['disable'],
  'switch off': ['disable'],
  'small screen': ['mobile', 'responsive'],
  'dark mode': ['color mode', 'theme'],
  gray: ['grey'],
};

/** Each language's vocabulary for the index: the compiler's own in English, its synonyms extended by the site's `searchSynonyms`. */
export function searchVocabularies(config: Pick<SiteConfig, 'searchSynonyms' | 'languages' | 'defaultLanguage'>): Record<string, SearchVocabulary> {
  const languages = config.languages?.length ? config.languages : [config.defaultLanguage];
  return Object.fromEntries(
    languages.map((lang) => {
      const english = lang.startsWith('en');
      const fillers = english ? [...new Set(tokenize(ENGLISH_FILLERS, lang).map((t) => t.term))] : [];
      return [lang, { synonyms: synonymsOf([...(english ? [ENGLISH_SYNONYMS] : []), config.searchSynonyms ?? {}], lang), fillers }];
    }),
  );
}

/** The entries as terms: a key of several words becomes a phrase (its terms joined by spaces), each value its terms, the key's own left out. */
function synonymsOf(sources: readonly Record<string, string[]>[], lang: string): Record<string, string[]> {
  const merged = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const [key, words] of Object.entries(source)) {
      const keys = tokenize(key, lang).map((t) => t.term);
      if (keys.length === 0) continue;
      const phrase = keys.join(' ');
      let set = merged.get(phrase);
      if (!set) merged.set(phrase, (set = new Set()));
      for (const word of words) for (const { term } of tokenize(word, lang)) if (!keys.includes(term)) set.add(term);
    }
  }
  return Object.fromEntries([...merged].filter(([, set]) => set.size > 0).map(([term, set]) => [term, [...set]]));
}
