// Studies and puzzles: the list (/studies) with filters by game, size and difficulty and
// the puzzles of the day; a study in puzzle mode (/studies/ID): the player finds the
// solving side's moves, the server checks each try against the solver (any move that keeps
// the exact value is right) and answers with the defender's reply, or refutes a wrong try
// and explains it; hints on request; solved studies are remembered in this browser. And a
// form to submit a position as a new study.

import { el, api, store, sideName, other, gameTitle, getCatalog, sleep } from "./dom.js";
import { Board } from "./board.js";
import { animateMove, legalByHole, marksOfPly, holeOf } from "./sowing.js";
import { analysisUrl } from "./analysis.js";
import { t, tMarked, withLang } from "./i18n.js";

const SOLVED_KEY = "solved-studies";

export function solvedStudies() { return store.get(SOLVED_KEY) || {}; }
function markSolved(id) { const s = solvedStudies(); s[id] = Date.now(); store.set(SOLVED_KEY, s); }

// Difficulty: the lowest engine level (1 to 10) that finds the solution; none found it: beyond 10.
function difficultyText(d) { return t("studies-difficulty", { level: d === null || d === undefined ? "none" : d }); }

// What a study asks, in the reader's language: the server states it in English in a fixed
// form ("South to move and win by 3", see mancala-study's `stipulation`), read back here
// into the message's parts; a form not known is shown as the server wrote it.
const STIPULATION = /^(South|North) to move and (?:(win by|lose by no more than) (\d+)|(win|draw|lose))$/;
export function stipulationText(text) {
  const m = STIPULATION.exec(text || "");
  if (!m) return text;
  const side = m[1].toLowerCase();
  if (m[2]) return t("study-stipulation", { side, goal: m[2] === "win by" ? "win-by" : "lose-by", value: Number(m[3]) });
  return t("study-stipulation", { side, goal: m[4], value: 0 });
}

