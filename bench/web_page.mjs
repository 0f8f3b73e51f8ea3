// The page's size and speed in headless Chromium (figures, not a test): the compressed size
// of kakuro.wasm + kakuro.js, the time until the page is interactive, a hint on every janko
// puzzle, the uniqueness status after an edit of a 15x15 setter grid, generating 15x15.
//   node bench/web_page.mjs SITE_DIR CORPUS_DIR [NATIVE_KAKURO]   (KAKURO_NPM_DIR: puppeteer-core)
// With the native command, the slowest hints are timed by it too, side by side (its own
// time, from its summary line: reading and hinting, no process start).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';

const require = createRequire(process.env.KAKURO_NPM_DIR ? path.resolve(process.env.KAKURO_NPM_DIR, 'x.js') : import.meta.url);
const puppeteer = require('puppeteer-core');
const [site, corpus, native] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `n ${s.length}, median ${q(0.5).toFixed(2)} ms, p90 ${q(0.9).toFixed(2)} ms, p99 ${q(0.99).toFixed(2)} ms, max ${s[s.length - 1].toFixed(2)} ms`;
};

// Size: gzip -9 and brotli of what the browser downloads for the engine.
let raw = 0, gz = 0, br = 0;
for (const f of ['kakuro.wasm', 'kakuro.js']) {
  const b = fs.readFileSync(path.join(site, f));
  raw += b.length;
  gz += zlib.gzipSync(b, {level: 9}).length;
  br += zlib.brotliCompressSync(b).length;
}
console.log(`size: kakuro.wasm + kakuro.js ${(raw / 1e6).toFixed(2)} MB, gzip -9 ${(gz / 1e6).toFixed(3)} MB, brotli ${(br / 1e6).toFixed(3)} MB (target < 1.5 MB compressed)`);

const port = 19026 + (process.pid % 500);
const server = spawn('/usr/bin/python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', site], {stdio: 'ignore'});
await sleep(800);
const browser = await puppeteer.launch({executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
                                        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']});
try {
  // Interactive: navigation start to the engine loaded and the page wired (five fresh loads).
  const ready = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForSelector('body[data-ready="true"]');
    ready.push(await page.evaluate(() => window.kakuroReadyMs));
    await page.close();
  }
  console.log(`interactive: ${stats(ready)} (target < 1000 ms)`);

  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.waitForSelector('body[data-ready="true"]');

  // A hint from the givens on each janko puzzle (the explain engine runs the whole puzzle).
  const janko = fs.readFileSync(path.join(corpus, 'janko.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
  // Two passes: the first includes the module's first calls (memory growing, code warming).
  for (const pass of ['first pass', 'second pass']) {
    const hints = await page.evaluate(async (lines) => {  // the engine's worker: each call awaited
      const out = [];
      for (const l of lines) {
        const t0 = performance.now();
        await window.kakuro.hint(l, '');
        out.push([performance.now() - t0, JSON.parse(l).id]);
      }
      return out;
    }, janko);
    const slow = hints.filter(([ms]) => ms >= 50).sort((a, b) => b[0] - a[0]);
    console.log(`hint, janko, ${pass}: ${stats(hints.map(([ms]) => ms))}; ${slow.length} at or over 50 ms` +
                (slow.length ? ': ' + slow.slice(0, 8).map(([ms, id]) => `${id} ${ms.toFixed(0)} ms`).join(', ') : '') + ' (target < 50 ms)');
    if (native && pass === 'second pass') {
      const slowest = hints.slice().sort((a, b) => b[0] - a[0]).slice(0, 5);
      const side = slowest.map(([ms, id]) => {
        const line = janko.find((l) => JSON.parse(l).id === id);
        const r = spawnSync(native, ['hint', '-'], {input: line + '\n', encoding: 'utf8'});
        const m = /in ([0-9.]+) (ms|us|s)\n*$/.exec(r.stderr);
        const nat = m ? +m[1] * {ms: 1, us: 0.001, s: 1000}[m[2]] : NaN;
        return `${id} page ${ms.toFixed(1)} ms, native ${nat.toFixed(1)} ms (x${(ms / nat).toFixed(2)})`;
      });
      console.log(`  the slowest five beside the native command: ${side.join('; ')}`);
    }
  }

  // Generating 15x15 (seeds 1..20), then the status after an edit of each in Set mode.
  const gens = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await window.kakuro.generate({rows: 15, cols: 15, seed: i + 1});
      out.push(performance.now() - t0);
    }
    return out;
  });
  console.log(`generate 15x15: ${stats(gens)} (target < 300 ms)`);
  const edits = [], backs = [];
  for (let seed = 1; seed <= 10; seed++) {
    const [ms, back] = await page.evaluate(async (seed) => {
      const rec = await window.kakuro.generate({rows: 15, cols: 15, seed});
      const input = document.getElementById('open-text');
      input.value = JSON.stringify(rec);
      document.getElementById('open-button').click();
      while (!document.querySelector('#board .cell')) await new Promise((r) => setTimeout(r, 5));
      document.querySelector('.tab[data-mode="set"]').click();
      document.getElementById('set-from-play').click();
      // the first clue cell with a down sum: its sum one higher, as a setter types it
      const clue = [...document.querySelectorAll('.cell.clue')].find((e) => e.querySelector('.down').textContent);
      clue.click();
      const down = document.getElementById('set-down');
      const timed = async (value) => {  // until the engine's worker has answered
        down.value = value;
        const t0 = performance.now();
        down.dispatchEvent(new Event('input'));
        const status = document.getElementById('set-status');
        while (/^Counting/.test(status.textContent)) await new Promise((r) => setTimeout(r, 1));
        const ms = performance.now() - t0;
        return [ms, status.textContent.replace(/[:.].*/, '')];
      };
      const was = down.value;
      return [await timed(String(+was + 1)), await timed(was)];
    }, seed);
    edits.push(ms);
    backs.push(back);
  }
  const words = (xs) => [...new Set(xs.map(([, w]) => w))].join(', ');
  console.log(`status after an edit, 15x15 setter grid, a down sum + 1: ${stats(edits.map(([m]) => m))} (${words(edits)}) (target < 100 ms)`);
  console.log(`status after an edit, 15x15 setter grid, the sum back: ${stats(backs.map(([m]) => m))} (${words(backs)}; with the rating) (target < 100 ms)`);
} finally {
  await browser.close();
  server.kill();
}
