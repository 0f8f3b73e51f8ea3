// Set: a grid of blocks and white cells to edit (empty, or the puzzle in play), its status
// after each edit (clues missing, invalid, unique with the rating, several solutions with
// the cells still open as the engine proves them, no solution: `count --json --open-cells`,
// in the engine's worker) and then
// repair's offer (`repair --json`: clue changes, the clues that clash). Each edit is one
// step of the setter's undo (edit()); setedit.js paints and mirrors.
import {drawBoard, escapeHtml, selectCell} from './board.js';
import {message} from './engine.js';
import {play} from './play.js';
import {$, ui} from './ui.js';

export const setter = {rows: 0, cols: 0, cells: [], sel: null, status: null, repair: null, text: '', token: 0,
  undo: [], redo: [], open: []};
// Solutions counted for Set's status: up to this many (the count shown); the cells still
// open (a digit not the same in all solutions) are proved by the engine (--open-cells),
// within SET_SECONDS for the count and the proof together.
export const COUNT_LIMIT = 64;
export const SET_SECONDS = 10;

const snapshot = () => JSON.stringify(setter.cells);
// One undoable edit: apply() changes setter.cells; the status follows.
export function edit(apply) {
  const before = snapshot();
  apply();
  if (snapshot() === before) return;
  setter.undo.push(before);
  setter.redo = [];
  evaluate();
}
export function undoRedo(from, to) {
  if (!from.length) return;
  to.push(snapshot());
  setter.cells = JSON.parse(from.pop());
  evaluate();
}

export function newSetter(rows, cols, cells) {
  setter.rows = rows;
  setter.cols = cols;
  setter.cells = cells || Array.from({length: rows}, () => Array.from({length: cols}, () => ({kind: 'block', down: null, across: null})));
  setter.sel = [Math.min(1, rows - 1), Math.min(1, cols - 1)];
  setter.undo = [];
  setter.redo = [];
  evaluate();
}

export function setterFromPlay() {
  const p = play;
  if (!p.record) return newSetter(+$('set-rows').value, +$('set-cols').value);
  newSetter(p.rows, p.cols, p.cells.map((row) => row.map((k) =>
    k.kind === 'white' ? {kind: 'white', down: null, across: null} : {kind: 'block', down: k.down ?? null, across: k.across ?? null})));
}

// The setter's grid as the command reads it; the clues a run still needs are listed.
export function setterRecord() {
  const {rows, cols, cells} = setter;
  const missing = [];
  const white = (r, c) => r < rows && c < cols && cells[r][c].kind === 'white';
  const grid = cells.map((row, r) => row.map((k, c) => {
    if (k.kind === 'white') return '.';
    const needDown = white(r + 1, c), needAcross = white(r, c + 1);
    if (needDown && k.down == null) missing.push(`(${r},${c}) down`);
    if (needAcross && k.across == null) missing.push(`(${r},${c}) across`);
    if (!needDown && !needAcross) return '#';
    return `${needDown ? k.down ?? '' : ''}\\${needAcross ? k.across ?? '' : ''}`;
  }));
  return {record: {id: 'set', rows, cols, grid}, missing};
}

// "7 or 9", "1, 2 or 3".
const digitsOr = (ds) => ds.length > 1 ? ds.slice(0, -1).join(', ') + ' or ' + ds[ds.length - 1] : String(ds[0]);

