// End-to-end: the study pages at 1280x800 and 390x844: the position editor and a
// shared URL opened in a second browser context, a variation played and gone back from,
// the engine's lines, the solver's marks checked against `mancala solve`, a game's review
// (graph, classes, better moves), and a puzzle solved and a wrong try refuted.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { startServer, launch, shots, root } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SIZES = [["desktop", DESKTOP], ["phone", PHONE]];
const BIN = process.env.MANCALA_SOLVE_BIN || process.env.MANCALA_BIN || join(root, "target", "release", "mancala");

/** `mancala solve --position JSON --moves --json`: { value, result, moves: [{move, value, result}] }. */
function solve(position) {
  return JSON.parse(execFileSync(BIN, ["solve", "--position", JSON.stringify(position), "--moves", "--json", "--time", "30"]).toString());
}

const holeIndex = (move, side, holes) => (side === "south" ? 0 : holes) + parseInt(move, 10) - 1;

async function api(method, path, body, token) {
  const res = await fetch(server.base + path, { method, headers: { "Content-Type": "application/json", ...(token ? { Authorization: "Bearer " + token } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function newPage(size) {
  const context = await browser.newContext(size);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Leaves the page first (it stops its jobs on the way out, so the next test is not over the client's job limit). */
async function leave(context, page) {
  await page.goto("about:blank");
  await page.waitForTimeout(200);
  await context.close();
}

async function shownState(page) {
  return JSON.parse(await page.locator("[data-testid=position-json]").textContent());
}

for (const [name, size] of SIZES) {
  test(`${name}: the editor refuses a bad count at its hole and a wrong total; the shared URL opens the same position in another context`, async () => {
    const { context, page, errors } = await newPage(size);
    await page.goto(server.base + "/analysis?game=en-dodoi");
    await page.waitForSelector("svg.board g.hole.legal");
    await page.click("[data-testid=edit]");
    await page.waitForSelector("[data-testid=editor]");
    // South hole 2: 300 seeds is refused, with the message at that hole.
    await page.locator('svg.board g.hole[data-hole="1"]').click();
    await page.fill("[data-testid=hole-count]", "300");
    await page.press("[data-testid=hole-count]", "Enter");
    assert.match(await page.locator("[data-testid=hole-error]").textContent(), /South hole 2: 300 seeds is more than 255/);
    assert.equal(await page.locator('svg.board g.hole[data-hole="1"] [data-testid=hole-error-badge]').count(), 1);
    // A count that fits, but leaves the board total wrong.
    await page.fill("[data-testid=hole-count]", "9");
    await page.press("[data-testid=hole-count]", "Enter");
    assert.equal(await page.locator("[data-testid=hole-error]").count(), 0);
    await page.click("[data-testid=edit-clear]");
    for (const [hole, seeds] of [[0, 3], [2, 1], [4, 2], [7, 2], [9, 1], [11, 3]]) {
      await page.locator(`svg.board g.hole[data-hole="${hole}"]`).click();
      for (let i = 0; i < seeds; i++) await page.click("[data-testid=hole-plus]");
    }
    await page.selectOption("[data-testid=edit-to-move]", "north");
    await page.click("[data-testid=edit-done]");
    assert.match(await page.locator("[data-testid=edit-message]").textContent(), /board total is wrong: 12 seeds .* the game has 48/);
    await page.click("[data-testid=edit-balance]");
    assert.match(await page.locator("[data-testid=edit-total]").textContent(), /complete/);
    await page.click("[data-testid=edit-done]");
    await page.waitForSelector("[data-testid=editor]", { state: "hidden" });
    const state = await shownState(page);
    assert.deepEqual(state.board, [3, 0, 1, 0, 2, 0, 0, 2, 0, 1, 0, 3]);
    assert.deepEqual(state.captured, [18, 18]);
    assert.equal(state.to_move, "north");
    // Play a move, then share: a second context opens exactly this.
    const legal = page.locator("svg.board g.hole.legal");
    await legal.first().click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get("moves"));
    await page.waitForSelector("svg.board g.hole.legal, [data-testid=status]");
    await page.waitForTimeout(400);
    const url = await page.locator("[data-testid=share-link]").inputValue();
    assert.equal(url, page.url());
    const after = await shownState(page);
    const counts = await page.$$eval("svg.board g.hole", (gs) => gs.map((g) => [g.dataset.hole, g.dataset.seeds]));
    await page.screenshot({ path: join(shots, `analysis-edited-${name}.png`), fullPage: true });
    const other = await newPage(size);
    await other.page.goto(url);
    await other.page.waitForSelector("[data-testid=position-json]");
    assert.deepEqual(await shownState(other.page), after);
    assert.deepEqual(await other.page.$$eval("svg.board g.hole", (gs) => gs.map((g) => [g.dataset.hole, g.dataset.seeds])), counts);
    assert.equal(await other.page.locator("[data-testid=node]").count(), 1);
    await leave(other.context, other.page);
    // A position that does not parse: an error, not a blank page.
    await page.goto(server.base + "/analysis?position=%7Bnot-json");
    assert.match(await page.locator("[data-testid=bad-url]").textContent(), /does not parse/);
    assert.deepEqual(errors, []);
    await leave(context, page);
  });

  test(`${name}: a variation is played and gone back from; the engine's lines appear`, async () => {
    const { context, page, errors } = await newPage(size);
    await page.goto(server.base + "/analysis?game=en-dodoi");
    await page.waitForSelector("svg.board g.hole.legal");
    // The engine's lines and the evaluation bar.
    await page.waitForSelector("[data-testid=engine-line]", { timeout: 30000 });
    assert.match(await page.locator("[data-testid=engine-info]").textContent(), /depth \d+/);
    const play = async (hole, ply) => {
      await page.locator(`svg.board g.hole.legal[data-hole="${hole}"]`).click();
      await page.waitForFunction((p) => document.querySelector("[data-testid=node].current")?.dataset.ply === String(p), ply);
      await page.waitForSelector("svg.board g.hole.legal");
    };
    await play(2, 1); // South 3
    const north = await page.$$eval("svg.board g.hole.legal", (gs) => gs.map((g) => g.dataset.hole));
    await play(north[0], 2);
    assert.equal(await page.locator("[data-testid=node]").count(), 2);
    // Back one ply (the arrow key), and another reply: a branch.
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(() => document.querySelector("[data-testid=node].current")?.dataset.ply === "1");
    await page.waitForSelector("svg.board g.hole.legal");
    await play(north[north.length - 1], 2);
    assert.equal(await page.locator("[data-testid=variation]").count(), 1);
    assert.equal(new URL(page.url()).searchParams.get("moves").split(",").length, 2);
    await page.screenshot({ path: join(shots, `analysis-variation-${name}.png`), fullPage: true });
    // Back to the start with the button, forward along the main line.
    await page.click("[data-testid=nav-first]");
    await page.waitForFunction(() => !document.querySelector("[data-testid=node].current"));
    assert.equal(new URL(page.url()).searchParams.get("moves"), null);
    await page.click("[data-testid=nav-next]");
    await page.waitForFunction(() => document.querySelector("[data-testid=node].current")?.dataset.ply === "1");
    // Delete the variation: go to it, delete, one line is left.
    await page.locator("[data-testid=variation] [data-testid=node]").click();
    await page.click("[data-testid=delete-line]");
    assert.equal(await page.locator("[data-testid=variation]").count(), 0);
    assert.equal(await page.locator("[data-testid=node]").count(), 2);
    assert.deepEqual(errors, []);
    await leave(context, page);
  });
}

test("the solver marks every move, and the values agree with mancala solve", async () => {
  const { context, page, errors } = await newPage(DESKTOP);
  const position = { game: "en-dodoi", holes: 6, seeds: 4, options: { lap_limit: 10000, capture_lone_seed: false, repetition: "own-row" },
    board: [1, 0, 1, 2, 0, 1, 0, 2, 1, 0, 0, 2], captured: [19, 19], to_move: "north", ply: 21, result: null };
  await page.goto(server.base + "/analysis?position=" + encodeURIComponent(JSON.stringify(position)));
  await page.waitForSelector("svg.board g.hole.legal");
  await page.click("[data-testid=solve]");
  await page.waitForSelector("[data-testid=solve-moves]", { timeout: 30000 });
  const shown = await page.$$eval("[data-testid=solve-moves] tbody tr", (rows) => rows.map((r) => [r.dataset.move, r.dataset.value]));
  const truth = solve(position);
  assert.equal(shown.length, truth.moves.length);
  for (const m of truth.moves) {
    const row = shown.find(([mv]) => mv === m.move);
    assert.ok(row, `move ${m.move} is listed`);
    assert.equal(Number(row[1]), m.value, `move ${m.move}: the page's value is mancala solve's`);
    // Its hole carries the mark.
    const badge = page.locator(`svg.board g.hole[data-hole="${holeIndex(m.move, "north", 6)}"] [data-testid=solve-badge]`);
    assert.equal(await badge.getAttribute("data-badge"), m.value > 0 ? "+" + m.value : m.value < 0 ? "−" + -m.value : "0");
  }
  assert.equal(Number(await page.locator("[data-testid=solve-value]").getAttribute("data-value")), truth.value);
  assert.ok(await page.locator("[data-testid=solve-pv] button").count() > 0, "the optimal line is shown");
  await page.screenshot({ path: join(shots, "analysis-solved-desktop.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("beyond the client's job limit the page says so with the retry time, and Stop works", async () => {
  // Two long jobs of this client (the browser and the test share 127.0.0.1) fill its limit.
  const start = { game: "en-gehe", holes: 40, seeds: 4, options: { lap_limit: 10000, capture_lone_seed: false, repetition: "own-row" },
    board: new Array(80).fill(4), captured: [0, 0], to_move: "south", ply: 0, result: null };
  const held = [await api("POST", "/api/jobs", { kind: "solve", position: start, seconds: 60 }), await api("POST", "/api/jobs", { kind: "solve", position: start, seconds: 60 })];
  const { context, page, errors } = await newPage(DESKTOP);
  try {
    await page.goto(server.base + "/analysis?game=en-dodoi");
    await page.waitForSelector("svg.board g.hole.legal");
    await page.click("[data-testid=engine-toggle]"); // the engine off: only the solver asks
    await page.click("[data-testid=solve]");
    await page.waitForSelector("[data-testid=solve-error]");
    assert.match(await page.locator("[data-testid=solve-error]").textContent(), /Too many jobs at once: .*Try again in \d+ s/);
    for (const j of held) await api("POST", `/api/jobs/${j.id}/stop`, undefined, j.token);
    // Now the solver runs, and its Stop button ends it with what it has.
    await page.goto(server.base + "/analysis?position=" + encodeURIComponent(JSON.stringify(start)));
    await page.waitForSelector("svg.board g.hole.legal");
    await page.click("[data-testid=engine-toggle]");
    await page.click("[data-testid=solve]");
    await page.waitForSelector("[data-testid=solve-stop]:not([hidden])");
    await page.waitForTimeout(600);
    await page.click("[data-testid=solve-stop]");
    await page.waitForSelector("[data-testid=solve-value]", { timeout: 15000 });
    assert.match(await page.locator("[data-testid=solve-value]").textContent(), /Not proved before it was stopped/);
    assert.deepEqual(errors, []);
  } finally {
    for (const j of held) await api("POST", `/api/jobs/${j.id}/stop`, undefined, j.token).catch(() => {});
    await leave(context, page);
  }
});

/** Plays a game against the engine through the API, South always taking its first legal move. */
async function finishedGame() {
  const g = await api("POST", "/api/games", { game: "en-dodoi", holes: 6, seeds: 4, south: "human", north: "level:1" });
  for (let i = 0; i < 2000; i++) {
    const v = await api("GET", "/api/games/" + g.id);
    if (v.result) return { id: g.id, view: v };
    if (v.state.to_move === "south" && v.legal_moves.length) {
      try { await api("POST", `/api/games/${g.id}/moves`, { move: v.legal_moves[0] }, g.seat_token); } catch (_) { /* the engine moved meanwhile */ }
    } else await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the game did not end");
}

for (const [name, size] of SIZES) {
  test(`${name}: a finished game's review: graph over the plies, classes, better moves, accuracy, the thresholds stated`, async () => {
    const { id, view } = await finishedGame();
    const { context, page, errors } = await newPage(size);
    await page.goto(server.base + "/?game=" + id);
    await page.click("[data-testid=review-game]");
    await page.waitForURL(/\/review\?game=/);
    await page.waitForSelector("[data-testid=review-done]", { timeout: 60000 });
    const n = view.moves.length;
    assert.equal(await page.locator("[data-testid=graph-point]").count(), n, "a point for every ply");
    const classes = await page.$$eval("[data-testid=review-move]", (ms) => ms.map((m) => m.dataset.class));
    assert.equal(classes.length, n);
    for (const c of classes) assert.ok(["best", "good", "inaccuracy", "mistake", "blunder"].includes(c), c);
    assert.match(await page.locator("[data-testid=accuracy-figure-south]").textContent(), /^\d+(\.\d)?%$/);
    assert.match(await page.locator("[data-testid=accuracy-figure-north]").textContent(), /^\d+(\.\d)?%$/);
    await page.click("[data-testid=thresholds] summary");
    assert.match(await page.locator("[data-testid=threshold-table]").textContent(), /Blunder/);
    assert.match(await page.locator("[data-testid=accuracy-formula]").textContent(), /Accuracy/);
    // A mistake (South always took its first legal move): its point goes to its ply and the better move is shown.
    const bad = page.locator("[data-testid=graph-point][data-class=blunder], [data-testid=graph-point][data-class=mistake], [data-testid=graph-point][data-class=inaccuracy]");
    assert.ok(await bad.count() > 0, "the careless side made at least one inaccuracy, mistake or blunder");
    const ply = await bad.first().getAttribute("data-ply");
    await bad.first().click();
    assert.equal(await page.locator("[data-testid=review-info]").textContent(), `ply ${ply} of ${n}`);
    assert.match(await page.locator("[data-testid=better-move]").textContent(), /Better was \S+/);
    await page.screenshot({ path: join(shots, `review-${name}.png`), fullPage: true });
    // Any point of the graph goes to its ply.
    await page.locator("[data-testid=graph-point]").nth(2).click();
    assert.equal(await page.locator("[data-testid=review-info]").textContent(), `ply 3 of ${n}`);
    // Analyse from here: the analysis board at that ply of the record.
    await page.click("[data-testid=analyse-here]");
    await page.waitForURL(/\/analysis\?record=.*ply=3/);
    await page.waitForSelector("[data-testid=node].current");
    assert.equal(await page.locator("[data-testid=node].current").getAttribute("data-ply"), "3");
    assert.deepEqual(errors, []);
    await leave(context, page);
  });

  test(`${name}: a puzzle: a wrong try is refuted and the position restored; the right moves solve it, remembered in the list`, async () => {
    const list = await api("GET", "/api/studies?game=en-dodoi&holes=6");
    const study = list.studies[0];
    const { context, page, errors } = await newPage(size);
    await page.goto(server.base + "/studies");
    await page.waitForSelector("[data-testid=daily-en-dodoi]");
    await page.goto(server.base + "/studies/" + study.id);
    await page.waitForSelector("svg.board g.hole.legal");
    const state = async () => JSON.parse(await page.locator("[data-testid=puzzle]").getAttribute("data-state"));
    const click = async (move, s) => page.locator(`svg.board g.hole.legal[data-hole="${holeIndex(move, s.to_move, s.holes)}"]`).click();
    // A wrong try: a move the solver says loses value.
    let s = await state();
    const truth = solve(s);
    const wrong = truth.moves.find((m) => m.value < truth.value);
    if (wrong) {
      const before = s.board.slice();
      await click(wrong.move, s);
      await page.waitForSelector("[data-testid=verdict-wrong]", { timeout: 30000 });
      assert.match(await page.locator("[data-testid=verdict-wrong]").textContent(), /wrong/);
      await page.waitForFunction((b) => [...document.querySelectorAll("svg.board g.hole")].sort((x, y) => x.dataset.hole - y.dataset.hole).map((g) => Number(g.dataset.seeds)).join() === b.join()
        && document.querySelector("svg.board g.hole.legal"), before, { timeout: 15000 });
      await page.screenshot({ path: join(shots, `puzzle-wrong-${name}.png`), fullPage: true });
    }
    // The right moves, found by the solver, until it is solved.
    for (let guard = 0; guard < 40; guard++) {
      if (await page.locator("[data-testid=verdict-solved]").count()) break;
      await page.waitForSelector("svg.board g.hole.legal, [data-testid=verdict-solved]", { timeout: 30000 });
      if (await page.locator("[data-testid=verdict-solved]").count()) break;
      s = await state();
      const t = solve(s);
      const right = t.moves.find((m) => m.value === t.value);
      const seen = await page.locator("[data-testid=puzzle-moves] li").count();
      await click(right.move, s);
      await page.waitForFunction((k) => document.querySelectorAll("[data-testid=puzzle-moves] li").length > k && !document.querySelector("[data-testid=puzzle].busy"), seen, { timeout: 30000 });
    }
    await page.waitForSelector("[data-testid=verdict-solved]");
    await page.screenshot({ path: join(shots, `puzzle-solved-${name}.png`), fullPage: true });
    await page.goto(server.base + "/studies?game=en-dodoi&holes=6");
    await page.waitForSelector(`[data-testid=study-row][data-id="${study.id}"]`);
    assert.equal((await page.locator(`[data-testid=study-row][data-id="${study.id}"] .solved-mark`).textContent()).trim(), "✓");
    await page.screenshot({ path: join(shots, `studies-${name}.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await leave(context, page);
  });
}

test("a finished game's move list scrolls inside its box instead of overflowing into a clipped column", async () => {
  const { id } = await finishedGame();
  const { context, page } = await newPage(DESKTOP);
  await page.goto(server.base + "/?game=" + id);
  await page.waitForSelector("[data-testid=summary]:not([hidden])");
  const box = await page.$eval("[data-testid=moves]", (ol) => ({ sw: ol.scrollWidth, cw: ol.clientWidth, sh: ol.scrollHeight, ch: ol.clientHeight, n: ol.children.length }));
  assert.ok(box.sw <= box.cw + 1, `no sideways overflow (${box.sw} > ${box.cw})`);
  if (box.n > 40) assert.ok(box.sh > box.ch, "a long list scrolls downwards");
  await context.close();
});

// ----- the study pages' harder cases: a wrong try refuted on the page, the solver at phone size -----

/** The first En Dodoi 2x6 study of the collection (in the list's order) with a first move the
 * check endpoint refutes by a capture: "this loses by N: North answers X and captures Y; the
 * best move wins by M" (or "draws", "loses by only M").
 * Resolves to { study, wrong, answer, loss, replier, reply, took, best } (answer: the check's;
 * best: what the explanation says of the best move). */
let refutable = null;
async function refutableStudy() {
  if (refutable) return refutable;
  const pattern = /^this loses by (\d+): (North|South) answers (\S+) and captures (\d+); the best move (wins by \d+|draws|loses by only \d+)$/;
  const list = await api("GET", "/api/studies?game=en-dodoi&holes=6");
  for (const summary of list.studies) {
    const study = await api("GET", "/api/studies/" + summary.id);
    for (const move of study.legal_moves) {
      const answer = await api("POST", `/api/studies/${study.id}/check`, { moves: [move] });
      const m = answer.verdict === "wrong" && pattern.exec(answer.explanation);
      if (m) {
        refutable = { study, wrong: move, answer, loss: Number(m[1]), replier: m[2], reply: m[3], took: Number(m[4]), best: m[5] };
        return refutable;
      }
    }
  }
  throw new Error("no En Dodoi 2x6 study of the collection has a first move refuted by a capture");
}

/** The board's seeds, hole by hole. */
const boardShown = (page) => page.$$eval("svg.board g.hole", (gs) => gs.sort((x, y) => x.dataset.hole - y.dataset.hole).map((g) => Number(g.dataset.seeds)));

/** In the page: the puzzle's { busy, board, captured: [south, north] } when it shows `state`'s
 * board and captured counts (with `legal`, a legal hole too), else null; with `resize`, read
 * just after a window resize dispatched in the same task. */
function showing([state, legal = false, resize = false]) {
  const busy = document.querySelector("[data-testid=puzzle]").classList.contains("busy");
  if (resize) window.dispatchEvent(new Event("resize"));
  const board = [...document.querySelectorAll("svg.board g.hole")].sort((x, y) => x.dataset.hole - y.dataset.hole).map((g) => Number(g.dataset.seeds));
  const captured = ["south", "north"].map((side) => parseInt(document.querySelector(`[data-testid=captured-${side}]`).textContent, 10));
  const shows = board.join() === state.board.join() && captured.join() === state.captured.join() && (!legal || !!document.querySelector("svg.board g.hole.legal"));
  return shows ? { busy, board, captured } : null;
}

/** Waits until the puzzle shows `state`'s board and captured counts (and, with `legal`, a legal hole). */
const waitShown = (page, state, { legal = false, timeout = 15000 } = {}) => page.waitForFunction(showing, [state, legal], { timeout });

for (const [name, size] of SIZES) {
  test(`${name}: a puzzle's wrong try is refuted on the board and explained: it loses by N, the defender's reply and its capture`, async () => {
    const { study, wrong, answer, loss, replier, reply, took, best } = await refutableStudy();
    // The explanation agrees with `mancala solve` and with the rules: the try loses by N,
    // the reply is the defender's and captures Y.
    const truth = solve(study.state);
    const tried = truth.moves.find((m) => m.move === wrong);
    assert.ok(tried && truth.value > tried.value, `${wrong} does not keep the value ${truth.value}`);
    assert.equal(tried.value, -loss, `mancala solve: ${wrong} is worth ${tried.value}, the check says it loses by ${loss}`);
    const v = truth.value;
    assert.equal(best, v > 0 ? `wins by ${v}` : v === 0 ? "draws" : `loses by only ${-v}`, `mancala solve: the best move is worth ${v}`);
    assert.equal(answer.reply, reply);
    assert.equal(replier.toLowerCase(), study.state.to_move === "south" ? "north" : "south");
    const afterTry = await api("POST", "/api/positions", { position: study.state, moves: [wrong] });
    const afterReply = await api("POST", "/api/positions", { position: study.state, moves: [wrong, reply] });
    const k = replier === "South" ? 0 : 1;
    assert.equal(afterReply.state.captured[k] - afterTry.state.captured[k], took, "the reply captures what the explanation says");

    const { context, page, errors } = await newPage(size);
    try {
      await page.goto(server.base + "/studies/" + study.id);
      await page.waitForSelector("svg.board g.hole.legal");
      const before = await boardShown(page);
      assert.deepEqual(before, study.state.board);
      const s = study.state;
      const hole = page.locator(`svg.board g.hole.legal[data-hole="${holeIndex(wrong, s.to_move, s.holes)}"]`);
      if (size.hasTouch) await hole.tap(); else await hole.click();
      // The refutation is played on the board: the position after the try and the reply, its
      // captured counts too.
      await waitShown(page, afterReply.state);
      const verdict = page.locator("[data-testid=verdict-wrong]");
      assert.ok(await verdict.isVisible(), "the verdict is shown while the refutation is");
      // (A full-page shot resizes the window on a phone: the refutation stays on the board.)
      await page.screenshot({ path: join(shots, `puzzle-refutation-${name}.png`), fullPage: true });
      // Its explanation, word for word: the margin, the defender's answer, its capture.
      const explained = answer.explanation[0].toUpperCase() + answer.explanation.slice(1) + ".";
      assert.equal((await verdict.locator("p").first().textContent()).trim(), `✗ ${wrong} is wrong. ${explained}`);
      assert.match(explained, new RegExp(`^This loses by ${loss}: ${replier} answers ${reply} and captures ${took}; the best move ${best}\\.$`));
      assert.equal(await page.locator("[data-testid=refutation]").textContent(), `The refutation: ${replier} answers ${reply}.`);
      assert.match(await verdict.textContent(), /The position is put back: try another move\./);
      // Then the position is put back (its captured counts too), the same side to move, and the
      // try is not counted.
      await waitShown(page, study.state, { legal: true });
      assert.deepEqual(await boardShown(page), before);
      assert.equal(await page.locator("[data-testid=status]").textContent(), `${wrong} was refuted. Your move again.`);
      assert.equal(JSON.parse(await page.locator("[data-testid=puzzle]").getAttribute("data-state")).to_move, s.to_move);
      assert.equal(await page.locator("[data-testid=puzzle-moves] li").count(), 0, "a refuted try is not a move played");
      assert.ok(await verdict.isVisible(), "the explanation stays after the position is put back");
      assert.equal(await page.locator("[data-testid=verdict-solved], [data-testid=verdict-correct]").count(), 0);
      // Nothing of the page is wider than the screen.
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(widths[0] <= widths[1], `the page is ${widths[0]} px wide in a ${widths[1]} px window`);
      await page.screenshot({ path: join(shots, `puzzle-refuted-${name}.png`), fullPage: false });
      assert.deepEqual(errors, []);
    } finally {
      await leave(context, page);
    }
  });
}

test("phone: the solver marks every move win, draw or loss with its margin, as mancala solve does", async () => {
  const position = { game: "en-dodoi", holes: 6, seeds: 4, options: { lap_limit: 10000, capture_lone_seed: false, repetition: "own-row" },
    board: [1, 0, 1, 2, 0, 1, 0, 2, 1, 0, 0, 2], captured: [19, 19], to_move: "north", ply: 21, result: null };
  const truth = solve(position);
  // The position is worth knowing for this test: its moves win, draw and lose.
  assert.deepEqual([...new Set(truth.moves.map((m) => m.result))].sort(), ["draw", "loss", "win"]);
  const { context, page, errors } = await newPage(PHONE);
  try {
    await page.goto(server.base + "/analysis?position=" + encodeURIComponent(JSON.stringify(position)));
    await page.waitForSelector("svg.board g.hole.legal");
    await page.locator("[data-testid=solve]").tap();
    await page.waitForSelector("[data-testid=solve-moves]", { timeout: 30000 });
    const signed = (v) => (v > 0 ? "+" + v : v < 0 ? "−" + -v : "0");
    const rows = await page.$$eval("[data-testid=solve-moves] tbody tr", (trs) => trs.map((r) => ({
      move: r.dataset.move, value: r.dataset.value, cls: r.className, cells: [...r.querySelectorAll("td")].map((td) => td.textContent.trim()) })));
    assert.equal(rows.length, truth.moves.length, JSON.stringify(rows));
    // Best first, each move's outcome and margin as mancala solve has them.
    assert.deepEqual(rows.map((r) => Number(r.value)), truth.moves.map((m) => m.value).sort((a, b) => b - a));
    for (const m of truth.moves) {
      const row = rows.find((r) => r.move === m.move);
      assert.ok(row, `move ${m.move} is listed`);
      assert.equal(Number(row.value), m.value, `move ${m.move}: the page's value is mancala solve's`);
      assert.equal(row.cls, m.result);
      assert.deepEqual(row.cells, [m.move, m.result, signed(m.value)], `move ${m.move}'s row`);
      // Its hole on the board carries the mark, coloured by the outcome, and says it in words.
      const badge = page.locator(`svg.board g.hole[data-hole="${holeIndex(m.move, "north", 6)}"] [data-testid=solve-badge]`);
      assert.equal(await badge.getAttribute("data-badge"), signed(m.value));
      assert.ok(await badge.isVisible(), `the mark of ${m.move} is shown`);
      const titled = await page.locator(`svg.board g.hole[data-hole="${holeIndex(m.move, "north", 6)}"]`).evaluate((g) => [...g.querySelectorAll("title")].map((t) => t.textContent).join(" | "));
      assert.match(titled, new RegExp(`${m.move}: ${m.result}( by ${Math.abs(m.value)})? for North`), `the mark of ${m.move} in words: ${titled}`);
    }
    const value = page.locator("[data-testid=solve-value]");
    assert.equal(Number(await value.getAttribute("data-value")), truth.value);
    assert.match(await value.textContent(), new RegExp(`Proved: a ${truth.result} for North by ${Math.abs(truth.value)}`));
    assert.ok(await page.locator("[data-testid=solve-pv] button").count() > 0, "the optimal line is shown");
    // The table fits the phone's width: nothing sideways to scroll.
    const fit = await page.evaluate(() => {
      const t = document.querySelector("[data-testid=solve-moves]").getBoundingClientRect();
      return { left: t.left, right: t.right, page: document.documentElement.scrollWidth, width: window.innerWidth };
    });
    assert.ok(fit.left >= 0 && fit.right <= fit.width && fit.page <= fit.width, JSON.stringify(fit));
    await page.screenshot({ path: join(shots, "analysis-solved-phone.png"), fullPage: true });
    await page.locator("svg.board").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, "analysis-solved-phone-board.png") });
    // A move of the table plays it: the board goes on from there, the marks gone with the node.
    const best = truth.moves.find((m) => m.value === truth.value);
    await page.locator(`[data-testid=solve-moves] tr[data-move="${best.move}"] button`).tap();
    await page.waitForFunction(() => document.querySelector("[data-testid=node].current")?.dataset.ply === "22");
    await page.waitForFunction(() => !document.querySelector("[data-testid=solve-badge]"));
    assert.deepEqual(errors, []);
  } finally {
    await leave(context, page);
  }
});

// A window resize (a phone turned, the mobile address bar hidden by a scroll, a full-page
// screenshot) redraws what the puzzle shows: while the refutation is shown, the position after
// the try and the reply with its captured counts, not the position before the try.
test("phone: a window resize while the refutation is shown keeps it on the board", async () => {
  const { study, wrong, reply } = await refutableStudy();
  const afterReply = await api("POST", "/api/positions", { position: study.state, moves: [wrong, reply] });
  const { context, page } = await newPage(PHONE);
  try {
    await page.goto(server.base + "/studies/" + study.id);
    await page.waitForSelector("svg.board g.hole.legal");
    await page.locator(`svg.board g.hole.legal[data-hole="${holeIndex(wrong, study.state.to_move, study.state.holes)}"]`).tap();
    await waitShown(page, afterReply.state);
    // Within the same task: the refutation is on the board, a resize comes, the board again.
    const shown = await page.evaluate(showing, [afterReply.state, false, true]);
    assert.ok(shown, `after the resize the puzzle still shows the refutation, its board and captured counts (it shows ${await boardShown(page)})`);
    assert.ok(shown.busy, "the refutation was still being shown");
  } finally {
    await leave(context, page);
  }
});

test("a Giuthi puzzle whose defender moves twice in a row and whose solving side must pass: both plies are played, and Pass is offered", async () => {
  // giuthi-2x8-019's line gives the defender an extra move: the page must play every reply
  // the check gives before handing the board back (before, it stopped after the first, with
  // the defender to move and nothing to click). Its solving side must also pass once (the
  // puzzle page had no Pass button).
  const id = "giuthi-2x8-019";
  const { context, page, errors } = await newPage(DESKTOP);
  await page.goto(server.base + "/studies/" + id);
  await page.waitForSelector("svg.board g.hole.legal");
  const state = async () => JSON.parse(await page.locator("[data-testid=puzzle]").getAttribute("data-state"));
  const side = (await state()).to_move;
  let most = 0, passed = false;
  for (let guard = 0; guard < 60; guard++) {
    if (await page.locator("[data-testid=verdict-solved]").count()) break;
    const s = await state();
    assert.equal(s.to_move, side, "the solving side is to move whenever the board is handed back");
    const t = solve(s);
    const right = t.moves.find((m) => m.value === t.value).move;
    const seen = await page.locator("[data-testid=puzzle-moves] li").count();
    if (right === "pass") {
      passed = true;
      await page.locator("[data-testid=pass]").click();
    } else {
      await page.locator(`svg.board g.hole.legal[data-hole="${holeIndex(right, s.to_move, s.holes)}"]`).click();
      const buttons = page.locator("[data-testid=direction] button[data-testid^=dir-]");
      if (await buttons.count()) await buttons.filter({ hasText: `(${right})` }).click();
    }
    await page.waitForFunction((k) => document.querySelectorAll("[data-testid=puzzle-moves] li").length > k && !document.querySelector("[data-testid=puzzle].busy"), seen, { timeout: 30000 });
    await page.waitForSelector("[data-testid=verdict-correct], [data-testid=verdict-solved]");
    most = Math.max(most, (await page.locator("[data-testid=puzzle-moves] li").count()) - seen - 1);
    if (most >= 2 && !(await page.locator("[data-testid=verdict-solved]").count())) {
      await page.screenshot({ path: join(shots, "puzzle-extra-move-desktop.png"), fullPage: true });
    }
  }
  await page.waitForSelector("[data-testid=verdict-solved]");
  assert.ok(most >= 2, `no check was answered with two defender plies (most ${most})`);
  assert.ok(passed, "the solving side never had to pass: the Pass button was not tried");
  assert.deepEqual(errors, []);
  await leave(context, page);
});

test("a position submitted twice: accepted the first time; the copy, and a copy of a shipped study, are refused with a link to the study each already is", async () => {
  const list = await api("GET", "/api/studies?game=en-dodoi&holes=6");
  const shipped = await api("GET", "/api/studies/" + list.studies[0].id);
  // A study that is not shipped: random_endgames(en-dodoi 2x6, 12, 1, 2); only 5 keeps South's win by 4.
  const fresh = { game: "en-dodoi", holes: 6, seeds: 4, options: { lap_limit: 10000, capture_lone_seed: false, repetition: "own-row" }, board: [0, 0, 2, 0, 1, 0, 0, 3, 2, 2, 2, 0], captured: [17, 19], to_move: "south", ply: 20 };
  const { context, page, errors } = await newPage(DESKTOP);
  await page.goto(server.base + "/studies");
  await page.locator("details.submit summary").click();
  const submit = async (position, name) => {
    await page.locator("[data-testid=submit-position]").fill(JSON.stringify(position));
    await page.locator("[data-testid=submit-name]").fill(name);
    await page.locator("[data-testid=submit-message]").evaluate((m) => { m.textContent = ""; });
    await page.locator("[data-testid=submit-study]").click();
    await page.waitForFunction(() => /Accepted|Not accepted/.test(document.querySelector("[data-testid=submit-message]").textContent), null, { timeout: 30000 });
  };
  await submit(shipped.state, "A shipped one");
  assert.match(await page.locator("[data-testid=submit-message]").textContent(), /^Not accepted: this position is already a study\.$/);
  assert.equal(await page.locator("[data-testid=existing-study-link]").getAttribute("href"), "/studies/" + shipped.id);
  await submit(fresh, "First of two");
  const made = await page.locator("[data-testid=submitted-link]").getAttribute("href");
  assert.match(made, /^\/studies\/s-/);
  await submit(fresh, "Second of two");
  assert.match(await page.locator("[data-testid=submit-message]").textContent(), /^Not accepted: this position is already a study\.$/);
  assert.equal(await page.locator("[data-testid=existing-study-link]").getAttribute("href"), made);
  await page.screenshot({ path: join(shots, "study-submitted-twice-desktop.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await leave(context, page);
});
