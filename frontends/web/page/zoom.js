// Zoom and pan inside the board's slot, the page staying put: the Zoom in and Zoom out
// buttons, and a two-finger pinch on the board (its slot takes pans only, touch-action), scale
// the cells from the size that fits the slot (board.js cellSize); a board wider than its slot
// scrolls inside it.
import {cellSize} from './board.js';
import {ui} from './ui.js';

const MIN = 0.5, MAX = 3;

export function setZoom(z) {
  const b = ui.board;
  b.dataset.zoom = String(Math.max(MIN, Math.min(MAX, z)));
  if (b.dataset.cols) b.style.setProperty('--cell', cellSize(+b.dataset.cols, b.parentElement, +b.dataset.zoom) + 'px');
}
const zoom = () => +(ui.board.dataset.zoom || 1);

export function wireZoom() {
  for (const b of document.querySelectorAll('.zoom-in')) b.addEventListener('click', () => setZoom(zoom() * 1.25));
  for (const b of document.querySelectorAll('.zoom-out')) b.addEventListener('click', () => setZoom(zoom() / 1.25));
  const touches = new Map();
  let start = null;
  const spread = () => {
    const [a, b] = [...touches.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  ui.board.addEventListener('pointerdown', (ev) => {
    if (ev.pointerType !== 'touch') return;
    touches.set(ev.pointerId, {x: ev.clientX, y: ev.clientY});
    if (touches.size === 2) start = {spread: spread(), zoom: zoom()};
  });
  ui.board.addEventListener('pointermove', (ev) => {
    if (!touches.has(ev.pointerId)) return;
    touches.set(ev.pointerId, {x: ev.clientX, y: ev.clientY});
    if (touches.size === 2 && start && start.spread > 0) setZoom(start.zoom * spread() / start.spread);
  });
  const end = (ev) => {
    touches.delete(ev.pointerId);
    if (touches.size < 2) start = null;
  };
  ui.board.addEventListener('pointerup', end);
  ui.board.addEventListener('pointercancel', end);
}