export async function showStudies(app, params) {
  document.title = t("studies-title");
  const catalog = getCatalog();
  const game = params.get("game") || "";
  const holes = params.get("holes") || "";
  const difficulty = params.get("difficulty") || "";
  const page = Number(params.get("page") || 1);
  const go = (changes) => {
    const q = new URLSearchParams({ game, holes, difficulty, page: 1, ...changes });
    for (const [k, v] of [...q]) if (!v || (k === "page" && v === "1")) q.delete(k);
    location.href = "/studies" + (q.toString() ? "?" + q : "");
  };
  const gameSel = el("select", { "data-testid": "filter-game", onchange: (e) => go({ game: e.target.value, holes: "" }) },
    el("option", { value: "" }, t("studies-every-game")), catalog.games.map((g) => el("option", { value: g.game, selected: g.game === game }, g.title)));
  const sizes = game ? catalog.games.find((g) => g.game === game).presets.map((p) => p.holes) : [...new Set(catalog.games.flatMap((g) => g.presets.map((p) => p.holes)))].sort((a, b) => a - b);
  const holesSel = el("select", { "data-testid": "filter-holes", onchange: (e) => go({ holes: e.target.value }) },
    el("option", { value: "" }, t("studies-any-size")), sizes.map((h) => el("option", { value: h, selected: String(h) === holes }, `2×${h}`)));
  const diffSel = el("select", { "data-testid": "filter-difficulty", onchange: (e) => go({ difficulty: e.target.value }) },
    el("option", { value: "" }, t("studies-any-difficulty")), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => el("option", { value: d, selected: String(d) === difficulty }, t("studies-level", { level: d }))));
  const list = el("div", { "data-testid": "study-list" }, el("p", { class: "muted" }, t("loading")));
  const daily = el("div", { class: "daily", "data-testid": "daily" });
  const pager = el("p", { class: "row pager" });
  app.replaceChildren(el("div", { class: "studies-page" },
    el("div", { class: "game-head" }, el("h1", {}, t("studies-heading")), el("a", { href: withLang("/analysis") }, t("studies-analysis"))),
    el("p", { class: "muted" }, t("studies-intro")),
    el("h2", {}, t("studies-daily")), daily,
    el("div", { class: "panel" },
      el("div", { class: "row filters" }, el("label", { class: "inline" }, t("home-game"), " ", gameSel), el("label", { class: "inline" }, t("studies-filter-board"), " ", holesSel), el("label", { class: "inline" }, t("studies-filter-difficulty"), " ", diffSel)),
      list, pager),
    submitForm()));
  const solved = solvedStudies();
  api("GET", "/api/studies/daily").then((d) => {
    daily.replaceChildren(...d.daily.map((s) => studyCard(s, solved)));
    if (!d.daily.length) daily.replaceChildren(el("p", { class: "muted" }, t("studies-no-daily")));
  }).catch((e) => daily.replaceChildren(el("p", { class: "error" }, e.message)));
  const q = new URLSearchParams();
  if (game) q.set("game", game);
  if (holes) q.set("holes", holes);
  if (difficulty) q.set("difficulty", difficulty);
  if (page > 1) q.set("page", page);
  try {
    const res = await api("GET", "/api/studies" + (q.toString() ? "?" + q : ""));
    if (!res.studies.length) { list.replaceChildren(el("p", { class: "muted", "data-testid": "no-studies" }, t("studies-none"))); return; }
    list.replaceChildren(el("table", { class: "list studies" },
      el("thead", {}, el("tr", {}, el("th", {}, ""), el("th", {}, t("studies-col-study")), el("th", { class: "game-col" }, t("home-game")), el("th", {}, t("studies-col-task")), el("th", {}, t("studies-filter-difficulty")))),
      el("tbody", {}, res.studies.map((s) => el("tr", { class: solved[s.id] ? "solved" : "", "data-testid": "study-row", "data-id": s.id },
        el("td", { class: "solved-mark", title: solved[s.id] ? t("studies-solved-here") : "" }, solved[s.id] ? "✓" : ""),
        el("td", {}, el("a", { href: withLang("/studies/" + encodeURIComponent(s.id)), translate: "no" }, s.name || s.id)),
        el("td", { class: "game-col" }, t("game-heading", { game: gameTitle(s.game), holes: s.holes })),
        el("td", {}, stipulationText(s.stipulation)),
        el("td", { class: "difficulty", title: t("studies-difficulty-title") }, difficultyText(s.difficulty)))))));
    pager.replaceChildren(...[t("studies-pager", { total: res.total, page: res.page, pages: res.pages }), " ",
      res.page > 1 ? el("button", { type: "button", class: "secondary", onclick: () => go({ page: res.page - 1 }) }, t("studies-previous")) : null,
      res.page < res.pages ? el("button", { type: "button", class: "secondary", "data-testid": "next-page", onclick: () => go({ page: res.page + 1 }) }, t("studies-next")) : null].filter(Boolean));
  } catch (e) {
    list.replaceChildren(el("p", { class: "error" }, e.message));
  }
}

function studyCard(s, solved) {
  return el("a", { class: "study-card" + (solved[s.id] ? " solved" : ""), href: withLang("/studies/" + encodeURIComponent(s.id)), "data-testid": "daily-" + s.game },
    el("strong", {}, t("game-heading", { game: gameTitle(s.game), holes: s.holes })), el("span", {}, stipulationText(s.stipulation)),
    el("span", { class: "muted" }, t("studies-card", { difficulty: difficultyText(s.difficulty), solved: String(Boolean(solved[s.id])) })));
}

