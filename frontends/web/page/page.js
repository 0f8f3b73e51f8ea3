// The page: open, play (with hints), generate and set Kakuro puzzles. Every answer comes
// from the kakuro command compiled to WebAssembly (kakuro.js), run in a Web Worker
// (engine.js, worker.js): the page shows its words, fields and coordinates (R,C as the
// command prints them, counting the clue row and column).
// This file only wires the modules, one concern each (docs/web.md), to the page's buttons
// and events, starts the engine and the service worker (sw.js), and opens the address's
// puzzle, or the one last in play.
import {exportAs, playSetter} from './export.js';
import {fillCandidates} from './combos.js';
import {engine} from './engine.js';
import {cancelGenerate, generate, showGenerate} from './generate.js';
import {check, hint, solveAll} from './hint.js';
import {boardClick, boardKey, pageKey} from './keys.js';
import {copyLink} from './link.js';
import {openFile, openHash, openText} from './open.js';
import {loadPuzzle, redo, restart, showPlay, togglePencil, tryBack, tryMark, typeDigit, undo, update} from './play.js';
import {drawSetter, newSetter, setKind, setSum, setter, setterFromPlay, showSet, undoRedo} from './set.js';
import {wireSetEdit} from './setedit.js';
import {currentText} from './storage.js';
import {startTimer} from './timer.js';
import {$, onShow, setMode, ui} from './ui.js';
import {setZoom, wireZoom} from './zoom.js';

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
  const click = (id, f) => $(id).addEventListener('click', f);
  click('hint', hint);
  click('check', check);
  click('solve', solveAll);
  click('undo', undo);
  click('redo', redo);
  click('pencil', togglePencil);
  click('fill', fillCandidates);
  click('try', tryMark);
  click('try-keep', tryMark);
  click('try-back', tryBack);
  click('restart', restart);
  click('copy-link', copyLink);
  click('print', () => window.print());
  for (const b of document.querySelectorAll('.pad button')) b.addEventListener('click', () => { typeDigit(+b.dataset.digit); });
  $('generate-form').addEventListener('submit', generate);
  click('gen-cancel', cancelGenerate);
  click('set-new', () => newSetter(+$('set-rows').value, +$('set-cols').value));
  click('set-from-play', () => { setterFromPlay(); ui.board.focus(); });
  click('set-white', () => setKind('white'));
  click('set-block', () => setKind('block'));
  click('set-undo', () => undoRedo(setter.undo, setter.redo));
  click('set-redo', () => undoRedo(setter.redo, setter.undo));
  for (const [id, dir] of [['set-down', 'down'], ['set-across', 'across']]) {
    $(id).addEventListener('input', (ev) => setSum(dir, ev.target.value));
    $(id).addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === 'Escape') { ev.preventDefault(); ui.board.focus(); } });
  }
  click('export-url', () => exportAs('url'));
  click('export-json', () => exportAs('json'));
  click('export-svg', () => exportAs('svg'));
  click('set-play', playSetter);
  document.addEventListener('keydown', pageKey);
  window.addEventListener('hashchange', openHash);
  window.addEventListener('resize', () => (ui.mode === 'set' ? drawSetter() : update()));
  wireZoom();
  wireSetEdit();
  startTimer();
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => { /* no offline copy */ });
}

async function start() {
  wire();
  ui.engine = engine;
  window.kakuro = engine;  // for scripts and tests: await kakuro.run(args, stdin)
  setZoom(1);
  // The address's puzzle first; else the one last in play, drawn before the engine is in.
  if (!location.hash || !(await openHash())) {
    const current = currentText();
    let opened = false;
    if (current) {
      try {
        loadPuzzle(JSON.parse(current));
        opened = true;
      } catch { /* a stale entry: start afresh */ }
    }
    if (!opened) setMode('open');
  }
  await engine.ready();
  $('loading').hidden = true;
}

start().then(() => {
  window.kakuroReadyMs = performance.now();  // since navigation began: bench/web_page.mjs reads it
  document.body.dataset.ready = 'true';
}, (e) => {
  $('loading').textContent = 'The engine did not load: ' + e;
});
