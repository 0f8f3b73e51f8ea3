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

export function cellSize(cols) {
  const w = Math.min(window.innerWidth, 900) - 28;
  return Math.max(18, Math.min(44, Math.floor(w / cols) - 1));
}

// view(r, c) -> {kind, down, across, digit, marks: [{d, gone}], classes: [], label}
export function drawBoard(board, rows, cols, view) {
  board.style.setProperty('--cols', cols);
  board.style.setProperty('--cell', cellSize(cols) + 'px');
  const html = [];
  for (let r = 0; r < rows; r++) {
    html.push('<div role="row" style="display:contents">');
    for (let c = 0; c < cols; c++) {
      const v = view(r, c);
      const cls = ['cell', v.kind].concat(v.classes || []).join(' ');
      if (v.kind === 'white') {
        let inner = '';
        if (v.digit) inner = `<span class="digit">${v.digit}</span>`;
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
    }
    html.push('</div>');
  }
  board.innerHTML = html.join('');
}

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
