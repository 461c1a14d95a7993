import { loadSite, type LoadedSite } from '../site/load-site';
import { trace } from '../helpers/trace';

/** Says no API package is to be extracted here: the engine's thread does that. */
class ExtractionDeclined extends Error {}

/**
 * The site, loaded in the dev server's thread while the engine's thread is still loading the renderer
 * (React, Material UI and the compiler, half a second): the engine starts from it instead of loading
 * it after, one thread doing in turn what two can do at once. Null when the engine is to load it
 * itself: when an API package is missing from the cache (its extraction takes seconds of CPU, which
 * this thread, answering the browser, must not spend) or on any failure, which the engine then meets
 * and reports as it always has.
 */
export async function loadSiteAhead(contentDir: string, cacheDir: string): Promise<LoadedSite | null> {
  try {
    const loaded = await loadSite({
      contentDir,
      cacheDir,
      typescript: { extractStale: () => Promise.reject(new ExtractionDeclined()), noApi: () => undefined, abandon: () => undefined },
    });
    trace('site loaded ahead of the dev engine');
    return loaded;
  } catch {
    return null;
  }
}
