// End-to-end: the board component and the play surfaces around it: counts in
// every hole, the last move marked, folding on a phone with holes large enough to tap,
// results in words, waiting for a friend, review and rematch; at 1280x800 and 390x844.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer, launch, clickToTheEnd, shots, newGame as startGame } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const newGame = (page, opts) => startGame(page, server.base, opts);

const movesShown = (page) => page.locator("[data-testid=moves] li").count();

test("the new-game form opens on En Dodoi 2x6 against the engine at level 3, options by readable names", async () => {
  const page = await browser.newPage(DESKTOP);
  await page.goto(server.base + "/");
  assert.equal(await page.locator("[data-testid=game]").inputValue(), "en-dodoi");
  assert.equal(await page.locator("[data-testid=board]").inputValue(), "6x4");
  assert.equal(await page.locator("[data-testid=opponent]").inputValue(), "engine");
  assert.equal(await page.locator("[data-testid=level]").inputValue(), "3");
  assert.match(await page.locator("[data-testid=rules-link]").getAttribute("href"), /\/rules\/en-dodoi$/);
  await page.click("details summary");
  const options = await page.locator("details").textContent();
  assert.match(options, /Lap limit/);
  assert.match(options, /Capture a lone seed/);
  assert.doesNotMatch(options, /lap_limit|capture_lone_seed/);
  await page.selectOption("[data-testid=game]", "sadeqa-ii");
  assert.match(await page.locator("[data-testid=rules-link]").getAttribute("href"), /\/rules\/sadeqa-ii$/);
  await page.screenshot({ path: join(shots, "new-game-desktop.png"), fullPage: true });
  await page.close();
});

test("every hole shows its count as a number; after a move its start and end holes are marked", async () => {
  const page = await browser.newPage(DESKTOP);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newGame(page, { game: "en-dodoi", board: "6x4", level: 1 });
  const counts = await page.$$eval("svg.board g.hole", (gs) => gs.map((g) => [g.dataset.seeds, g.querySelector("text.count")?.textContent ?? ""]));
  assert.equal(counts.length, 12);
  for (const [seeds, shown] of counts) assert.equal(shown, seeds, "each hole's number is its count");
  await page.selectOption("[data-testid=speed]", "instant");
  await page.locator("svg.board g.hole.legal").first().click();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length >= 2, null, { timeout: 30000 });
  await page.waitForSelector("svg.board g.hole.legal");
  // The engine's reply is marked: where it started and where it ended.
  assert.equal(await page.locator("svg.board g.hole.last-from").count(), 1);
  assert.equal(await page.locator("svg.board g.hole.last-end").count(), 1);
  // Empty holes are quiet: no number; every other hole has one.
  const after = await page.$$eval("svg.board g.hole", (gs) => gs.map((g) => [Number(g.dataset.seeds), g.querySelector("text.count")?.textContent ?? null]));
  for (const [seeds, shown] of after) assert.equal(shown, seeds === 0 ? null : String(seeds));
  // The players sit beside the board on a desktop.
  const board = await page.locator("svg.board").boundingBox();
  const side = await page.locator(".game-side").boundingBox();
  assert.ok(side.x >= board.x + board.width - 1, "the side column is to the right of the board");
  await page.screenshot({ path: join(shots, "en-dodoi-2x6-desktop.png") });
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [game, board] of [["en-gehe", "50x4"], ["en-gehe", "40x4"], ["en-dodoi", "10x4"], ["giuthi", "8x8"], ["sadeqa-ii", null]]) {
  test(`${game} ${board || ""} on a phone: bands with opposite holes in one column, every hole at least 44 px to tap`, async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await newGame(page, { game, board, level: 1 });
    const holes = await page.$$eval("svg.board g.hole", (gs) => gs.map((g) => {
      const r = g.querySelector("rect.hit").getBoundingClientRect();
      const c = g.querySelector("circle.pit").getBoundingClientRect();
      const t = g.querySelector("text.count");
      return { i: Number(g.dataset.hole), x: r.x, w: r.width, h: r.height, pit: c.width, font: t ? t.getBoundingClientRect().height : null };
    }));
    const n = holes.length / 2;
    for (const h of holes) {
      assert.ok(h.w >= 44 && h.h >= 44, `hole ${h.i} is ${h.w}x${h.h} px`);
      assert.ok(h.x >= 0 && h.x + h.w <= 390, `hole ${h.i} is off screen at ${h.x}`);
      if (h.font !== null) assert.ok(h.font >= 14, `hole ${h.i}'s number is ${h.font} px high`);
    }
    const at = new Map(holes.map((h) => [h.i, h]));
    for (let i = 0; i < n; i++) assert.ok(Math.abs(at.get(i).x - at.get(2 * n - 1 - i).x) < 1, `hole ${i} and its opposite share a column`);
    // The status stays in view.
    assert.ok(await page.locator("[data-testid=status]").isVisible());
    await page.screenshot({ path: join(shots, `${game}-${board || "6x3"}-phone.png`), fullPage: true });
    await context.close();
  });
}

test("Sadeqa II ends in words: who could not move and who wins, the captures not taken for the score", async () => {
  const page = await browser.newPage(DESKTOP);
  await newGame(page, { game: "sadeqa-ii", level: 1 });
  await page.selectOption("[data-testid=speed]", "instant");
  await clickToTheEnd(page, { maxPlies: 1500 });
  const headline = await page.locator("[data-testid=result-headline]").textContent();
  assert.match(headline, /(cannot move: (South|North) wins|Draw by repetition)/);
  assert.doesNotMatch(headline, /\d+–\d+/, "no pair of captures as a score");
  await page.screenshot({ path: join(shots, "sadeqa-ii-end-desktop.png"), fullPage: true });
  await page.close();
});

