// Play: the puzzle in play as data (its cells and runs, the digits and pencil marks, the undo
// and redo stacks, the selection, the hint shown) and the board and status line drawn from
// it: the runs the digits break (rules.js), the hint's cells and the engine's wrong digits
// (hint.js) marked.
import {drawBoard, parseCell, selectCell} from './board.js';
import {SOLVED_HTML, brokenText, judge, runAt, runsOf} from './rules.js';
import {loadProgress, progressKey, saveCurrent, saveProgress} from './storage.js';
import {$, setMode, ui} from './ui.js';

// tryMark: the undo stack's length when Try was pressed (null: not trying); several: the
// solutions counted when the puzzle opened (null until the engine answered); elapsed: the
// timer's milliseconds (timer.js).
export const play = {
  record: null, text: '', key: '', cells: [], runs: [], sums: [], rows: 0, cols: 0,
  digits: [], marks: [], given: [], undo: [], redo: [], sel: null, pencil: false,
  hint: null, wrong: [], solved: false, rating: null, version: 0, seq: null,
  tryMark: null, several: null, elapsed: 0,
};
// Called after a puzzle is loaded (link.js writes the address, checks its solutions) and
// after every change of the digits (the combinations panel).
export const hooks = {loaded: [], drawn: []};

// The record as the page keeps it and hands it to the command.
function recordText(rec) {
  const r = {id: rec.id || 'page', rows: rec.rows, cols: rec.cols, grid: rec.grid};
  if (rec.givens) r.givens = rec.givens;
  return JSON.stringify(r);
}

// The puzzle in play, shown in Play (or in `mode`: Generate draws it under its form).
export function loadPuzzle(rec, rating, mode = 'play') {
  const p = play;
  p.record = rec;
  p.text = recordText(rec);
  p.key = progressKey(rec);
  p.rows = rec.rows;
  p.cols = rec.cols;
  p.cells = rec.grid.map((row) => row.map(parseCell));
  p.runs = runsOf(p.cells, p.rows, p.cols);
  p.sums = p.cells.map((row) => row.map(() => ({})));
  for (const run of p.runs) for (const [r, c] of run.cells) p.sums[r][c][run.dir] = run;
  p.given = rec.grid.map((row, r) => row.map((_, c) => (rec.givens ? rec.givens[r][c] : 0)));
  p.digits = p.given.map((row) => row.slice());
  p.marks = p.given.map((row) => row.map(() => 0));
  p.undo = [];
  p.redo = [];
  p.version++;
  p.seq = null;
  p.hint = null;
  p.wrong = [];
  p.rating = rating || null;
  p.sel = null;
  p.tryMark = null;
  p.several = null;
  p.elapsed = 0;
  const saved = loadProgress(p.key);
  if (saved && saved.digits && saved.digits.length === p.rows) {
    p.digits = saved.digits;
    p.marks = saved.marks;
    p.rating = p.rating || saved.rating || null;
    p.elapsed = saved.elapsed || 0;
  }
  for (let r = 0; r < p.rows && !p.sel; r++)
    for (let c = 0; c < p.cols && !p.sel; c++) if (p.cells[r][c].kind === 'white') p.sel = [r, c];
  saveCurrent(p.text);
  save();
  showHint(null);
  setMode(mode);  // draws the board (showPlay)
  for (const f of hooks.loaded) f(p);
}

export function save() {
  const p = play;
  if (p.record) saveProgress(p.key, {digits: p.digits, marks: p.marks, rating: p.rating, elapsed: Math.round(p.elapsed)});
}

// The state as the command reads it (--state): the record with the digits so far.
export function stateText() {
  const p = play;
  return JSON.stringify({rows: p.rows, cols: p.cols, grid: p.record.grid, solution: p.digits});
}

// Play's board in `slot` (Play's, or Generate's pane under its form).
export function showPlay(slot) {
  if (ui.board.parentElement !== slot) slot.append(ui.board);  // a move restyles every cell
  ui.board.classList.remove('setting');
  ui.board.setAttribute('aria-label', 'Puzzle: arrows move, digits enter, P pencil marks, Backspace erases');
  update();
}

