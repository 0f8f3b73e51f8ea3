// Set's edits by pointer: a drag across the grid paints each cell it passes (and its
// partners under the symmetry chosen) white, or block when the first cell was white; the
// whole drag is one undoable edit. A click without a drag only selects (keys.js).
import {drawSetter, edit, paintCell, setter} from './set.js';
import {ui} from './ui.js';

let drag = null;  // {kind, from: "r,c", cells: [[r, c]]}

const posAt = (ev) => {
  const el = document.elementFromPoint(ev.clientX, ev.clientY);
  const cell = el && el.closest('#board [data-pos]');
  return cell ? cell.dataset.pos : null;
};

export function wireSetEdit() {
  ui.board.addEventListener('pointerdown', (ev) => {
    if (ui.mode !== 'set' || ev.button !== 0 || (ev.pointerType === 'touch' && !ev.isPrimary)) return;
    const pos = posAt(ev);
    if (!pos) return;
    const [r, c] = pos.split(',').map(Number);
    drag = {kind: setter.cells[r][c].kind === 'white' ? 'block' : 'white', from: pos, cells: [], before: null};
  });
  ui.board.addEventListener('pointermove', (ev) => {
    if (!drag) return;
    const pos = posAt(ev);
    if (!pos || (pos === drag.from && !drag.cells.length)) return;
    if (!drag.cells.length) drag.cells.push(drag.from.split(',').map(Number));
    if (!drag.cells.some(([r, c]) => `${r},${c}` === pos)) drag.cells.push(pos.split(',').map(Number));
    if (!drag.before) drag.before = setter.cells.map((row) => row.map((k) => k.kind));
    for (const [r, c] of drag.cells) paintCell(r, c, drag.kind);
    drawSetter();
  });
  const end = () => {
    if (!drag) return;
    const d = drag;
    drag = null;
    if (!d.cells.length) return;
    // Back to before the drag, then the drag as one edit.
    setter.cells.forEach((row, r) => row.forEach((k, c) => { k.kind = d.before[r][c]; }));
    edit(() => { for (const [r, c] of d.cells) paintCell(r, c, d.kind); });
  };
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
}
