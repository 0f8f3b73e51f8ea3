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
async function openPage(hash = '', width = 900) {
  page = await browser.newPage();
  await page.setViewport({width, height: 1000});
  page.on('pageerror', (e) => check(false, 'no error in the page', String(e)));
  await page.goto(url + 'index.html' + hash);
  await page.waitForSelector('body[data-ready="true"]', {timeout: 20000});
}
async function shot(name) {
  if (!shots) return;
  fs.mkdirSync(shots, {recursive: true});
  await page.screenshot({path: path.join(shots, name + '.png'), fullPage: true});
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
    const shown = await text('#hint-text');
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
  await openPage('', 375);
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
  await page.tap('.tab[data-mode="play"]');
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
  check(/Empty/.test(await text('#set-status')), 'a new grid is empty', await text('#set-status'));
  await page.click('[data-pos="1,1"]');
  for (const key of ['w', 'ArrowRight', 'w', 'ArrowDown', 'w', 'ArrowLeft', 'w']) await page.keyboard.press(key);
  check(/Clues missing/.test(await text('#set-status')), 'whites without sums: the clues missing are listed', await text('#set-status'));
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
  const none = await text('#set-status');
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
  const several = await text('#set-status');
  check(/^Several solutions: \(\d,\d\) is \d or \d; \(\d,\d\) is \d or \d/.test(several), 'several solutions, with two cells where they differ', several);
  check((await page.$$('.cell.differ')).length === 2, 'the two differing cells are marked');
  await page.waitForSelector('#apply-repair', {timeout: 10000});
  await shot('set-several');
  await page.click('#apply-repair');
  const unique = await text('#set-status');
  check(/^Unique/.test(unique), "repair's clue changes make it unique", unique);
  await (await button('Export JSON line')).click();
  const exported = await page.$eval('#export-text', (e) => e.value);
  const nu = kakuro(['unique', '-'], exported + '\n');
  check(nu.code === 0 && /^unique/.test(nu.stdout), 'the exported JSON line is unique by the native command', exported);
  await (await button('Export puzz.link URL')).click();
  const exportedUrl = await page.$eval('#export-text', (e) => e.value);
  check(kakuro(['convert', '--to', 'puzzlink', '-'], exported + '\n').stdout.trim() === exportedUrl,
        "the puzz.link export is the command's", exportedUrl);
  await (await button('Export SVG')).click();
  check(/<svg/.test(await page.$eval('#export-text', (e) => e.value)), 'an SVG is exported');
  await shot('set-unique');
  await page.close();

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
