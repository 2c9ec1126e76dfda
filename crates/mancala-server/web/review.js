// A finished game's review (/review?game=ID): the server's review job classes every move
// by the seeds it loses against the best move (exactly where the solver reaches), draws
// the evaluation over the plies, shows the better move for each mistake and each side's
// accuracy. Clicking the graph or a move shows that ply on the board.

import { el, svg, api, sideName, gameTitle, playerName } from "./dom.js";
import { Board } from "./board.js";
import { describeResult } from "./result.js";
import { replayGame } from "./rules.js";
import { Job, jobError, signed } from "./jobs.js";
import { analysisUrl } from "./analysis.js";
import { legalByHole } from "./sowing.js";
import { t, tMarked, fixed, withLang } from "./i18n.js";

const CLASS_MARKS = { best: "★", good: "✓", inaccuracy: "?!", mistake: "?", blunder: "??" };
const GRAPH_W = 600, GRAPH_H = 150;

export function showReview(app, id) {
  const view = new Review(app, id);
  view.open();
  return view;
}

class Review {
  constructor(app, id) {
    this.app = app;
    this.id = id;
    this.at = 0;
    this.review = null;
    this.job = null;
    this.positions = new Map(); // ply -> position view from the server (when the page cannot replay)
  }

  alive() { return this.root && document.body.contains(this.root); }

  fail(title, text, game) {
    document.title = t("review-title");
    this.app.replaceChildren(el("div", { class: "panel", "data-testid": "review-error" }, el("h1", {}, title), el("p", { class: "error" }, text),
      el("p", { class: "row" }, game ? el("a", { class: "button", href: withLang("/?game=" + encodeURIComponent(game)) }, t("review-back")) : null,
        el("a", { class: "button secondary", href: withLang("/") }, t("review-new-game")), el("a", { class: "button secondary", href: withLang("/analysis") }, t("review-analysis")))));
  }

  async open() {
    if (!this.id) return this.fail(t("review-no-id-heading"), t("review-no-id-text"));
    let game;
    try { game = await api("GET", `/api/games/${encodeURIComponent(this.id)}`); } catch (e) {
      return this.fail(t("no-game-heading"), e.status === 404 ? t("review-no-game-text") : e.message);
    }
    if (!game.result) return this.fail(t("review-not-over-heading"), t("review-not-over-text"), this.id);
    let record;
    try {
      const res = await fetch(`/api/games/${encodeURIComponent(this.id)}/record`);
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      record = await res.text();
    } catch (e) { return this.fail(t("review-record-unreadable"), e.message, this.id); }
    this.game = game;
    this.record = record;
    this.plies = replayGame(game.state, game.moves);
    this.base = Math.max(0, (game.state.ply || 0) - game.moves.length);
    this.at = game.moves.length;
    this.build();
    this.show();
    this.start();
  }