function submitForm() {
  const position = el("textarea", { rows: 4, "data-testid": "submit-position", placeholder: "{\"game\":\"en-dodoi\",\"holes\":6,\"seeds\":4,…}", "aria-label": t("submit-position-label") });
  const name = el("input", { maxlength: 60, required: true, "data-testid": "submit-name", placeholder: t("submit-name-placeholder") });
  const msg = el("p", { role: "status", "data-testid": "submit-message" });
  const button = el("button", { type: "submit", "data-testid": "submit-study" }, t("submit-button"));
  return el("details", { class: "panel submit" }, el("summary", {}, t("submit-summary")),
    tMarked(el("p", { class: "hint" }, el("a", { href: withLang("/analysis") })), "submit-hint"),
    el("form", { onsubmit: async (ev) => {
      ev.preventDefault();
      msg.className = "";
      if (!name.value.trim()) { msg.className = "error"; msg.textContent = t("submit-no-name"); return; }
      let pos;
      try { pos = JSON.parse(position.value); } catch (e) { msg.className = "error"; msg.textContent = t("submit-bad-json", { error: e.message }); return; }
      button.disabled = true;
      msg.textContent = t("submit-checking");
      try {
        const made = await api("POST", "/api/studies", { position: pos, name: name.value.trim() });
        msg.replaceChildren(...tMarked(el("span", {}, el("a", { href: withLang("/studies/" + encodeURIComponent(made.id)), "data-testid": "submitted-link" })), "submit-accepted", { stipulation: stipulationText(made.stipulation) }).childNodes);
      } catch (e) {
        msg.className = "error";
        // A copy of a study (shipped or submitted) is answered with its id: link to it.
        if (e.study) msg.replaceChildren(...tMarked(el("span", {}, el("a", { href: withLang("/studies/" + encodeURIComponent(e.study)), "data-testid": "existing-study-link" })), "submit-exists").childNodes);
        else msg.textContent = t("submit-refused", { error: e.message });
      } finally { button.disabled = false; }
    } }, el("label", {}, t("submit-position"), " ", position), el("label", {}, t("submit-name"), " ", name), button, msg));
}

// The position JSON after a rules.js `ply` played from `state` (what the page shows while it
// plays a try and the defender's reply itself).
function stateAfter(state, ply) {
  return { ...state, board: ply.next.board, captured: ply.next.captured, to_move: ply.next.toMove, opening_done: ply.next.openingDone };
}

function capital(text) { return text ? text[0].toUpperCase() + text.slice(1) + (/[.!]$/.test(text) ? "" : ".") : ""; }

// ----- one study: puzzle mode -----

export function showStudy(app, id) {
  const p = new Puzzle(app, id);
  p.open();
  return p;
}

class Puzzle {
  constructor(app, id) {
    this.app = app;
    this.id = id;
    this.played = []; // every move from the study position: tries that were right and the replies
    this.movers = []; // who played each
    this.busy = false;
    this.hintLevel = 0;
  }

  alive() { return this.root && document.body.contains(this.root); }

  async open() {
    let study;
    try { study = await api("GET", `/api/studies/${encodeURIComponent(this.id)}`); } catch (e) {
      document.title = t("puzzle-no-study-title");
      this.app.replaceChildren(el("div", { class: "panel", "data-testid": "no-study" }, el("h1", {}, e.status === 404 ? t("puzzle-no-study") : t("puzzle-cannot-open")),
        el("p", { class: "error" }, e.message), el("p", {}, el("a", { class: "button", href: withLang("/studies") }, t("puzzle-all-studies")))));
      return;
    }
    this.study = study;
    this.start = { state: study.state, legal_moves: study.legal_moves };
    this.now = this.start;
    this.side = study.solving_side;
    this.build();
    this.draw();
  }

