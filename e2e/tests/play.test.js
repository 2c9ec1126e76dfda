// End-to-end: the play surfaces that need a fixed line of moves or a measured
// layout: Giuthi's extra move and pass announced, the result in words (Giuthi, En Gehé, a
// repetition) checked against the API's result, a team clock that waits for both teams, a
// 2x10 board on the first screen, review/summary/rematch on a phone, En Gehé 2x50's bands.
// At 1280x800 and 390x844.
//
// Every line of moves below was computed beforehand with the independent Python reference
// (tools/reference/mancala_ref.py): random legal moves from random.Random(SEED), SEED given
// with each line; the final results are the reference's, so the server must agree with it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer, launch, clickToTheEnd, shots, newGame as startGame } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// ----- the API -----

async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = "Bearer " + token;
  const res = await fetch(server.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A private game between two people, both seats taken: { id, tokens: { south, north } }. */
async function friendGame(game, holes, seeds, options) {
  const made = await api("POST", "/api/games", { game, holes, seeds, options, south: "human", north: "human", lobby: false });
  const joined = await api("POST", `/api/games/${made.id}/join`, { code: made.invite.code });
  assert.equal(made.seat, "south");
  assert.equal(joined.seat, "north");
  return { id: made.id, tokens: { south: made.seat_token, north: joined.seat_token } };
}

/** Posts `moves` in order, each with the token of the side to move; returns the last answer. */
async function playLine(g, moves) {
  let view = await api("GET", `/api/games/${g.id}`);
  let answer = null;
  for (const move of moves) {
    assert.equal(view.result ?? null, null, `the game ended before ${move}`);
    answer = await api("POST", `/api/games/${g.id}/moves`, { move }, g.tokens[view.state.to_move]);
    view = answer;
  }
  return answer;
}

/** A page (in a context of its own) holding `seat` of game `id` (or a spectator's, seat null). */
async function openGame(viewport, id, seat, token, member) {
  const context = await browser.newContext(viewport);
  if (seat) {
    await context.addInitScript(([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    }, ["mancala.seat." + id, JSON.stringify({ token, seat, member: member ?? null })]);
  }
  await context.addInitScript(() => localStorage.setItem("mancala.speed", JSON.stringify("instant")));
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${server.base}/?game=${id}`);
  await page.waitForSelector("svg.board g.hole");
  return { context, page, errors };
}

// ----- reading the page -----

const statusText = (page) => page.locator("[data-testid=status]").textContent();

/** Waits until the status reads exactly `text`; fails naming what it read instead. */
async function waitStatus(page, text, timeout = 15000) {
  try {
    await page.waitForFunction((t) => document.querySelector("[data-testid=status]")?.textContent === t, text, { timeout });
  } catch (e) {
    assert.fail(`status never read ${JSON.stringify(text)}; it reads ${JSON.stringify(await statusText(page))}`);
  }
}

const waitPlies = (page, n) => page.waitForFunction((k) => document.querySelectorAll("[data-testid=moves] li").length === k, n, { timeout: 15000 });

/** Plays `move` ("3", "3R", "pass") from the page of `side`'s player by clicking, as a person does. */
async function clickMove(page, holes, side, move) {
  if (move === "pass") { await page.click("[data-testid=pass]"); return; }
  const k = parseInt(move, 10);
  const index = (side === "south" ? 0 : holes) + k - 1;
  const hole = page.locator(`svg.board g.hole.legal[data-hole="${index}"]`);
  await hole.waitFor({ timeout: 15000 });
  await hole.click();
  const dir = move.slice(String(k).length);
  if (dir) {
    // Giuthi asks which way the first lap goes when both ways are legal.
    if (await page.locator("[data-testid=direction]").isVisible()) await page.click(`[data-testid=dir-${dir === "R" ? "right" : "left"}]`);
  }
}

/** Board counts by canonical index as drawn. */
const drawnBoard = (page) => page.$$eval("svg.board g.hole", (gs) => {
  const b = [];
  for (const g of gs) b[Number(g.dataset.hole)] = Number(g.dataset.seeds);
  return b;
});

const SIDES = ["south", "north"];
const NAME = { south: "South", north: "North" };

/**
 * The summary's headline and detail against the API's result: the winner and the score as the
 * API has them (winner's first), and for each side "N captured" equal to its captures, plus a
 * named part (`parts[side]`: "swept", "left in the row", or null for none) making up its score.
 */
async function checkSummary(page, view, { headline, parts, detailStart }) {
  await page.waitForSelector("[data-testid=summary]:not([hidden]) [data-testid=result-headline]");
  const head = await page.locator("[data-testid=result-headline]").textContent();
  const detail = await page.locator("[data-testid=result-detail]").textContent();
  const { winner, score } = view.result;
  assert.match(head, headline, "the headline");
  if (winner !== "draw") {
    const other = winner === "south" ? "north" : "south";
    const m = head.match(/(South|North) wins (\d+)–(\d+) on points/);
    assert.ok(m, `the headline gives the score: ${head}`);
    assert.equal(m[1], NAME[winner], "the headline names the API's winner");
    assert.deepEqual([Number(m[2]), Number(m[3])], [score[SIDES.indexOf(winner)], score[SIDES.indexOf(other)]], "the winner's score first");
  } else {
    assert.doesNotMatch(head, /wins/);
  }
  if (detailStart) assert.ok(detail.startsWith(detailStart), `the detail starts ${JSON.stringify(detailStart)}: ${detail}`);
  for (const [i, side] of SIDES.entries()) {
    const m = detail.match(new RegExp(`${NAME[side]}: (\\d+) captured(?: \\+ (\\d+) ([a-z ]+?))?[;.]`));
    assert.ok(m, `the detail names ${NAME[side]}'s parts: ${detail}`);
    assert.equal(Number(m[1]), view.state.captured[i], `${NAME[side]}'s captures`);
    assert.equal(m[3] ?? null, parts[side], `${NAME[side]}'s part: ${detail}`);
    assert.equal(Number(m[1]) + Number(m[2] ?? 0), score[i], `${NAME[side]}'s parts add up to its score ${score[i]}: ${detail}`);
  }
  // The strips by the board say the same parts, adding up to the headline's score.
  for (const [i, side] of SIDES.entries()) {
    const captured = view.state.captured[i];
    const more = score[i] - captured;
    const expected = parts[side] && more ? `${score[i]} points (${captured} captured + ${more} ${parts[side]})` : `${captured} captured`;
    assert.equal(await page.locator(`[data-testid=score-${side}]`).textContent(), expected);
  }
  // However long the strips' text, the page does not scroll sideways (a phone among others).
  // (A phone's layout widens to what overflows it, so the window's own width is the measure.)
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  const { width } = page.viewportSize();
  assert.ok(scroll <= width, `the page is ${scroll} px wide in a ${width} px window`);
  return { head, detail };
}

// ----- 1. Giuthi: extra move and pass -----

test("Giuthi 2x6: a friend game along a fixed line announces each extra move and the pass, to both players", async () => {
  // Giuthi 2x6, 4 seeds (reference, seed 995): South 2R ends in South's own row without
  // crossing (extra move), South 4R, North 3L (extra move), North 4L captures 20, South 6L
  // (extra move, but South is left with no hole of two seeds), South pass.
  const line = ["2R", "4R", "3L", "4L", "6L", "pass"];
  const made = await api("POST", "/api/games", { game: "giuthi", holes: 6, seeds: 4, south: "human", north: "human", lobby: false });
  const south = await openGame(DESKTOP, made.id, "south", made.seat_token);
  await waitStatus(south.page, "Waiting for your friend to join: send the invitation link above.");
  // The friend comes by the invitation link, on a phone.
  const friend = await browser.newContext(PHONE);
  await friend.addInitScript(() => localStorage.setItem("mancala.speed", JSON.stringify("instant")));
  const np = await friend.newPage();
  const northErrors = [];
  np.on("pageerror", (e) => northErrors.push(e.message));
  await np.goto(server.base + made.invite.url);
  await np.waitForSelector("svg.board g.hole");
  const north = { page: np };
  const S = south.page, N = north.page;
  await waitStatus(S, "Your turn: choose a highlighted hole.");
  await waitStatus(N, "Waiting for South to move.");

  const extraMine = "Extra move: your sowing ended in your own row without crossing. Play again.";
  const extraFor = (side) => `Extra move for ${NAME[side]}: the sowing ended in ${NAME[side]}'s own row without crossing. `;
  const bar = (page) => page.locator(".status-bar").getAttribute("class");

  // Ply 1: South 2R, an extra move.
  await clickMove(S, 6, "south", "2R");
  await waitPlies(S, 1); await waitPlies(N, 1);
  await waitStatus(S, extraMine);
  await waitStatus(N, extraFor("south") + "Waiting for South to move.");
  assert.match(await bar(S), /notice-move/, "the extra move is on the coloured bar");
  assert.ok(await S.locator("svg.board g.hole.legal").count() > 0, "South may sow again");
  await S.screenshot({ path: join(shots, "giuthi-extra-move-south-desktop.png") });
  // Ply 2: South 4R ends in North's row: the turn passes, nothing is announced.
  await clickMove(S, 6, "south", "4R");
  await waitPlies(S, 2); await waitPlies(N, 2);
  await waitStatus(S, "Waiting for North to move.");
  await waitStatus(N, "Your turn: choose a highlighted hole.");
  assert.doesNotMatch(await bar(N), /notice-move/);
  // Ply 3: North 3L, North's extra move.
  await clickMove(N, 6, "north", "3L");
  await waitPlies(S, 3); await waitPlies(N, 3);
  await waitStatus(N, extraMine);
  await waitStatus(S, extraFor("north") + "Waiting for North to move.");
  await N.screenshot({ path: join(shots, "giuthi-extra-move-north-phone.png") });
  // Ply 4: North 4L captures.
  await clickMove(N, 6, "north", "4L");
  await waitPlies(S, 4); await waitPlies(N, 4);
  await waitStatus(S, "Your turn: choose a highlighted hole.");
  // Ply 5: South 6L is an extra move with nothing left to sow: the only move is the pass.
  await clickMove(S, 6, "south", "6L");
  await waitPlies(S, 5); await waitPlies(N, 5);
  await waitStatus(S, extraFor("south") + "Your turn: you have no sowing, so you pass. Press Pass.");
  await waitStatus(N, extraFor("south") + "Waiting for South to move.");
  assert.ok(await S.locator("[data-testid=pass]").isVisible(), "South has a Pass button");
  assert.equal(await S.locator("svg.board g.hole.legal").count(), 0, "no hole is offered");
  assert.equal(await N.locator("[data-testid=pass]").isVisible(), false);
  await S.screenshot({ path: join(shots, "giuthi-must-pass-south-desktop.png") });
  // Ply 6: the pass, announced to both.
  await clickMove(S, 6, "south", "pass");
  await waitPlies(S, 6); await waitPlies(N, 6);
  await waitStatus(N, "South passed (no sowing). Your turn: choose a highlighted hole.");
  await waitStatus(S, "South passed (no sowing). Waiting for North to move.");
  assert.match(await bar(N), /notice-move/);
  assert.equal(await S.locator("[data-testid=pass]").isVisible(), false);
  await N.screenshot({ path: join(shots, "giuthi-passed-north-phone.png") });
  await S.screenshot({ path: join(shots, "giuthi-passed-south-desktop.png") });

  const view = await api("GET", `/api/games/${made.id}`);
  assert.deepEqual(view.moves, line);
  assert.deepEqual(view.movers, ["south", "south", "north", "north", "south", "south"]);
  assert.deepEqual(view.state.board, [1, 0, 1, 1, 1, 0, 7, 4, 7, 0, 0, 6]);
  assert.deepEqual(view.state.captured, [0, 20]);
  const listed = await N.$$eval("[data-testid=moves] li", (lis) => lis.map((li) => li.textContent));
  assert.deepEqual(listed, ["South 2R", "South 4R", "North 3L", "North 4L", "South 6L", "South pass"]);
  assert.deepEqual(south.errors, []); assert.deepEqual(northErrors, []);
  await south.context.close(); await friend.close();
});

// ----- 2. The result in words -----

test("a finished Giuthi game: the winner's score first, each side's captures and seeds left in the row", async () => {
  // Giuthi 2x6 (reference, seed 665): neither side can sow after 5 plies; South 39 + 2, North 5 + 2.
  const g = await friendGame("giuthi", 6, 4);
  const end = await playLine(g, ["5R", "6L", "2L", "6R", "3L"]);
  assert.deepEqual(end.result, { winner: "south", score: [41, 7], reason: "no-move" });
  const view = await api("GET", `/api/games/${g.id}`);
  const { page, context, errors } = await openGame(DESKTOP, g.id, "south", g.tokens.south);
  const { head } = await checkSummary(page, view, { headline: /^You win — South wins 41–7 on points\.$/,
    detailStart: "Neither side can sow. ", parts: { south: "left in the row", north: "left in the row" } });
  await waitStatus(page, head);
  await page.screenshot({ path: join(shots, "giuthi-result-desktop.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a Giuthi game drawn on points says so, each side's parts named", async () => {
  // Giuthi 2x6 (reference, seed 1864): no sowing left after 6 plies, 20 + 4 against 22 + 2.
  const g = await friendGame("giuthi", 6, 4);
  const end = await playLine(g, ["1L", "4R", "2R", "2L", "6R", "1L"]);
  assert.deepEqual(end.result, { winner: "draw", score: [24, 24], reason: "no-move" });
  const view = await api("GET", `/api/games/${g.id}`);
  const { page, context } = await openGame(PHONE, g.id, "north", g.tokens.north);
  await checkSummary(page, view, { headline: /^Draw 24–24 on points\.$/, detailStart: "Neither side can sow. ",
    parts: { south: "left in the row", north: "left in the row" } });
  await page.locator("[data-testid=summary]").scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, "giuthi-draw-phone.png") });
  await context.close();
});

// En Gehé 2x40 (reference, seed 14): 148 plies; South is left without a move and the 32
// seeds on the board go to North, the last mover: 149 against 139 + 32.
const EN_GEHE_LINE = ("7 25 20 13 19 21 6 36 22 33 31 16 9 19 18 24 26 18 28 35 29 26 21 11 7 23 14 1 28 4 6 33 24 2 7 13 10 22 19 35 "
  + "24 36 6 39 31 4 29 26 35 27 20 7 5 38 38 19 18 29 9 12 23 26 10 22 17 25 18 5 6 4 21 16 8 1 11 35 34 7 9 21 26 34 19 28 33 24 29 27 37 22 "
  + "36 31 16 15 40 14 17 18 39 27 28 5 31 10 29 34 24 30 32 1 40 19 31 1 27 36 35 20 32 16 28 19 37 17 1 40 39 28 25 6 35 7 1 12 34 1 3 32 37 16 "
  + "39 21 26 5 18 9 20 2").split(" ");

test("a finished En Gehé 2x40 game: the last mover's sweep is named, the score is the API's", async () => {
  assert.equal(EN_GEHE_LINE.length, 148);
  const g = await friendGame("en-gehe", 40, 4);
  const end = await playLine(g, EN_GEHE_LINE);
  assert.deepEqual(end.result, { winner: "north", score: [149, 171], reason: "no-move" });
  const view = await api("GET", `/api/games/${g.id}`);
  assert.deepEqual(view.state.captured, [149, 139]);
  assert.equal(view.state.to_move, "south");
  for (const [viewport, label] of [[DESKTOP, "desktop"], [PHONE, "phone"]]) {
    const { page, context, errors } = await openGame(viewport, g.id, "south", g.tokens.south);
    await checkSummary(page, view, { headline: /^You lose — North wins 171–149 on points\.$/,
      detailStart: "South cannot move; the 32 seeds left go to North. ", parts: { south: null, north: "swept" } });
    if (label === "phone") await page.locator("[data-testid=summary]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `en-gehe-2x40-result-${label}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("a Giuthi game that repeats a position is a draw by repetition, in words, for a spectator too", async () => {
  // Giuthi 2x6 (reference, seed 356): South 6R; North 1R captures 8; South 5L (an extra
  // move) and South 3R (another) bring back the position after North's 1R: a draw.
  const g = await friendGame("giuthi", 6, 4);
  const end = await playLine(g, ["6R", "1R", "5L", "3R"]);
  assert.deepEqual(end.result, { winner: "draw", score: [12, 36], reason: "repetition" });
  const view = await api("GET", `/api/games/${g.id}`);
  for (const [viewport, seat, label] of [[DESKTOP, "south", "player-desktop"], [PHONE, null, "spectator-phone"]]) {
    const { page, context, errors } = await openGame(viewport, g.id, seat, seat && g.tokens[seat]);
    await page.waitForSelector("[data-testid=summary]:not([hidden])");
    assert.equal(await page.locator("[data-testid=result-headline]").textContent(), "Draw by repetition.");
    const detail = await page.locator("[data-testid=result-detail]").textContent();
    assert.equal(detail, "A position came back, and a repetition is a draw in this game.");
    await waitStatus(page, "Draw by repetition.");
    assert.equal(await page.locator("[data-testid=score-south]").textContent(), "0 captured");
    assert.equal(await page.locator("[data-testid=score-north]").textContent(), "8 captured");
    if (viewport === PHONE) await page.locator("[data-testid=summary]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `giuthi-repetition-${label}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("an En Dodoi game ended by a repetition is won on points, each side's seeds left in its row named", async () => {
  // En Dodoi 2x6 (reference, seed 1035): the 29th ply repeats a position; own-row scoring:
  // South 29 + 1, North 15 + 3.
  const line = "6 4 1 3 2 1 1 5 2 2 4 3 2 3 5 3 4 2 2 5 5 5 2 1 5 3 1 5 3".split(" ");
  const g = await friendGame("en-dodoi", 6, 4);
  const end = await playLine(g, line);
  assert.deepEqual(end.result, { winner: "south", score: [30, 18], reason: "repetition" });
  const view = await api("GET", `/api/games/${g.id}`);
  const { page, context } = await openGame(DESKTOP, g.id, null);
  await checkSummary(page, view, { headline: /^South wins 30–18 on points after a repetition\.$/,
    detailStart: "A position came back: each side adds the seeds in its own row to its captures. ",
    parts: { south: "left in the row", north: "left in the row" } });
  await page.screenshot({ path: join(shots, "en-dodoi-repetition-desktop.png") });
  await context.close();
});

// ----- 3. A team clock waits for both teams -----

test("a team game's clock does not run, and the engine does not play, while a team has no person", async () => {
  const CLOCK = 5;
  // A team game: South's team is its creator, North's nobody (South is to move, its turn not begun).
  const single = await api("POST", "/api/games", { game: "en-dodoi", holes: 6, name: "Ana", lobby: false,
    teams: { clock_seconds: CLOCK, engine_level: 1 } });
  // A team series whose first game team A resigns: in the second, team B (nobody yet) is
  // South and to move, with the clock; team A (Ana) is North.
  const series = await api("POST", "/api/series", { game: "en-dodoi", holes: 6, target: 2, name: "Ana", lobby: false,
    teams: { clock_seconds: CLOCK, engine_level: 1 } });
  await api("POST", `/api/games/${series.game}/resign`, undefined, series.token);
  const s = await api("GET", `/api/series/${series.id}`);
  const second = s.current;
  assert.ok(second && second !== series.game, "the second game has begun");
  let view = await api("GET", `/api/games/${second}`);
  assert.equal(view.state.to_move, "south");
  assert.equal(view.teams.south.members.length, 0, "team B, South, has nobody");
  assert.equal(view.teams.north.members[0].name, "Ana");

  const a = await openGame(DESKTOP, single.id, "south", single.seat_token, single.member);
  const b = await openGame(PHONE, second, "north", series.token, series.member);
  const waitingText = "Waiting for the other team: send them the link above. The game starts when someone joins.";
  const clockText = `Clock: ${CLOCK} s a turn, from when both teams have someone`;
  for (const { page } of [a, b]) {
    await waitStatus(page, waitingText);
    await page.waitForFunction((t) => document.querySelector("[data-testid=clock]").textContent === t, clockText);
  }
  const started = Date.now();
  // The point of the test: wait well past the clock (and any grace for a sowing).
  await a.page.waitForTimeout((CLOCK + 3) * 1000);
  for (const [id, page] of [[single.id, a.page], [second, b.page]]) {
    const v = await api("GET", `/api/games/${id}`);
    assert.deepEqual(v.moves, [], `no move was played in ${id} after ${Date.now() - started} ms`);
    assert.equal(v.teams.clock.deadline, null, "no deadline while a team has nobody");
    assert.equal(await statusText(page), waitingText);
    assert.equal(await page.locator("[data-testid=clock]").textContent(), clockText);
    assert.equal(await page.locator("[data-testid=moves] li").count(), 0);
    assert.equal(await page.locator("svg.board g.hole.legal").count(), 0, "no move is offered");
  }
  await a.page.screenshot({ path: join(shots, "teams-clock-waiting-desktop.png") });
  await b.page.screenshot({ path: join(shots, "teams-clock-waiting-empty-to-move-phone.png") });

  // The clock itself works: once someone joins team B, its turn is timed, and with no
  // proposal the engine plays for it when the time is up.
  const joined = await api("POST", `/api/series/${series.id}/join`, { code: series.team_invites.b.code, name: "Bo" });
  assert.equal(joined.seat, "south");
  view = await api("GET", `/api/games/${second}`);
  assert.ok(view.teams.clock.deadline > Date.now(), "the clock runs once both teams have a person");
  await b.page.waitForFunction(() => /^Clock: \d+ s for South$/.test(document.querySelector("[data-testid=clock]").textContent));
  await b.page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length === 1, null, { timeout: (CLOCK + 10) * 1000 });
  view = await api("GET", `/api/games/${second}`);
  assert.deepEqual(view.movers, ["south"], "the engine played for team B when its time ran out");
  assert.deepEqual(a.errors, []); assert.deepEqual(b.errors, []);
  await a.context.close(); await b.context.close();
});

test("a team game waiting for the other team: the link its status points to is where it says, and no turn is claimed", async () => {
  const problems = [];
  for (const [viewport, label] of [[DESKTOP, "desktop"], [PHONE, "phone"]]) {
    const context = await browser.newContext(viewport);
    const page = await context.newPage();
    await page.goto(server.base + "/");
    await page.selectOption("[data-testid=game]", "en-dodoi");
    await page.selectOption("[data-testid=opponent]", "teams");
    await page.fill("[data-testid=my-name]", "Ana");
    await page.click("[data-testid=start]");
    await page.waitForSelector("[data-testid=invite-link]");
    await waitStatus(page, "Waiting for the other team: send them the link above. The game starts when someone joins.");
    assert.equal(await page.locator("svg.board g.hole.legal").count(), 0, "no move is offered");
    const status = await page.locator("[data-testid=status]").boundingBox();
    const link = await page.locator("[data-testid=invite-link]").boundingBox();
    await page.screenshot({ path: join(shots, `teams-waiting-${label}.png`), fullPage: true });
    // As in a friend game, the invitation is above the status that points up to it, on the first screen.
    if (link.y + link.height > status.y) problems.push(`${label}: the status says "the link above", but the invitation is at y ${Math.round(link.y)}, below the status at y ${Math.round(status.y)}`);
    if (link.y + link.height > viewport.viewport.height) problems.push(`${label}: the invitation is below the first screen (y ${Math.round(link.y)})`);
    // Nothing can be played yet: the team panel does not say it is the team's turn.
    const panel = await page.locator("[data-testid=team] p.muted").first().textContent();
    if (/Your team's turn/.test(panel)) problems.push(`${label}: the team panel says ${JSON.stringify(panel)} while the game waits for the other team`);
    // Nor does the server take a move then (a friend game answers 409 until the friend has joined).
    if (label === "desktop") {
      const id = new URL(page.url()).searchParams.get("game");
      const seat = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), "mancala.seat." + id);
      const res = await fetch(`${server.base}/api/games/${id}/moves`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: "Bearer " + seat.token }, body: JSON.stringify({ move: "3" }) });
      if (res.status !== 409) problems.push(`the server answers ${res.status} to the sower's move while the other team has nobody (a friend game gets 409)`);
    }
    await context.close();
  }
  assert.deepEqual(problems, []);
});

// ----- 4. A 2x10 board on the first screen -----

for (const [viewport, label] of [[DESKTOP, "desktop"], [PHONE, "phone"]]) {
  test(`En Dodoi 2x10 fits the first screen with its status and controls (${label})`, async () => {
    const context = await browser.newContext(viewport);
    const page = await context.newPage();
    await startGame(page, server.base, { game: "en-dodoi", board: "10x4", level: 1 });
    await waitStatus(page, "Your turn: choose a highlighted hole.");
    const { width: W, height: H } = viewport.viewport;
    const box = async (sel) => {
      const b = await page.locator(sel).boundingBox();
      assert.ok(b, `${sel} is shown`);
      return b;
    };
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    const parts = {};
    for (const [name, sel] of [["title", ".game-head h1"], ["status", "[data-testid=status]"], ["top strip", "[data-testid=strip-top]"],
      ["board", "svg.board"], ["bottom strip", "[data-testid=strip-bottom]"], ["controls", ".controls"], ["speed", "[data-testid=speed]"],
      ["undo", "[data-testid=undo]"], ["resign", "[data-testid=resign]"]]) {
      const b = parts[name] = await box(sel);
      assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= W + 0.5 && b.y + b.height <= H + 0.5,
        `${name} lies on the first screen: ${JSON.stringify(b)} in ${W}x${H}`);
    }
    // Every hole on the first screen, none under the sticky status or controls.
    const holes = await page.$$eval("svg.board g.hole rect.hit", (rs) => rs.map((r) => r.getBoundingClientRect().toJSON()));
    assert.equal(holes.length, 20);
    for (const h of holes) {
      assert.ok(h.top >= parts.status.y + parts.status.height - 0.5 && h.bottom <= parts.controls.y + 0.5 && h.left >= 0 && h.right <= W + 0.5,
        `a hole at ${JSON.stringify(h)} is clear of the status and the controls`);
    }
    // In order down the screen: status, the far side, the board, the near side, the controls.
    const order = ["status", "top strip", "board", "bottom strip", "controls"];
    for (let i = 1; i < order.length; i++) {
      const above = parts[order[i - 1]], below = parts[order[i]];
      assert.ok(above.y + above.height <= below.y + 0.5, `${order[i - 1]} is above ${order[i]}`);
    }
    await page.screenshot({ path: join(shots, `en-dodoi-2x10-first-screen-${label}.png`) });
    await context.close();
  });
}

// ----- 5. Review, summary and rematch on a phone -----

test("on a phone: a finished game's summary, stepping through it by taps, and a rematch against the engine", async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await startGame(page, server.base, { game: "en-dodoi", board: "6x4", level: 1 });
  await page.selectOption("[data-testid=speed]", "instant");
  await clickToTheEnd(page, { maxPlies: 1500 });
  const id = new URL(page.url()).searchParams.get("game");
  const view = await api("GET", `/api/games/${id}`);
  // The summary: the same words as on a desktop, below the board, within the phone's width.
  const summary = page.locator("[data-testid=summary]");
  await summary.scrollIntoViewIfNeeded();
  const sb = await summary.boundingBox(), board = await page.locator("svg.board").boundingBox();
  assert.ok(sb.y >= board.y + board.height - 1, "the summary comes below the board on a phone");
  assert.ok(sb.x >= 0 && sb.x + sb.width <= 390, `the summary fits the width: ${JSON.stringify(sb)}`);
  const head = await page.locator("[data-testid=result-headline]").textContent();
  if (view.result.winner === "draw") assert.match(head, /^Draw/);
  else assert.match(head, new RegExp(`^You (win|lose) — ${NAME[view.result.winner]} wins ${view.result.score[SIDES.indexOf(view.result.winner)]}–`));
  assert.match(await page.locator("[data-testid=result-detail]").textContent(), /South: \d+ captured.*North: \d+ captured/);
  await page.screenshot({ path: join(shots, "en-dodoi-end-phone.png") });
  // Review by taps: the buttons are on the screen and large enough to tap.
  const total = view.moves.length;
  for (const t of ["review-first", "review-back", "review-next", "review-last"]) {
    const b = await page.locator(`[data-testid=${t}]`).boundingBox();
    assert.ok(b.x >= 0 && b.x + b.width <= 390, `${t} is within the width`);
    assert.ok(b.width >= 40 && b.height >= 40, `${t} is ${b.width}x${b.height} px: too small to tap`);
  }
  await page.tap("[data-testid=review-first]");
  await waitStatus(page, "Reviewing: the start position (ply 0).");
  assert.deepEqual(await drawnBoard(page), new Array(12).fill(4));
  await page.tap("[data-testid=review-next]");
  await page.tap("[data-testid=review-next]");
  assert.equal(await page.locator("[data-testid=review-info]").textContent(), `ply 2 of ${total}`);
  await page.tap("[data-testid=review-back]");
  assert.equal(await page.locator("[data-testid=review-info]").textContent(), `ply 1 of ${total}`);
  assert.match(await statusText(page), new RegExp(`^Reviewing: ply 1 of ${total}, South played ${view.moves[0]}\\.$`));
  assert.equal(await page.locator("svg.board g.hole.last-from").count(), 1);
  await page.screenshot({ path: join(shots, "en-dodoi-review-phone.png") });
  await page.tap("[data-testid=review-last]");
  assert.equal(await page.locator("[data-testid=review-info]").textContent(), `ply ${total} of ${total}`);
  assert.deepEqual(await drawnBoard(page), view.state.board);
  // Rematch: the engine is South now.
  const rematch = page.locator("[data-testid=rematch]");
  await rematch.scrollIntoViewIfNeeded();
  await rematch.tap();
  await page.waitForFunction((old) => new URL(location.href).searchParams.get("game") !== old, id);
  await page.waitForSelector("svg.board g.hole");
  const next = new URL(page.url()).searchParams.get("game");
  const v2 = await api("GET", `/api/games/${next}`);
  assert.equal(v2.seats.south.player, "level:1");
  assert.equal(v2.seats.north.player, "human");
  assert.deepEqual([v2.state.game, v2.state.holes, v2.state.seeds], ["en-dodoi", 6, 4]);
  // The phone player's own row is at the bottom: North's holes are the lower ones now.
  const ys = await page.$$eval("svg.board g.hole circle.pit", (cs) => cs.map((c) => [Number(c.parentNode.dataset.hole), c.getBoundingClientRect().y]));
  const y = new Map(ys);
  assert.ok(y.get(6) > y.get(0), "North's row (the player's) is drawn below South's");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone: a friend game's review steps through the positions of the line, and its rematch swaps the colours", async () => {
  // En Dodoi 2x6 (reference, seed 930): North is left without a move after 7 plies, the 5
  // seeds on the board go to South: 27 + 5 against 16.
  const line = ["5", "1", "5", "3", "3", "5", "2"];
  const boards = [[0, 1, 6, 6, 2, 7, 1, 6, 1, 6, 6, 6], [4, 5, 0, 10, 1, 2, 4, 4, 6, 0, 10, 0], [8, 0, 1, 2, 1, 3, 1, 8, 3, 0, 0, 4],
    [9, 1, 2, 0, 0, 4, 0, 9, 0, 1, 1, 0], [9, 1, 0, 1, 0, 4, 0, 0, 0, 1, 1, 0], [0, 1, 0, 1, 0, 4, 0, 0, 0, 1, 0, 0], [0, 0, 0, 1, 0, 4, 0, 0, 0, 0, 0, 0]];
  const g = await friendGame("en-dodoi", 6, 4);
  const end = await playLine(g, line);
  assert.deepEqual(end.result, { winner: "south", score: [32, 16], reason: "no-move" });
  const view = await api("GET", `/api/games/${g.id}`);
  const { page, context, errors } = await openGame(PHONE, g.id, "south", g.tokens.south);
  await checkSummary(page, view, { headline: /^You win — South wins 32–16 on points\.$/,
    detailStart: "North cannot move; the 5 seeds left go to South. ", parts: { south: "swept", north: null } });
  await page.tap("[data-testid=review-first]");
  assert.deepEqual(await drawnBoard(page), new Array(12).fill(4));
  for (let k = 1; k <= line.length; k++) {
    await page.tap("[data-testid=review-next]");
    assert.equal(await page.locator("[data-testid=review-info]").textContent(), `ply ${k} of ${line.length}`);
    assert.deepEqual(await drawnBoard(page), boards[k - 1], `the board after ply ${k}`);
  }
  // A tap on a move in the list shows the position after it.
  await page.locator("[data-testid=moves] button[data-ply='3']").tap();
  assert.equal(await page.locator("[data-testid=review-info]").textContent(), `ply 3 of ${line.length}`);
  assert.deepEqual(await drawnBoard(page), boards[2]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(shots, "en-dodoi-friend-review-phone.png") });
  // Rematch against the friend: a new private game with an invitation; the colours are swapped,
  // so the player who was South is North now (docs/web.md).
  const rematch = page.locator("[data-testid=rematch]");
  await rematch.scrollIntoViewIfNeeded();
  await rematch.tap();
  await page.waitForFunction((old) => new URL(location.href).searchParams.get("game") !== old, g.id);
  await page.waitForSelector("[data-testid=invite-link]");
  const next = new URL(page.url()).searchParams.get("game");
  await page.screenshot({ path: join(shots, "en-dodoi-friend-rematch-phone.png") });
  const seat = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), "mancala.seat." + next);
  assert.equal(seat.seat, "north", `the rematch puts the former South at North (the page holds ${seat.seat})`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone: a tap on a move in the list shows the position after it on the screen", async () => {
  // The same En Dodoi line (reference, seed 930); the move list sits below the summary on a phone.
  const g = await friendGame("en-dodoi", 6, 4);
  await playLine(g, ["5", "1", "5", "3", "3", "5", "2"]);
  const { page, context } = await openGame(PHONE, g.id, "south", g.tokens.south);
  await page.waitForSelector("[data-testid=summary]:not([hidden])");
  const move = page.locator("[data-testid=moves] button[data-ply='3']");
  await move.scrollIntoViewIfNeeded();
  await move.tap();
  assert.equal(await page.locator("[data-testid=review-info]").textContent(), "ply 3 of 7");
  const inView = async (sel) => {
    const b = await page.locator(sel).boundingBox();
    return b && b.y >= 0 && b.y + b.height <= 844;
  };
  await page.screenshot({ path: join(shots, "en-dodoi-move-tapped-phone.png") });
  const board = await page.locator("svg.board").boundingBox();
  assert.ok(await inView("svg.board"), `the position shown is off the screen: the board is at y ${Math.round(board.y)} to ${Math.round(board.y + board.height)} of 844 (status on screen: ${await inView("[data-testid=status]")})`);
  await context.close();
});

