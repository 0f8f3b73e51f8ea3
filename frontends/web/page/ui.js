// What the page's modules share: the engine (kakuro.js, set once it has loaded), the mode
// shown, the one board element (Play, Generate and Set each take it into their pane) and the
// switch between modes. A mode's module says how it shows itself (onShow); a mode without
// one (Open) shows no board.
export const $ = (id) => document.getElementById(id);

const board = document.createElement('div');
board.className = 'board';
board.id = 'board';
board.tabIndex = 0;
board.setAttribute('role', 'grid');

export const ui = {engine: null, mode: 'open', board};

const shows = {};
export function onShow(mode, show) {
  shows[mode] = show;
}

export function setMode(m) {
  ui.mode = m;
  for (const pane of document.querySelectorAll('.pane')) pane.hidden = pane.id !== 'pane-' + m;
  for (const tab of document.querySelectorAll('.tab')) tab.setAttribute('aria-pressed', String(tab.dataset.mode === m));
  if (shows[m]) shows[m]();
  else board.remove();
}
