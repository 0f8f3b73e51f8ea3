// The rules a player breaks, as Play marks them while the digits are typed (a run with a
// repeated digit, a full run with the wrong sum, a run over its sum), and the runs they are
// about. Only here: whether a digit differs from the solution is the engine's word
// (hint --json's `wrong`, hint.js), and the engine names a run by its clue and direction,
// without its cells, so the runs are read from the grid once (runsOf) and looked up (runAt).

// The runs: each white stretch after a clue, across and down, with its clue cell and sum.
export function runsOf(cells, rows, cols) {
  const runs = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const k = cells[r][c];
      if (k.kind !== 'clue') continue;
      for (const [dir, dr, dc, sum] of [['across', 0, 1, k.across], ['down', 1, 0, k.down]]) {
        if (sum == null) continue;
        const run = {clue: [r, c], dir, sum, cells: []};
        for (let i = r + dr, j = c + dc; i < rows && j < cols && cells[i][j].kind === 'white'; i += dr, j += dc)
          run.cells.push([i, j]);
        if (run.cells.length) runs.push(run);
      }
    }
  }
  return runs;
}

// The run the engine names ({dir, clue: [r, c]}, as in a step's `runs`), or undefined.
export function runAt(runs, {dir, clue}) {
  return runs.find((x) => x.dir === dir && x.clue[0] === clue[0] && x.clue[1] === clue[1]);
}

// The runs the digits break, each with why ("5 twice", "17, not 16", "over 16").
function brokenRuns(runs, digits) {
  const broken = [];
  for (const run of runs) {
    const ds = run.cells.map(([r, c]) => digits[r][c]).filter((d) => d);
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

// The grid in play judged: its broken runs, their cells ("r,c"), and whether it is solved
// (every white cell filled, no run broken).
export function judge({cells, runs, digits, rows, cols}) {
  const broken = brokenRuns(runs, digits);
  const brokenCells = new Set();
  for (const run of broken) for (const [r, c] of run.cells) brokenCells.add(r + ',' + c);
  let filled = true;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) if (cells[r][c].kind === 'white' && !digits[r][c]) filled = false;
  return {broken, brokenCells, solved: filled && broken.length === 0};
}

// The status line's words for a judged grid.
export const SOLVED_HTML = '<span class="ok">Solved: every run holds its sum with distinct digits.</span>';
export function brokenText(broken) {
  return 'Broken: ' + broken.map((run) => `the ${run.dir} run at (${run.clue[0]},${run.clue[1]}) (${run.why})`).join(', ');
}