export async function evaluate() {
  const {record, missing} = setterRecord();
  setter.text = JSON.stringify(record);
  setter.status = null;
  setter.repair = null;
  setter.clash = [];
  setter.open = [];
  const token = ++setter.token;
  const out = $('set-status');
  $('set-repair').innerHTML = '';
  drawSetter();
  if (!record.grid.some((row) => row.includes('.'))) {
    out.textContent = 'Empty: make cells white (W) and give their runs sums.';
    return;
  } else if (missing.length) {
    out.textContent = 'Clues missing: ' + missing.join(', ');
    return;
  }
  out.textContent = 'Counting the solutions…';
  const r = await ui.engine.run(['count', '--json', '--limit', String(COUNT_LIMIT), '--open-cells',
    '-t', String(SET_SECONDS), '-'], setter.text);
  if (token !== setter.token) return;  // a newer edit: its status stands
  if (r.code === 2 || !r.stdout.trim()) {
    out.textContent = 'Invalid: ' + message(new Error(r.stderr.trim())).split('\n').filter((l) => !/^count: /.test(l)).join('\n');
    return;
  }
  const u = JSON.parse(r.stdout);
  setter.status = u;
  if (u.status === 'solved' && u.count === 1) {
    out.innerHTML = '<span class="ok">Unique: one solution.</span>';
    const rate = await ui.engine.rate(setter.text).catch(() => ({}));
    if (token !== setter.token) return;
    out.insertAdjacentHTML('beforeend', rate.rating ? ` Level ${rate.rating.level} (score ${rate.rating.score}, hardest ${rate.rating.hardest}).`
      : ' Not rated: the explain engine could not finish it.');
  } else if (u.status === 'solved' || (u.status === 'timeout' && u.solutions && u.solutions.length > 1)) {
    setter.open = u.open_cells || [];
    const exact = u.count_exact && u.status === 'solved';
    const proved = u.open_cells_proved;
    out.textContent = `Several solutions: ${exact ? u.count : `at least ${u.solutions.length}`}; ` +
      `${setter.open.length} cells ${proved ? 'are still open' : 'at least are open'} (shaded, with their digits): ` +
      setter.open.map((o) => `(${o.cell[0]},${o.cell[1]}) is ${digitsOr(o.digits)}`).join('; ') + '.' +
      (proved ? ' Every other cell is settled (proved).'
        : ` Not proved for ${(u.unproved_cells || []).length} cells (${u.open_cells_reason}).`);
  } else if (u.status === 'no-solution') {
    out.textContent = 'No solution: ' + (u.reason || '') + '.';
  } else {
    out.textContent = u.status + (u.reason ? ': ' + u.reason : '');
  }
  drawSetter();
  if (!(u.status === 'solved' && u.count === 1)) offerRepair(u, token);
}

async function offerRepair(u, token) {
  let rep;
  try {
    rep = await ui.engine.repair(setter.text);
  } catch (e) {
    if (token === setter.token) $('set-repair').textContent = message(e);
    return;
  }
  if (token !== setter.token) return;
  setter.repair = rep;
  const box = $('set-repair');
  box.innerHTML = '';
  // No solution: repair's minimal conflict (the native engine's run-sum questions); only
  // when it found none in time, the run explain's contradiction ends on.
  let clash = rep.conflict || [];
  if (u.status === 'no-solution' && !clash.length && rep.conflict == null) {
    try {
      const ex = await ui.engine.explain(setter.text);
      if (token !== setter.token) return;
      if (ex.conflict && ex.conflict.run) clash = [ex.conflict.run];
      if (ex.reason) box.insertAdjacentHTML('beforeend', `<p>The explain engine: ${escapeHtml(ex.reason)}.</p>`);
    } catch { /* the status above stands */ }
  }
  setter.clash = clash.map((k) => k.clue);
  const clueName = (k) => `the ${k.dir} clue at (${k.clue[0]},${k.clue[1]})` + (k.sum != null ? ` (${k.sum})` : '');
  if (clash.length)
    box.insertAdjacentHTML('beforeend', '<p id="set-clash">Clues that clash: ' + clash.map(clueName).join(', ') +
      (rep.conflict_minimal ? ' (without any one of them the rest can hold)' : '') + '</p>');
  else if (rep.conflict && rep.conflict_minimal)
    box.insertAdjacentHTML('beforeend', '<p id="set-clash">The givens alone clash, whatever the sums.</p>');
  if (rep.correction && rep.correction.length)
    box.insertAdjacentHTML('beforeend', `<p id="set-fewest">Solvable with ${rep.correction.length} ` +
      (rep.correction.length === 1 ? 'clue' : 'clues') + ' changed' +
      (rep.correction_fewest ? ' (no fewer will do)' : '') + ': ' + rep.correction.map(clueName).join(', ') + '</p>');
  const changes = rep.clue_changes || [];
  if (changes.length) {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = 'apply-repair';
    b.textContent = 'Apply clue changes';
    b.addEventListener('click', () => {
      edit(() => { for (const ch of changes) setter.cells[ch.clue[0]][ch.clue[1]][ch.dir] = ch.to; });
      ui.board.focus();
    });
    box.insertAdjacentHTML('beforeend', '<p>Repair proposes, for a unique puzzle: ' + changes.map((ch) =>
      `the ${ch.dir} clue at (${ch.clue[0]},${ch.clue[1]}) ${ch.from} → ${ch.to}`).join(', ') + '</p>');
    box.append(b);
  } else if (rep.notes && rep.notes.length) {
    box.insertAdjacentHTML('beforeend', '<p>' + rep.notes.map(escapeHtml).join(' ') + '</p>');
  }
  drawSetter();
}

