// The page: open, play (with hints), generate and set Kakuro puzzles. Every answer comes
// from the kakuro command compiled to WebAssembly (kakuro.js): the page shows its words,
// fields and coordinates (R,C as the command prints them, counting the clue row and column).
// This file only wires the modules, one concern each (docs/web.md), to the page's buttons
// and events, and loads the engine: ui.js (what they share), board.js, rules.js (the rules a
// player breaks), storage.js, open.js, play.js, hint.js (Hint, Check, Solve), generate.js,
// set.js, export.js and keys.js.
import createKakuro from './kakuro.js';
import {exportAs, playSetter} from './export.js';
import {generate, showGenerate} from './generate.js';
import {check, hint, solveAll} from './hint.js';
import {boardClick, boardKey, pageKey} from './keys.js';
import {openFile, openHash, openText} from './open.js';
import {loadPuzzle, redo, restart, showPlay, togglePencil, typeDigit, undo, update} from './play.js';
import {drawSetter, newSetter, setKind, setSum, setterFromPlay, showSet} from './set.js';
import {currentText} from './storage.js';
import {$, onShow, setMode, ui} from './ui.js';

onShow('play', () => showPlay($('play-slot')));
onShow('generate', showGenerate);
onShow('set', showSet);
ui.board.addEventListener('click', boardClick);
ui.board.addEventListener('keydown', boardKey);

function wire() {
  for (const tab of document.querySelectorAll('.tab')) tab.addEventListener('click', () => setMode(tab.dataset.mode));
  $('open-button').addEventListener('click', () => openText($('open-text').value));
  $('open-file').addEventListener('change', (ev) => openFile(ev.target.files[0]));
  document.addEventListener('dragover', (ev) => ev.preventDefault());
  document.addEventListener('drop', (ev) => {
    ev.preventDefault();
    openFile(ev.dataTransfer.files[0]);
  });
  $('hint').addEventListener('click', hint);
  $('check').addEventListener('click', check);
  $('solve').addEventListener('click', solveAll);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('pencil').addEventListener('click', togglePencil);
  $('restart').addEventListener('click', restart);
  for (const b of document.querySelectorAll('.pad button')) b.addEventListener('click', () => { typeDigit(+b.dataset.digit); });
  $('generate-form').addEventListener('submit', generate);
  $('set-new').addEventListener('click', () => newSetter(+$('set-rows').value, +$('set-cols').value));
  $('set-from-play').addEventListener('click', () => { setterFromPlay(); ui.board.focus(); });
  $('set-white').addEventListener('click', () => setKind('white'));
  $('set-block').addEventListener('click', () => setKind('block'));
  for (const [id, dir] of [['set-down', 'down'], ['set-across', 'across']]) {
    $(id).addEventListener('input', (ev) => setSum(dir, ev.target.value));
    $(id).addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === 'Escape') { ev.preventDefault(); ui.board.focus(); } });
  }
  $('export-url').addEventListener('click', () => exportAs('url'));
  $('export-json').addEventListener('click', () => exportAs('json'));
  $('export-svg').addEventListener('click', () => exportAs('svg'));
  $('set-play').addEventListener('click', playSetter);
  document.addEventListener('keydown', pageKey);
  window.addEventListener('hashchange', openHash);
  window.addEventListener('resize', () => (ui.mode === 'set' ? drawSetter() : update()));
}

async function start() {
  wire();
  ui.engine = await createKakuro();
  window.kakuro = ui.engine;  // for scripts and tests: kakuro.run(args, stdin)
  $('loading').hidden = true;
  if (openHash()) return;
  const current = currentText();
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
