import { parentPort, workerData } from 'node:worker_threads';
import type { SearchIndexBuilder } from './build-index';
import { SearchSnapshotStore } from './search-snapshot';
import type { SearchThreadAnswer, SearchThreadData, SearchThreadRequest } from './search-thread';

const { cacheDir, outDir } = workerData as SearchThreadData;
const post = (answer: SearchThreadAnswer) => parentPort!.postMessage(answer);

let store: SearchSnapshotStore | undefined;
let index: SearchIndexBuilder | undefined;
try {
  // At once: this is what the thread is for (see `openSearchSession`).
  store = SearchSnapshotStore.open(cacheDir, outDir);
  store.restore();
} catch (error) {
  post({ type: 'failed', message: (error as Error).stack ?? String(error) });
}

parentPort!.on('message', (request: SearchThreadRequest) => {
  try {
    if (!store) return;
    if (request.type === 'start') {
      const started = store.start(request.routes, (i) => request.keys[i]);
      index = started.index;
      post({ type: 'known', known: started.known });
    } else if (request.type === 'add') {
      for (const page of request.pages) {
        index!.add(page);
        store.added(page);
      }
    } else if (request.type === 'scanAhead') {
      index!.scanAhead();
    } else {
      const present = request.present && new Set(request.present);
      post({ type: 'built', output: index!.build(present ? (name) => present.has(name) : undefined, request.vocabularies) });
      store.save(index!, (i) => request.keys[i]!);
      post({ type: 'saved' });
    }
  } catch (error) {
    post({ type: 'failed', message: (error as Error).stack ?? String(error) });
  }
});