  build() {
    const s = this.study;
    this.stipulation = stipulationText(s.stipulation);
    const title = t("puzzle-heading", { game: gameTitle(s.game), holes: s.holes, stipulation: this.stipulation });
    document.title = t("puzzle-title", { name: s.name || s.id });
    this.board = new Board({ onChoose: (index, label, moves) => this.choose(index, label, moves) });
    this.status = el("p", { class: "status", role: "status", "aria-live": "polite", "data-testid": "status" });
    this.statusBar = el("div", { class: "status-bar mine" }, this.status);
    this.topStrip = el("div", { class: "strip" });
    this.bottomStrip = el("div", { class: "strip" });
    this.direction = el("div", { class: "direction", hidden: true, "data-testid": "direction" });
    this.feedback = el("div", { class: "feedback", "data-testid": "feedback", "aria-live": "polite" });
    // A Giuthi side with no sowing must pass: a puzzle's solving side too.
    this.passButton = el("button", { type: "button", hidden: true, "data-testid": "pass", onclick: () => this.try("pass") }, t("game-pass"));
    this.hintButton = el("button", { type: "button", class: "secondary", "data-testid": "hint", onclick: () => this.hint() }, t("puzzle-hint"));
    this.retryButton = el("button", { type: "button", class: "secondary", "data-testid": "restart", onclick: () => this.restart() }, t("puzzle-restart"));
    this.analyseLink = el("a", { class: "button secondary", "data-testid": "analyse-study", href: withLang(analysisUrl({ position: s.state })) }, t("puzzle-analyse"));
    this.moves = el("ol", { class: "moves puzzle-moves", "data-testid": "puzzle-moves" });
    this.noMoves = el("p", { class: "muted" }, t("puzzle-no-moves"));
    const solved = solvedStudies()[s.id];
    this.root = el("div", { class: "game puzzle", "data-testid": "puzzle" },
      el("div", { class: "game-main" },
        el("div", { class: "game-head" }, el("h1", {}, title), el("span", {}, el("a", { href: withLang("/studies") }, t("puzzle-all-studies")), " · ", el("a", { href: withLang("/rules/" + s.game) }, t("page-rules")))),
        this.statusBar, this.topStrip, this.board.element, this.bottomStrip, this.direction,
        el("div", { class: "controls" }, this.passButton, this.hintButton, this.retryButton, this.analyseLink),
        el("div", { class: "feedback-panel" }, this.feedback)),
      el("aside", { class: "game-side" },
        el("div", { class: "panel" }, el("h2", {}, t("puzzle-task")),
          el("p", { class: "task", "data-testid": "task" }, this.stipulation),
          el("p", { class: "muted" }, t("puzzle-task-text", { side: this.side, other: other(this.side) })),
          el("p", { class: "muted" }, t("puzzle-facts", { difficulty: difficultyText(s.difficulty), source: s.source === "submitted" ? "submitted" : "collection", id: s.id })),
          el("p", { class: "solved-note", "data-testid": "solved-before", hidden: !solved }, t("puzzle-solved-before"))),
        el("div", { class: "panel moves-panel" }, el("h2", {}, t("game-moves")), this.moves, this.noMoves)));
    this.app.replaceChildren(this.root);
    // A resize redraws what is shown (a frame of a sowing, the refutation), not the position.
    const onResize = () => {
      if (!this.alive()) { window.removeEventListener("resize", onResize); return; }
      this.draw(...this.shown);
    };
    window.addEventListener("resize", onResize);
  }

