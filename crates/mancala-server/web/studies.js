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

const SOLVED_KEY = "solved-studies";

export function solvedStudies() { return store.get(SOLVED_KEY) || {}; }
function markSolved(id) { const s = solvedStudies(); s[id] = Date.now(); store.set(SOLVED_KEY, s); }

// Difficulty: the lowest engine level (1 to 10) that finds the solution; none found it: beyond 10.
function difficultyText(d) { return d === null || d === undefined ? "beyond 10" : `${d} of 10`; }

export async function showStudies(app, params) {
  document.title = "mancala: studies";
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
    el("option", { value: "" }, "every game"), catalog.games.map((g) => el("option", { value: g.game, selected: g.game === game }, g.title)));
  const sizes = game ? catalog.games.find((g) => g.game === game).presets.map((p) => p.holes) : [...new Set(catalog.games.flatMap((g) => g.presets.map((p) => p.holes)))].sort((a, b) => a - b);
  const holesSel = el("select", { "data-testid": "filter-holes", onchange: (e) => go({ holes: e.target.value }) },
    el("option", { value: "" }, "any size"), sizes.map((h) => el("option", { value: h, selected: String(h) === holes }, `2×${h}`)));
  const diffSel = el("select", { "data-testid": "filter-difficulty", onchange: (e) => go({ difficulty: e.target.value }) },
    el("option", { value: "" }, "any difficulty"), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => el("option", { value: d, selected: String(d) === difficulty }, `level ${d}`)));
  const list = el("div", { "data-testid": "study-list" }, el("p", { class: "muted" }, "Loading…"));
  const daily = el("div", { class: "daily", "data-testid": "daily" });
  const pager = el("p", { class: "row pager" });
  app.replaceChildren(el("div", { class: "studies-page" },
    el("div", { class: "game-head" }, el("h1", {}, "Studies and puzzles"), el("a", { href: "/analysis" }, "Analysis board")),
    el("p", { class: "muted" }, "Positions with a proved outcome: find the moves that keep it. Any move that keeps the exact value counts; the solver answers for the other side."),
    el("h2", {}, "Puzzles of the day"), daily,
    el("div", { class: "panel" },
      el("div", { class: "row filters" }, el("label", { class: "inline" }, "Game ", gameSel), el("label", { class: "inline" }, "Board ", holesSel), el("label", { class: "inline" }, "Difficulty ", diffSel)),
      list, pager),
    submitForm()));
  const solved = solvedStudies();
  api("GET", "/api/studies/daily").then((d) => {
    daily.replaceChildren(...d.daily.map((s) => studyCard(s, solved)));
    if (!d.daily.length) daily.replaceChildren(el("p", { class: "muted" }, "No puzzle today."));
  }).catch((e) => daily.replaceChildren(el("p", { class: "error" }, e.message)));
  const q = new URLSearchParams();
  if (game) q.set("game", game);
  if (holes) q.set("holes", holes);
  if (difficulty) q.set("difficulty", difficulty);
  if (page > 1) q.set("page", page);
  try {
    const res = await api("GET", "/api/studies" + (q.toString() ? "?" + q : ""));
    if (!res.studies.length) { list.replaceChildren(el("p", { class: "muted", "data-testid": "no-studies" }, "No study matches these filters.")); return; }
    list.replaceChildren(el("table", { class: "list studies" },
      el("thead", {}, el("tr", {}, el("th", {}, ""), el("th", {}, "Study"), el("th", { class: "game-col" }, "Game"), el("th", {}, "Task"), el("th", {}, "Difficulty"))),
      el("tbody", {}, res.studies.map((s) => el("tr", { class: solved[s.id] ? "solved" : "", "data-testid": "study-row", "data-id": s.id },
        el("td", { class: "solved-mark", title: solved[s.id] ? "solved in this browser" : "" }, solved[s.id] ? "✓" : ""),
        el("td", {}, el("a", { href: "/studies/" + encodeURIComponent(s.id) }, s.name || s.id)),
        el("td", { class: "game-col" }, `${gameTitle(s.game)} 2×${s.holes}`),
        el("td", {}, s.stipulation),
        el("td", { class: "difficulty", title: "the lowest engine level that finds the solution" }, difficultyText(s.difficulty)))))));
    pager.replaceChildren(...[`${res.total} stud${res.total === 1 ? "y" : "ies"}, page ${res.page} of ${res.pages} `,
      res.page > 1 ? el("button", { type: "button", class: "secondary", onclick: () => go({ page: res.page - 1 }) }, "← Previous") : null,
      res.page < res.pages ? el("button", { type: "button", class: "secondary", "data-testid": "next-page", onclick: () => go({ page: res.page + 1 }) }, "Next →") : null].filter(Boolean));
  } catch (e) {
    list.replaceChildren(el("p", { class: "error" }, e.message));
  }
}

function studyCard(s, solved) {
  return el("a", { class: "study-card" + (solved[s.id] ? " solved" : ""), href: "/studies/" + encodeURIComponent(s.id), "data-testid": "daily-" + s.game },
    el("strong", {}, `${gameTitle(s.game)} 2×${s.holes}`), el("span", {}, s.stipulation),
    el("span", { class: "muted" }, difficultyText(s.difficulty) + (solved[s.id] ? " · solved ✓" : "")));
}

