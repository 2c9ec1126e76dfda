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
    this.last = null;
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
      width: Math.floor(W * scale), height: Math.floor(H * scale), role: "group", "aria-label": t("board-label"),
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
      root.append(svg("rect", { class: "plank", x: 1, y: y0 + 1, width: count * CELL + PAD * 2 - 2, height: bandH - 2, rx: 18 }));
      root.append(svg("line", { class: "midline", x1: PAD, x2: count * CELL + PAD, y1: y0 + PAD + CELL, y2: y0 + PAD + CELL }));
      if (bands > 1) root.append(svg("text", { class: "band-label", x: 6, y: y0 + bandH + 11 }, t("board-band", { first: first + 1, last: first + count, side: p.bottom })));
      for (let c = 0; c < count; c++) {
        const col = first + c;
        const bottom = base + col;
        const top = 2 * n - 1 - bottom;
        const x = PAD + c * CELL + CELL / 2;
        this.hole(root, p, top, x, y0 + PAD + CELL / 2, n - col, lastMarks[top]);
        this.hole(root, p, bottom, x, y0 + PAD + CELL * 1.5, col + 1, lastMarks[bottom]);
      }
    }
    this.element.replaceChildren(root);
  }

  hole(root, p, index, cx, cy, label, lastMark) {
    const seeds = p.board[index];
    const moves = p.editing ? [] : p.legal && p.legal.get(index);
    const mark = [p.marks && p.marks[index], p.selected === index ? "selected" : null].filter(Boolean).join(" ");
    const owner = index < p.holes ? "south" : "north";
    const classes = ["hole", seeds === 0 ? "empty" : null, moves && !p.editing ? "legal" : null, p.editing ? "editable" : null, mark, lastMark].filter(Boolean).join(" ");
    const what = [lastMark && lastMark.includes("last-from") ? t("hole-last-from") : null,
      lastMark && lastMark.includes("last-end") ? t("hole-last-end") : null,
      lastMark && lastMark.includes("captured") ? t("hole-captured") : null].filter(Boolean).join(", ");
    const name = what ? t("hole-marked", { side: owner, hole: label, seeds, marks: what }) : t("hole", { side: owner, hole: label, seeds });
    const g = svg("g", { class: classes, "data-hole": index, "data-seeds": seeds, "aria-label": name,
      tabindex: moves ? 0 : null, role: moves ? "button" : null });
    const r = CELL * 0.4;
    g.append(svg("rect", { class: "hit", x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL }));
    if (moves && !p.editing) g.append(svg("circle", { class: "ring", cx, cy, r: CELL * 0.47 }));
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
      g.append(svg("text", { class: "count", x: cx, y: cy, "font-size": size }, String(seeds)));
    }
    g.append(svg("text", { class: "label", x: cx + r * 0.98, y: cy - r * 0.98, "font-size": CELL * 0.17 }, String(label)));
    if (lastMark && lastMark.includes("last-end")) g.append(svg("circle", { class: "end-dot", cx: cx - r * 0.98, cy: cy - r * 0.98, r: CELL * 0.085 }));
    g.append(svg("title", {}, name));
    const badge = p.badges && p.badges.get(index);
    if (badge) {
      // By default at the hole's lower left; `center`: across the hole's lower edge.
      const wide = badge.text.length > 2;
      const bx = badge.center ? cx : cx - r * 0.95 + (wide ? CELL * 0.05 : 0), by = cy + r * (badge.center ? 0.82 : 0.95);
      g.append(svg("g", { class: "proposal-badge" + (badge.kind ? " " + badge.kind : ""), "data-testid": badge.testid || "proposal-badge", "data-badge": badge.text },
        wide ? svg("rect", { x: bx - CELL * 0.25, y: by - CELL * 0.13, width: CELL * 0.5, height: CELL * 0.26, rx: CELL * 0.13 })
          : svg("circle", { cx: bx, cy: by, r: CELL * 0.16 }),
        svg("text", { x: bx, y: by, "font-size": CELL * 0.18 }, badge.text),
        svg("title", {}, badge.title)));
    }
    if (moves) {
      const choose = () => this.onChoose(index, label, moves);
      g.addEventListener("click", choose);
      g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); choose(); } });
    }
    root.append(g);
  }
}
