// End-to-end: accessibility. axe-core checks every kind of page at a desktop's and a
// phone's size against WCAG 2.0, 2.1 and 2.2 A and AA; the board is played with the
// keyboard alone; each ply is announced; reduced motion still shows a sowing's laps.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { startServer, launch, newGame, shots } from "../lib.js";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");
const AXE_SOURCE = readFileSync(AXE_PATH, "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const SIZES = [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]];

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function api(method, path, body, token) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = "Bearer " + token;
  const res = await fetch(server.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A game against the engine played through the API to its end, South taking its first legal move. */
async function finishedGame() {
  const g = await api("POST", "/api/games", { game: "en-dodoi", holes: 6, seeds: 4, south: "human", north: "level:1" });
  for (let i = 0; i < 2000; i++) {
    const v = await api("GET", "/api/games/" + g.id);
    if (v.result) return g;
    if (v.state.to_move === "south" && v.legal_moves.length) {
      try { await api("POST", `/api/games/${g.id}/moves`, { move: v.legal_moves[0] }, g.seat_token); } catch (_) { /* the engine moved meanwhile */ }
    } else await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the game did not end");
}

/**
 * Runs axe on the page as it stands. The page's CSP forbids inline scripts, so
 * `addScriptTag` (which inlines the file) is refused; the source is evaluated through the
 * DevTools protocol instead, which the CSP does not govern.
 */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    try { await page.addScriptTag({ path: AXE_PATH }); } catch (_) { /* refused by the CSP */ }
    if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (tags) => {
    // The label-in-name rule (2.5.3) is marked experimental in axe: asked for by name.
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, TAGS);
}

for (const [name, viewport] of SIZES) {
  test(`${name}: axe finds no WCAG 2.2 A/AA violation on any page`, async () => {
    const finished = await finishedGame();
    const list = await api("GET", "/api/studies?game=en-dodoi&holes=6");
    const context = await browser.newContext({ viewport });
    // The finished game seen by its player (with the rematch offer).
    await context.addInitScript(({ id, token }) => {
      localStorage.setItem("mancala.seat." + id, JSON.stringify({ token, seat: "south" }));
      localStorage.setItem("mancala.speed", JSON.stringify("instant"));
    }, { id: finished.id, token: finished.seat_token });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const found = [];
    const check = async (what) => {
      await page.waitForTimeout(150);
      for (const v of await axe(page)) found.push({ page: what, ...v });
    };

    await page.goto(server.base + "/");
    await page.waitForSelector("[data-testid=start]");
    await check("home");

    await newGame(page, server.base, { game: "en-dodoi", level: 1 });
    await page.waitForSelector("svg.board g.hole.legal");
    await check("game in play");

    await page.goto(server.base + "/?game=" + finished.id);
    await page.waitForSelector("[data-testid=summary]:not([hidden])");
    await check("finished game");

    await page.goto(server.base + "/");
    await page.selectOption("[data-testid=opponent]", "teams");
    await page.fill("[data-testid=my-name]", "Sindillo");
    await page.click("[data-testid=start]");
    await page.waitForSelector("[data-testid=team-invite]");
    await check("team game");

    await page.goto(server.base + "/");
    await page.selectOption("[data-testid=opponent]", "engine");
    await page.selectOption("[data-testid=level]", "1");
    await page.fill("[data-testid=series-target]", "2");
    await page.click("[data-testid=start]");
    await page.waitForURL(/\?series=/);
    await page.waitForSelector("[data-testid=series] [data-testid=tally-a]");
    await check("series");

    await page.goto(server.base + "/lobby");
    await page.waitForSelector("h1");
    await page.waitForTimeout(300);
    await check("lobby");

    // The review first: the analysis board's job goes on after the page is left, and the
    // review's would wait for it among the client's jobs.
    await page.goto(server.base + "/review?game=" + finished.id);
    await page.waitForSelector("[data-testid=review-done]", { timeout: 60000 });
    await check("review");

    await page.goto(server.base + "/analysis");
    await page.waitForSelector("svg.board g.hole.legal");
    await page.waitForSelector("[data-testid=engine-line]", { timeout: 20000 }).catch(() => {});
    await check("analysis");

    await page.goto(server.base + "/studies");
    await page.waitForSelector("[data-testid=daily-en-dodoi]");
    await check("studies");

    await page.goto(server.base + "/studies/" + list.studies[0].id);
    await page.waitForSelector("svg.board g.hole.legal");
    await check("puzzle");

    await page.goto(server.base + "/rules");
    await check("rules");
    await page.goto(server.base + "/rules/en-gehe");
    await check("rules of En Gehé");

    await page.goto(server.base + "/no-such-page");
    await check("404");

    for (const v of found) console.log(`${name} ${v.page}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.slice(0, 8).join("\n    ")}${v.targets.length > 8 ? `\n    … ${v.targets.length - 8} more` : ""}`);
    assert.deepEqual(found.map((v) => `${v.page}: ${v.id}`), [], "axe violations");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** The game's view from the API. */
const gameView = (id) => api("GET", "/api/games/" + id);
const focusOnBoard = (page) => page.evaluate(() => !!(document.activeElement && document.activeElement.closest("svg.board g.hole")));

/** What the announcement of the API's last ply must say (move, laps, captures). */
function expectedAnnouncement(last, state) {
  const side = last.side === "south" ? "South" : "North";
  if (last.move === "pass") return `${side} passed.`;
  const k = last.side === "south" ? 0 : 1;
  const captured = state.captured[k] - last.captured_before[k];
  const laps = last.lap_count;
  return `${side} sowed ${last.move}: ${laps} lap${laps === 1 ? "" : "s"}${captured ? `, captured ${captured} seed${captured === 1 ? "" : "s"}` : ""}.`;
}

test("the keyboard alone plays a whole game against the engine; the focus stays on the board and each ply is announced", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem("mancala.speed", JSON.stringify("fast")));
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newGame(page, server.base, { game: "en-dodoi", level: 1 });
  const id = new URL(page.url()).searchParams.get("game");
  await page.waitForSelector("svg.board g.hole.legal");
  // The first Tab reaches "Skip to the board", shown while it has the focus; Enter goes to the board.
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.className), "skip-link");
  const box = await page.locator("a.skip-link").boundingBox();
  assert.ok(box && box.y >= 0 && box.height >= 24, "the skip link shows when focused");
  await page.keyboard.press("Enter");
  assert.ok(await focusOnBoard(page), "the board has the focus");
  // One hole in the tab order, every hole a cell of the grid.
  assert.equal(await page.locator("svg.board[role=grid] g[role=row] g.hole[role=gridcell][tabindex='0']").count(), 1);
  assert.equal(await page.locator("svg.board g.hole[role=gridcell]").count(), 12);
  assert.match(await page.locator("svg.board g.hole[data-hole='0']").getAttribute("aria-label"), /^South hole 1: \d+ seeds?/);
  await page.screenshot({ path: join(shots, "a11y-keyboard-focus-phone.png") });

  let plies = 0, announced = 0, captures = 0;
  for (let guard = 0; guard < 400; guard++) {
    if (await page.locator("[data-testid=summary]").isVisible()) break;
    // Wait for the turn (or the end).
    await page.waitForFunction(() => document.querySelector("svg.board g.hole.legal") || document.querySelector("[data-testid=summary]:not([hidden])"), null, { timeout: 30000 });
    if (await page.locator("[data-testid=summary]").isVisible()) break;
    assert.ok(await focusOnBoard(page), "the focus is on the board at the turn");
    const view = await gameView(id);
    if (view.last && view.last.side === "north") {
      const want = expectedAnnouncement(view.last, view.state);
      await page.waitForFunction((w) => document.querySelector("[data-testid=announcer]").textContent.startsWith(w), want, { timeout: 5000 })
        .catch(async () => assert.fail(`announced "${await page.locator("[data-testid=announcer]").textContent()}", expected "${want}…"`));
      assert.match(await page.locator("[data-testid=announcer]").textContent(), /Your turn/);
      announced++;
      if (/captured/.test(want)) captures++;
    }
    // The legal hole with the most seeds; the arrows go there from the focused hole.
    const { from, to } = await page.evaluate(() => {
      let best = null, seeds = -1;
      for (const g of document.querySelectorAll("svg.board g.hole.legal")) {
        const n = Number(g.dataset.seeds);
        if (n > seeds) { seeds = n; best = Number(g.dataset.hole); }
      }
      return { from: Number(document.activeElement.dataset.hole), to: best };
    });
    if (from >= 6) await page.keyboard.press("ArrowDown"); // South's row is the bottom one
    const at = from >= 6 ? 11 - from : from;
    for (let i = 0; i < Math.abs(to - at); i++) await page.keyboard.press(to > at ? "ArrowRight" : "ArrowLeft");
    assert.equal(await page.evaluate(() => Number(document.activeElement.dataset.hole)), to);
    const before = await page.locator("[data-testid=moves] li").count();
    await page.keyboard.press("Enter");
    plies++;
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=moves] li").length > n, before, { timeout: 30000 });
    assert.ok(await focusOnBoard(page), "the focus stays on the board after the move");
    // The own ply's announcement names the move.
    await page.waitForFunction((m) => /(South|North) sowed \d+: \d+ laps?/.test(document.querySelector("[data-testid=announcer]").textContent)
      || document.querySelector("[data-testid=summary]:not([hidden])"), String(to + 1), { timeout: 30000 });
  }
  assert.ok(await page.locator("[data-testid=summary]").isVisible(), "the game ended");
  assert.ok(plies > 3 && announced > 3, `plies ${plies}, announcements checked ${announced}`);
  assert.ok(captures > 0, "some announced ply captured");
  assert.deepEqual(errors, []);
  await context.close();
});

