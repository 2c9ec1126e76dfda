// The board: one component for every view that shows a position (play, review, the
// series page). It draws two rows of holes in SVG with the viewer's own row at the bottom,
// each hole with its count as a number (seeds drawn behind it where there is room), and
// marks on top: the legal holes, the last move's start and end holes, the holes a capture
// emptied, and during an animation the hole being sown and the one a seed just fell in.
// Wide boards fold into bands so that every hole stays at least MIN_CELL pixels wide;
// each band is a segment of North's row above the matching segment of South's row, so
// opposite holes always share a column.

import { svg } from "./dom.js";
import { t } from "./i18n.js";

/** The smallest cell (hole with its margin) in CSS pixels: a comfortable tap on a phone. */
export const MIN_CELL = 48;
/** The largest cell: small boards do not grow huge on a wide screen. */
const MAX_CELL = 92;
/** A cell in the SVG's own units. */
const CELL = 60;
const PAD = 12;
const BAND_GAP = 22;

/** How `n` columns fold into bands for `width` CSS pixels: { bands, cols } (cols: the widest band). */
export function fold(n, width) {
  const fit = Math.max(2, Math.floor((width - 2 * PAD) / MIN_CELL));
  const bands = Math.ceil(n / Math.min(n, fit));
  return { bands, cols: Math.ceil(n / bands) };
}

export class Board {
  /**
   * `onChoose(index, label, moves)` is called when a legal hole is clicked or tapped (or
   * Enter or Space on it), `moves` being its legal moves as written ("3", or "3R" and "3L").
   */
  constructor({ onChoose } = {}) {
    this.onChoose = onChoose || (() => {});
    this.element = document.createElement("div");
    this.element.className = "board-wrap";
    this.element.dataset.testid = "board";
    this.element.id = "board";
    this.last = null;
    this.focusIndex = null; // the hole that is in the tab order (a roving tabindex)
    this.element.addEventListener("keydown", (e) => this.key(e));
  }

  /** The hole that takes the focus: the element in the tab order, or null. */
  focusTarget() { return this.element.querySelector("g.hole[tabindex='0']"); }

  /** Puts the keyboard focus on the board's hole in the tab order. */
  focus() {
    const g = this.focusTarget();
    if (g) g.focus({ preventScroll: true });
  }