function submitForm() {
  const position = el("textarea", { rows: 4, "data-testid": "submit-position", placeholder: "{\"game\":\"en-dodoi\",\"holes\":6,\"seeds\":4,…}", "aria-label": "the position as JSON" });
  const name = el("input", { maxlength: 60, required: true, "data-testid": "submit-name", placeholder: "e.g. A quiet capture" });
  const msg = el("p", { role: "status", "data-testid": "submit-message" });
  const button = el("button", { type: "submit", "data-testid": "submit-study" }, "Submit");
  return el("details", { class: "panel submit" }, el("summary", {}, "Submit a position as a study"),
    el("p", { class: "hint" }, "Set the position up on the ", el("a", { href: "/analysis" }, "analysis board"), " and copy its JSON from there (under Share). The server accepts it when the solver proves, within its time limit, that exactly one first move keeps the position's value: a study has one solution."),
    el("form", { onsubmit: async (ev) => {
      ev.preventDefault();
      msg.className = "";
      if (!name.value.trim()) { msg.className = "error"; msg.textContent = "Give the study a name."; return; }
      let pos;
      try { pos = JSON.parse(position.value); } catch (e) { msg.className = "error"; msg.textContent = "The position is not valid JSON: " + e.message; return; }
      button.disabled = true;
      msg.textContent = "The solver is checking it…";
      try {
        const made = await api("POST", "/api/studies", { position: pos, name: name.value.trim() });
        msg.replaceChildren("Accepted: ", el("a", { href: "/studies/" + encodeURIComponent(made.id), "data-testid": "submitted-link" }, made.stipulation), ".");
      } catch (e) {
        msg.className = "error";
        // A copy of a study (shipped or submitted) is answered with its id: link to it.
        if (e.study) msg.replaceChildren("Not accepted: this position is already ", el("a", { href: "/studies/" + encodeURIComponent(e.study), "data-testid": "existing-study-link" }, "a study"), ".");
        else msg.textContent = "Not accepted: " + e.message;
      } finally { button.disabled = false; }
    } }, el("label", {}, "Position (JSON) ", position), el("label", {}, "Name ", name), button, msg));
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
      document.title = "mancala: no such study";
      this.app.replaceChildren(el("div", { class: "panel", "data-testid": "no-study" }, el("h1", {}, e.status === 404 ? "No such study" : "The study cannot be opened"),
        el("p", { class: "error" }, e.message), el("p", {}, el("a", { class: "button", href: "/studies" }, "All studies"))));
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
    const title = `${gameTitle(s.game)} 2×${s.holes}: ${s.stipulation}`;
    document.title = "mancala: study " + (s.name || s.id);
    this.board = new Board({ onChoose: (index, label, moves) => this.choose(index, label, moves) });
    this.status = el("p", { class: "status", role: "status", "aria-live": "polite", "data-testid": "status" });
    this.statusBar = el("div", { class: "status-bar mine" }, this.status);
    this.topStrip = el("div", { class: "strip" });
    this.bottomStrip = el("div", { class: "strip" });
    this.direction = el("div", { class: "direction", hidden: true, "data-testid": "direction" });
    this.feedback = el("div", { class: "feedback", "data-testid": "feedback", "aria-live": "polite" });
    // A Giuthi side with no sowing must pass: a puzzle's solving side too.
    this.passButton = el("button", { type: "button", hidden: true, "data-testid": "pass", onclick: () => this.try("pass") }, "Pass");
    this.hintButton = el("button", { type: "button", class: "secondary", "data-testid": "hint", onclick: () => this.hint() }, "Hint");
    this.retryButton = el("button", { type: "button", class: "secondary", "data-testid": "restart", onclick: () => this.restart() }, "Start again");
    this.analyseLink = el("a", { class: "button secondary", "data-testid": "analyse-study", href: analysisUrl({ position: s.state }) }, "Analyse");
    this.moves = el("ol", { class: "moves puzzle-moves", "data-testid": "puzzle-moves" });
    this.noMoves = el("p", { class: "muted" }, "None yet: your first move is the key.");
    const solved = solvedStudies()[s.id];
    this.root = el("div", { class: "game puzzle", "data-testid": "puzzle" },
      el("div", { class: "game-main" },
        el("div", { class: "game-head" }, el("h1", {}, title), el("span", {}, el("a", { href: "/studies" }, "All studies"), " · ", el("a", { href: "/rules/" + s.game }, "rules"))),
        this.statusBar, this.topStrip, this.board.element, this.bottomStrip, this.direction,
        el("div", { class: "controls" }, this.passButton, this.hintButton, this.retryButton, this.analyseLink),
        el("div", { class: "feedback-panel" }, this.feedback)),
      el("aside", { class: "game-side" },
        el("div", { class: "panel" }, el("h2", {}, "Your task"),
          el("p", { class: "task", "data-testid": "task" }, s.stipulation),
          el("p", { class: "muted" }, `You play ${sideName(this.side)}; the solver answers for ${sideName(other(this.side))} with its best defence. Any move that keeps the proved outcome is right.`),
          el("p", { class: "muted" }, `Difficulty ${difficultyText(s.difficulty)} · ${s.source === "submitted" ? "submitted" : "from the collection"} · ${s.id}`),
          el("p", { class: "solved-note", "data-testid": "solved-before", hidden: !solved }, "✓ You have solved this one before.")),
        el("div", { class: "panel moves-panel" }, el("h2", {}, "Moves"), this.moves, this.noMoves)));
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
      node.replaceChildren(el("span", { class: "turn-dot" }), el("strong", {}, sideName(side)), el("span", { class: "who" }, side === this.side ? "you" : "the solver"),
        el("span", { class: "score", "data-testid": "captured-" + side }, `${st.captured[side === "south" ? 0 : 1]} captured`));
    }
    const mustPass = mine && this.now.legal_moves.length === 1 && this.now.legal_moves[0] === "pass";
    this.passButton.hidden = !mustPass;
    if (!this.busy && !this.done) {
      if (mustPass) this.status.textContent = "You have no sowing, so you pass: press Pass.";
      else if (st.to_move === this.side) this.status.textContent = this.played.length ? "Right. Your move again: keep it up." : `Your move: ${this.study.stipulation}.`;
      this.statusBar.className = "status-bar mine";
    }
    this.moves.replaceChildren(...this.played.map((m, i) => el("li", {}, `${sideName(this.movers[i])} ${m}`)));
    this.noMoves.hidden = this.played.length > 0;
    this.moves.start = (this.start.state.ply || 0) + 1;
    this.hintButton.disabled = this.busy || !!this.done;
  }

  choose(index, label, moves) {
    if (moves.length === 1) return this.try(moves[0]);
    const right = moves.find((m) => m.endsWith("R"));
    const left = moves.find((m) => m.endsWith("L"));
    this.direction.hidden = false;
    this.direction.replaceChildren(...[el("span", {}, `Sow hole ${label}: which way?`),
      left ? el("button", { type: "button", "data-testid": "dir-left", onclick: () => { this.clearDirection(); this.try(left); } }, `← to my left (${left})`) : null,
      right ? el("button", { type: "button", "data-testid": "dir-right", onclick: () => { this.clearDirection(); this.try(right); } }, `to my right → (${right})`) : null,
      el("button", { type: "button", class: "secondary", onclick: () => this.clearDirection() }, "Cancel")].filter(Boolean));
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
    this.feedback.replaceChildren(el("p", { class: "muted" }, "Checking…"));
    const before = this.now;
    const check = api("POST", `/api/studies/${encodeURIComponent(this.id)}/check`, { moves: [...this.played, move] });
    this.status.textContent = move === "pass" ? "You pass…" : `You play ${move}…`;
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
      this.status.textContent = `${move} does not keep the value.`;
      this.statusBar.className = "status-bar waiting";
      this.feedback.replaceChildren(el("div", { class: "verdict wrong", "data-testid": "verdict-wrong" },
        el("p", {}, el("strong", {}, `✗ ${move} is wrong. `), capital(answer.explanation)),
        answer.reply ? el("p", { class: "muted", "data-testid": "refutation" }, `The refutation: ${sideName(other(this.side))} answers ${answer.reply}.`) : null,
        el("p", { class: "muted" }, "The position is put back: try another move.")));
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
      this.status.textContent = `${move} was refuted. Your move again.`;
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
      this.status.textContent = `${sideName(other(this.side))} ${i ? "moves again" : "answers"}: ${reply}…`;
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
      this.status.textContent = "Solved!";
      this.statusBar.className = "status-bar over";
      this.feedback.replaceChildren(el("div", { class: "verdict solved", "data-testid": "verdict-solved" },
        el("p", {}, el("strong", {}, "✓ Solved. "), capital(answer.explanation) || "You kept the value to the end."),
        el("p", { class: "row" }, el("a", { class: "button", href: "/studies?game=" + this.study.game }, "Another study"), el("a", { class: "button secondary", href: analysisUrl({ position: this.study.state, moves: this.played }) }, "Analyse it"))));
    } else {
      this.feedback.replaceChildren(el("div", { class: "verdict correct", "data-testid": "verdict-correct" },
        el("p", {}, el("strong", {}, `✓ ${move === "pass" ? "Passing" : move} is right.`), replies.length ? ` ${sideName(other(this.side))} answers ${replies.join(", then ")}.` : ""), answer.explanation ? el("p", { class: "muted" }, answer.explanation) : null));
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
      this.badges = new Map(idx === null ? [] : [[idx, { text: this.hintLevel > 1 ? h.move : "?", kind: "hint", testid: "hint-badge", title: "hint" }]]);
      this.feedback.replaceChildren(el("p", { class: "hint-text", "data-testid": "hint-text" }, this.hintLevel > 1 ? `Play ${h.move}.` : `Look at hole ${h.hole}.` + (h.move !== h.hole ? " (Ask again for the direction.)" : "")));
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
