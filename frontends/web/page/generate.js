// Generate: rows, columns, difficulty, symmetry and seed to `generate`, in the engine's
// worker: the page stays live, the status counts the seconds and shows the generator's
// progress (tries, fill changes, proofs, phase), Cancel ends the worker (and
// starts another), and a click while one runs starts no second one. The puzzle (proved
// unique, with its rating) is then in play, drawn under the form, or on a phone in Play with
// its pad and toolbar; the seed moves on.
import {cancel, message} from './engine.js';
import {loadPuzzle, showPlay} from './play.js';
import {$, ui} from './ui.js';

let running = null;  // {timer} while a generate runs

function done() {
  clearInterval(running.timer);
  running = null;
  $('generate').disabled = false;
  $('gen-cancel').hidden = true;
}

export async function generate(ev) {
  if (ev) ev.preventDefault();
  if (running) return;
  const o = {rows: +$('gen-rows').value, cols: +$('gen-cols').value, difficulty: $('gen-difficulty').value,
             symmetry: $('gen-symmetry').value, seed: +$('gen-seed').value};
  const t0 = performance.now();
  const status = $('gen-status');
  let progress = '';
  const tick = () => {
    status.textContent = `Generating ${o.rows}x${o.cols}… ${((performance.now() - t0) / 1000).toFixed(0)} s` +
      (progress ? `: ${progress}` : '');
  };
  running = {timer: setInterval(tick, 1000)};
  tick();
  $('generate').disabled = true;
  $('gen-cancel').hidden = false;
  let rec;
  try {
    rec = await ui.engine.generate(o, (line) => { progress = line; tick(); });
  } catch (e) {
    status.textContent = message(e) === 'Cancelled' ? 'Cancelled.' : message(e);
    done();
    return;
  }
  done();
  const ms = performance.now() - t0;
  const rating = rec.meta && rec.meta.rating;
  status.textContent = `${rec.id}: unique, ` +
    (rating ? `level ${rating.level} (score ${rating.score}, hardest ${rating.hardest})` : 'not rated') +
    ` in ${ms.toFixed(0)} ms`;
  $('gen-seed').value = o.seed + 1;
  const phone = matchMedia('(max-width: 700px)').matches;
  loadPuzzle(rec, rating, phone ? 'play' : 'generate');
  if (phone) $('play-tools').scrollIntoView({block: 'start'});
}

export function cancelGenerate() {
  if (running) cancel();
}

export const showGenerate = () => showPlay($('gen-slot'));
