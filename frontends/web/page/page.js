// The page: open, play (with hints), generate and set Kakuro puzzles. Every answer comes
// from the kakuro command compiled to WebAssembly (kakuro.js): the page shows its words,
// fields and coordinates (R,C as the command prints them, counting the clue row and column).
import createKakuro from './kakuro.js';
import {drawBoard, escapeHtml, moveSel, parseCell, runsOf, selectCell} from './board.js';

const $ = (id) => document.getElementById(id);
const STORE = 'kakuro:';  // localStorage keys: kakuro:current, kakuro:progress:<key>

let engine = null;
let mode = 'open';
const board = document.createElement('div');
board.className = 'board';
board.id = 'board';
board.tabIndex = 0;
board.setAttribute('role', 'grid');

const play = {
  record: null, text: '', key: '', cells: [], runs: [], rows: 0, cols: 0,
  digits: [], marks: [], given: [], undo: [], redo: [], sel: null, pencil: false,
  hint: null, wrong: [], solved: false, rating: null, version: 0, seq: null,
};

function recordText(rec) {
  const r = {id: rec.id || 'page', rows: rec.rows, cols: rec.cols, grid: rec.grid};
  if (rec.givens) r.givens = rec.givens;
  return JSON.stringify(r);
}

function hashOf(text) {  // FNV-1a, for the progress key
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16);
}

function loadPuzzle(rec, rating) {
  const p = play;
  p.record = rec;
  p.text = recordText(rec);
  p.key = hashOf(JSON.stringify([rec.grid, rec.givens || null]));
  p.rows = rec.rows;
  p.cols = rec.cols;
  p.cells = rec.grid.map((row) => row.map(parseCell));
  p.runs = runsOf(p.cells, p.rows, p.cols);
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
  const saved = readJson(STORE + 'progress:' + p.key);
  if (saved && saved.digits && saved.digits.length === p.rows) {
    p.digits = saved.digits;
    p.marks = saved.marks;
    p.rating = p.rating || saved.rating || null;
  }
  for (let r = 0; r < p.rows && !p.sel; r++)
    for (let c = 0; c < p.cols && !p.sel; c++) if (p.cells[r][c].kind === 'white') p.sel = [r, c];
  localStorage.setItem(STORE + 'current', p.text);
  save();
  setMode('play');
  showHint(null);
  updatePlay();
}

function readJson(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || 'null');
  } catch {
    return null;
  }
}

function save() {
  const p = play;
  localStorage.setItem(STORE + 'progress:' + p.key, JSON.stringify({digits: p.digits, marks: p.marks, rating: p.rating}));
}

// The state as the command reads it (--state): the record with the digits so far.
function stateText() {
  const p = play;
  return JSON.stringify({rows: p.rows, cols: p.cols, grid: p.record.grid, solution: p.digits});
}

// ---------------------------------------------------------------- play
function brokenRuns() {
  const p = play;
  const broken = [];
  for (const run of p.runs) {
    const ds = run.cells.map(([r, c]) => p.digits[r][c]).filter((d) => d);
    const repeated = new Set(ds).size !== ds.length;
    const full = ds.length === run.cells.length;
    const sum = ds.reduce((a, b) => a + b, 0);
    const twice = ds.find((d, i) => ds.indexOf(d) !== i);
    if (repeated) broken.push({...run, why: `${twice} twice`});
    else if (full && sum !== run.sum) broken.push({...run, why: `${sum}, not ${run.sum}`});
    else if (sum > run.sum) broken.push({...run, why: `over ${run.sum}`});
  }
  return broken;
}