export function drawSetter() {
  if (ui.mode !== 'set') return;
  const {rows, cols, cells, sel} = setter;
  const open = new Map(setter.open.map((o) => [o.cell[0] + ',' + o.cell[1], o.digits]));
  const clash = new Set((setter.clash || []).map(([r, c]) => r + ',' + c));
  const white = (r, c) => r < rows && c < cols && cells[r][c].kind === 'white';
  drawBoard(ui.board, rows, cols, (r, c) => {
    const k = cells[r][c];
    const classes = ['set-edit'];
    if (sel && sel[0] === r && sel[1] === c) classes.push('selected');
    if (k.kind === 'white') {
      const ds = open.get(r + ',' + c);
      if (ds) classes.push('differ', 'open');
      return {kind: 'white', both: ds ? ds.join('/') : '', classes,
        label: `row ${r} column ${c} (${r},${c}) white` + (ds ? `, open: ${digitsOr(ds)}` : '')};
    }
    const down = white(r + 1, c) ? k.down ?? '?' : null, across = white(r, c + 1) ? k.across ?? '?' : null;
    if (clash.has(r + ',' + c)) classes.push('clash');
    if (down == null && across == null) return {kind: 'black', classes};
    return {kind: 'clue', down, across, classes};
  });
  selectCell(ui.board, sel);
  $('set-undo').disabled = !setter.undo.length;
  $('set-redo').disabled = !setter.redo.length;
  const k = sel && cells[sel[0]][sel[1]];
  $('set-where').textContent = sel ? `(${sel[0]},${sel[1]}) ${k.kind}` : 'No cell selected';
  for (const [id, dir] of [['set-down', 'down'], ['set-across', 'across']]) {
    const input = $(id);
    if (document.activeElement !== input) input.value = k && k.kind === 'block' && k[dir] != null ? k[dir] : '';
    input.disabled = !k || k.kind !== 'block';
  }
}

// Set's board in its pane; a first visit starts from the puzzle in play (or an empty grid).
export function showSet() {
  $('set-slot').append(ui.board);
  ui.board.classList.add('setting');
  ui.board.setAttribute('aria-label', 'Setter grid: arrows move, W white, B block, D and A edit the sums');
  if (!setter.rows) setterFromPlay();
  drawSetter();
}

// The cells the symmetry chosen pairs with (r, c), itself first: point (a half turn of the
// white area, the clue row and column left out) or mirror (left and right), as generate's.
export function partners(r, c) {
  const sym = $('set-symmetry').value, {rows, cols} = setter;
  const out = [[r, c]];
  if (r > 0 && c > 0 && sym === 'point') out.push([rows - r, cols - c]);
  if (r > 0 && c > 0 && sym === 'mirror') out.push([r, cols - c]);
  return out;
}

export function paintCell(r, c, kind) {
  for (const [i, j] of partners(r, c)) setter.cells[i][j].kind = kind;
}

export function setKind(kind) {
  if (!setter.sel) return;
  edit(() => paintCell(setter.sel[0], setter.sel[1], kind));
}

export function setSum(dir, value) {
  if (!setter.sel) return;
  const k = setter.cells[setter.sel[0]][setter.sel[1]];
  if (k.kind !== 'block') return;
  const v = value === '' ? null : Math.max(1, Math.min(45, Math.floor(+value)));
  if (k[dir] === v) return;
  edit(() => { k[dir] = v; });
}
