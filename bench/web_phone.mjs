// The page on a phone and under a long command (figures, not tests): the time to an
// interactive puzzle (a 390x844 touch screen, the CPU 4x slower by emulation, a fresh profile,
// a #kakuro/ link; navigation start to the engine ready with the board drawn, three loads) and
// the longest frame gap and main-thread task while a 40x40 extreme puzzle is generated
// (requestAnimationFrame and PerformanceObserver in the page), until its board is drawn.
//   KAKURO_NPM_DIR=build-web/npm/node_modules node bench/web_phone.mjs build-web/site build/frontends/kakuro
import {createRequire} from 'node:module';
import {spawn, execFileSync} from 'node:child_process';
import path from 'node:path';
const require = createRequire(path.resolve(process.env.KAKURO_NPM_DIR || '.', 'x.js'));
const puppeteer = require('puppeteer-core');
const [site, native] = process.argv.slice(2);
const port = 18000 + (process.pid % 1000);
const srv = spawn('/usr/bin/python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', site], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 1000));
const browser = await puppeteer.launch({executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu']});
const body = execFileSync(native, ['generate', '--rows', '10', '--cols', '10', '--seed', '4', '--to', 'puzzlink'], {encoding: 'utf8'}).trim().replace(/^.*\?/, '');
const tti = [];
for (let i = 0; i < 3; i++) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({width: 390, height: 844, isMobile: true, hasTouch: true});
  await page.emulateCPUThrottling(4);
  await page.goto(`http://127.0.0.1:${port}/index.html#${body}`);
  await page.waitForSelector('body[data-ready="true"] [data-cell]', {timeout: 120000});
  tti.push(await page.evaluate(() => window.kakuroReadyMs));
  await ctx.close();
}
console.log(`time to an interactive puzzle, 390x844, CPU x4, fresh profile: ${tti.map((t) => t.toFixed(0)).join(', ')} ms`);
const page = await browser.newPage();
await page.setViewport({width: 1280, height: 800});
await page.goto(`http://127.0.0.1:${port}/index.html`);
await page.waitForSelector('body[data-ready="true"]');
await page.click('.tab[data-mode="generate"]');
await page.$eval('#gen-rows', (e) => { e.value = '40'; });
await page.$eval('#gen-cols', (e) => { e.value = '40'; });
await page.select('#gen-difficulty', 'extreme');
await page.evaluate(() => {
  window.m = {gap: 0, last: performance.now(), on: true, long: 0};
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.m.long = Math.max(window.m.long, e.duration); }).observe({entryTypes: ['longtask']});
  const f = (t) => { window.m.gap = Math.max(window.m.gap, t - window.m.last); window.m.last = t; if (window.m.on) requestAnimationFrame(f); };
  requestAnimationFrame(f);
});
await (await page.$('::-p-aria(Generate[role="button"])')).click();
await page.waitForFunction(() => /unique|error/.test(document.getElementById('gen-status').textContent), {timeout: 120000});
await page.waitForFunction(() => !document.getElementById('board').dataset.drawing);
await new Promise((r) => setTimeout(r, 500));
const m = await page.evaluate(() => { window.m.on = false; return window.m; });
console.log(`generate 40x40 extreme (${await page.$eval('#gen-status', (e) => e.textContent)}), until the board is drawn: longest frame gap ${m.gap.toFixed(0)} ms, longest task ${m.long.toFixed(0)} ms`);
await browser.close();
srv.kill();