function updatePlay() {
  const p = play;
  if (!p.record) return;
  const broken = brokenRuns();
  const brokenCells = new Set();
  for (const run of broken) for (const [r, c] of run.cells) brokenCells.add(r + ',' + c);
  let filled = true;
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++) if (p.cells[r][c].kind === 'white' && !p.digits[r][c]) filled = false;
  p.solved = filled && broken.length === 0;
  const h = p.hint;
  const hintCells = new Set(), runCells = new Set(), whyCells = new Set();
  const gone = new Map();
  if (h && h.step) {
    for (const [r, c] of h.step.cells) hintCells.add(r + ',' + c);
    for (const run of h.step.runs) {
      const found = p.runs.find((x) => x.dir === run.dir && x.clue[0] === run.clue[0] && x.clue[1] === run.clue[1]);
      if (found) for (const [r, c] of found.cells) runCells.add(r + ',' + c);
    }
    for (const [r, c, d] of h.step.eliminate) {
      const k = r + ',' + c;
      if (!gone.has(k)) gone.set(k, new Set());
      gone.get(k).add(d);
    }
    if (h.why) for (const [r, c] of h.why.cells) whyCells.add(r + ',' + c);
  }
  const wrong = new Set(p.wrong.map((w) => w.cell[0] + ',' + w.cell[1]));
  drawBoard(board, p.rows, p.cols, (r, c) => {
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
    if (p.sel && p.sel[0] === r && p.sel[1] === c) classes.push('selected');
    const digit = p.digits[r][c];
    let marks = [];
    if (!digit && gone.has(key) && h.candidates) {  // the hint's candidates, its eliminations struck
      marks = [...h.candidates[r][c]].map((ch) => ({d: +ch, gone: gone.get(key).has(+ch)}));
    } else if (!digit) {
      for (let d = 1; d <= 9; d++) if (p.marks[r][c] & (1 << d)) marks.push({d, gone: false});
    }
    const label = `(${r},${c}) ` + (digit ? `${digit}${p.given[r][c] ? ' given' : ''}` : marks.length ? 'marks ' + marks.map((m) => m.d).join(' ') : 'empty') +
                  (brokenCells.has(key) ? ', broken run' : '');
    return {kind: 'white', digit, marks, classes, label, invalid: brokenCells.has(key)};
  });
  board.classList.toggle('solved', p.solved);
  selectCell(board, p.sel);
  $('undo').disabled = p.undo.length === 0;
  $('redo').disabled = p.redo.length === 0;
  $('pencil').setAttribute('aria-pressed', String(p.pencil));
  const status = $('play-status');
  const rating = p.rating ? ` · level ${p.rating.level} (score ${p.rating.score}, hardest ${p.rating.hardest})` : '';
  if (p.solved) {
    status.innerHTML = '<span class="ok">Solved: every run holds its sum with distinct digits.</span>' + rating;
  } else if (broken.length) {
    status.textContent = 'Broken: ' + broken.map((run) => `the ${run.dir} run at (${run.clue[0]},${run.clue[1]}) (${run.why})`).join(', ') + rating;
  } else {
    status.textContent = `${p.rows}x${p.cols}` + rating;
  }
}

function change(list) {  // list of [r, c, digit, marks]: one undoable action
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
  updatePlay();
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

function typeDigit(d) {
  const p = play;
  if (!p.sel) return;
  const [r, c] = p.sel;
  if (p.given[r][c]) return;
  if (d === 0) return change([[r, c, 0, 0]]);
  if (p.pencil) return change([[r, c, 0, p.marks[r][c] ^ (1 << d)]]);
  change([[r, c, p.digits[r][c] === d ? 0 : d, p.marks[r][c]]]);
}

function showHint(h) {
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
      const show = () => { play.hint.why = link; updatePlay(); };
      li.addEventListener('click', show);
      li.addEventListener('focus', show);
      $('hint-chain').append(li);
    }
  }
}

