// Set: a grid of blocks and white cells to edit (empty, or the puzzle in play), its status
// after each edit (clues missing, invalid, unique with the rating, several solutions, no
// solution: `unique --json`) and then repair's offer (`repair --json`: clue changes, the
// clues that clash).
import {drawBoard, escapeHtml, selectCell} from './board.js';
import {play} from './play.js';
import {$, ui} from './ui.js';

export const setter = {rows: 0, cols: 0, cells: [], sel: null, status: null, repair: null, text: '', token: 0};

export function newSetter(rows, cols, cells) {
  setter.rows = rows;
  setter.cols = cols;
  setter.cells = cells || Array.from({length: rows}, () => Array.from({length: cols}, () => ({kind: 'block', down: null, across: null})));
  setter.sel = [Math.min(1, rows - 1), Math.min(1, cols - 1)];
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

function evaluate() {
  const {record, missing} = setterRecord();
  setter.text = JSON.stringify(record);
  setter.status = null;
  setter.repair = null;
  setter.clash = [];
  setter.differ = [];
  const token = ++setter.token;
  const out = $('set-status');
  $('set-repair').innerHTML = '';
  if (!record.grid.some((row) => row.includes('.'))) {
    out.textContent = 'Empty: make cells white (W) and give their runs sums.';
  } else if (missing.length) {
    out.textContent = 'Clues missing: ' + missing.join(', ');
  } else {
    const r = ui.engine.run(['unique', '--json', '-'], setter.text);
    if (r.code === 2 || !r.stdout.trim()) {
      out.textContent = 'Invalid: ' + r.stderr.trim().split('\n').filter((l) => !/^unique: /.test(l)).join('\n');
    } else {
      const u = JSON.parse(r.stdout);
      setter.status = u;
      if (u.status === 'solved' && u.unique) {
        const rate = ui.engine.rate(setter.text);
        out.innerHTML = '<span class="ok">Unique: one solution.</span>' +
          (rate.rating ? ` Level ${rate.rating.level} (score ${rate.rating.score}, hardest ${rate.rating.hardest}).` : ' Not rated: the explain engine could not finish it.');
      } else if (u.status === 'solved') {
        const [a, b] = u.solutions;
        setter.differ = u.differing_cells.slice(0, 2);
        out.textContent = 'Several solutions: ' + setter.differ.map(([i, j]) => `(${i},${j}) is ${a[i][j]} or ${b[i][j]}`).join('; ') +
          (u.differing_cells.length > 2 ? ` (${u.differing_cells.length} cells differ)` : '') + '.';
      } else if (u.status === 'no-solution') {
        out.textContent = 'No solution: ' + (u.reason || '') + '.';
      } else {
        out.textContent = u.status + (u.reason ? ': ' + u.reason : '');
      }
      // Repair after the status is drawn; a newer edit cancels it.
      if (!(u.status === 'solved' && u.unique)) setTimeout(() => { if (token === setter.token) offerRepair(u); }, 0);
    }
  }
  drawSetter();
}

function offerRepair(u) {
  let rep;
  try {
    rep = ui.engine.repair(setter.text);
  } catch (e) {
    $('set-repair').textContent = e.message;
    return;
  }
  setter.repair = rep;
  const box = $('set-repair');
  box.innerHTML = '';
  // No solution: repair's minimal conflict (the native engine's run-sum questions); only
  // when it found none in time, the run explain's contradiction ends on.
  let clash = rep.conflict || [];
  if (u.status === 'no-solution' && !clash.length && rep.conflict == null) {
    try {
      const ex = ui.engine.explain(setter.text);
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
      for (const ch of changes) setter.cells[ch.clue[0]][ch.clue[1]][ch.dir] = ch.to;
      evaluate();
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
  const sol = setter.status && setter.status.solutions && setter.status.solutions[0];
  const differ = new Set(setter.differ.map(([r, c]) => r + ',' + c));
  const clash = new Set((setter.clash || []).map(([r, c]) => r + ',' + c));
  const white = (r, c) => r < rows && c < cols && cells[r][c].kind === 'white';
  drawBoard(ui.board, rows, cols, (r, c) => {
    const k = cells[r][c];
    const classes = ['set-edit'];
    if (sel && sel[0] === r && sel[1] === c) classes.push('selected');
    if (k.kind === 'white') {
      if (differ.has(r + ',' + c)) classes.push('differ');
      const digit = differ.has(r + ',' + c) && sol ? sol[r][c] : 0;
      return {kind: 'white', digit, classes, label: `(${r},${c}) white`};
    }
    const down = white(r + 1, c) ? k.down ?? '?' : null, across = white(r, c + 1) ? k.across ?? '?' : null;
    if (clash.has(r + ',' + c)) classes.push('clash');
    if (down == null && across == null) return {kind: 'black', classes};
    return {kind: 'clue', down, across, classes};
  });
  selectCell(ui.board, sel);
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
  ui.board.setAttribute('aria-label', 'Setter grid: arrows move, W white, B block, D and A edit the sums');
  if (!setter.rows) setterFromPlay();
  drawSetter();
}

export function setKind(kind) {
  if (!setter.sel) return;
  const k = setter.cells[setter.sel[0]][setter.sel[1]];
  if (k.kind === kind) return;
  k.kind = kind;
  evaluate();
}

export function setSum(dir, value) {
  if (!setter.sel) return;
  const k = setter.cells[setter.sel[0]][setter.sel[1]];
  if (k.kind !== 'block') return;
  const v = value === '' ? null : Math.max(1, Math.min(45, Math.floor(+value)));
  if (k[dir] === v) return;
  k[dir] = v;
  evaluate();
}