  // The grid's keys: arrows between holes (Left and Right along the row as drawn, Up and
  // Down to the other row), Home and End to the row's ends, Enter or Space plays. The
  // board keeps them: the page's own arrow keys (stepping through moves) work elsewhere.
  key(e) {
    const g = e.target.closest && e.target.closest("g.hole");
    if (!g || !this.last || e.altKey || e.ctrlKey || e.metaKey) return;
    const index = Number(g.dataset.hole);
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      e.stopPropagation();
      if (this.onKeyChoose.has(index)) this.onKeyChoose.get(index)();
      return;
    }
    const p = this.last;
    const n = p.holes;
    // The hole's column from the left as drawn and whether it is in the top row.
    const bottomBase = p.bottom === "north" ? n : 0;
    const inBottom = index >= bottomBase && index < bottomBase + n;
    const col = inBottom ? index - bottomBase : 2 * n - 1 - index - bottomBase;
    const at = (top, c) => (top ? 2 * n - 1 - (bottomBase + c) : bottomBase + c);
    let next = null;
    if (e.key === "ArrowLeft") next = at(!inBottom, Math.max(0, col - 1));
    else if (e.key === "ArrowRight") next = at(!inBottom, Math.min(n - 1, col + 1));
    else if (e.key === "ArrowUp") next = at(true, col);
    else if (e.key === "ArrowDown") next = at(false, col);
    else if (e.key === "Home") next = at(!inBottom, 0);
    else if (e.key === "End") next = at(!inBottom, n - 1);
    else return;
    e.preventDefault();
    e.stopPropagation();
    this.moveFocus(next);
  }

  moveFocus(index) {
    const target = this.element.querySelector(`g.hole[data-hole="${index}"]`);
    if (!target) return;
    for (const g of this.element.querySelectorAll("g.hole[tabindex='0']")) g.setAttribute("tabindex", "-1");
    target.setAttribute("tabindex", "0");
    this.focusIndex = index;
    target.focus({ preventScroll: false });
  }

  // Which hole is in the tab order: the one last focused while it is on the board and,
  // when moves are offered, a legal one (the nearest in its row, else the first legal).
  rovingIndex(p) {
    const n = p.holes;
    const bottomBase = p.bottom === "north" ? n : 0;
    let i = this.focusIndex;
    if (i === null || i < 0 || i >= 2 * n) i = bottomBase;
    const legal = p.editing ? null : p.legal;
    if (legal && legal.size && !legal.has(i)) {
      let best = null, dist = Infinity;
      for (const j of legal.keys()) {
        const sameRow = (j < n) === (i < n);
        const d = Math.abs(j - i) + (sameRow ? 0 : 4 * n);
        if (d < dist) { dist = d; best = j; }
      }
      i = best;
    }
    return i;
  }

  /**
   * Draws a position. `p`: { holes, board, bottom ("south" or "north"), legal: Map index ->
   * moves, marks: { index: "sowing" | "dropped" }, last: { from, end, captured: [index] }
   * or null, fresh (captures just made: they flash), badges: Map index -> { text, title,
   * kind } (kind: a class, e.g. "win", "draw", "loss"), editing: true when every hole is
   * clickable (the position editor; `onChoose(index, label, [])`), selected: an index }.
   */
  render(p) {
    this.last = p;
    this.onKeyChoose = new Map();
    // A keyboard user's focus stays on the board across redraws (a mouse user's is let go,
    // so that the page's arrow keys step through the moves after a click, as before).
    const active = document.activeElement;
    const hadFocus = !!(active && this.element.contains(active) && active.matches(":focus-visible"));
    if (active && this.element.contains(active) && active.dataset.hole !== undefined) this.focusIndex = Number(active.dataset.hole);
    this.tabIndexHole = this.rovingIndex(p);
    const n = p.holes;
    const base = p.bottom === "north" ? n : 0;
    const width = Math.max(240, this.element.clientWidth || 800);
    const { bands, cols } = fold(n, width);
    const bandH = CELL * 2 + PAD * 2;
    const W = cols * CELL + PAD * 2;
    const labelH = bands > 1 ? 14 : 0;
    const H = bands * (bandH + labelH) + (bands - 1) * BAND_GAP;
    const scale = Math.min(MAX_CELL / CELL, width / W);
    const root = svg("svg", { class: "board" + (p.legal && p.legal.size ? " my-turn" : "") + (p.editing ? " editing" : ""), viewBox: `0 0 ${W} ${H}`,
      width: Math.floor(W * scale), height: Math.floor(H * scale), role: "grid", "aria-label": t("board-label"),
      "aria-rowcount": 2 * bands, "aria-colcount": cols, "data-lap": p.lap || null,
      "data-bands": bands, "data-cols": cols });
    const lastMarks = {};
    if (p.last) {
      if (p.last.from !== null && p.last.from !== undefined) lastMarks[p.last.from] = "last-from";
      if (p.last.end !== null && p.last.end !== undefined) lastMarks[p.last.end] = (lastMarks[p.last.end] ? lastMarks[p.last.end] + " " : "") + "last-end";
      for (const i of p.last.captured || []) lastMarks[i] = (lastMarks[i] ? lastMarks[i] + " " : "") + "captured" + (p.fresh ? " flash" : "");
    }
    for (let b = 0; b < bands; b++) {
      const y0 = b * (bandH + labelH + BAND_GAP);
      // Bands share the columns out evenly (2×50 in 8 bands: 6, 7, 6, 6, 6, 7, 6, 6).
      const first = Math.round((b * n) / bands);
      const count = Math.round(((b + 1) * n) / bands) - first;
      root.append(svg("rect", { class: "plank", x: 1, y: y0 + 1, width: count * CELL + PAD * 2 - 2, height: bandH - 2, rx: 18, "aria-hidden": "true" }));
      root.append(svg("line", { class: "midline", x1: PAD, x2: count * CELL + PAD, y1: y0 + PAD + CELL, y2: y0 + PAD + CELL, "aria-hidden": "true" }));
      if (bands > 1) root.append(svg("text", { class: "band-label", x: 6, y: y0 + bandH + 11, "aria-hidden": "true" }, t("board-band", { first: first + 1, last: first + count, side: p.bottom })));
      // Each band is two rows of the grid: the top row's segment above the bottom row's.
      const topRow = svg("g", { role: "row", "aria-rowindex": 2 * b + 1 });
      const bottomRow = svg("g", { role: "row", "aria-rowindex": 2 * b + 2 });
      for (let c = 0; c < count; c++) {
        const col = first + c;
        const bottom = base + col;
        const top = 2 * n - 1 - bottom;
        const x = PAD + c * CELL + CELL / 2;
        this.hole(topRow, p, top, x, y0 + PAD + CELL / 2, n - col, lastMarks[top], c + 1);
        this.hole(bottomRow, p, bottom, x, y0 + PAD + CELL * 1.5, col + 1, lastMarks[bottom], c + 1);
      }
      root.append(topRow, bottomRow);
    }
    this.element.replaceChildren(root);
    if (hadFocus) this.focus();
  }

  hole(root, p, index, cx, cy, label, lastMark, colIndex) {
    const seeds = p.board[index];
    const moves = p.editing ? [] : p.legal && p.legal.get(index);
    const mark = [p.marks && p.marks[index], p.selected === index ? "selected" : null].filter(Boolean).join(" ");
    const owner = index < p.holes ? "south" : "north";
    const classes = ["hole", seeds === 0 ? "empty" : null, moves && !p.editing ? "legal" : null, p.editing ? "editable" : null, mark, lastMark].filter(Boolean).join(" ");
    const what = [lastMark && lastMark.includes("last-from") ? t("hole-last-from") : null,
      lastMark && lastMark.includes("last-end") ? t("hole-last-end") : null,
      lastMark && lastMark.includes("captured") ? t("hole-captured") : null].filter(Boolean).join(", ");
    const badge = p.badges && p.badges.get(index);
    const base = what ? t("hole-marked", { side: owner, hole: label, seeds, marks: what }) : t("hole", { side: owner, hole: label, seeds });
    const name = badge && badge.title ? `${base}, ${badge.title}` : base;
    // Every hole is a cell of the grid; one of them is in the tab order. While moves are
    // offered, the others say they cannot be played.
    const offering = !p.editing && p.legal && p.legal.size > 0;
    const g = svg("g", { class: classes, "data-hole": index, "data-seeds": seeds, "aria-label": name,
      role: "gridcell", "aria-colindex": colIndex, tabindex: index === this.tabIndexHole ? 0 : -1,
      "aria-disabled": offering && !moves ? "true" : null, "aria-selected": p.selected === index ? "true" : null });
    const r = CELL * 0.4;
    g.append(svg("rect", { class: "hit", x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL }));
    if (moves && !p.editing) {
      // A legal hole: a ring, and (so that colour is not the only mark) four notches on it.
      g.append(svg("circle", { class: "ring", cx, cy, r: CELL * 0.47 }));
      const k = CELL * 0.47, w = CELL * 0.07;
      g.append(svg("path", { class: "notches", d: [[0, -1], [1, 0], [0, 1], [-1, 0]].map(([dx, dy]) =>
        `M${(cx + dx * k - dy * w).toFixed(1)} ${(cy + dy * k + dx * w).toFixed(1)}L${(cx + dx * (k - 2 * w)).toFixed(1)} ${(cy + dy * (k - 2 * w)).toFixed(1)}L${(cx + dx * k + dy * w).toFixed(1)} ${(cy + dy * k - dx * w).toFixed(1)}Z`).join("") }));
    }
    g.append(svg("circle", { class: "pit", cx, cy, r }));
    if (seeds > 0 && seeds <= 24) {
      // Seeds behind the number: one ring of up to 8, a second of up to 16 more.
      for (let i = 0; i < seeds; i++) {
        const inner = i < 8;
        const ringCount = inner ? Math.min(seeds, 8) : seeds - 8;
        const k = inner ? i : i - 8;
        const a = (k / ringCount) * Math.PI * 2 - Math.PI / 2 + (inner ? 0 : Math.PI / ringCount);
        const rr = seeds === 1 ? 0 : inner ? r * (seeds > 8 ? 0.42 : 0.6) : r * 0.75;
        g.append(svg("circle", { class: "seed", cx: (cx + Math.cos(a) * rr).toFixed(1), cy: (cy + Math.sin(a) * rr).toFixed(1), r: CELL * (seeds > 8 ? 0.05 : 0.065) }));
      }
    }
    if (seeds > 0) {
      const size = seeds > 999 ? CELL * 0.26 : seeds > 99 ? CELL * 0.3 : CELL * 0.36;
      g.append(svg("text", { class: "count", x: cx, y: cy, "font-size": size, "aria-hidden": "true" }, String(seeds)));
    }
    // The hole's name (its aria-label) holds both numbers drawn in it.
    g.append(svg("text", { class: "label", x: cx + r * 0.98, y: cy - r * 0.98, "font-size": CELL * 0.17, "aria-hidden": "true" }, String(label)));
    if (lastMark && lastMark.includes("last-end")) g.append(svg("circle", { class: "end-dot", cx: cx - r * 0.98, cy: cy - r * 0.98, r: CELL * 0.085 }));
    if (lastMark && lastMark.includes("captured")) {
      // A cross as well as the red ring: colour is not the only mark of a capture.
      const x0 = cx + r * 0.98, y0 = cy + r * 0.98, d = CELL * 0.07;
      g.append(svg("path", { class: "capture-cross", d: `M${x0 - d} ${y0 - d}L${x0 + d} ${y0 + d}M${x0 + d} ${y0 - d}L${x0 - d} ${y0 + d}` }));
    }
    g.append(svg("title", {}, name));
    if (badge) {
      // By default at the hole's lower left; `center`: across the hole's lower edge.
      const wide = badge.text.length > 2;
      const bx = badge.center ? cx : cx - r * 0.95 + (wide ? CELL * 0.05 : 0), by = cy + r * (badge.center ? 0.82 : 0.95);
      g.append(svg("g", { class: "proposal-badge" + (badge.kind ? " " + badge.kind : ""), "data-testid": badge.testid || "proposal-badge", "data-badge": badge.text, "aria-hidden": "true" },
        wide ? svg("rect", { x: bx - CELL * 0.25, y: by - CELL * 0.13, width: CELL * 0.5, height: CELL * 0.26, rx: CELL * 0.13 })
          : svg("circle", { cx: bx, cy: by, r: CELL * 0.16 }),
        svg("text", { x: bx, y: by, "font-size": CELL * 0.18 }, badge.text),
        svg("title", {}, badge.title)));
    }
    g.addEventListener("focus", () => {
      // The focused hole is the one in the tab order.
      if (g.getAttribute("tabindex") === "0") return;
      for (const other of this.element.querySelectorAll("g.hole[tabindex='0']")) other.setAttribute("tabindex", "-1");
      g.setAttribute("tabindex", "0");
      this.focusIndex = index;
    });
    if (moves) {
      const choose = () => this.onChoose(index, label, moves);
      g.addEventListener("click", choose);
      this.onKeyChoose.set(index, choose);
    }
    root.append(g);
  }
}