  build() {
    const g = this.game, s = g.state;
    const title = t("review-heading", { game: gameTitle(s.game), holes: s.holes });
    document.title = t("review-title-game", { game: gameTitle(s.game).toLowerCase(), holes: s.holes });
    this.board = new Board({});
    this.status = el("p", { class: "status", "data-testid": "status" });
    this.topStrip = el("div", { class: "strip" });
    this.bottomStrip = el("div", { class: "strip" });
    const step = (label, testid, title, fn) => el("button", { type: "button", class: "secondary step", "data-testid": testid, title, "aria-label": title, onclick: fn }, label);
    this.analyseLink = el("a", { class: "button secondary", "data-testid": "analyse-here" }, t("game-analyse-here"));
    this.info = el("span", { class: "review-info", "data-testid": "review-info" });
    this.nav = el("div", { class: "review nav" },
      step("|◀", "nav-first", t("review-nav-first"), () => this.goTo(0)),
      step("◀", "nav-back", t("review-nav-back"), () => this.goTo(this.at - 1)),
      step("▶", "nav-next", t("review-nav-next"), () => this.goTo(this.at + 1)),
      step("▶|", "nav-last", t("review-nav-last"), () => this.goTo(Infinity)),
      this.info, this.analyseLink);
    this.graph = el("div", { class: "graph", "data-testid": "graph" });
    this.progress = el("div", { class: "review-progress", "data-testid": "review-progress" });
    this.accuracy = el("div", { class: "accuracy", "data-testid": "accuracy" });
    this.moveTable = el("div", { class: "review-moves", "data-testid": "review-moves" });
    this.explain = el("details", { class: "panel explain", "data-testid": "thresholds" });
    this.moveNote = el("div", { class: "move-note", "data-testid": "move-note" });
    const { headline } = describeResult(g.result, s);
    this.root = el("div", { class: "game review-page" },
      el("div", { class: "game-main" },
        el("div", { class: "game-head" }, el("h1", {}, title), el("span", {}, el("a", { href: withLang("/?game=" + encodeURIComponent(this.id)) }, t("review-the-game")), " · ", el("a", { href: withLang("/rules/" + s.game) }, t("page-rules")))),
        el("p", { class: "muted" }, t("review-summary", { headline, plies: g.moves.length })),
        el("div", { class: "status-bar review" }, this.status),
        this.topStrip, this.board.element, this.bottomStrip, this.nav, this.moveNote,
        el("div", { class: "panel graph-panel" }, el("h2", {}, t("review-evaluation")), this.graph, this.progress)),
      el("aside", { class: "game-side" },
        el("div", { class: "panel" }, el("h2", {}, t("review-accuracy")), this.accuracy),
        el("div", { class: "panel moves-panel" }, el("h2", {}, t("game-moves")), this.moveTable),
        this.explain));
    this.app.replaceChildren(this.root);
    const onKey = (e) => {
      if (!this.alive()) { document.removeEventListener("keydown", onKey); return; }
      if (e.target.closest("input, textarea, select")) return;
      if (e.key === "ArrowLeft") { e.preventDefault(); this.goTo(this.at - 1); }
      else if (e.key === "ArrowRight") { e.preventDefault(); this.goTo(this.at + 1); }
      else if (e.key === "Home") { e.preventDefault(); this.goTo(0); }
      else if (e.key === "End") { e.preventDefault(); this.goTo(Infinity); }
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", () => { if (this.alive()) this.drawBoard(); });
    window.addEventListener("pagehide", () => { if (this.job) this.job.cancel(); });
  }

  start() {
    this.progress.replaceChildren(el("p", { class: "muted" }, t("review-reviewing")));
    this.job = new Job({ kind: "review", record: this.record, seconds: 20 }, {
      onUpdate: (view) => { if (view.review) { this.review = view.review; this.show(); } this.showProgress(view); },
      onEnd: (view) => { if (view.review) this.review = view.review; this.show(); this.showProgress(view); },
      onError: (e) => {
        this.progress.replaceChildren(el("p", { class: "error", "data-testid": "review-job-error" }, jobError(e)),
          el("button", { type: "button", class: "secondary", onclick: () => this.start() }, t("review-try-again")));
      },
    });
    this.job.start();
  }

  showProgress(view) {
    const r = view.review;
    const done = r ? r.done_plies : 0, total = r ? r.total_plies : this.game.moves.length;
    if (view.state === "running") {
      this.progress.replaceChildren(el("progress", { max: total || 1, value: done }), " ", el("span", { class: "muted" }, t("review-progress", { done, total, seconds: fixed((view.elapsed_ms || 0) / 1000, 1) })),
        " ", el("button", { type: "button", class: "secondary small", "data-testid": "review-stop", onclick: () => this.job.stop() }, t("stop")));
    } else if (view.state === "done") {
      this.progress.replaceChildren(el("p", { class: "muted", "data-testid": "review-done" }, t("review-done", { total, seconds: fixed((view.elapsed_ms || 0) / 1000, 1) })));
    } else {
      this.progress.replaceChildren(el("p", { class: view.state === "failed" ? "error" : "muted", "data-testid": "review-done" },
        view.state === "failed" ? t("review-failed", { error: view.error || "" }) : t("review-stopped", { done, total })),
        el("button", { type: "button", class: "secondary small", onclick: () => this.start() }, t("review-again")));
    }
  }

  // The review of move number `n` (1 for the game's first move; the server counts from 0).
  // (its `ply` is the ply number of the position the move was played in, as the record
  // counts: a game set up at ply P starts at P).
  plyReview(n) { return this.review ? this.review.plies.find((p) => p.ply === this.base + n - 1) : null; }

  goTo(ply) {
    const target = Math.max(0, Math.min(this.game.moves.length, ply));
    if (target === this.at && this.drawn) return;
    this.at = target;
    this.show();
  }

  show() {
    this.drawn = true;
    this.drawBoard();
    this.drawGraph();
    this.drawMoves();
    this.drawAccuracy();
    this.drawExplain();
  }

  async drawBoard() {
    const g = this.game, s = g.state;
    const at = this.at;
    let board, captured, last = null, toMove;
    if (this.plies) {
      const ply = at > 0 ? this.plies[at - 1] : null;
      const pos = ply ? ply.after : this.plies.length ? this.plies[0].before : { board: s.board, captured: s.captured, toMove: s.to_move };
      board = pos.board; captured = pos.captured; toMove = at === g.moves.length ? s.to_move : pos.toMove;
      if (ply && ply.from !== null) last = { from: ply.from, end: ply.end, captured: ply.captured };
    } else {
      // The page cannot replay this game (a set-up start): ask the server for the position.
      if (!this.positions.has(at)) {
        try { this.positions.set(at, await api("POST", "/api/positions", { record: this.record, ply: at, moves: [] })); } catch (e) { this.status.textContent = e.message; return; }
        if (this.at !== at) return;
      }
      const pv = this.positions.get(at).state;
      board = pv.board; captured = pv.captured; toMove = pv.to_move;
    }
    const r = this.plyReview(at + 1);
    const badges = new Map();
    if (r && r.best && r.best !== r.move && at < g.moves.length) {
      // The best move from the shown position, marked on its hole.
      const idx = legalByHole([r.best], toMove, s.holes);
      for (const [i] of idx) badges.set(i, { text: "★", kind: "win", testid: "best-badge", title: t("review-best-here", { move: r.best }) });
    }
    this.board.render({ holes: s.holes, board, bottom: "south", legal: new Map(), last, badges });
    for (const [node, side] of [[this.topStrip, "north"], [this.bottomStrip, "south"]]) {
      node.className = "strip" + (toMove === side && at < g.moves.length ? " to-move" : "");
      const seat = g.seats[side].player;
      node.replaceChildren(el("span", { class: "turn-dot" }), el("strong", {}, sideName(side)), el("span", { class: "who" }, playerName(seat)),
        el("span", { class: "score" }, t("game-captured", { captured: captured[side === "south" ? 0 : 1] })));
    }
    this.info.textContent = t("game-ply-of", { ply: at, plies: g.moves.length });
    this.analyseLink.href = analysisUrl({ record: this.record, ply: at });
    const here = this.plyReview(at);
    if (at === 0) this.status.textContent = t("review-start");
    else {
      const side = g.movers[at - 1];
      this.status.textContent = t("review-status", { ply: at, side, move: g.moves[at - 1], class: here ? here.class : "none",
        name: here ? t("review-class-lower", { class: here.class }) : "", loss: here && here.loss ? here.loss : 0 });
    }
    this.moveNote.replaceChildren(...(here ? [noteFor(here)] : []));
  }

  drawGraph() {
    const g = this.game;
    const n = g.moves.length;
    const r = this.review;
    const evals = [];
    if (r) for (const p of r.plies) evals.push([p.ply - this.base + 1, p.eval_south]);
    const total = g.state.board.reduce((a, b) => a + b, 0) + g.state.captured[0] + g.state.captured[1];
    const cap = Math.max(4, Math.min(total / 2, Math.max(4, ...evals.map(([, e]) => Math.abs(e)))));
    const x = (ply) => (n ? (ply / n) * GRAPH_W : 0);
    const y = (e) => GRAPH_H / 2 - (Math.max(-cap, Math.min(cap, e)) / cap) * (GRAPH_H / 2 - 4);
    const root = svg("svg", { class: "eval-graph", viewBox: `0 0 ${GRAPH_W} ${GRAPH_H}`, preserveAspectRatio: "none", role: "img",
      "aria-label": t("review-graph-label"), "data-testid": "eval-graph" });
    root.append(svg("rect", { class: "graph-bg", x: 0, y: 0, width: GRAPH_W, height: GRAPH_H }));
    if (evals.length) {
      const pts = [[0, 0], ...evals].sort((a, b) => a[0] - b[0]);
      const line = pts.map(([p, e]) => `${x(p).toFixed(1)},${y(e).toFixed(1)}`).join(" ");
      // South's share is the light area under the curve (as lichess draws White's), so a
      // lead of either side looks like itself: more light for South, more dark for North.
      const lastX = x(pts[pts.length - 1][0]);
      root.append(svg("polygon", { class: "graph-south", points: `0,${GRAPH_H} ${line} ${lastX.toFixed(1)},${GRAPH_H}` }));
      // Plies not yet reviewed are drawn even, not as a lead for North.
      if (lastX < GRAPH_W) root.append(svg("rect", { class: "graph-pending", x: lastX, y: GRAPH_H / 2, width: GRAPH_W - lastX, height: GRAPH_H / 2 }));
      root.append(svg("polyline", { class: "graph-line", points: line }));
    }
    root.append(svg("line", { class: "graph-mid", x1: 0, x2: GRAPH_W, y1: GRAPH_H / 2, y2: GRAPH_H / 2 }));
    root.append(svg("line", { class: "graph-cursor", x1: x(this.at), x2: x(this.at), y1: 0, y2: GRAPH_H, "data-testid": "graph-cursor" }));
    this.graph.replaceChildren(root);
    // The points sit in an HTML layer over the graph, so that they stay round however the
    // graph is stretched; each is a button for its ply.
    // The move list is the keyboard's and the screen reader's way to the plies; the points
    // are for the pointer (dense graphs leave them too close together for a finger).
    const layer = el("div", { class: "graph-points", "aria-hidden": "true" });
    if (r) for (const q of r.plies) {
      const p = { ...q, ply: q.ply - this.base + 1 };
      const big = p.class === "mistake" || p.class === "blunder" || p.class === "inaccuracy";
      const dot = el("button", { type: "button", class: `graph-point ${p.class}${big ? " marked" : ""}${p.ply === this.at ? " current" : ""}`,
        "data-ply": p.ply, "data-class": p.class, "data-testid": "graph-point", title: t("review-point-title", { ply: p.ply, side: p.side, move: p.move, name: t("review-class-lower", { class: p.class }), eval: signed(p.eval_south) }),
        "aria-label": t("review-point-label", { ply: p.ply }), onclick: () => this.goTo(p.ply) });
      dot.tabIndex = -1;
      dot.dataset.x = (x(p.ply) / GRAPH_W * 100).toFixed(2);
      dot.dataset.y = (y(p.eval_south) / GRAPH_H * 100).toFixed(2);
      layer.append(dot);
    }
    this.graph.append(layer);
    placePoints(layer);
    // A click anywhere on the graph goes to the nearest ply.
    root.addEventListener("click", (ev) => {
      const box = root.getBoundingClientRect();
      this.goTo(Math.round(((ev.clientX - box.left) / box.width) * n));
    });
  }

  drawMoves() {
    const g = this.game;
    const rows = g.moves.map((m, i) => {
      const ply = i + 1;
      const r = this.plyReview(ply);
      const cls = r ? r.class : "pending";
      return el("button", { type: "button", class: `review-move ${cls}${ply === this.at ? " current" : ""}`, "data-ply": ply, "data-class": cls, "data-testid": "review-move", onclick: () => this.goTo(ply) },
        el("span", { class: "ply" }, ply + "."), el("span", { class: "side-mark" }, t("side-initial", { side: g.movers[i] })), el("span", { class: "mv" }, m),
        r ? el("span", { class: "mark " + cls, title: t("review-class", { class: cls }) }, CLASS_MARKS[cls]) : null,
        r && worse(cls) ? el("span", { class: "better" }, t("review-better", { best: r.best, loss: r.loss })) : null);
    });
    this.moveTable.replaceChildren(...rows);
    const cur = this.moveTable.querySelector(".current");
    if (cur) {
      const box = this.moveTable.getBoundingClientRect(), c = cur.getBoundingClientRect();
      if (c.top < box.top || c.bottom > box.bottom) this.moveTable.scrollTop += c.top - box.top - box.height / 2;
    }
  }

  drawAccuracy() {
    const r = this.review;
    if (!r) { this.accuracy.replaceChildren(el("p", { class: "muted" }, t("review-waiting"))); return; }
    const boxes = ["south", "north"].map((side) => {
      const mine = r.plies.filter((p) => p.side === side);
      const c = (k) => mine.filter((p) => p.class === k).length;
      const acc = r.accuracy ? r.accuracy[side] : null;
      const seat = this.game.seats[side].player;
      return el("div", { class: "acc-side", "data-testid": "accuracy-" + side },
        el("div", { class: "acc-head" }, el("strong", {}, sideName(side)), el("span", { class: "muted" }, " ", t("review-seat", { level: seat === "human" ? 0 : Number(seat.replace("level:", "")) }))),
        el("div", { class: "acc-figure", "data-testid": "accuracy-figure-" + side }, acc === null || acc === undefined ? "–" : t("review-accuracy-figure", { accuracy: fixed(acc, 1) })),
        el("div", { class: "acc-counts" },
          ...["inaccuracy", "mistake", "blunder"].map((k) => el("button", { type: "button", class: "acc-count " + k, "data-testid": `count-${side}-${k}`, title: t("review-next-of-class", { side, class: k }),
            onclick: () => { const next = mine.find((p) => p.class === k && p.ply - this.base + 1 > this.at) || mine.find((p) => p.class === k); if (next) this.goTo(next.ply - this.base + 1); } },
          el("span", { class: "mark " + k }, CLASS_MARKS[k]), " ", t("review-class-count", { class: k, count: c(k) })))));
    });
    this.accuracy.replaceChildren(...boxes);
  }

  drawExplain() {
    const th = (this.review && this.review.thresholds) || null;
    const named = (cls) => el("th", {}, cls === "best" || cls === "good" ? t("review-class", { class: cls }) : `${t("review-class", { class: cls })} ${CLASS_MARKS[cls]}`);
    this.explain.replaceChildren(...[el("summary", {}, t("review-explain-summary")),
      el("p", {}, t("review-explain")),
      th ? el("table", { class: "facts", "data-testid": "threshold-table" }, el("tbody", {},
        el("tr", {}, named("best"), el("td", {}, t("review-loses-nothing"))),
        el("tr", {}, named("good"), el("td", {}, t("review-loses-range", { from: th.good, to: th.inaccuracy - 1 }))),
        el("tr", {}, named("inaccuracy"), el("td", {}, t("review-loses-range", { from: th.inaccuracy, to: th.mistake - 1 }))),
        el("tr", {}, named("mistake"), el("td", {}, t("review-loses-range", { from: th.mistake, to: th.blunder - 1 }))),
        el("tr", {}, named("blunder"), el("td", {}, t("review-loses-more", { from: th.blunder }))))) : el("p", { class: "muted" }, t("review-thresholds-later")),
      this.game.state.game === "sadeqa-ii" ? el("p", {}, t("review-sadeqa")) : null,
      el("p", { "data-testid": "accuracy-formula" }, t("review-accuracy-formula"))].filter(Boolean));
  }
}

function worse(cls) { return cls === "inaccuracy" || cls === "mistake" || cls === "blunder"; }

function noteFor(r) {
  const cls = r.class;
  const exact = String(Boolean(r.exact));
  if (cls === "best") return el("p", { class: "note best" }, el("span", { class: "mark best" }, "★"), " ", t("review-note-best", { move: r.move, exact, value: signed(r.best_value), side: r.side }));
  if (cls === "good") return el("p", { class: "note good" }, el("span", { class: "mark good" }, "✓"), " ", t("review-note-good", { move: r.move, exact, loss: r.loss, best: r.best, played: signed(r.played_value), value: signed(r.best_value) }));
  const text = tMarked(el("span", {}, el("strong", {}, r.best)), "review-note-worse", { name: t("review-class", { class: cls }), move: r.move, exact, loss: r.loss, side: r.side, played: signed(r.played_value), best: r.best, value: signed(r.best_value) });
  return el("p", { class: "note " + cls, "data-testid": "better-move" }, el("span", { class: "mark " + cls }, CLASS_MARKS[cls]), " ", ...text.childNodes);
}

// Places the graph's points: a class by position would need a rule per value, and inline
// styles are forbidden by the page's Content-Security-Policy; so the points are positioned
// through the CSSOM, which the policy allows.
function placePoints(layer) {
  for (const dot of layer.children) {
    dot.style.left = dot.dataset.x + "%";
    dot.style.top = dot.dataset.y + "%";
  }
}
