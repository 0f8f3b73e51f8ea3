// The board, shared by Play and Set (play.js, set.js): a record's cells, and the grid of
// cells drawn from a view of each, white cells carrying data-cell="R,C" in the command's
// coordinates. The runs are rules.js's.

// A record as `convert --to jsonl` writes it: {rows, cols, grid: ["#", ".", "D\\A"], givens?}.
export function parseCell(s) {
  if (s === '.') return {kind: 'white'};
  if (s === '#') return {kind: 'black'};
  const [d, a] = s.split('\\');
  return {kind: 'clue', down: d ? +d : null, across: a ? +a : null};
}

// A cell's size from the board's own slot (its clientWidth, which the board inside never
// widens, unlike the window on a phone): the columns share the slot, 20 to 44 pixels each,
// then the zoom (buttons, pinch; zoom.js). A board wider than its slot pans inside it.
// The slots' widths as the last layout left them (a ResizeObserver): reading clientWidth
// while the board is being redrawn would force a layout of every cell.
const widths = new WeakMap();
const observer = new ResizeObserver((entries) => {
  for (const e of entries) {
    widths.set(e.target, e.contentRect.width);
    const b = e.target.querySelector('.board');
    if (b && b.dataset.cols) b.style.setProperty('--cell', cellSize(+b.dataset.cols, e.target, +(b.dataset.zoom || 1)) + 'px');
  }
});
for (const slot of document.querySelectorAll('.board-slot')) observer.observe(slot);
const slotWidth = (slot) => (slot && widths.get(slot)) || 0;

export function cellSize(cols, slot, zoom = 1) {
  const w = Math.min(slotWidth(slot) || window.innerWidth, 900);
  const fit = Math.max(20, Math.min(44, Math.floor(w / cols)));
  return Math.max(12, Math.round(fit * zoom));
}

// view(r, c) -> {kind, down, across, digit, marks: [{d, gone}], classes: [], label}
export function drawBoard(board, rows, cols, view) {
  board.style.setProperty('--cols', cols);
  board.dataset.cols = cols;
  board.style.setProperty('--cell', cellSize(cols, board.parentElement, +(board.dataset.zoom || 1)) + 'px');
  const html = [], cells = [];
  for (let r = 0; r < rows; r++) {
    html.push('<div role="row">');
    for (let c = 0; c < cols; c++) {
      const at = html.length;
      const v = view(r, c);
      const cls = ['cell', v.kind].concat(v.classes || []).join(' ');
      if (v.kind === 'white') {
        let inner = '';
        if (v.both) inner = `<span class="both${v.both.length > 3 ? ' many' : ''}">${v.both}</span>`;
        else if (v.digit) inner = `<span class="digit">${v.digit}</span>`;
        else if (v.marks && v.marks.length)
          inner = '<span class="marks">' + [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
            const m = v.marks.find((x) => x.d === d);
            return m ? `<span class="${m.gone ? 'gone' : ''}">${d}</span>` : '<span></span>';
          }).join('') + '</span>';
        html.push(`<div class="${cls}" id="cell-${r}-${c}" data-cell="${r},${c}" data-pos="${r},${c}" role="gridcell"` +
                  ` aria-label="${v.label}"${v.invalid ? ' aria-invalid="true"' : ''}>${inner}</div>`);
      } else if (v.kind === 'clue') {
        const label = [v.down != null ? `down ${v.down}` : '', v.across != null ? `across ${v.across}` : '']
          .filter(Boolean).join(', ');
        html.push(`<div class="${cls}" id="cell-${r}-${c}" data-pos="${r},${c}" role="gridcell" aria-label="(${r},${c}) clue ${label}">` +
                  `<span class="down">${v.down ?? ''}</span><span class="across">${v.across ?? ''}</span></div>`);
      } else {
        html.push(`<div class="${cls}" id="cell-${r}-${c}" data-pos="${r},${c}" role="gridcell" aria-label="(${r},${c}) block"></div>`);
      }
      cells.push(html[at]);
    }
    html.push('</div>');
  }
  // Only the cells whose drawing changed are replaced: a 40x40 board redrawn whole at each
  // digit would stop the page for a frame or more.
  const before = board.drawn;
  board.drawToken = (board.drawToken || 0) + 1;
  board.drawn = cells;
  if (before && before.length === cells.length && board.dataset.shape === `${rows}x${cols}`) {
    const changed = cells.map((h, i) => (h !== before[i] ? i : -1)).filter((i) => i >= 0);
    if (changed.length < cells.length / 4) {
      for (const i of changed) {
        const row = board.children[Math.floor(i / cols)];
        const el = row && row.children[i % cols];
        if (el) el.outerHTML = cells[i];
      }
      return;
    }
  }
  board.dataset.shape = `${rows}x${cols}`;
  // A large board is put in a few rows at a time, a task each, so that no frame waits for
  // all of its cells (data-drawing until the last is in).
  const rowHtml = [];
  for (let r = 0; r < rows; r++) rowHtml.push(html.slice(r * (cols + 2), (r + 1) * (cols + 2)).join(''));
  const chunk = Math.max(1, Math.floor(CHUNK_CELLS / cols));
  const token = (board.drawToken = (board.drawToken || 0) + 1);
  board.innerHTML = rowHtml.slice(0, chunk).join('');
  if (rows <= chunk) return delete board.dataset.drawing;
  board.dataset.drawing = 'true';
  board.drawn = null;
  const more = (from) => setTimeout(() => {
    if (board.drawToken !== token) return;
    board.insertAdjacentHTML('beforeend', rowHtml.slice(from, from + chunk).join(''));
    if (from + chunk < rows) return more(from + chunk);
    board.drawn = cells;
    delete board.dataset.drawing;
  }, 0);
  more(chunk);
}
const CHUNK_CELLS = 80;

export function selectCell(board, sel) {
  board.setAttribute('aria-activedescendant', sel ? `cell-${sel[0]}-${sel[1]}` : '');
}

export function moveSel(sel, dr, dc, rows, cols, ok) {
  if (!sel) return sel;
  let [r, c] = sel;
  for (;;) {
    r += dr;
    c += dc;
    if (r < 0 || c < 0 || r >= rows || c >= cols) return sel;
    if (ok(r, c)) return [r, c];
  }
}

export function escapeHtml(s) {
  return String(s).replace(/[&<>"]/g, (ch) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[ch]);
}
