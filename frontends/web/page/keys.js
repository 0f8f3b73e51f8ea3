// Keys and pointer on the board, by mode: Play's arrows, digits, erase (Backspace, Delete, 0,
// Space), P for pencil marks, Ctrl+Z to undo and Ctrl+Y or Ctrl+Shift+Z to redo; Set's arrows,
// W white, B block, D and A to the sum fields, Ctrl+Z and Ctrl+Y its edits. Undo and redo also from anywhere on the page
// but a text field. A click or tap on the board selects its cell.
import {moveSel} from './board.js';
import {play, redo, togglePencil, typeDigit, undo, update} from './play.js';
import {drawSetter, setKind, setter, undoRedo} from './set.js';
import {$, ui} from './ui.js';

const ARROWS = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};

export function boardClick(ev) {
  const el = ev.target.closest('[data-pos]');
  const pos = el ? el.dataset.pos.split(',').map(Number) : null;
  if (!pos) return;
  if (ui.mode === 'set') {
    setter.sel = pos;
    drawSetter();
  } else if (play.record && play.cells[pos[0]][pos[1]].kind === 'white') {
    play.sel = pos;
    update();
  }
  ui.board.focus();
}

export function boardKey(ev) {
  if (ev.ctrlKey || ev.metaKey) {
    const [u, r] = ui.mode === 'set' ? [() => undoRedo(setter.undo, setter.redo), () => undoRedo(setter.redo, setter.undo)] : [undo, redo];
    if (ev.key === 'z' && !ev.shiftKey) u();
    else if (ev.key === 'y' || (ev.key === 'Z' && ev.shiftKey) || (ev.key === 'z' && ev.shiftKey)) r();
    else return;
    ev.preventDefault();
    return;
  }
  const arrow = ARROWS[ev.key];
  if (ui.mode === 'set') {
    if (arrow) setter.sel = moveSel(setter.sel, ...arrow, setter.rows, setter.cols, () => true), drawSetter();
    else if (ev.key === 'w' || ev.key === 'W' || ev.key === '.') setKind('white');
    else if (ev.key === 'b' || ev.key === 'B' || ev.key === '#') setKind('block');
    else if (ev.key === 'd' || ev.key === 'D') $('set-down').select();
    else if (ev.key === 'a' || ev.key === 'A') $('set-across').select();
    else return;
    ev.preventDefault();
    return;
  }
  const p = play;
  if (!p.record) return;
  if (arrow) {
    p.sel = moveSel(p.sel, ...arrow, p.rows, p.cols, (r, c) => p.cells[r][c].kind === 'white');
    update();
  } else if (/^[1-9]$/.test(ev.key)) typeDigit(+ev.key);
  else if (ev.key === 'Backspace' || ev.key === 'Delete' || ev.key === '0' || ev.key === ' ') typeDigit(0);
  else if (ev.key === 'p' || ev.key === 'P') togglePencil();
  else return;
  ev.preventDefault();
}

// Undo and redo from anywhere on the page but a text field (after a button was pressed).
export function pageKey(ev) {
  if (ev.target === ui.board || /^(INPUT|TEXTAREA|SELECT)$/.test(ev.target.tagName) || ui.mode === 'set') return;
  if (!(ev.ctrlKey || ev.metaKey)) return;
  if (ev.key === 'z' && !ev.shiftKey) undo();
  else if (ev.key === 'y' || ev.key === 'Z' || (ev.key === 'z' && ev.shiftKey)) redo();
  else return;
  ev.preventDefault();
}