test("with reduced motion a sowing is shown lap by lap: each lap's board in turn, no seed moving", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem("mancala.speed", JSON.stringify("fast")));
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await newGame(page, server.base, { game: "en-dodoi", level: 1 });
  const id = new URL(page.url()).searchParams.get("game");
  await page.waitForSelector("svg.board g.hole.legal");
  await page.evaluate(() => {
    window.frames_ = [];
    new MutationObserver(() => {
      const b = document.querySelector("svg.board");
      if (!b || b === window.lastBoard_) return;
      window.lastBoard_ = b;
      window.frames_.push({ lap: b.dataset.lap || null, dropped: !!b.querySelector(".hole.dropped"),
        seeds: [...b.querySelectorAll("g.hole")].sort((x, y) => x.dataset.hole - y.dataset.hole).map((g) => Number(g.dataset.seeds)) });
    }).observe(document.querySelector("[data-testid=board]"), { childList: true });
  });
  // South's opening, then the engine's reply: both shown lap by lap.
  await page.locator("svg.board g.hole.legal").first().click();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length >= 2 && document.querySelector("svg.board g.hole.legal"), null, { timeout: 30000 });
  const view = await gameView(id);
  const frames = await page.evaluate(() => window.frames_);
  const moving = frames.filter((f) => f.dropped);
  assert.ok(moving.length > 0, "the sowings were shown");
  for (const f of moving) assert.ok(f.lap, "every frame of a sowing is a whole lap");
  // The engine's ply: its laps in order, each frame the board after that lap.
  const laps = view.last.laps;
  const shown = moving.slice(-laps.length);
  assert.deepEqual(shown.map((f) => f.lap), laps.map((_, i) => `${i + 1}/${laps.length}`));
  assert.deepEqual(shown.map((f) => f.seeds), laps.map((l) => l.board));
  await context.close();
});