// Hint: the explain engine's next step from the digits so far (hint --state), drawn with
// its sentence; pressed again without a change, the step after it (explain --json from the
// same digits as givens), so that steps that only remove candidates can be followed too.
function hint() {
  const p = play;
  if (!p.record) return;
  if (p.seq && p.seq.version === p.version) return advanceHint();
  p.seq = null;
  let h;
  try {
    h = engine.hint(p.text, stateText());
  } catch (e) {
    return showHint({text: e.message});
  }
  p.wrong = h.wrong || [];
  p.hint = null;
  if (h.status === 'hint' && h.step) {
    p.hint = {step: h.step, candidates: h.candidates};
    showHint({text: h.step.text, step: h.step});
    try {  // the steps after it, from the same digits
      const ex = engine.explain(JSON.stringify({rows: p.rows, cols: p.cols, grid: p.record.grid, givens: p.digits}));
      const at = (ex.steps || []).findIndex((s) => s.technique !== 'distinct-digits' && stepText(s) === h.step.text);
      if (at >= 0) p.seq = {version: p.version, steps: ex.steps, start: ex.start, at};
    } catch { /* one step only */ }
  } else if (h.status === 'wrong-digit') {
    showHint({text: p.wrong.map((w) => w.text).join('. ') + '.'});
  } else if (h.status === 'solved') {
    showHint({text: 'Nothing left to find: every digit follows.'});
  } else {
    showHint({text: `The puzzle is ${h.status}` + (h.reason ? `: ${h.reason}` : '')});
  }
  updatePlay();
}

// explain numbers its steps ("12. Lone cell: ..."); a hint is one step, unnumbered.
const stepText = (step) => step.text.replace(/^\d+\. /, '');

function advanceHint() {
  const p = play, seq = p.seq;
  let next = seq.at + 1;
  while (next < seq.steps.length && seq.steps[next].technique === 'distinct-digits') next++;
  if (next >= seq.steps.length) {
    p.hint = null;
    showHint({text: 'No further step: the rest is distinct digits.'});
    return updatePlay();
  }
  // The candidates before that step: the start, every step before it applied.
  const cands = seq.start.map((row) => row.slice());
  for (let i = 0; i < next; i++)
    for (const [r, c, d] of seq.steps[i].eliminate) cands[r][c] = cands[r][c].replace(String(d), '');
  seq.at = next;
  const step = seq.steps[next];
  p.hint = {step, candidates: cands};
  showHint({text: stepText(step), step});
  updatePlay();
}

function solution() {
  const r = engine.unique(play.text);
  if (r.status !== 'solved' || !r.solutions.length) throw new Error(r.reason || r.status);
  return r.solutions[0];
}

function check() {
  const p = play;
  let sol;
  try {
    sol = solution();
  } catch (e) {
    $('play-status').textContent = 'No solution to check against: ' + e.message;
    return;
  }
  p.wrong = [];
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++)
      if (p.digits[r][c] && p.digits[r][c] !== sol[r][c]) p.wrong.push({cell: [r, c]});
  updatePlay();
  $('play-status').textContent = p.solved ? $('play-status').textContent
    : p.wrong.length ? `${p.wrong.length} digit${p.wrong.length > 1 ? 's differ' : ' differs'} from the solution: ` +
      p.wrong.map((w) => `(${w.cell[0]},${w.cell[1]})`).join(', ')
    : 'No wrong digit so far.';
}

function solveAll() {
  const p = play;
  let sol;
  try {
    sol = solution();
  } catch (e) {
    $('play-status').textContent = 'Not solved: ' + e.message;
    return;
  }
  const list = [];
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++)
      if (p.cells[r][c].kind === 'white' && p.digits[r][c] !== sol[r][c]) list.push([r, c, sol[r][c], 0]);
  change(list);
}

// ---------------------------------------------------------------- open
function openText(text, name) {
  text = text.trim();
  const m = /^#?(kakuro\/.*)$/.exec(text);
  if (m) text = 'https://puzz.link/p?' + m[1];
  let rec;
  try {
    if (name) {  // a file: by its name, so that its extension helps the detection
      const path = '/tmp/open/' + name.replace(/[\/\\]/g, '_');
      engine.FS.mkdirTree('/tmp/open');
      engine.FS.writeFile(path, text);
      const r = engine.run(['convert', '--to', 'jsonl', path], '');
      if (r.code !== 0) throw new Error(r.stderr.trim());
      rec = JSON.parse(r.stdout.split('\n')[0]);
    } else {
      rec = engine.record(text);
      if (Array.isArray(rec)) rec = rec[0];
    }
  } catch (e) {
    $('open-error').textContent = e.message;
    setMode('open');
    return false;
  }
  $('open-error').textContent = '';
  loadPuzzle(rec);
  return true;
}