// ----- 6. En Gehé 2x50 on a phone: the bands -----

test("En Gehé 2x50 on a phone folds into bands of North's segment over South's, opposite holes in a column, each hole once", async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await startGame(page, server.base, { game: "en-gehe", board: "50x4", level: 1 });
  const n = 50;
  const holes = await page.$$eval("svg.board g.hole", (gs) => gs.map((g) => {
    const c = g.querySelector("circle.pit").getBoundingClientRect();
    return { i: Number(g.dataset.hole), x: c.x + c.width / 2, y: c.y + c.height / 2, label: g.querySelector("text.label").textContent };
  }));
  // Every hole exactly once.
  assert.equal(holes.length, 2 * n);
  assert.deepEqual(holes.map((h) => h.i).sort((a, b) => a - b), Array.from({ length: 2 * n }, (_, i) => i));
  const at = new Map(holes.map((h) => [h.i, h]));
  // Rows by height: each band is one row of North's holes over one row of South's.
  const rows = [];
  for (const h of [...holes].sort((a, b) => a.y - b.y)) {
    const row = rows.find((r) => Math.abs(r.y - h.y) < 2);
    if (row) row.holes.push(h); else rows.push({ y: h.y, holes: [h] });
  }
  assert.equal(rows.length % 2, 0);
  const bands = [];
  for (let r = 0; r < rows.length; r += 2) {
    const top = rows[r].holes.sort((a, b) => a.x - b.x), bottom = rows[r + 1].holes.sort((a, b) => a.x - b.x);
    assert.ok(top.every((h) => h.i >= n), `band ${r / 2 + 1}'s upper row is North's`);
    assert.ok(bottom.every((h) => h.i < n), `band ${r / 2 + 1}'s lower row is South's`);
    assert.equal(top.length, bottom.length);
    bands.push(bottom.map((h) => h.i));
    for (const s of bottom) {
      const o = at.get(2 * n - 1 - s.i);
      assert.ok(top.includes(o), `South ${s.i + 1}'s opposite hole is in the same band`);
      assert.ok(Math.abs(o.x - s.x) < 1, `South ${s.i + 1} (x ${s.x}) and its opposite North ${n - s.i} (x ${o.x}) share a column`);
      assert.ok(o.y < s.y, "North's hole is above South's");
      assert.equal(s.label, String(s.i + 1));
      assert.equal(o.label, String(n - s.i), "North's holes are labelled as North counts them");
    }
  }
  // The bands take South's row in order, left to right, band after band, and share it out
  // evenly (eight bands of six or seven on a phone, docs/web.md).
  assert.deepEqual(bands.flat(), Array.from({ length: n }, (_, i) => i));
  for (const b of bands) assert.deepEqual(b, Array.from({ length: b.length }, (_, k) => b[0] + k));
  const sizes = bands.map((b) => b.length);
  assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `band sizes ${sizes}`);
  assert.equal(bands.length, 8);
  assert.equal(await page.locator("svg.board").getAttribute("data-bands"), "8");
  // Each band's label names its holes.
  const labels = await page.$$eval("svg.board text.band-label", (ts) => ts.map((t) => t.textContent));
  assert.deepEqual(labels, bands.map((b) => `holes ${b[0] + 1}–${b[b.length - 1] + 1} (South's count)`));
  // Bands do not overlap and lie within the phone's width.
  for (const h of holes) assert.ok(h.x > 0 && h.x < 390);
  for (let r = 1; r < rows.length; r++) assert.ok(rows[r].y - rows[r - 1].y >= 44, "rows 44 px apart or more");
  await page.screenshot({ path: join(shots, "en-gehe-2x50-bands-phone.png"), fullPage: true });
  await context.close();
});
