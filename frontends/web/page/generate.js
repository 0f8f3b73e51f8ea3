// Generate: rows, columns, difficulty, symmetry and seed to `generate`; the puzzle (proved
// unique, with its rating) is then in play, drawn under the form, and the seed moves on.
import {loadPuzzle, showPlay} from './play.js';
import {$, setMode, ui} from './ui.js';

export function generate(ev) {
  if (ev) ev.preventDefault();
  const o = {rows: +$('gen-rows').value, cols: +$('gen-cols').value, difficulty: $('gen-difficulty').value,
             symmetry: $('gen-symmetry').value, seed: +$('gen-seed').value};
  $('gen-status').textContent = 'Generating…';
  setTimeout(() => {  // after the status is drawn
    let rec;
    const t0 = performance.now();
    try {
      rec = ui.engine.generate(o);
    } catch (e) {
      $('gen-status').textContent = e.message;
      return;
    }
    const ms = performance.now() - t0;
    const rating = rec.meta && rec.meta.rating;
    $('gen-status').textContent = `${rec.id}: unique, ` +
      (rating ? `level ${rating.level} (score ${rating.score}, hardest ${rating.hardest})` : 'not rated') +
      ` in ${ms.toFixed(0)} ms`;
    $('gen-seed').value = o.seed + 1;
    loadPuzzle(rec, rating);
    setMode('generate');
  }, 0);
}

export const showGenerate = () => showPlay($('pane-generate'));