// ---------------------------------------------------------------- generate
function generate(ev) {
  if (ev) ev.preventDefault();
  const o = {rows: +$('gen-rows').value, cols: +$('gen-cols').value, difficulty: $('gen-difficulty').value,
             symmetry: $('gen-symmetry').value, seed: +$('gen-seed').value};
  $('gen-status').textContent = 'Generating…';
  setTimeout(() => {
    let rec;
    const t0 = performance.now();
    try {
      rec = engine.generate(o);
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

// ---------------------------------------------------------------- set
const setter = {rows: 0, cols: 0, cells: [], sel: null, status: null, repair: null, text: '', token: 0};

function newSetter(rows, cols, cells) {
  setter.rows = rows;
  setter.cols = cols;
  setter.cells = cells || Array.from({length: rows}, () => Array.from({length: cols}, () => ({kind: 'block', down: null, across: null})));
  setter.sel = [Math.min(1, rows - 1), Math.min(1, cols - 1)];
  evaluate();
}

function setterFromPlay() {
  const p = play;
  if (!p.record) return newSetter(+$('set-rows').value, +$('set-cols').value);
  newSetter(p.rows, p.cols, p.cells.map((row) => row.map((k) =>
    k.kind === 'white' ? {kind: 'white', down: null, across: null} : {kind: 'block', down: k.down ?? null, across: k.across ?? null})));
}

// The setter's grid as the command reads it; the clues a run still needs are listed.
function setterRecord() {
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
    const r = engine.run(['unique', '--json', '-'], setter.text);
    if (r.code === 2 || !r.stdout.trim()) {
      out.textContent = 'Invalid: ' + r.stderr.trim().split('\n').filter((l) => !/^unique: /.test(l)).join('\n');
    } else {
      const u = JSON.parse(r.stdout);
      setter.status = u;
      if (u.status === 'solved' && u.unique) {
        const rate = engine.rate(setter.text);
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
    rep = engine.repair(setter.text);
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
      const ex = engine.explain(setter.text);
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
      board.focus();
    });
    box.insertAdjacentHTML('beforeend', '<p>Repair proposes, for a unique puzzle: ' + changes.map((ch) =>
      `the ${ch.dir} clue at (${ch.clue[0]},${ch.clue[1]}) ${ch.from} → ${ch.to}`).join(', ') + '</p>');
    box.append(b);
  } else if (rep.notes && rep.notes.length) {
    box.insertAdjacentHTML('beforeend', '<p>' + rep.notes.map(escapeHtml).join(' ') + '</p>');
  }
  drawSetter();
}

function drawSetter() {
  if (mode !== 'set') return;
  const {rows, cols, cells, sel} = setter;
  const sol = setter.status && setter.status.solutions && setter.status.solutions[0];
  const differ = new Set(setter.differ.map(([r, c]) => r + ',' + c));
  const clash = new Set((setter.clash || []).map(([r, c]) => r + ',' + c));
  const white = (r, c) => r < rows && c < cols && cells[r][c].kind === 'white';
  drawBoard(board, rows, cols, (r, c) => {
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
  selectCell(board, sel);
  const k = sel && cells[sel[0]][sel[1]];
  $('set-where').textContent = sel ? `(${sel[0]},${sel[1]}) ${k.kind}` : 'No cell selected';
  for (const [id, dir] of [['set-down', 'down'], ['set-across', 'across']]) {
    const input = $(id);
    if (document.activeElement !== input) input.value = k && k.kind === 'block' && k[dir] != null ? k[dir] : '';
    input.disabled = !k || k.kind !== 'block';
  }
}

function setKind(kind) {
  if (!setter.sel) return;
  const k = setter.cells[setter.sel[0]][setter.sel[1]];
  if (k.kind === kind) return;
  k.kind = kind;
  evaluate();
}

function setSum(dir, value) {
  if (!setter.sel) return;
  const k = setter.cells[setter.sel[0]][setter.sel[1]];
  if (k.kind !== 'block') return;
  const v = value === '' ? null : Math.max(1, Math.min(45, Math.floor(+value)));
  if (k[dir] === v) return;
  k[dir] = v;
  evaluate();
}

function exportAs(what) {
  const {record, missing} = setterRecord();
  const box = $('export-text'), link = $('export-download');
  box.hidden = false;
  if (missing.length) {
    box.value = 'Clues missing: ' + missing.join(', ');
    link.hidden = true;
    return;
  }
  const text = JSON.stringify(record);
  let out, type, name;
  try {
    if (what === 'url') [out, type, name] = [engine.convert(text, 'puzzlink').trim(), 'text/plain', 'kakuro.url'];
    else if (what === 'json') [out, type, name] = [engine.convert(text, 'jsonl').trim(), 'application/json', 'kakuro.jsonl'];
    else [out, type, name] = [engine.convert(text, 'svg'), 'image/svg+xml', 'kakuro.svg'];
  } catch (e) {
    box.value = e.message;
    link.hidden = true;
    return;
  }
  box.value = out;
  link.href = URL.createObjectURL(new Blob([out], {type}));
  link.download = name;
  link.textContent = 'Download ' + name;
  link.hidden = false;
}

// ---------------------------------------------------------------- modes and events
function setMode(m) {
  mode = m;
  for (const pane of document.querySelectorAll('.pane')) pane.hidden = pane.id !== 'pane-' + m;
  for (const tab of document.querySelectorAll('.tab')) tab.setAttribute('aria-pressed', String(tab.dataset.mode === m));
  if (m === 'play' || m === 'generate') {
    $('play-slot').append(board);
    board.setAttribute('aria-label', 'Puzzle: arrows move, digits enter, P pencil marks, Backspace erases');
    if (m === 'generate') $('pane-generate').append(board);
    updatePlay();
  } else if (m === 'set') {
    $('set-slot').append(board);
    board.setAttribute('aria-label', 'Setter grid: arrows move, W white, B block, D and A edit the sums');
    if (!setter.rows) setterFromPlay();
    drawSetter();
  } else {
    board.remove();
  }
}

function cellFromEvent(ev) {
  const el = ev.target.closest('[data-pos]');
  return el ? el.dataset.pos.split(',').map(Number) : null;
}

board.addEventListener('click', (ev) => {
  const pos = cellFromEvent(ev);
  if (!pos) return;
  if (mode === 'set') {
    setter.sel = pos;
    drawSetter();
  } else if (play.cells[pos[0]][pos[1]].kind === 'white') {
    play.sel = pos;
    updatePlay();
  }
  board.focus();
});

const ARROWS = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
board.addEventListener('keydown', (ev) => {
  if (ev.ctrlKey || ev.metaKey) {
    if (mode === 'set') return;
    if (ev.key === 'z' && !ev.shiftKey) undoRedo(play.undo, play.redo, 'before');
    else if (ev.key === 'y' || (ev.key === 'Z' && ev.shiftKey) || (ev.key === 'z' && ev.shiftKey)) undoRedo(play.redo, play.undo, 'after');
    else return;
    ev.preventDefault();
    return;
  }
  const arrow = ARROWS[ev.key];
  if (mode === 'set') {
    if (arrow) setter.sel = moveSel(setter.sel, ...arrow, setter.rows, setter.cols, () => true), drawSetter();
    else if (ev.key === 'w' || ev.key === 'W' || ev.key === '.') setKind('white');
    else if (ev.key === 'b' || ev.key === 'B' || ev.key === '#') setKind('block');
    else if (ev.key === 'd' || ev.key === 'D') $('set-down').select();
    else if (ev.key === 'a' || ev.key === 'A') $('set-across').select();
    else return;
    ev.preventDefault();
    return;
  }
  const p = play;
  if (!p.record) return;
  if (arrow) {
    p.sel = moveSel(p.sel, ...arrow, p.rows, p.cols, (r, c) => p.cells[r][c].kind === 'white');
    updatePlay();
  } else if (/^[1-9]$/.test(ev.key)) typeDigit(+ev.key);
  else if (ev.key === 'Backspace' || ev.key === 'Delete' || ev.key === '0' || ev.key === ' ') typeDigit(0);
  else if (ev.key === 'p' || ev.key === 'P') { p.pencil = !p.pencil; updatePlay(); }
  else return;
  ev.preventDefault();
});

function wire() {
  for (const tab of document.querySelectorAll('.tab')) tab.addEventListener('click', () => setMode(tab.dataset.mode));
  $('open-button').addEventListener('click', () => openText($('open-text').value));
  $('open-file').addEventListener('change', async (ev) => {
    const f = ev.target.files[0];
    if (f) openText(await f.text(), f.name);
  });
  document.addEventListener('dragover', (ev) => ev.preventDefault());
  document.addEventListener('drop', async (ev) => {
    ev.preventDefault();
    const f = ev.dataTransfer.files[0];
    if (f) openText(await f.text(), f.name);
  });
  $('hint').addEventListener('click', hint);
  $('check').addEventListener('click', check);
  $('solve').addEventListener('click', solveAll);
  $('undo').addEventListener('click', () => undoRedo(play.undo, play.redo, 'before'));
  $('redo').addEventListener('click', () => undoRedo(play.redo, play.undo, 'after'));
  $('pencil').addEventListener('click', () => { play.pencil = !play.pencil; updatePlay(); });
  $('restart').addEventListener('click', () => {
    const list = [];
    for (let r = 0; r < play.rows; r++)
      for (let c = 0; c < play.cols; c++)
        if (play.digits[r][c] || play.marks[r][c]) list.push([r, c, play.given[r][c], 0]);
    change(list);
  });
  for (const b of document.querySelectorAll('.pad button')) b.addEventListener('click', () => { typeDigit(+b.dataset.digit); });
  $('generate-form').addEventListener('submit', generate);
  $('set-new').addEventListener('click', () => newSetter(+$('set-rows').value, +$('set-cols').value));
  $('set-from-play').addEventListener('click', () => { setterFromPlay(); board.focus(); });
  $('set-white').addEventListener('click', () => setKind('white'));
  $('set-block').addEventListener('click', () => setKind('block'));
  for (const [id, dir] of [['set-down', 'down'], ['set-across', 'across']]) {
    $(id).addEventListener('input', (ev) => setSum(dir, ev.target.value));
    $(id).addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === 'Escape') { ev.preventDefault(); board.focus(); } });
  }
  $('export-url').addEventListener('click', () => exportAs('url'));
  $('export-json').addEventListener('click', () => exportAs('json'));
  $('export-svg').addEventListener('click', () => exportAs('svg'));
  $('set-play').addEventListener('click', () => {
    const {record, missing} = setterRecord();
    if (!missing.length) loadPuzzle(record);
  });
  // Undo and redo from anywhere on the page but a text field (after a button was pressed).
  document.addEventListener('keydown', (ev) => {
    if (ev.target === board || /^(INPUT|TEXTAREA|SELECT)$/.test(ev.target.tagName) || mode === 'set') return;
    if (!(ev.ctrlKey || ev.metaKey)) return;
    if (ev.key === 'z' && !ev.shiftKey) undoRedo(play.undo, play.redo, 'before');
    else if (ev.key === 'y' || ev.key === 'Z' || (ev.key === 'z' && ev.shiftKey)) undoRedo(play.redo, play.undo, 'after');
    else return;
    ev.preventDefault();
  });
  window.addEventListener('hashchange', openHash);
  window.addEventListener('resize', () => (mode === 'set' ? drawSetter() : updatePlay()));
}

function openHash() {
  const h = decodeURIComponent(location.hash.slice(1));
  if (h.startsWith('kakuro/')) return openText(h);
  return false;
}

async function start() {
  wire();
  engine = await createKakuro();
  window.kakuro = engine;  // for scripts and tests: kakuro.run(args, stdin)
  $('loading').hidden = true;
  if (openHash()) return;
  const current = localStorage.getItem(STORE + 'current');
  if (current) {
    try {
      return loadPuzzle(JSON.parse(current));
    } catch { /* a stale entry: start afresh */ }
  }
  setMode('open');
}

start().then(() => {
  window.kakuroReadyMs = performance.now();  // since navigation began: bench/web_page.mjs reads it
  document.body.dataset.ready = 'true';
}, (e) => {
  $('loading').textContent = 'The engine did not load: ' + e;
});
