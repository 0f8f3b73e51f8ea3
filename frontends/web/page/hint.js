// Hint, Check and Solve: what the engine says about the digits in play. Hint is the explain
// engine's next step; Check marks the digits the same hint --json --state reports `wrong`
// (each digit that differs from the puzzle's one solution, with the command's reason); Solve
// fills in unique's solution.
import {message} from './engine.js';
import {judge} from './rules.js';
import {change, play, showHint, stateText, update} from './play.js';
import {$, ui} from './ui.js';

// Hint: the explain engine's next step from the digits so far (hint --state), drawn with
// its sentence; pressed again without a change, the step after it (explain --json from the
// same digits as givens), so that steps that only remove candidates can be followed too.
let asking = null;  // the question the engine is on: a press meanwhile waits for it
export async function hint() {
  const p = play;
  if (!p.record) return;
  while (asking) await asking;
  if (p.seq && p.seq.version === p.version) return advanceHint();
  p.seq = null;
  asking = askHint(p).finally(() => { asking = null; });
  await asking;
}

async function askHint(p) {
  let h;
  const version = p.version;
  try {
    h = await ui.engine.hint(p.text, stateText());
  } catch (e) {
    return showHint({text: message(e)});
  }
  if (p.version !== version) return;
  p.wrong = h.wrong || [];
  p.hint = null;
  if (h.status === 'hint' && h.step) {
    p.hint = {step: h.step, candidates: h.candidates};
    showHint({text: h.step.text, step: h.step});
    try {  // the steps after it, from the same digits
      const ex = await ui.engine.explain(JSON.stringify({rows: p.rows, cols: p.cols, grid: p.record.grid, givens: p.digits}));
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
  update();
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
    return update();
  }
  // The candidates before that step: the start, every step before it applied.
  const cands = seq.start.map((row) => row.slice());
  for (let i = 0; i < next; i++)
    for (const [r, c, d] of seq.steps[i].eliminate) cands[r][c] = cands[r][c].replace(String(d), '');
  seq.at = next;
  const step = seq.steps[next];
  p.hint = {step, candidates: cands};
  showHint({text: stepText(step), step});
  update();
}

// Check: the wrong digits as hint --json --state reports them. A puzzle without one
// solution has none to check against: hint gives explain's verdict instead (no `wrong`).
export async function check() {
  const p = play;
  if (!p.record) return;
  if (p.unique && p.unique.status === 'solved' && !p.unique.unique) return checkSeveral();
  let h;
  try {
    h = await ui.engine.hint(p.text, stateText());
    if (!h.wrong) throw new Error(h.reason || h.status);
  } catch (e) {
    $('play-status').textContent = 'No solution to check against: ' + message(e);
    return;
  }
  p.wrong = h.wrong;
  update();
  $('play-status').textContent = p.solved ? $('play-status').textContent
    : p.wrong.length ? `${p.wrong.length} digit${p.wrong.length > 1 ? 's differ' : ' differs'} from the solution: ` +
      p.wrong.map((w) => `(${w.cell[0]},${w.cell[1]})`).join(', ')
    : 'No wrong digit so far.';
}

// Check on a puzzle with several solutions: the runs the digits break (rules.js), then the
// digits that fit no solution, each proved by the engine (unique --json with that digit as
// the only given has no solution); the digits together, too.
async function checkSeveral() {
  const p = play, version = p.version;
  const {broken} = judge(p);
  const out = $('play-status');
  if (broken.length) {
    out.textContent = 'Several solutions; these runs break a rule: ' + broken.map((run) => `the ${run.dir} run at (${run.clue[0]},${run.clue[1]}) (${run.why})`).join(', ');
    return;
  }
  const withDigits = (cells) => JSON.stringify({rows: p.rows, cols: p.cols, grid: p.record.grid,
    givens: p.given.map((row, r) => row.map((g, c) => g || (cells.some(([i, j]) => i === r && j === c) ? p.digits[r][c] : 0)))});
  const placed = [];
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++) if (p.digits[r][c] && !p.given[r][c]) placed.push([r, c]);
  out.textContent = 'Checking the digits against every solution…';
  const together = await ui.engine.unique(withDigits(placed));
  if (p.version !== version) return;
  if (together.status === 'solved') {
    out.textContent = 'Several solutions; no digit breaks a rule, and the digits so far fit a solution.';
    return;
  }
  p.wrong = [];
  for (const cell of placed) {
    const u = await ui.engine.unique(withDigits([cell]));
    if (p.version !== version) return;
    if (u.status === 'no-solution') p.wrong.push({cell});
  }
  update();
  out.textContent = 'Several solutions; ' + (p.wrong.length
    ? `these digits fit no solution: ${p.wrong.map((w) => `(${w.cell[0]},${w.cell[1]})`).join(', ')}`
    : 'each digit fits some solution, but not all of them together') + '.';
}

// Solve: unique's (first) solution filled in, as one undoable action.
export async function solveAll() {
  const p = play;
  if (!p.record) return;
  let sol;
  try {
    const r = await ui.engine.unique(p.text);
    if (r.status !== 'solved' || !r.solutions.length) throw new Error(r.reason || r.status);
    sol = r.solutions[0];
  } catch (e) {
    $('play-status').textContent = 'Not solved: ' + message(e);
    return;
  }
  const list = [];
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++)
      if (p.cells[r][c].kind === 'white' && p.digits[r][c] !== sol[r][c]) list.push([r, c, sol[r][c], 0]);
  change(list);
}