  // Draws this.now.state, or `boardOverride` on it (a frame of a sowing), with `marks` on the
  // holes, `last` (the last move's marks) and `badges`; remembered for a redraw on resize.
  draw(marks, boardOverride, last, badges) {
    this.shown = [marks, boardOverride, last, badges];
    const st = this.now.state;
    this.root.dataset.state = JSON.stringify(st);
    this.root.classList.toggle("busy", this.busy);
    const mine = !this.busy && !this.done && !st.result && st.to_move === this.side;
    const legal = mine ? legalByHole(this.now.legal_moves, st.to_move, st.holes) : new Map();
    this.board.render({ holes: st.holes, board: boardOverride || st.board, bottom: this.side, legal, marks, last: last !== undefined ? last : this.last, badges: badges || this.badges });
    for (const [node, side] of [[this.topStrip, other(this.side)], [this.bottomStrip, this.side]]) {
      node.className = "strip" + (st.to_move === side && !st.result ? " to-move" : "");
      node.replaceChildren(el("span", { class: "turn-dot" }), el("strong", {}, sideName(side)), el("span", { class: "who" }, side === this.side ? t("puzzle-you") : t("puzzle-solver")),
        el("span", { class: "score", "data-testid": "captured-" + side }, t("game-captured", { captured: st.captured[side === "south" ? 0 : 1] })));
    }
    const mustPass = mine && this.now.legal_moves.length === 1 && this.now.legal_moves[0] === "pass";
    this.passButton.hidden = !mustPass;
    if (!this.busy && !this.done) {
      if (mustPass) this.status.textContent = t("puzzle-must-pass");
      else if (st.to_move === this.side) this.status.textContent = this.played.length ? t("puzzle-again") : t("puzzle-your-move", { stipulation: this.stipulation });
      this.statusBar.className = "status-bar mine";
    }
    this.moves.replaceChildren(...this.played.map((m, i) => el("li", {}, t("game-move", { side: this.movers[i], move: m }))));
    this.noMoves.hidden = this.played.length > 0;
    this.moves.start = (this.start.state.ply || 0) + 1;
    this.hintButton.disabled = this.busy || !!this.done;
  }

  choose(index, label, moves) {
    if (moves.length === 1) return this.try(moves[0]);
    const right = moves.find((m) => m.endsWith("R"));
    const left = moves.find((m) => m.endsWith("L"));
    this.direction.hidden = false;
    this.direction.replaceChildren(...[el("span", {}, t("direction-question", { hole: label })),
      left ? el("button", { type: "button", "data-testid": "dir-left", onclick: () => { this.clearDirection(); this.try(left); } }, t("direction-left", { move: left })) : null,
      right ? el("button", { type: "button", "data-testid": "dir-right", onclick: () => { this.clearDirection(); this.try(right); } }, t("direction-right", { move: right })) : null,
      el("button", { type: "button", class: "secondary", onclick: () => this.clearDirection() }, t("cancel"))].filter(Boolean));
  }

  clearDirection() { this.direction.hidden = true; this.direction.replaceChildren(); }

  async animate(state, move) {
    const ply = await animateMove(state, move, (b, marks) => this.draw(marks, b, null, new Map()), 80);
    return ply;
  }