// The hint's marks: its cells, its runs' cells, the candidates it removes, the focused chain
// link's cells.
function hintMarks(h) {
  const hintCells = new Set(), runCells = new Set(), whyCells = new Set();
  const gone = new Map();
  if (h && h.step) {
    for (const [r, c] of h.step.cells) hintCells.add(r + ',' + c);
    for (const run of h.step.runs) {
      const found = runAt(play.runs, run);
      if (found) for (const [r, c] of found.cells) runCells.add(r + ',' + c);
    }
    for (const [r, c, d] of h.step.eliminate) {
      const k = r + ',' + c;
      if (!gone.has(k)) gone.set(k, new Set());
      gone.get(k).add(d);
    }
    if (h.why) for (const [r, c] of h.why.cells) whyCells.add(r + ',' + c);
  }
  return {hintCells, runCells, whyCells, gone};
}

// The accessible name of a white cell: its position, its runs' sums, its digit or marks.
function cellLabel(r, c, digit, given, marks, broken) {
  const s = play.sums[r][c];
  const sums = [s.across ? `across ${s.across.sum}` : '', s.down ? `down ${s.down.sum}` : ''].filter(Boolean).join(', ');
  const what = digit ? `${digit}${given ? ' given' : ''}` : marks.length ? 'marks ' + marks.map((m) => m.d).join(' ') : 'empty';
  return `row ${r} column ${c} (${r},${c}), ${sums}: ${what}${broken ? ', broken run' : ''}`;
}

export function update() {
  const p = play;
  $('play-empty').hidden = !!p.record;
  $('play-tools').hidden = !p.record;
  document.querySelector('#pane-play .pad').hidden = !p.record;
  if (!p.record) return;
  const tried = new Set();
  if (p.tryMark != null) for (const a of p.undo.slice(p.tryMark)) for (const x of a) tried.add(x.r + ',' + x.c);
  const {broken, brokenCells, solved} = judge(p);
  p.solved = solved;
  const h = p.hint;
  const {hintCells, runCells, whyCells, gone} = hintMarks(h);
  const wrong = new Set(p.wrong.map((w) => w.cell[0] + ',' + w.cell[1]));
  drawBoard(ui.board, p.rows, p.cols, (r, c) => {
    const k = p.cells[r][c];
    const key = r + ',' + c;
    if (k.kind !== 'white') return k;
    const classes = [];
    if (p.given[r][c]) classes.push('given');
    if (runCells.has(key)) classes.push('run-hint');
    if (hintCells.has(key) || gone.has(key)) classes.push('hint');
    if (whyCells.has(key)) classes.push('why');
    if (brokenCells.has(key)) classes.push('broken');
    if (wrong.has(key)) classes.push('wrong');
    if (tried.has(key)) classes.push('try');
    if (p.sel && p.sel[0] === r && p.sel[1] === c) classes.push('selected');
    const digit = p.digits[r][c];
    let marks = [];
    if (!digit && gone.has(key) && h.candidates) {  // the hint's candidates, its eliminations struck
      marks = [...h.candidates[r][c]].map((ch) => ({d: +ch, gone: gone.get(key).has(+ch)}));
    } else if (!digit) {
      for (let d = 1; d <= 9; d++) if (p.marks[r][c] & (1 << d)) marks.push({d, gone: false});
    }
    const label = cellLabel(r, c, digit, p.given[r][c], marks, brokenCells.has(key));
    return {kind: 'white', digit, marks, classes, label, invalid: brokenCells.has(key)};
  });
  ui.board.classList.toggle('solved', p.solved);
  selectCell(ui.board, p.sel);
  $('undo').disabled = p.undo.length === 0;
  $('redo').disabled = p.redo.length === 0;
  $('pencil').setAttribute('aria-pressed', String(p.pencil));
  $('try').setAttribute('aria-pressed', String(p.tryMark != null));
  $('try-keep').hidden = $('try-back').hidden = p.tryMark == null;
  const status = $('play-status');
  const rating = p.rating ? ` · level ${p.rating.level} (score ${p.rating.score}, hardest ${p.rating.hardest})` : '';
  // The size as a player counts it on the board: every square, across then down.
  const size = `${p.cols} columns x ${p.rows} rows`;
  const several = p.several ? ` · ${p.several}` : '';
  if (p.solved) status.innerHTML = SOLVED_HTML + rating;
  else if (broken.length) status.textContent = brokenText(broken) + rating;
  else status.textContent = size + rating + several;
  const id = p.record.id && !/^<.*>$|^page$/.test(p.record.id) ? p.record.id : 'Kakuro';  // not "<stdin>"
  $('print-title').textContent = `${id} · ${size}` + (p.rating ? ` · level ${p.rating.level}` : '');
  for (const f of hooks.drawn) f(p);
}

