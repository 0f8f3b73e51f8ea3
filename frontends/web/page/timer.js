// The timer: the time spent on the puzzle in play, counted while the tab is shown and the
// puzzle not solved, saved with its progress (play.elapsed, storage.js) every few seconds and
// when the tab is hidden.
import {hooks, play, save} from './play.js';
import {$} from './ui.js';

let last = null;  // performance.now() at the last tick, null while paused

function show() {
  const s = Math.floor(play.elapsed / 1000);
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  if ($('timer').textContent !== text) $('timer').textContent = text;
}

function tick() {
  const now = performance.now();
  const running = play.record && !play.solved && document.visibilityState === 'visible';
  if (running && last != null) play.elapsed += now - last;
  last = running ? now : null;
  show();
}

export function startTimer() {
  setInterval(() => {
    tick();
    if (last != null && Math.floor(play.elapsed / 1000) % 5 === 0) save();
  }, 1000);
  document.addEventListener('visibilitychange', () => {
    tick();
    save();
  });
  hooks.loaded.push(() => { last = null; tick(); });
}
