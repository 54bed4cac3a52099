// files.cell-pictures: the images stored before uploads made their list-cell pictures get them (files/cell-pictures.ts),
// a batch at a time. A run works for a few seconds at most, then sends itself its continuation after a pause, so the
// other queues and the requests get their turn while a large library catches up. The schedule only starts it (after
// an upgrade, or a restored database); once all are made a run is one look at an empty index.
import { CELL_PICTURES_BATCH, fillCellPictures } from '../files/cell-pictures';
import type { BackgroundJob } from './background-job';

export const CELL_PICTURES_QUEUE = 'files.cell-pictures';
/** How long a run works batches before it leaves the rest to its continuation. */
const RUN_BUDGET_MS = 10_000;
const PAUSE_SECONDS = 2;

export const cellPicturesJob: BackgroundJob = {
  name: CELL_PICTURES_QUEUE,
  everyMinutes: () => 5,
  async run({ db, storage, log, queue }, _data, run) {
    const until = Date.now() + RUN_BUDGET_MS;
    let filled = 0;
    for (;;) {
      // a run taken away (a stop, a lost heartbeat) ends here: the queue tries it again
      if (run?.signal.aborted) break;
      const looked = await fillCellPictures(db, storage, log);
      filled += looked;
      if (looked < CELL_PICTURES_BATCH) break;
      if (Date.now() > until) {
        await queue.send(CELL_PICTURES_QUEUE, {}, { startAfter: PAUSE_SECONDS });
        break;
      }
    }
    if (filled) log.info({ filled }, 'cell pictures made for stored images');
  },
};
