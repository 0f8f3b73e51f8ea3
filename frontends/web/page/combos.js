// The combination panel (#combinations) for the selected cell: for each of its two runs the
// sum, the length and every set of distinct digits that makes it, the sets the run's other
// placed digits (givens included) rule out struck; and the digits the cell can still take.
// Fill candidates writes those digits as pencil marks in every empty cell, one undoable step.
import {change, hooks, play} from './play.js';
import {$} from './ui.js';

// Every set of `len` distinct digits 1..9 summing to `sum`, each as a sorted array.
const table = new Map();
export function combinations(len, sum) {
  const key = len * 100 + sum;
  if (!table.has(key)) {
    const out = [];
    for (let m = 0; m < 512; m++) {
      const ds = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1)));
      if (ds.length === len && ds.reduce((a, b) => a + b, 0) === sum) out.push(ds);
    }
    table.set(key, out);
  }
  return table.get(key);
}

// A run seen from the cell (r, c): its sets, each struck or not, and the digits they leave
// the cell (those of the sets kept, but the run's other digits).
function runView(run, r, c) {
  const placed = run.cells.filter(([i, j]) => !(i === r && j === c)).map(([i, j]) => play.digits[i][j]).filter(Boolean);
  const sets = combinations(run.cells.length, run.sum).map((ds) => ({ds, struck: !placed.every((d) => ds.includes(d))}));
  const left = new Set();
  for (const s of sets) if (!s.struck) for (const d of s.ds) if (!placed.includes(d)) left.add(d);
  return {run, sets, left};
}

// The digits the cell (r, c) can still take: what both its runs leave it.
export function cellDigits(r, c) {
  let digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (const dir of ['across', 'down']) {
    const run = play.sums[r][c][dir];
    if (run) digits = digits.filter((d) => runView(run, r, c).left.has(d));
  }
  return digits;
}

export function drawCombinations() {
  const box = $('combinations');
  const p = play;
  if (!p.record || !p.sel || p.solved) {
    box.innerHTML = '';
    return;
  }
  const [r, c] = p.sel;
  const html = [];
  for (const dir of ['across', 'down']) {
    const run = p.sums[r][c][dir];
    if (!run) continue;
    const v = runView(run, r, c);
    html.push(`<p data-run="${dir}">${dir === 'across' ? 'Across' : 'Down'} ${run.sum} in ${run.cells.length}: ` +
      (v.sets.length ? v.sets.map((s) => (s.struck ? `<s>${s.ds.join('')}</s>` : `<span>${s.ds.join('')}</span>`)).join(' ') : 'no set') + '</p>');
  }
  const ds = cellDigits(r, c);
  html.push(`<p data-can="${ds.join('')}">(${r},${c}) can take: ${ds.length ? ds.join(' ') : 'nothing (a digit is wrong)'}</p>`);
  box.innerHTML = html.join('');
}

// Fill candidates: every empty cell's pencil marks from its panel, as one undoable step.
export function fillCandidates() {
  const p = play;
  if (!p.record) return;
  const list = [];
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++) {
      if (p.cells[r][c].kind !== 'white' || p.digits[r][c]) continue;
      const marks = cellDigits(r, c).reduce((m, d) => m | (1 << d), 0);
      if (marks !== p.marks[r][c]) list.push([r, c, 0, marks]);
    }
  change(list);
}

hooks.drawn.push(drawCombinations);