test("an En Dodoi game ends with the score winner first and each side's parts; it can be stepped through and rematched", async () => {
  const page = await browser.newPage(DESKTOP);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newGame(page, { game: "en-dodoi", board: "6x4", level: 1 });
  await page.selectOption("[data-testid=speed]", "instant");
  await clickToTheEnd(page, { maxPlies: 1500 });
  const headline = await page.locator("[data-testid=result-headline]").textContent();
  const detail = await page.locator("[data-testid=result-detail]").textContent();
  assert.match(headline, /^(You win|You lose) — (South|North) wins (\d+)–(\d+) on points|^Draw/);
  const m = headline.match(/wins (\d+)–(\d+)/);
  if (m) assert.ok(Number(m[1]) >= Number(m[2]), "the winner's score comes first");
  assert.match(detail, /South: \d+ captured.*North: \d+ captured/);
  await page.screenshot({ path: join(shots, "en-dodoi-end-desktop.png"), fullPage: true });
  // Review: back to the start, one move on, and with the arrow keys.
  const total = await movesShown(page);
  await page.click("[data-testid=review-first]");
  assert.match(await page.locator("[data-testid=status]").textContent(), /Reviewing: the start position/);
  const start = await page.$$eval("svg.board g.hole", (gs) => gs.map((g) => Number(g.dataset.seeds)));
  assert.deepEqual(start, new Array(12).fill(4));
  await page.click("[data-testid=review-next]");
  assert.match(await page.locator("[data-testid=review-info]").textContent(), new RegExp(`ply 1 of ${total}`));
  assert.equal(await page.locator("svg.board g.hole.last-from").count(), 1);
  await page.keyboard.press("ArrowRight");
  assert.match(await page.locator("[data-testid=review-info]").textContent(), new RegExp(`ply 2 of ${total}`));
  await page.click("[data-testid=review-laps]");
  await page.waitForFunction(() => !document.querySelector("[data-testid=review-laps]").disabled);
  await page.keyboard.press("End");
  assert.match(await page.locator("[data-testid=review-info]").textContent(), new RegExp(`ply ${total} of ${total}`));
  // Rematch: the same game with the colours swapped.
  const first = new URL(page.url()).searchParams.get("game");
  await page.click("[data-testid=rematch]");
  await page.waitForFunction((id) => new URL(location.href).searchParams.get("game") !== id, first);
  await page.waitForSelector("svg.board g.hole");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length >= 1, null, { timeout: 30000 });
  const id = new URL(page.url()).searchParams.get("game");
  const view = await (await fetch(`${server.base}/api/games/${id}`)).json();
  assert.equal(view.seats.south.player, "level:1");
  assert.equal(view.seats.north.player, "human");
  assert.equal(view.state.game, "en-dodoi");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a friend game waits for the friend, its invitation first; then it is the creator's turn", async () => {
  const a = await browser.newContext(PHONE);
  const b = await browser.newContext(DESKTOP);
  const alice = await a.newPage(), bob = await b.newPage();
  await alice.goto(server.base + "/");
  await alice.selectOption("[data-testid=opponent]", "friend");
  await alice.click("[data-testid=start]");
  await alice.waitForSelector("[data-testid=invite-link]");
  assert.match(await alice.locator("[data-testid=status]").textContent(), /Waiting for your friend/);
  assert.equal(await alice.locator("svg.board g.hole.legal").count(), 0, "no move before the friend comes");
  const link = await alice.locator("[data-testid=invite-link]").boundingBox();
  const board = await alice.locator("svg.board").boundingBox();
  assert.ok(link.y < board.y && link.y + link.height < 844, "the invitation is above the board, on the first screen");
  await alice.screenshot({ path: join(shots, "friend-waiting-phone.png") });
  await bob.goto(await alice.locator("[data-testid=invite-link]").inputValue());
  await bob.waitForSelector("svg.board g.hole");
  await alice.waitForFunction(() => /Your turn/.test(document.querySelector("[data-testid=status]").textContent));
  assert.equal(await alice.locator("[data-testid=invite-link]").count(), 0);
  assert.match(await bob.locator("[data-testid=status]").textContent(), /Waiting for South to move/);
  await a.close(); await b.close();
});

// Giuthi's extra move and pass: tests/play.test.js plays a fixed line that reaches both.

test("an address naming no game says so and stops asking", async () => {
  const page = await browser.newPage(PHONE);
  let sockets = 0;
  page.on("websocket", () => { sockets += 1; });
  await page.goto(server.base + "/?game=bogus");
  await page.waitForSelector("[data-testid=no-game]");
  assert.match(await page.locator("[data-testid=no-game]").textContent(), /No such game/);
  await page.waitForTimeout(2500);
  assert.equal(sockets, 1, "no retry after the server said there is no such game");
  await page.close();
});

test("an unknown address gets a page for people, with the site's links", async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await browser.newPage(viewport);
    const response = await page.goto(server.base + "/no/such/page");
    assert.equal(response.status(), 404);
    await page.waitForSelector("h1");
    assert.match(await page.locator("h1").textContent(), /There is no page here/);
    assert.equal(await page.locator("header.top nav a[href='/lobby']").count(), 1);
    await page.screenshot({ path: join(shots, `not-found-${viewport.viewport.width}.png`) });
    await page.close();
  }
});