  async try(move) {
    if (this.busy || this.done) return;
    this.busy = true;
    this.badges = null;
    this.feedback.replaceChildren(el("p", { class: "muted" }, t("puzzle-checking")));
    const before = this.now;
    const check = api("POST", `/api/studies/${encodeURIComponent(this.id)}/check`, { moves: [...this.played, move] });
    this.status.textContent = move === "pass" ? t("puzzle-you-pass") : t("puzzle-you-play", { move });
    const ply = await this.animate(before.state, move);
    let answer;
    try { answer = await check; } catch (e) {
      this.busy = false;
      this.feedback.replaceChildren(el("p", { class: "error" }, e.message));
      this.draw();
      return;
    }
    const tryState = ply ? stateAfter(before.state, ply) : null;
    if (answer.verdict === "wrong") {
      // The refutation: the defender's best reply on the position after the try, then the
      // position as it was before the try. Meanwhile the position shown is this.now (its
      // captured counts too), and a resize redraws it.
      this.status.textContent = t("puzzle-not-kept", { move });
      this.statusBar.className = "status-bar waiting";
      this.feedback.replaceChildren(el("div", { class: "verdict wrong", "data-testid": "verdict-wrong" },
        el("p", {}, el("strong", {}, t("puzzle-wrong", { move })), capital(answer.explanation)),
        answer.reply ? el("p", { class: "muted", "data-testid": "refutation" }, t("puzzle-refutation", { side: other(this.side), reply: answer.reply })) : null,
        el("p", { class: "muted" }, t("puzzle-put-back"))));
      if (tryState) {
        this.now = { state: tryState, legal_moves: [] };
        this.draw(null, undefined, marksOfPly(ply), new Map());
      }
      if (answer.reply && tryState) {
        await sleep(300);
        const r = await animateMove(tryState, answer.reply, (b, marks) => this.draw(marks, b, null, new Map()), 80);
        if (r) {
          this.now = { state: stateAfter(tryState, r), legal_moves: [] };
          this.draw(null, undefined, marksOfPly(r), new Map());
        }
        await sleep(1400);
      } else await sleep(900);
      this.now = before;
      this.busy = false;
      this.draw();
      this.status.textContent = t("puzzle-refuted", { move });
      return;
    }
    this.played.push(move);
    this.movers.push(before.state.to_move);
    this.last = marksOfPly(ply);
    // The defender's plies, in order (more than one when a Giuthi extra move gives it
    // another), until it is the solving side's turn again.
    const replies = answer.replies || (answer.reply ? [answer.reply] : []);
    let at = tryState;
    for (const [i, reply] of replies.entries()) {
      this.now = { state: at || before.state, legal_moves: [] };
      this.draw(null, at ? at.board : undefined);
      await sleep(250);
      this.status.textContent = t("puzzle-replying", { side: other(this.side), again: String(i > 0), reply });
      const r = at ? await animateMove(at, reply, (b, marks) => this.draw(marks, b, null, new Map()), 80) : null;
      this.played.push(reply);
      this.movers.push(at ? at.to_move : other(this.side));
      this.last = r ? marksOfPly(r) : null;
      at = r ? stateAfter(at, r) : null;
    }
    this.now = { state: answer.state, legal_moves: answer.legal_moves };
    this.busy = false;
    this.hintLevel = 0;
    if (answer.verdict === "solved") {
      this.done = true;
      markSolved(this.study.id);
      this.status.textContent = t("puzzle-solved-status");
      this.statusBar.className = "status-bar over";
      this.feedback.replaceChildren(el("div", { class: "verdict solved", "data-testid": "verdict-solved" },
        el("p", {}, el("strong", {}, t("puzzle-solved")), capital(answer.explanation) || t("puzzle-kept")),
        el("p", { class: "row" }, el("a", { class: "button", href: withLang("/studies?game=" + this.study.game) }, t("puzzle-another")), el("a", { class: "button secondary", href: withLang(analysisUrl({ position: this.study.state, moves: this.played })) }, t("puzzle-analyse-it")))));
    } else {
      this.feedback.replaceChildren(el("div", { class: "verdict correct", "data-testid": "verdict-correct" },
        el("p", {}, el("strong", {}, move === "pass" ? t("puzzle-pass-right") : t("puzzle-right", { move })),
          replies.length ? t("puzzle-answers", { side: other(this.side), replies: replies.reduce((first, next) => t("puzzle-then", { first, next })) }) : ""),
        answer.explanation ? el("p", { class: "muted" }, answer.explanation) : null));
    }
    this.draw();
  }

  async hint() {
    if (this.busy || this.done) return;
    try {
      const h = await api("POST", `/api/studies/${encodeURIComponent(this.id)}/hint`, { moves: this.played });
      this.hintLevel += 1;
      const st = this.now.state;
      const idx = holeOf(h.move || h.hole, st.to_move, st.holes);
      this.badges = new Map(idx === null ? [] : [[idx, { text: this.hintLevel > 1 ? h.move : "?", kind: "hint", testid: "hint-badge", title: t("puzzle-hint-title") }]]);
      this.feedback.replaceChildren(el("p", { class: "hint-text", "data-testid": "hint-text" }, this.hintLevel > 1 ? t("puzzle-hint-move", { move: h.move }) : t("puzzle-hint-hole", { hole: h.hole, direction: String(h.move !== h.hole) })));
      this.draw();
    } catch (e) {
      this.feedback.replaceChildren(el("p", { class: "error" }, e.message));
    }
  }

  restart() {
    if (this.busy) return;
    this.played = [];
    this.movers = [];
    this.now = this.start;
    this.done = false;
    this.last = null;
    this.badges = null;
    this.feedback.replaceChildren();
    this.draw();
  }
}