// The hint box: a hint's sentence, and for a contradiction its chain, each link's cells
// drawn when it is focused or clicked; null hides it.
export function showHint(h) {
  $('hint-box').hidden = !h;
  if (!h) return;
  $('hint-text').textContent = h.text;
  const chain = h.step && h.step.chain;
  $('hint-why').hidden = !chain;
  $('hint-chain').innerHTML = '';
  if (chain) {
    $('hint-why').open = false;
    for (const link of chain) {
      const li = document.createElement('li');
      li.textContent = link.text;
      li.tabIndex = 0;
      const show = () => { play.hint.why = link; update(); };
      li.addEventListener('click', show);
      li.addEventListener('focus', show);
      $('hint-chain').append(li);
    }
  }
}

export function change(list) {  // list of [r, c, digit, marks]: one undoable action
  const p = play;
  const action = [];
  for (const [r, c, d, m] of list) {
    if (p.given[r][c]) continue;
    action.push({r, c, before: [p.digits[r][c], p.marks[r][c]], after: [d, m]});
    p.digits[r][c] = d;
    p.marks[r][c] = m;
  }
  if (!action.length) return;
  p.undo.push(action);
  p.redo = [];
  afterChange();
}

function afterChange() {
  play.version++;
  play.hint = null;
  play.wrong = [];
  showHint(null);
  save();
  update();
}

function undoRedo(from, to, which) {
  const action = from.pop();
  if (!action) return;
  for (const a of (which === 'before' ? [...action].reverse() : action)) {
    [play.digits[a.r][a.c], play.marks[a.r][a.c]] = a[which];
  }
  to.push(action);
  afterChange();
}

export const undo = () => undoRedo(play.undo, play.redo, 'before');
export const redo = () => undoRedo(play.redo, play.undo, 'after');

export function typeDigit(d) {
  const p = play;
  if (!p.sel) return;
  const [r, c] = p.sel;
  if (p.given[r][c]) return;
  if (d === 0) return change([[r, c, 0, 0]]);
  if (p.pencil) return change([[r, c, p.digits[r][c], p.marks[r][c] ^ (1 << d)]]);  // a digit stays
  change([[r, c, p.digits[r][c] === d ? 0 : d, p.marks[r][c]]]);
}

export function togglePencil() {
  play.pencil = !play.pencil;
  update();
}

// Restart: every digit and mark but the givens cleared, as one undoable action.
export function restart() {
  const list = [];
  for (let r = 0; r < play.rows; r++)
    for (let c = 0; c < play.cols; c++)
      if (play.digits[r][c] || play.marks[r][c]) list.push([r, c, play.given[r][c], 0]);
  change(list);
}

// Try: mark this point (the undo stack's length), play on (the tries drawn in their own
// colour), then keep the tries or go back to the mark (undone, one action at a time).
export function tryMark() {
  play.tryMark = play.tryMark == null ? play.undo.length : null;
  update();
}
export function tryBack() {
  const p = play;
  if (p.tryMark == null) return;
  while (p.undo.length > p.tryMark) undo();
  p.redo = [];
  p.tryMark = null;
  update();
}
