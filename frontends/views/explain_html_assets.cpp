#include "explain_html_assets.hpp"

namespace kakuro::views::detail {

const char* const kExplainCss = R"css(
:root{--ink:#1d2433;--muted:#5b6475;--line:#4a5160;--clue:#d9dce3;--black:#2a2f3a;--run:#fff0b3;
--focus:#bcd9ff;--hot:#f2a93b;--elim:#d62828;--placed:#12813f;--digit:#1f4fa3;--edge:#dde0e6}
*{box-sizing:border-box}
body{margin:0;font-family:"DejaVu Sans",system-ui,"Segoe UI",Arial,sans-serif;color:var(--ink);
background:#f3f4f7}
header{padding:12px 20px;background:#fff;border-bottom:1px solid var(--edge);display:flex;
flex-wrap:wrap;align-items:center;gap:6px 18px}
h1{font-size:19px;margin:0;font-weight:600}
h1 .id{font-weight:400;color:var(--muted);word-break:break-all}
.file{color:var(--muted);font-size:13px;word-break:break-all}
.badges{display:flex;gap:8px 12px;flex-wrap:wrap;align-items:center;margin-left:auto}
.badge{padding:3px 11px;border-radius:999px;font-size:13px;font-weight:600;color:#fff;background:#6b7280}
.s-solved{background:#1f8f4e}.s-stuck{background:#c77d0a}.s-no-solution{background:#c62828}
.s-not-unique{background:#7b3fb3}.l-easy{background:#2e9d5b}.l-medium{background:#2f7fd1}
.l-hard{background:#d98a1c}.l-expert{background:#d0482b}.l-extreme{background:#8e1f6b}
.fact{font-size:13px;color:var(--muted)}.fact b{color:var(--ink);font-weight:600}
main{display:grid;grid-template-columns:minmax(0,1fr) 370px;gap:16px;padding:16px 20px;align-items:start}
.board{background:#fff;border:1px solid var(--edge);border-radius:8px;padding:12px}
#grid{display:block;width:100%;height:auto;max-height:calc(100vh - 110px);margin:0 auto}
.nogrid{color:var(--muted);text-align:center}
.panel{background:#fff;border:1px solid var(--edge);border-radius:8px;padding:14px;position:sticky;
top:12px;max-height:calc(100vh - 92px);display:flex;flex-direction:column;gap:10px}
@media (max-width:1000px){main{grid-template-columns:minmax(0,1fr);gap:10px}
.panel{display:contents}.board{order:1}.steps,.techniques{order:2}.steps{max-height:240px}}
.panel>*{flex-shrink:0}
.controls{display:flex;align-items:center;gap:6px}
button{min-width:44px;height:34px;border:1px solid #b8bfcc;background:#f7f8fa;border-radius:6px;
cursor:pointer;color:var(--ink);display:inline-flex;align-items:center;justify-content:center}
button svg{width:16px;height:16px;fill:currentColor}
button:hover:not(:disabled){background:#e6ebf3}
button:disabled{opacity:.4;cursor:default}
.counter{flex:1;text-align:center;font-size:14px;font-variant-numeric:tabular-nums}
#slider{width:100%;margin:0;accent-color:#2f7fd1}
.sentence{min-height:92px;background:#f7f8fb;border-left:4px solid var(--hot);padding:8px 12px;
border-radius:4px}
.technique{font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.05em;color:#9a5d00}
#text{margin:4px 0 0;font-size:15px;line-height:1.45;overflow-wrap:anywhere}
.legend{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 14px;font-size:12px;
color:var(--muted)}
.legend li{display:flex;align-items:center;gap:5px}
.sw{display:inline-block;width:17px;height:17px;border:1px solid #8a909c;font-style:normal;
font-size:11px;font-weight:700;text-align:center;line-height:15px;background:#fff}
.sw.run{background:var(--run)}.sw.focus{background:var(--focus)}
.sw.elim{color:var(--elim);text-decoration:line-through}.sw.placed{color:var(--placed)}
.reason{font-style:italic}
.chain summary{cursor:pointer;font-size:13px;color:#9a5d00;margin-top:6px}
.chain ol{margin:4px 0 0;padding-left:22px;font-size:13px;line-height:1.35;overflow-wrap:anywhere}
#chain>.chain>ol{max-height:40vh;overflow-y:auto}
.chain li{margin:2px 0}
.steps{flex:1 1 auto;min-height:100px;overflow-y:auto;margin:0;padding:0;list-style:none;
border:1px solid #e3e6ec;border-radius:6px;font-size:13px}
.steps li{padding:5px 10px;border-bottom:1px solid #eef0f4;cursor:pointer;line-height:1.35;
overflow-wrap:anywhere}
.steps li:hover{background:#f2f5fa}
.steps li.on{background:#e3efff;box-shadow:inset 3px 0 0 #2f7fd1}
.techniques summary{cursor:pointer;font-size:13px;color:var(--muted)}
.techniques table{border-collapse:collapse;font-size:13px;margin-top:4px}
.techniques td{padding:1px 12px 1px 0}.techniques td.n{text-align:right}
#grid text{font-family:"DejaVu Sans",Arial,sans-serif;text-anchor:middle;dominant-baseline:central;
pointer-events:none}
.black{fill:var(--black)}
.clue rect{fill:var(--clue);stroke:var(--line);stroke-width:1}
.clue .half{fill:transparent}.clue .half.unused{fill:#80868f}.clue .half.hot{fill:var(--hot)}
.clue line{stroke:var(--line);stroke-width:1}
.sum{font-size:14.5px;font-weight:600;fill:var(--ink)}
.cell rect{fill:#fff;stroke:var(--line);stroke-width:1}
.cell.run rect{fill:var(--run)}.cell.focus rect{fill:var(--focus)}.cell.empty rect{fill:#ffc9c9}
.k{font-size:12.5px;fill:#465066}
.k.off{display:none}
.k.elim{fill:var(--elim);font-weight:700}
#strikes line{stroke:var(--elim);stroke-width:1.7;stroke-linecap:round}
.k.only{fill:var(--placed);font-weight:700}
.big{font-size:27px;fill:var(--digit)}
.big.given{fill:#000;font-weight:700}
.cell.placed .big{fill:var(--placed);font-weight:700}
.frame{fill:none;stroke:var(--ink);stroke-width:2.5}
)css";

const char* const kExplainJs = R"js(
(function () {
  'use strict';
  var ex = JSON.parse(document.getElementById('explanation').textContent);
  var steps = Array.isArray(ex.steps) ? ex.steps : [];
  var N = steps.length, cur = -1;
  // Columns as the picture has them: the widest row of the grid.
  var C = list(ex.grid).reduce(function (w, row) { return Math.max(w, list(row).length); }, 0);
  var cells = {}, clues = {};
  function key(r, c) { return r * C + c; }
  function list(v) { return Array.isArray(v) ? v : []; }
  function maskOf(s) {
    var m = 0;
    for (var i = 0; i < s.length; i++) {
      var d = s.charCodeAt(i) - 48;
      if (d >= 1 && d <= 9) m |= 1 << d;
    }
    return m;
  }
  function digits(m) {
    var s = '';
    for (var d = 1; d <= 9; d++) if (m >> d & 1) s += d;
    return s;
  }
  var start = {};
  Array.prototype.forEach.call(document.querySelectorAll('g.cell'), function (g) {
    var r = +g.getAttribute('data-r'), c = +g.getAttribute('data-c'), k = key(r, c);
    var row = list(ex.start)[r], s = Array.isArray(row) && typeof row[c] === 'string' ? row[c] : '';
    cells[k] = { g: g, k: g.querySelectorAll('text.k'), big: g.querySelector('text.big') };
    start[k] = maskOf(s);
  });
  Array.prototype.forEach.call(document.querySelectorAll('g.clue'), function (g) {
    clues[key(+g.getAttribute('data-r'), +g.getAttribute('data-c'))] = g;
  });

  // The candidates after steps 1..n, replayed from the start.
  function candidatesAt(n) {
    var m = {};
    for (var k in start) m[k] = start[k];
    for (var i = 0; i < n; i++)
      list((steps[i] || {}).eliminate).forEach(function (e) {
        var k = key(e[0], e[1]);
        if (k in m) m[k] &= ~(1 << e[2]);
      });
    return m;
  }
  // The white cells of a run: after its clue cell up to the next cell that is not white.
  function runCells(run) {
    var at = list(run.clue), down = run.dir === 'down', out = [];
    var r = (at[0] | 0) + (down ? 1 : 0), c = (at[1] | 0) + (down ? 0 : 1);
    while (c < C && key(r, c) in cells) {
      out.push(key(r, c));
      if (down) r++; else c++;
    }
    return out;
  }
  // A red slash over each candidate the shown step eliminates.
  var strikes = document.getElementById('strikes');
  function strike(t) {
    var x = +t.getAttribute('x'), y = +t.getAttribute('y');
    var l = document.createElementNS('http://www.w3.org/2000/svg', 'line');
    l.setAttribute('x1', x - 5); l.setAttribute('y1', y + 6);
    l.setAttribute('x2', x + 5); l.setAttribute('y2', y - 6);
    strikes.appendChild(l);
  }
  function paint(k, mask, gone, marks) {
    var cell = cells[k], g = cell.g, single = mask !== 0 && (mask & (mask - 1)) === 0;
    var big = single && !gone;  // a step that strikes candidates shows them all small
    g.setAttribute('data-cand', digits(mask));
    for (var d = 1; d <= 9; d++) {
      var cls = 'k';
      if (big) cls += ' off';
      else if (gone >> d & 1) { cls += ' elim'; strike(cell.k[d - 1]); }
      else if (!(mask >> d & 1)) cls += ' off';
      else if (single) cls += ' only';
      cell.k[d - 1].setAttribute('class', cls);
    }
    cell.big.textContent = big ? digits(mask) : '';
    cell.big.setAttribute('class', big && start[k] === mask ? 'big given' : 'big');
    g.setAttribute('class', 'cell' + (mask ? '' : ' empty') + (marks[k] || ''));
  }

  function startSentence() {
    var open = 0, total = 0;
    for (var k in start) {
      var n = digits(start[k]).length;
      if (n > 1) { open++; total += n; }
    }
    return 'The candidates before the first step: ' + open + ' open cell' + (open === 1 ? '' : 's') +
      ', ' + total + ' candidates.';
  }

  // A contradiction's chain, folded: the steps that follow from its assumption, numbered,
  // a nested contradiction's own chain folded inside its step.
  function chainBox(s) {
    var box = document.createElement('details'), head = document.createElement('summary');
    var ol = document.createElement('ol'), n = list(s.chain).length;
    box.className = 'chain';
    head.textContent = 'Why: the ' + n + ' step' + (n === 1 ? '' : 's') + ' that follow from the assumption';
    list(s.chain).forEach(function (c) {
      var li = document.createElement('li');
      li.appendChild(document.createTextNode(String((c || {}).text || '')));
      if (list((c || {}).chain).length) li.appendChild(chainBox(c));
      ol.appendChild(li);
    });
    box.appendChild(head);
    box.appendChild(ol);
    return box;
  }

  var el = function (id) { return document.getElementById(id); };
  var slider = el('slider'), ol = el('steps'), items = [];
  // Scrolls the step list (only it, never the page) so that `li` is in view.
  function reveal(li) {
    var box = ol.getBoundingClientRect(), at = li.getBoundingClientRect();
    if (at.top < box.top) ol.scrollTop -= box.top - at.top;
    else if (at.bottom > box.bottom) ol.scrollTop += at.bottom - box.bottom;
  }
  function show(n, fromHash) {
    n = Math.max(0, Math.min(N, n | 0));
    var m = candidatesAt(n), gone = {}, marks = {}, hot = {};
    var s = n > 0 ? steps[n - 1] : null;
    if (s) {
      list(s.runs).forEach(function (run) {
        runCells(run).forEach(function (k) { marks[k] = ' run'; });
        var at = list(run.clue);
        hot[key(at[0] | 0, at[1] | 0)] = (hot[key(at[0] | 0, at[1] | 0)] || '') + ' ' + run.dir;
      });
      list(s.cells).forEach(function (p) { marks[key(p[0], p[1])] = ' focus'; });
      list(s.eliminate).forEach(function (e) {
        var k = key(e[0], e[1]);
        gone[k] = (gone[k] || 0) | 1 << e[2];
      });
      list(s.place).forEach(function (p) {
        var k = key(p[0], p[1]);
        marks[k] = (marks[k] || '') + ' placed';
      });
    }
    while (strikes && strikes.firstChild) strikes.removeChild(strikes.firstChild);
    for (var k in cells) paint(k, m[k], gone[k] || 0, marks);
    for (var q in clues)
      Array.prototype.forEach.call(clues[q].querySelectorAll('.half'), function (h) {
        var on = (' ' + (hot[q] || '') + ' ').indexOf(' ' + h.getAttribute('data-dir') + ' ') >= 0;
        h.classList.toggle('hot', on);
      });
    el('technique').textContent = s ? String(s.technique || '').replace(/-/g, ' ') : 'start';
    el('text').textContent = s ? String(s.text || '') : startSentence();
    var chain = el('chain');
    while (chain.firstChild) chain.removeChild(chain.firstChild);
    if (s && list(s.chain).length) chain.appendChild(chainBox(s));
    el('counter').textContent = 'Step ' + n + ' of ' + N;
    slider.value = n;
    el('first').disabled = el('prev').disabled = n === 0;
    el('next').disabled = el('last').disabled = n === N;
    if (items[cur]) items[cur].className = '';
    if (items[n]) {
      items[n].className = 'on';
      reveal(items[n]);
    }
    cur = n;
    document.body.setAttribute('data-step', String(n));
    if (!fromHash && location.hash !== '#step=' + n) {
      try { history.replaceState(null, '', '#step=' + n); } catch (err) { location.hash = 'step=' + n; }
    }
  }
  function fromHash() {
    var m = /^#step=(\d+)/.exec(location.hash);
    return m ? +m[1] : 0;
  }

  [{ text: startSentence() }].concat(steps).forEach(function (s, i) {
    var li = document.createElement('li');
    li.textContent = i === 0 ? 'Start: ' + s.text : String(s.text || '');
    li.addEventListener('click', function () { show(i); });
    ol.appendChild(li);
    items.push(li);
  });
  slider.max = N;
  slider.addEventListener('input', function () { show(+slider.value); });
  el('first').addEventListener('click', function () { show(0); });
  el('prev').addEventListener('click', function () { show(cur - 1); });
  el('next').addEventListener('click', function () { show(cur + 1); });
  el('last').addEventListener('click', function () { show(N); });
  document.addEventListener('keydown', function (e) {
    if (e.target === slider || e.altKey || e.ctrlKey || e.metaKey) return;
    var to = { ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: N,
               PageUp: cur - 10, PageDown: cur + 10 }[e.key];
    if (to !== undefined) { e.preventDefault(); show(to); }
  });
  window.addEventListener('hashchange', function () { show(fromHash(), true); });
  show(fromHash(), true);
})();
)js";

}  // namespace kakuro::views::detail
