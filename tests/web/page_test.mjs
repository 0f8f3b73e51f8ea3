// The page (frontends/web) in a real browser: Debian's headless chromium driven by
// puppeteer-core. It types, clicks and reads the page as a player and a setter would, and
// checks every answer by another route: the native kakuro command (solutions, uniqueness,
// hints, the white cells of a puzz.link URL) and the corpus records.
//   node tests/web/page_test.mjs SITE_DIR NATIVE_KAKURO [--shots DIR] PUZZLES.jsonl...
// (the corpus files, or tests/data/corpus_sample.jsonl; KAKURO_NPM_DIR: puppeteer-core's
// node_modules folder)
// Exit 0 when every check holds; each failure is printed and the exit code is 1.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(process.env.KAKURO_NPM_DIR ? path.resolve(process.env.KAKURO_NPM_DIR, 'x.js') : import.meta.url);
const puppeteer = require('puppeteer-core');

const [site, native, ...rest] = process.argv.slice(2);
let shots = null;
if (rest[0] === '--shots') [, shots] = rest.splice(0, 2);
if (!site || !native || !rest.length) {
  console.error('usage: node page_test.mjs SITE_DIR NATIVE_KAKURO [--shots DIR] PUZZLES.jsonl...');
  process.exit(2);
}
const corpusLines = rest.flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()));
let failures = 0;
let checks = 0;
function check(ok, what, detail) {
  checks++;
  if (ok) return;
  failures++;
  console.error(`FAIL: ${what}${detail !== undefined ? '\n  ' + detail : ''}`);
}
function kakuro(args, input) {  // the native command: {code, stdout}
  try {
    const stdout = execFileSync(native, args, {input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe']});
    return {code: 0, stdout};
  } catch (e) {
    return {code: e.status, stdout: e.stdout};
  }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A static server on a free port (python's, as `scripts/web --serve` uses).
async function serve() {
  for (let port = 18026 + (process.pid % 1000); ; port++) {
    const server = spawn('/usr/bin/python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', site],
                         {stdio: ['ignore', 'ignore', 'pipe']});
    let err = '';
    server.stderr.on('data', (d) => { err += d; });
    for (let i = 0; i < 50; i++) {
      await sleep(100);
      if (server.exitCode !== null) break;
      try {
        const r = await fetch(`http://127.0.0.1:${port}/index.html`);
        if (r.ok) return {server, url: `http://127.0.0.1:${port}/`};
      } catch { /* not up yet */ }
    }
    server.kill();
    if (!/in use/i.test(err)) throw new Error('the static server did not start: ' + err);
  }
}

const {server, url} = await serve();
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let page;
// The viewports the page is tried at: two phones (touch) and a desktop.
const PHONES = [{width: 320, height: 568, isMobile: true, hasTouch: true}, {width: 390, height: 844, isMobile: true, hasTouch: true}];
const DESKTOP = {width: 1280, height: 800};
async function openPage(hash = '', viewport = {width: 900, height: 1000}, context = browser) {
  page = await context.newPage();
  await page.setViewport(viewport);
  page.setDefaultTimeout(60000);  // a loaded machine
  page.on('pageerror', (e) => check(false, 'no error in the page', String(e)));
  await page.goto(url + 'index.html' + hash);
  await page.waitForSelector('body[data-ready="true"]', {timeout: 60000});
}
async function shot(name) {
  if (!shots) return;
  fs.mkdirSync(shots, {recursive: true});
  await page.screenshot({path: path.join(shots, name + '.png'), fullPage: true});
}
// The status lines are the engine's answers, which come from its worker: waited for.
async function waitText(sel, re, timeout = 60000) {
  try {
    await page.waitForFunction((s, src) => new RegExp(src).test(document.querySelector(s).textContent), {timeout}, sel, re.source);
  } catch { /* the check that follows says what was there */ }
  return text(sel);
}
// The board on screen: no sideways scrolling of the page, every cell inside the screen and
// at least 20 px wide (up to 16 columns), or the board panning inside its slot.
async function boardFits(what) {
  const m = await page.evaluate(() => {
    const cells = [...document.querySelectorAll('#board [data-pos]')].map((e) => e.getBoundingClientRect());
    return {scroll: document.documentElement.scrollWidth, inner: window.innerWidth,
      left: Math.min(...cells.map((r) => r.left)), right: Math.max(...cells.map((r) => r.right)),
      min: Math.min(...cells.map((r) => r.width)), cols: +document.getElementById('board').dataset.cols};
  });
  check(m.scroll <= m.inner, `${what}: no sideways scrolling of the page`, JSON.stringify(m));
  if (m.cols <= 16) check(m.left >= 0 && m.right <= m.inner + 0.5 && m.min >= 20, `${what}: every cell on screen, at least 20 px`, JSON.stringify(m));
  return m;
}
const text = (sel) => page.$eval(sel, (e) => e.textContent);
const whiteCells = () => page.$$eval('[data-cell]', (els) => els.map((e) => e.dataset.cell));
async function clickCell(r, c) { await page.click(`[data-cell="${r},${c}"]`); }
const digitAt = (r, c) => page.$eval(`[data-cell="${r},${c}"]`, (e) => { const d = e.querySelector('.digit'); return d ? +d.textContent : 0; });
const hasClass = (r, c, cls) => page.$eval(`[data-cell="${r},${c}"]`, (e, k) => e.classList.contains(k), cls);
async function button(name) {  // by its accessible name, as a screen reader finds it
  const b = await page.$(`::-p-aria(${name}[role="button"])`);
  check(b !== null, `a button named ${name}`);
  return b;
}

try {
  // ---- run(): byte-identical to the native command on a sample of corpus puzzles
  await openPage();
  // Up to 24 puzzles of at most 400 cells, spread over the files.
  const small = corpusLines.filter((l) => { const r = JSON.parse(l); return r.rows * r.cols <= 400; });
  const records = small.filter((_, i) => i % Math.max(1, Math.floor(small.length / 24)) === 0).slice(0, 24);
  let compared = 0;
  for (const line of records) {
    for (const cmd of [['solve', '-'], ['unique', '-'], ['explain', '-'], ['rate', '-'], ['unique', '--json', '-']]) {
      const want = kakuro(cmd, line + '\n');
      const got = await page.evaluate((a, s) => window.kakuro.run(a, s), cmd, line + '\n');
      const id = JSON.parse(line).id;
      // unique --json carries the solve's seconds: compared without them
      const strip = (s) => cmd.includes('--json') ? s.replace(/"seconds":[0-9.e-]+/g, '') : s;
      check(strip(got.stdout) === strip(want.stdout) && got.code === want.code,
            `run(${cmd.join(' ')}) on ${id} equals the native command`,
            `code ${got.code} vs ${want.code}; stdout ${JSON.stringify(got.stdout.slice(0, 200))} vs ${JSON.stringify((want.stdout || '').slice(0, 200))}`);
      compared++;
    }
  }
  // A usage error and an input error: the same exit codes and messages.
  for (const [cmd, input] of [[['solve', '--frobnicate'], ''], [['validate', '-'], 'not a puzzle\n'], [['render', '--pdf', 'x.pdf', '-'], '']]) {
    const want = kakuro(cmd, input);
    const got = await page.evaluate((a, s) => window.kakuro.run(a, s), cmd, input);
    check(got.code === (cmd[1] === '--pdf' ? 2 : want.code), `run(${cmd.join(' ')}) exit code`, `${got.code} vs ${want.code}: ${got.stderr}`);
  }
  const pdf = await page.evaluate(() => window.kakuro.run(['render', '--pdf', 'x.pdf', '-'], ''));
  check(/not built in the browser/.test(pdf.stderr), 'render --pdf is refused with a clear message', pdf.stderr);
  console.log(`run(): ${compared} runs compared with the native command on ${records.length} corpus puzzles`);

  // ---- Open a puzz.link URL
  const gen = kakuro(['generate', '--rows', '8', '--cols', '8', '--seed', '7', '--to', 'puzzlink']).stdout.trim();
  const rec = JSON.parse(kakuro(['convert', '--to', 'jsonl', '-'], gen + '\n').stdout);
  const solved = JSON.parse(kakuro(['solve', '--json', '-'], gen + '\n').stdout).solutions[0];
  const whites = [];
  rec.grid.forEach((row, r) => row.forEach((cell, c) => { if (cell === '.') whites.push(`${r},${c}`); }));
  await page.evaluate(() => localStorage.clear());
  await page.click('.tab[data-mode="open"]');
  await page.type('#open-text', gen);
  await page.click('#open-button');
  await page.waitForSelector('[data-cell]');
  check(JSON.stringify((await whiteCells()).sort()) === JSON.stringify(whites.slice().sort()),
        'the opened URL shows the white cells the native command reads', `${(await whiteCells()).length} vs ${whites.length}`);

  // ---- Hint: the explain engine's first step, with its sentence
  await (await button('Hint')).click();
  await page.waitForSelector('#hint-box:not([hidden])');
  const want = JSON.parse(kakuro(['hint', '--json', '-'], gen + '\n').stdout);
  check((await text('#hint-text')) === want.step.text, 'the hint is the native hint step', `${await text('#hint-text')}\n  vs ${want.step.text}`);
  const hinted = await page.$$eval('.cell.hint', (els) => els.map((e) => e.dataset.cell).sort());
  const wantCells = [...new Set(want.step.cells.concat(want.step.eliminate.map(([r, c]) => [r, c])).map(([r, c]) => `${r},${c}`))].sort();
  check(JSON.stringify(hinted) === JSON.stringify(wantCells), 'the hint is drawn on its cells', `${hinted} vs ${wantCells}`);
  await shot('hint');

  // ---- Play by keyboard to the end, one wrong digit corrected; undo and redo
  const [r0, c0] = whites[0].split(',').map(Number);
  await clickCell(r0, c0);
  // The wrong digit: a repeat of its across neighbour's solution digit, typed there first.
  const [r1, c1] = [r0, c0 + 1];
  check(rec.grid[r1][c1] === '.', 'the first white cell has a white right neighbour (seed 7)');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(String(solved[r1][c1]));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(String(solved[r1][c1]));  // a repeated digit in the run
  check(await hasClass(r0, c0, 'broken'), 'a repeated digit marks its run broken at once');
  await shot('play-broken');
  await (await button('Undo')).click();
  check((await digitAt(r0, c0)) === 0, 'Undo takes the wrong digit back');
  check(!(await hasClass(r0, c0, 'broken')), 'the run is no longer broken after undo');
  await (await button('Redo')).click();
  check((await digitAt(r0, c0)) === solved[r1][c1], 'Redo puts it back');
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
  check((await digitAt(r0, c0)) === 0, 'Ctrl+Z undoes from the keyboard');
  // Pencil marks: P, then digits.
  await clickCell(r0, c0);
  await page.keyboard.press('p');
  await page.keyboard.type('12');
  const marks = await page.$eval(`[data-cell="${r0},${c0}"]`, (e) => e.querySelector('.marks')?.textContent.replace(/\s/g, ''));
  check(marks === '12', 'pencil marks 1 and 2 shown', marks);
  await page.keyboard.press('p');
  // Fill every white cell with the native solution by keyboard, cell by cell.
  for (const w of whites) {
    const [r, c] = w.split(',').map(Number);
    await clickCell(r, c);
    if ((await digitAt(r, c)) !== solved[r][c]) await page.keyboard.type(String(solved[r][c]));
  }
  check(/Solved/.test(await text('#play-status')), 'the finished grid is recognised', await text('#play-status'));
  check(await page.$eval('#board', (b) => b.classList.contains('solved')), 'the board is marked solved');
  await shot('play-solved');

  // ---- Progress kept across a reload
  await (await button('Undo')).click();  // one cell empty again
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector('[data-cell]');
  let kept = 0;
  for (const w of whites) {
    const [r, c] = w.split(',').map(Number);
    if ((await digitAt(r, c)) === solved[r][c]) kept++;
  }
  check(kept === whites.length - 1, 'the digits are kept across a reload', `${kept} of ${whites.length - 1}`);
  await page.close();

  // ---- Open index.html#kakuro/COLS/ROWS/BODY directly; a contradiction's "show why"
  const body = gen.replace(/^.*\?/, '');
  await openPage('#' + body);
  await page.evaluate(() => localStorage.clear());
  await page.waitForSelector('[data-cell]');
  check((await whiteCells()).length === whites.length, 'the #kakuro/... address opens the puzzle');
  // A puzzle that needs a contradiction, by the native explain: the first of the files.
  // Hint pressed again and again walks the native explanation's steps (distinct digits
  // aside) until the contradiction, whose chain "Show why" unfolds.
  const contraLine = corpusLines.slice(0, 400).find((l) => /"technique":"contradiction"/.test(kakuro(['explain', '--json', '-'], l + '\n').stdout));
  check(contraLine !== undefined, 'a puzzle that needs a contradiction (native explain)');
  const jex = JSON.parse(kakuro(['explain', '--json', '-'], contraLine + '\n').stdout);
  const walk = jex.steps.filter((s) => s.technique !== 'distinct-digits').map((s) => ({...s, text: s.text.replace(/^\d+\. /, '')}));
  const firstContra = walk.findIndex((s) => s.technique === 'contradiction');
  await page.click('.tab[data-mode="open"]');
  await page.$eval('#open-text', (e, v) => { e.value = v; }, contraLine);
  await page.click('#open-button');
  await page.waitForSelector('[data-cell]');
  const hintButton = await button('Hint');
  let walked = true;
  for (let i = 0; i <= firstContra; i++) {
    await hintButton.click();
    const shown = await waitText('#hint-text', new RegExp('^' + walk[i].text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'), 20000);
    if (shown !== walk[i].text) {
      walked = false;
      check(false, `hint press ${i + 1} shows the native explanation's step ${i + 1}`, `${shown}\n  vs ${walk[i].text}`);
      break;
    }
  }
  if (walked) {
    check(await page.$eval('#hint-why', (e) => !e.hidden), '"Show why" is offered for a contradiction');
    await page.click('#hint-why summary');
    const chain = await page.$$eval('#hint-chain li', (els) => els.map((e) => e.textContent));
    check(JSON.stringify(chain) === JSON.stringify(walk[firstContra].chain.map((s) => s.text)), 'the chain is the native chain');
    await page.focus('#hint-chain li');
    check((await page.$$('.cell.why')).length > 0, "a chain step's cells are drawn");
    await shot('hint-why');
  }
  await page.close();

  // ---- Open a file (the chooser; a drop reads the file the same way)
  await openPage();
  const nikoli = path.join(path.dirname(new URL(import.meta.url).pathname), '../../examples/grid/nikoli.kakuro');
  await page.click('.tab[data-mode="open"]');
  const chooser = await page.$('#open-file');
  await chooser.uploadFile(nikoli);
  await page.waitForSelector('[data-cell]');
  const nrec = JSON.parse(kakuro(['convert', '--to', 'jsonl', nikoli]).stdout);
  const nwhite = nrec.grid.flatMap((row, r) => row.map((x, c) => (x === '.' ? `${r},${c}` : null))).filter(Boolean).sort();
  check(JSON.stringify((await whiteCells()).sort()) === JSON.stringify(nwhite), 'a file opened by the chooser shows its white cells');
  await page.close();

  // ---- Generate: rows, columns, difficulty, symmetry; the rating shown; unique by the native command
  await openPage('', {width: 375, height: 800});
  await page.evaluate(() => localStorage.clear());
  await page.click('.tab[data-mode="generate"]');
  await page.$eval('#gen-rows', (e) => { e.value = '9'; });
  await page.$eval('#gen-cols', (e) => { e.value = '9'; });
  await page.select('#gen-difficulty', 'medium');
  await page.select('#gen-symmetry', 'mirror');
  await (await button('Generate')).click();
  await page.waitForFunction(() => /level|not rated|error|Error/.test(document.getElementById('gen-status').textContent));
  const genStatus = await text('#gen-status');
  check(/unique, level medium/.test(genStatus), 'a medium puzzle with its rating', genStatus);
  const current = await page.evaluate(() => localStorage.getItem('kakuro:current'));
  const u = kakuro(['unique', '-'], current + '\n');
  check(u.code === 0 && /^unique/.test(u.stdout), 'the generated puzzle is unique by the native command', u.stdout);
  const g = JSON.parse(current);
  check(g.rows === 9 && g.cols === 9, 'the generated puzzle is 9x9');
  check(g.grid.every((row) => JSON.stringify(row.slice(1).map((x) => x === '.')) === JSON.stringify(row.slice(1).map((x) => x === '.').reverse())),
        'mirror symmetry of the layout');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  check(width <= 375, 'the page fits 375 pixels', width);
  await page.setViewport({width: 375, height: 800, hasTouch: true, isMobile: true});
  await page.waitForSelector('body[data-ready="true"]');
  await page.tap('.tab[data-mode="play"]');
  await page.waitForSelector('[data-cell]');
  check(await page.$eval('#pane-play', (e) => !e.hidden && e.contains(document.getElementById('board'))), 'Play shows the board and its pad');
  const last = (await whiteCells()).pop();
  await page.tap(`[data-cell="${last}"]`);
  check(await page.$eval(`[data-cell="${last}"]`, (e) => e.classList.contains('selected')), 'a tap selects a cell');
  await page.tap('.pad button[data-digit="5"]');
  check(await page.$eval(`[data-cell="${last}"]`, (e) => e.textContent.trim() === '5'), 'the digit pad enters a digit on a touch screen');
  await shot('generate-375');
  await page.close();

  // ---- Set: from an empty grid to a unique puzzle, by keyboard
  await openPage();
  await page.click('.tab[data-mode="set"]');
  await page.$eval('#set-rows', (e) => { e.value = '3'; });
  await page.$eval('#set-cols', (e) => { e.value = '3'; });
  await page.click('#set-new');
  check(/Empty/.test(await waitText('#set-status', /Empty/)), 'a new grid is empty', await text('#set-status'));
  await page.click('[data-pos="1,1"]');
  for (const key of ['w', 'ArrowRight', 'w', 'ArrowDown', 'w', 'ArrowLeft', 'w']) await page.keyboard.press(key);
  check(/Clues missing/.test(await waitText('#set-status', /Clues missing/)), 'whites without sums: the clues missing are listed', await text('#set-status'));
  const sum = async (pos, dir, value) => {
    await page.click(`[data-pos="${pos}"]`);
    await page.keyboard.press(dir === 'down' ? 'd' : 'a');
    await page.keyboard.type(String(value));
    await page.keyboard.press('Enter');
  };
  // across 3 and 7 (totalling 10) against down 5 and 9 (14): no solution
  await sum('0,1', 'down', 5);
  await sum('0,2', 'down', 9);
  await sum('1,0', 'across', 3);
  await sum('2,0', 'across', 7);
  const none = await waitText('#set-status', /No solution/);
  check(/No solution/.test(none), 'down 9 against across 3 and 7: no solution', none);
  await page.waitForFunction(() => document.getElementById('set-repair').textContent.length > 0);
  await page.waitForSelector('#set-clash', {timeout: 10000});
  // The minimal conflict (across 3 and 7 against down 9: the 9 needs 7 or 8 under the 3,
  // leaving the 7 nothing), named with the CLI's coordinates and marked on the board, as
  // the native command's repair --json gives it.
  const clashText = await text('#set-clash');
  const clashing = JSON.stringify({id: 'set', rows: 3, cols: 3, grid: [['#', '5\\', '9\\'], ['\\3', '.', '.'], ['\\7', '.', '.']]});
  const cliRepair = JSON.parse(kakuro(['repair', '--json', '-'], clashing + '\n').stdout);
  check(cliRepair.conflict_minimal === true && cliRepair.conflict.length === 3, 'the command finds three sums, minimal', JSON.stringify(cliRepair.conflict));
  for (const k of cliRepair.conflict)
    check(clashText.includes(`the ${k.dir} clue at (${k.clue[0]},${k.clue[1]}) (${k.sum})`), `the clash names the ${k.dir} clue at (${k.clue[0]},${k.clue[1]})`, clashText);
  check(/without any one of them/.test(clashText), 'the clash is said to be minimal', clashText);
  check((await page.$$('.cell.clash')).length === cliRepair.conflict.length, 'the clashing clues, and only they, are marked on the board');
  check(/^Solvable with 1 clue changed \(no fewer will do\)/.test(await text('#set-fewest')), 'the fewest clue changes are given', await text('#set-fewest'));
  await page.waitForSelector('#apply-repair', {timeout: 10000});
  await shot('set-none');
  // down 5 and 5: 1 2 / 4 3 and 2 1 / 3 4, two solutions
  await sum('0,2', 'down', 5);
  const several = await waitText('#set-status', /Several/);
  check(/^Several solutions: 2; 4 cells are still open \(shaded, with their digits\): \(1,1\) is 1 or 2; /.test(several), 'several solutions, counted, with every cell still open', several);
  check((await page.$$('.cell.open')).length === 4, 'the four open cells are shaded');
  check(await page.$eval('[data-cell="1,1"]', (e) => e.textContent.trim()) === '1/2', 'an open cell shows both digits');
  await page.waitForSelector('#apply-repair', {timeout: 10000});
  await shot('set-several');
  await page.click('#apply-repair');
  const unique = await waitText('#set-status', /^Unique.*Level|^Unique.*Not rated/);
  check(/^Unique/.test(unique), "repair's clue changes make it unique", unique);
  check(await page.$eval('#export-text', (e) => getComputedStyle(e).display === 'none'), 'the empty export box is hidden');
  await (await button('Export JSON line')).click();
  await page.waitForFunction(() => document.getElementById('export-text').value.startsWith('{'));
  const exported = await page.$eval('#export-text', (e) => e.value);
  const nu = kakuro(['unique', '-'], exported + '\n');
  check(nu.code === 0 && /^unique/.test(nu.stdout), 'the exported JSON line is unique by the native command', exported);
  await (await button('Export puzz.link URL')).click();
  await page.waitForFunction(() => document.getElementById('export-text').value.startsWith('http'));
  const exportedUrl = await page.$eval('#export-text', (e) => e.value);
  check(kakuro(['convert', '--to', 'puzzlink', '-'], exported + '\n').stdout.trim() === exportedUrl,
        "the puzz.link export is the command's", exportedUrl);
  await (await button('Export SVG')).click();
  await page.waitForFunction(() => /<svg/.test(document.getElementById('export-text').value));
  check(/<svg/.test(await page.$eval('#export-text', (e) => e.value)), 'an SVG is exported');
  await shot('set-unique');
  await page.close();

  // ---- Set: undo and redo; painting by dragging, with point symmetry
  await openPage('', DESKTOP);
  await page.click('.tab[data-mode="set"]');
  await page.$eval('#set-rows', (e) => { e.value = '6'; });
  await page.$eval('#set-cols', (e) => { e.value = '6'; });
  await page.click('#set-new');
  await page.select('#set-symmetry', 'point');
  const centre = async (pos) => page.$eval(`[data-pos="${pos}"]`, (e) => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; });
  await page.mouse.move(...await centre('1,1'));
  await page.mouse.down();
  for (const pos of ['1,2', '1,3']) await page.mouse.move(...await centre(pos), {steps: 3});
  await page.mouse.up();
  const kinds = () => page.$$eval('#board [data-pos]', (els) => els.filter((e) => e.dataset.cell).map((e) => e.dataset.cell).sort().join(' '));
  check((await kinds()) === '1,1 1,2 1,3 5,3 5,4 5,5', 'a drag paints three cells white, and their point-symmetric partners', await kinds());
  await (await button('Undo edit')).click();
  check((await kinds()) === '', 'Undo edit takes the whole drag back', await kinds());
  await (await button('Redo edit')).click();
  check((await kinds()) === '1,1 1,2 1,3 5,3 5,4 5,5', 'Redo edit puts it back', await kinds());
  await page.close();

  // ---- Several solutions: said when the puzzle opens; Check names the digit that fits none;
  // Set shades every cell still open, as the native command's enumeration (count --json)
  // has them. The puzzle: the 8x8 above with one clue changed so that it has 2 to 64 solutions.
  // An across sum and a down sum whose runs cross, both moved by the same amount.
  let sev = null;
  const clues = [];
  rec.grid.forEach((row, r) => row.forEach((x, c) => { if (x.includes('\\')) clues.push([r, c]); }));
  const crossing = (ar, ac, dr, dc) => ar > dr && dc > ac && rec.grid[ar].slice(ac + 1, dc + 1).every((x) => x === '.') &&
    rec.grid.slice(dr + 1, ar + 1).every((row) => row[dc] === '.');
  for (const [ar, ac] of clues)
    for (const [dr, dc] of clues) {
      if (sev || !rec.grid[ar][ac].split('\\')[1] || !rec.grid[dr][dc].split('\\')[0] || !crossing(ar, ac, dr, dc)) continue;
      for (const delta of [1, -1, 2, -2]) {
        const grid = rec.grid.map((row) => row.slice());
        const [a0, a1] = grid[ar][ac].split('\\');
        grid[ar][ac] = `${a0}\\${+a1 + delta}`;
        const [d0, d1] = grid[dr][dc].split('\\');
        grid[dr][dc] = `${+d0 + delta}\\${d1}`;
        const line = JSON.stringify({id: 'several', rows: rec.rows, cols: rec.cols, grid});
        const n = kakuro(['count', '--json', '--limit', '64', '-'], line + '\n');
        if (!n.stdout) continue;
        const j = JSON.parse(n.stdout);
        if (j.status === 'solved' && j.count > 1 && j.count_exact) { sev = {line, j}; break; }
      }
    }
  check(sev !== null, 'a puzzle with a few solutions, by the native count');
  if (sev) {
    const sols = sev.j.solutions;
    const open = [];
    sols[0].forEach((row, r) => row.forEach((d, c) => { if (sols.some((s) => s[r][c] !== d)) open.push(`${r},${c}`); }));
    await openPage('', DESKTOP);
    await page.click('.tab[data-mode="open"]');
    await page.$eval('#open-text', (e, v) => { e.value = v; }, sev.line);
    await page.click('#open-button');
    check(/several solutions/.test(await waitText('#play-status', /several solutions/)), 'a puzzle with several solutions says so when it opens', await text('#play-status'));
    // A settled cell (the same digit in every solution) given another digit: it fits none.
    const settled = whites.map((w) => w.split(',').map(Number)).find(([r, c]) => !open.includes(`${r},${c}`) && rec.grid[r][c] === '.');
    const [sr, sc] = settled;
    const other = sols[0][sr][sc] === 1 ? 2 : 1;
    await clickCell(sr, sc);
    await page.keyboard.type(String(other));
    await (await button('Check')).click();
    const said = await waitText('#play-status', /fit no solution|fits some|break a rule/);
    check(said.includes(`these digits fit no solution: (${sr},${sc})`), 'Check names the digit that fits no solution', said);
    await page.keyboard.press('Backspace');
    await page.click('.tab[data-mode="set"]');
    await page.click('#set-from-play');
    await waitText('#set-status', /Several/);
    const shaded = await page.$$eval('.cell.open', (els) => els.map((e) => e.dataset.cell).sort());
    check(JSON.stringify(shaded) === JSON.stringify(open.slice().sort()), `the ${open.length} open cells shaded are the native enumeration's (${sols.length} solutions)`, `${shaded} vs ${open}`);
    const both = await page.$eval(`[data-cell="${open[0]}"]`, (e) => e.textContent.trim());
    const [or, oc] = open[0].split(',').map(Number);
    check(both === [...new Set(sols.map((s) => s[or][oc]))].sort().join('/'), 'an open cell shows its digits', both);
    await shot('set-open-cells');
    await page.close();
  }

  // ---- Set's open cells proved by the engine (count --open-cells) beyond the 64 solutions
  // counted: two 3x3 squares of 6s (12 solutions each) and a unique corner, 144 solutions.
  // Checked against the native command's enumeration of all of them.
  {
    const grid = ['#  6\\ 6\\ 6\\ #  6\\ 6\\ 6\\ #  4\\ 6\\',
      '\\6 .  .  .  \\6 .  .  .  \\3 .  .', '\\6 .  .  .  \\6 .  .  .  \\7 .  .',
      '\\6 .  .  .  \\6 .  .  .  #  #  #'].join('\n') + '\n';
    const all = JSON.parse(kakuro(['count', '--json', '--limit', '100000', '-'], grid).stdout);
    check(all.count === 144 && all.count_exact, 'the native enumeration counts 144 solutions', `${all.count}`);
    const digitsAt = (r, c) => [...new Set(all.solutions.map((s) => s[r][c]))].sort();
    const want = [];
    all.solutions[0].forEach((row, r) => row.forEach((d, c) => { if (d && digitsAt(r, c).length > 1) want.push(`${r},${c}`); }));
    // At a phone's size (touch) and a desktop's, each in a page of its own (a touch viewport
    // set on a page reloads it).
    for (const vp of [PHONES[1], DESKTOP]) {
      await openPage('', vp);
      await page.click('.tab[data-mode="open"]');
      await page.$eval('#open-text', (e, v) => { e.value = v; }, grid);
      await page.click('#open-button');
      await page.waitForSelector('[data-cell]');
      await page.click('.tab[data-mode="set"]');
      await page.click('#set-from-play');
      const said = await waitText('#set-status', /Several/);
      check(said.startsWith(`Several solutions: at least 64; ${want.length} cells are still open`) && /Every other cell is settled \(proved\)\.$/.test(said),
        `${vp.width} px: beyond 64 solutions, the open cells are proved, not only found among 64`, said);
      const shaded = await page.$$eval('.cell.open', (els) => els.map((e) => e.dataset.cell).sort());
      check(JSON.stringify(shaded) === JSON.stringify(want.slice().sort()), `${vp.width} px: the ${want.length} open cells shaded are the native enumeration's (144 solutions)`, `${shaded} vs ${want}`);
      const mismatched = [];
      for (const cell of want) {
        const shown = await page.$eval(`[data-cell="${cell}"]`, (e) => e.textContent.trim());
        const [r, c] = cell.split(',').map(Number);
        if (shown !== digitsAt(r, c).join('/')) mismatched.push(`${cell}: ${shown}`);
      }
      check(mismatched.length === 0, `${vp.width} px: every open cell shows every digit the solutions put there`, mismatched.join('; '));
      check(!shaded.some((k) => k.endsWith(',9') || k.endsWith(',10')), `${vp.width} px: the unique corner is settled, not shaded`);
      await shot(`set-open-proved-${vp.width}`);
      await page.close();
    }
  }

  // ---- The combination panel and Fill candidates, against a brute force of the runs
  {
    await openPage('#' + body, DESKTOP);
    await page.waitForSelector('[data-cell]');
    await (await button('Restart')).click();
    // The runs from the grid, as a player reads them.
    const runs = [];
    rec.grid.forEach((row, r) => row.forEach((x, c) => {
      if (!x.includes('\\')) return;
      const [d, a] = x.split('\\');
      for (const [sum, dr, dc] of [[a, 0, 1], [d, 1, 0]]) {
        if (!sum) continue;
        const cells = [];
        for (let i = r + dr, j = c + dc; i < rec.rows && j < rec.cols && rec.grid[i][j] === '.'; i += dr, j += dc) cells.push([i, j]);
        runs.push({sum: +sum, cells, dir: dr ? 'down' : 'across'});
      }
    }));
    // Every assignment of distinct digits to a run with its sum that keeps the digits placed.
    const assignments = (run, digits) => {
      const out = [];
      const go = (i, used, total, acc) => {
        if (i === run.cells.length) { if (total === run.sum) out.push(acc.slice()); return; }
        const [r, c] = run.cells[i];
        for (let d = 1; d <= 9; d++) {
          if (used & (1 << d) || total + d > run.sum || (digits[r][c] && digits[r][c] !== d)) continue;
          acc.push(d);
          go(i + 1, used | (1 << d), total + d, acc);
          acc.pop();
        }
      };
      go(0, 0, 0, []);
      return out;
    };
    const brute = (r, c, digits) => {
      let can = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const sets = {};
      for (const run of runs.filter((x) => x.cells.some(([i, j]) => i === r && j === c))) {
        const others = digits.map((row) => row.slice());
        others[r][c] = 0;
        const as = assignments(run, others);
        const k = run.cells.findIndex(([i, j]) => i === r && j === c);
        can = new Set([...can].filter((d) => as.some((x) => x[k] === d)));
        sets[run.dir] = [...new Set(as.map((x) => x.slice().sort().join('')))].sort();
      }
      return {can: [...can].sort().join(''), sets};
    };
    // Two digits of the solution placed, then the panel of a cell in the same run.
    const digits = rec.grid.map((row) => row.map(() => 0));
    const [pr, pc] = whites[2].split(',').map(Number);
    await clickCell(pr, pc);
    await page.keyboard.type(String(solved[pr][pc]));
    digits[pr][pc] = solved[pr][pc];
    let panels = 0;
    for (const w of whites.slice(0, 6)) {
      const [r, c] = w.split(',').map(Number);
      if (digits[r][c]) continue;
      await clickCell(r, c);
      const got = await page.$eval('#combinations', (e) => ({
        can: e.querySelector('[data-can]').dataset.can,
        sets: Object.fromEntries([...e.querySelectorAll('[data-run]')].map((p) => [p.dataset.run, [...p.querySelectorAll('span')].map((s) => s.textContent).sort()])),
      }));
      const want = brute(r, c, digits);
      want.sets = Object.fromEntries(['across', 'down'].filter((d) => want.sets[d]).map((d) => [d, want.sets[d]]));
      check(got.can === want.can && JSON.stringify(got.sets) === JSON.stringify(want.sets), `the combination panel of (${r},${c}) is the brute force's`, `${JSON.stringify(got)} vs ${JSON.stringify(want)}`);
      panels++;
    }
    await shot('combinations');
    await (await button('Fill candidates')).click();
    let filled = 0, fillOk = true;
    for (const w of whites) {
      const [r, c] = w.split(',').map(Number);
      if (digits[r][c]) continue;
      const marks = await page.$eval(`[data-cell="${w}"]`, (e) => (e.querySelector('.marks') || {textContent: ''}).textContent.replace(/\s/g, ''));
      if (marks !== brute(r, c, digits).can) { fillOk = false; check(false, `Fill candidates at ${w}`, `${marks} vs ${brute(r, c, digits).can}`); break; }
      filled++;
    }
    check(fillOk && filled > 0, `Fill candidates: the brute force's digits in ${filled} cells, ${panels} panels checked`);
    // Pencil mode on a cell holding a digit leaves the digit alone.
    await clickCell(pr, pc);
    await page.keyboard.press('p');
    await page.keyboard.type('3');
    await page.keyboard.press('p');
    check((await digitAt(pr, pc)) === solved[pr][pc], 'pencil mode leaves a placed digit alone');
    await (await button('Undo')).click();
    await (await button('Undo')).click();
    const left = await page.$$eval('.cell .marks', (els) => els.length);
    check(left === 0, 'Fill candidates is one undoable step', left);
    // Try: mark, play on, go back to the mark.
    await (await button('Try')).click();
    const [tr, tc] = whites[5].split(',').map(Number);
    await clickCell(tr, tc);
    await page.keyboard.type('9');
    check(await hasClass(tr, tc, 'try'), 'a try is drawn as one');
    await (await button('Back to mark')).click();
    check((await digitAt(tr, tc)) === 0 && (await digitAt(pr, pc)) === solved[pr][pc], 'Back to mark undoes the tries only');
    // The accessible name: position, sums, digit.
    const label = await page.$eval(`[data-cell="${pr},${pc}"]`, (e) => e.getAttribute('aria-label'));
    const sumsOf = runs.filter((x) => x.cells.some(([i, j]) => i === pr && j === pc));
    check(label.startsWith(`row ${pr} column ${pc}`) && sumsOf.every((x) => label.includes(`${x.dir} ${x.sum}`)) && label.endsWith(`: ${solved[pr][pc]}`),
          "a white cell's accessible name gives its position, sums and digit", label);
    await sleep(2200);
    const timer = await text('#timer');
    check(/^\d+:\d\d$/.test(timer) && timer !== '0:00', 'a timer counts', timer);
    const status = await text('#play-status');
    check(status.startsWith(`${rec.cols} columns x ${rec.rows} rows`), 'the size shown is the board counted', status);
    // Print: the board alone, the id above it.
    await page.emulateMediaType('print');
    const printed = await page.evaluate(() => ({
      hidden: ['header', '.toolbar', '.pad', '#play-status', '#combinations'].every((s) => getComputedStyle(document.querySelector(s)).display === 'none'),
      board: getComputedStyle(document.getElementById('board')).display !== 'none',
      title: getComputedStyle(document.getElementById('print-title')).display !== 'none' && document.getElementById('print-title').textContent,
      block: getComputedStyle(document.querySelector('.cell.clue')).backgroundColor,
    }));
    check(printed.hidden && printed.board && printed.title, 'printed: the board alone, under its id', JSON.stringify(printed));
    check(printed.block === 'rgb(0, 0, 0)', 'printed blocks are black', printed.block);
    if (shots) await page.pdf({path: path.join(shots, 'print.pdf'), printBackground: false});
    await page.emulateMediaType(null);
    await page.close();
  }

  // ---- Phones and a desktop: every cell on screen up to 16 columns; a larger board pans and
  // zooms inside its slot; generate lands in Play, its address reopens in a fresh profile.
  const wide = kakuro(['generate', '--rows', '12', '--cols', '16', '--seed', '3', '--to', 'puzzlink']).stdout.trim().replace(/^.*\?/, '');
  const huge = kakuro(['generate', '--rows', '24', '--cols', '24', '--seed', '3', '--to', 'puzzlink']).stdout.trim().replace(/^.*\?/, '');
  for (const vp of [...PHONES, DESKTOP]) {
    const name = `${vp.width}x${vp.height}`;
    await openPage('#' + wide, vp);
    await page.waitForSelector('[data-cell]');
    await boardFits(`16 columns at ${name}`);
    await shot(`play-16-${name}`);
    if (vp.isMobile) {
      await page.emulateMediaFeatures([{name: 'prefers-color-scheme', value: 'dark'}]);
      await shot(`play-16-${name}-dark`);
      await page.emulateMediaFeatures([]);
    }
    await page.goto(url + 'index.html#' + huge);
    await page.waitForFunction(() => document.getElementById('board').dataset.cols === '24');
    const m = await boardFits(`24 columns at ${name}`);
    const slot = await page.$eval('#play-slot', (e) => ({scroll: e.scrollWidth, client: e.clientWidth}));
    if (vp.isMobile) check(slot.scroll > slot.client, `24 columns at ${name}: the board pans inside its slot`, JSON.stringify(slot));
    const before = m.min;
    await page.click('[aria-label="Zoom in"]');
    const after = await page.$eval('#board [data-pos]', (e) => e.getBoundingClientRect().width);
    check(after > before, `Zoom in enlarges the cells at ${name}`, `${before} -> ${after}`);
    check(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `zoomed at ${name}: the page stays put`);
    if (vp.hasTouch) {  // two fingers spread apart on the board: it zooms in, the page stays put
      const cdp = await page.createCDPSession();
      const box = await page.$eval('#play-slot', (e) => { const r = e.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + Math.min(r.height, 200) / 2}; });
      const fingers = (d) => [{x: box.x - d, y: box.y, id: 1}, {x: box.x + d, y: box.y, id: 2}];
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: fingers(20)});
      for (const d of [40, 60, 80]) await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: fingers(d)});
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
      const pinched = await page.$eval('#board [data-pos]', (e) => e.getBoundingClientRect().width);
      check(pinched > after, `a pinch zooms the board in at ${name}`, `${after} -> ${pinched}`);
      check(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth && visualViewport.scale === 1), `pinched at ${name}: the page stays put`);
    }
    await page.close();
  }
  {
    await openPage('', PHONES[1]);
    await page.evaluate(() => localStorage.clear());
    await page.tap('.tab[data-mode="generate"]');
    await page.$eval('#gen-rows', (e) => { e.value = '8'; });
    await page.$eval('#gen-cols', (e) => { e.value = '8'; });
    await (await button('Generate')).tap();
    await waitText('#gen-status', /unique/);
    await page.waitForFunction(() => location.hash.startsWith('#kakuro/'));
    check(await page.$eval('#pane-play', (e) => !e.hidden), 'on a phone, Generate lands in Play');
    check(await page.$eval('.pad', (e) => { const r = e.getBoundingClientRect(); return r.bottom <= innerHeight + 1 && r.top >= 0; }), 'the pad is at hand');
    const link = page.url();
    const genCells = (await whiteCells()).sort();
    await boardFits('generated at 390');
    await shot('generate-390');
    await page.close();
    const fresh = await browser.createBrowserContext();
    await openPage(link.slice(link.indexOf('#')), PHONES[0], fresh);
    await page.waitForSelector('[data-cell]');
    check(JSON.stringify((await whiteCells()).sort()) === JSON.stringify(genCells), 'the address after generate reopens the puzzle in a fresh profile');
    await page.close();
    await fresh.close();
  }

  // ---- The link is the puzzle: a link opened while another puzzle is saved opens; bad links
  // say why where the player looks, and the page keeps working.
  {
    await openPage('#' + body, DESKTOP);
    await page.waitForSelector('[data-cell]');
    // The same document: only the hash changes, and the page reads the link in its worker.
    // What the player sees is waited for (10 s at most): the link's 16 columns.
    const cols = () => page.$eval('#board', (b) => b.dataset.cols);
    const boardCols = async (want) => {
      try {
        await page.waitForFunction((c) => document.getElementById('board').dataset.cols === c, {timeout: 10000}, want);
      } catch { /* the check that follows says what was there */ }
      return cols();
    };
    await page.goto(url + 'index.html#' + wide);
    await page.waitForSelector('body[data-ready="true"]');
    const opened = await boardCols('16');
    check(opened === '16', "a link opened while another puzzle is saved opens the link's puzzle", `${opened} columns`);
    // A link changed again while the first is still read (its answer held back 1.5 s, so it
    // comes last): the last link's puzzle stays on the board.
    await page.evaluate((slow) => {
      const record = window.kakuro.record;
      window.slowRead = 'not asked';
      window.kakuro.record = async (text, ...rest) => {
        if (!text.includes(slow)) return record(text, ...rest);
        window.slowRead = 'asked';
        await new Promise((r) => setTimeout(r, 1500));
        const rec = await record(text, ...rest);
        window.slowRead = 'answered';
        return rec;
      };
    }, body);
    await page.goto(url + 'index.html#' + body);
    await page.waitForFunction(() => window.slowRead === 'asked', {timeout: 10000});
    await page.goto(url + 'index.html#' + huge);
    const last = await boardCols('24');
    await page.waitForFunction(() => window.slowRead === 'answered', {timeout: 10000});
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = await cols();
    check(last === '24' && after === '24', 'a link changed while the previous one is read ends on the last link\'s puzzle', `${last} then ${after} columns`);
    for (const [bad, why] of [['kakuro/zz', /missing number of columns/], ['kakuro/5/5/%E0%A4%A', /malformed % escape/], ['kakuro/' + 'x'.repeat(1 << 20), /too long/]]) {
      await page.goto('about:blank');
      await page.goto(url + 'index.html#' + bad);
      await page.waitForSelector('body[data-ready="true"]');
      const n = await page.$eval('#notice', (e) => ({shown: !e.hidden && e.getBoundingClientRect().height > 0, text: e.textContent}));
      check(n.shown && why.test(n.text) && !/: \d+ puzzle/.test(n.text), `a bad link (${bad.slice(0, 20)}) shows its error`, JSON.stringify(n).slice(0, 300));
      check((await whiteCells()).length > 0, 'and the saved puzzle is still there to play');
    }
    await shot('bad-link');
    await page.close();
  }

  // ---- Never freezes: a 40x40 extreme puzzle generated with the page drawing every frame;
  // Cancel ends a running generate, and clicks while it runs start no other.
  {
    await openPage('', DESKTOP);
    await page.click('.tab[data-mode="generate"]');
    await page.$eval('#gen-rows', (e) => { e.value = '40'; });
    await page.$eval('#gen-cols', (e) => { e.value = '40'; });
    await page.select('#gen-difficulty', 'extreme');
    await page.evaluate(() => {
      window.gaps = {max: 0, last: performance.now(), on: true};
      const f = (t) => { window.gaps.max = Math.max(window.gaps.max, t - window.gaps.last); window.gaps.last = t; if (window.gaps.on) requestAnimationFrame(f); };
      requestAnimationFrame(f);
      // Every status the generate shows, for its progress.
      window.genTexts = [];
      const st = document.getElementById('gen-status');
      new MutationObserver(() => window.genTexts.push(st.textContent)).observe(st, {childList: true, characterData: true, subtree: true});
    });
    await (await button('Generate')).click();
    const genText = await waitText('#gen-status', /unique|error|not generated/, 120000);
    const gap = await page.evaluate(() => { window.gaps.on = false; return window.gaps.max; });
    check(/unique, level extreme/.test(genText), 'a 40x40 extreme puzzle is generated', genText);
    check(gap <= 250, 'no frame gap over 250 ms while it is generated', `${gap.toFixed(0)} ms`);
    console.log(`generate 40x40 extreme: longest frame gap ${gap.toFixed(0)} ms`);
    // The generator's progress, as `generate --progress` reports it, changing while it runs.
    const progressRe = /^Generating 40x40… \d+ s: try (\d+), (\d+) fill changes?, (\d+) proofs?, (layout|fill|proof|rating)$/;
    const progress = [...new Set(await page.evaluate(() => window.genTexts))].map((t) => t.match(progressRe)).filter(Boolean);
    const steps = new Set(progress.map((m) => m.slice(1).join(' ')));
    check(steps.size >= 2, 'the progress (tries, fill changes, proofs, phase) changes while the generate runs', JSON.stringify([...steps]));
    check(progress.every((m, i) => i === 0 || +m[1] >= +progress[i - 1][1] && +m[2] >= +progress[i - 1][2] && +m[3] >= +progress[i - 1][3]),
      'the progress counts never go back', JSON.stringify(progress.map((m) => m[0])));
    console.log(`generate 40x40 extreme: ${progress.length} progress texts, the last "${progress.length ? progress[progress.length - 1][0] : ''}"`);
    await page.click('.tab[data-mode="generate"]');
    await page.$eval('#gen-seed', (e) => { e.value = '5'; });
    await (await button('Generate')).click();
    check(await page.$eval('#generate', (e) => e.disabled), 'Generate cannot be clicked again while one runs');
    check(/: try \d+, /.test(await waitText('#gen-status', /: try \d+, |unique/)), 'a running generate shows its progress before Cancel', await text('#gen-status'));
    await (await button('Cancel')).click();
    check(/Cancelled/.test(await waitText('#gen-status', /Cancelled|unique/)), 'Cancel ends a running generate', await text('#gen-status'));
    await page.$eval('#gen-rows', (e) => { e.value = '6'; });
    await page.$eval('#gen-cols', (e) => { e.value = '6'; });
    await page.select('#gen-difficulty', '');
    await (await button('Generate')).click();
    check(/unique/.test(await waitText('#gen-status', /unique/)), 'the engine works again after a cancel', await text('#gen-status'));
    await page.close();
  }

  // ---- Offline: after one visit the page opens and plays with no network (service worker)
  {
    await openPage('#' + body, DESKTOP);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.setOfflineMode(true);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    check((await whiteCells()).length === whites.length, 'offline, a reload opens the puzzle');
    await (await button('Hint')).click();
    await page.waitForSelector('#hint-box:not([hidden])');
    check((await text('#hint-text')).length > 10, 'offline, the engine answers (a hint)', await text('#hint-text'));
    await page.setOfflineMode(false);
    await page.close();
  }

  // ---- Play without a puzzle says so
  {
    const fresh = await browser.createBrowserContext();
    await openPage('', DESKTOP, fresh);
    await page.click('.tab[data-mode="play"]');
    check(await page.$eval('#play-empty', (e) => !e.hidden) && await page.$eval('#play-tools', (e) => e.hidden), 'Play without a puzzle says so, with no live buttons');
    await page.close();
    await fresh.close();
  }

  // ---- Dark mode
  await openPage();
  await page.emulateMediaFeatures([{name: 'prefers-color-scheme', value: 'dark'}]);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lum = bg.match(/\d+/g).slice(0, 3).reduce((a, b) => a + +b, 0) / 3;
  check(lum < 80, 'dark mode gives a dark background', bg);
  await page.click('.tab[data-mode="play"]');
  await shot('play-dark');
  await page.close();
} catch (e) {
  check(false, 'the test ran to its end', e.stack);
} finally {
  await browser.close();
  server.kill();
}
console.log(`page tests: ${checks - failures} of ${checks} checks hold`);
process.exit(failures ? 1 : 0);
