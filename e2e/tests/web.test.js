// End-to-end: the page in a real headless Chromium, against a real server.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer, launch, clickToTheEnd, shots, newGame as startGame } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const newGame = (page, opts) => startGame(page, server.base, opts);

test("Giuthi against the engine: the direction is asked, and the game is clicked through to its end", async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newGame(page, { game: "giuthi", board: "8x8", level: 1 });
  await page.selectOption("[data-testid=speed]", "fast");
  // The first click on a hole asks for the direction.
  await page.locator("svg.board g.hole.legal").first().click();
  await page.waitForSelector("[data-testid=dir-left]");
  await page.waitForSelector("[data-testid=dir-right]");
  await page.screenshot({ path: join(shots, "giuthi-direction.png") });
  await page.click("[data-testid=dir-left]");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length >= 1);
  const first = await page.locator("[data-testid=moves] li").first().textContent();
  assert.match(first, /^South \dL$/);
  await page.selectOption("[data-testid=speed]", "instant");
  const plies = await clickToTheEnd(page, { maxPlies: 1500 });
  assert.ok(plies > 0);
  const summary = await page.locator("[data-testid=summary]").textContent();
  assert.match(summary, /Game over/);
  assert.match(summary, /(You win|You lose|Draw)/);
  await page.screenshot({ path: join(shots, "giuthi-end.png"), fullPage: true });
  // The page's record matches the server's game.
  const id = new URL(page.url()).searchParams.get("game");
  const record = await (await fetch(`${server.base}/api/games/${id}/record`)).text();
  assert.match(record, /\[Game "giuthi"\]/i);
  assert.deepEqual(errors, []);
  await page.close();
});

test("En Gehé 2x50 against the engine fits the screen and is clicked through to its end", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newGame(page, { game: "en-gehe", board: "50x4", level: 1 });
  assert.equal(await page.locator("svg.board g.hole").count(), 100);
  // The board is no wider than the page.
  const box = await page.locator("svg.board").boundingBox();
  assert.ok(box.width <= 1280, `board ${box.width}px wide`);
  await page.screenshot({ path: join(shots, "en-gehe-2x50-start.png"), fullPage: true });
  await page.selectOption("[data-testid=speed]", "instant");
  await clickToTheEnd(page, { maxPlies: 3000 });
  await page.screenshot({ path: join(shots, "en-gehe-2x50-end.png"), fullPage: true });
  assert.match(await page.locator("[data-testid=summary]").textContent(), /Game over/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("En Gehé 2x50 on a phone held upright: every hole is on screen and large enough to tap", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await newGame(page, { game: "en-gehe", board: "50x4", level: 3 });
  const holes = page.locator("svg.board g.hole circle.pit");
  assert.equal(await holes.count(), 100);
  for (const i of [0, 49, 99]) {
    const b = await holes.nth(i).boundingBox();
    assert.ok(b.x >= 0 && b.x + b.width <= 390, `hole ${i} is off screen: ${JSON.stringify(b)}`);
    assert.ok(b.width >= 34, `hole ${i} is too small to see: ${b.width}px`);
  }
  await page.screenshot({ path: join(shots, "en-gehe-2x50-phone.png"), fullPage: true });
  // A tap plays a move; the engine answers.
  await page.locator("svg.board g.hole.legal").first().tap();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length >= 2, null, { timeout: 30000 });
  await context.close();
});

test("a friend joins by the invitation link and a spectator watches; undo and resign work", async () => {
  const a = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const b = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const c = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const alice = await a.newPage(), bob = await b.newPage(), eve = await c.newPage();
  await alice.goto(server.base + "/");
  await alice.selectOption("[data-testid=game]", "en-dodoi");
  await alice.selectOption("[data-testid=opponent]", "friend");
  await alice.click("[data-testid=start]");
  const invite = await alice.locator("[data-testid=invite-link]").inputValue();
  const watch = await alice.locator("[data-testid=watch-link]").inputValue();
  // The lobby lists the invitation.
  await eve.goto(server.base + "/lobby");
  await eve.waitForSelector("[data-testid=accept]");
  assert.match(await eve.locator("[data-testid=age]").first().textContent(), /^opened (just now|\d+ min ago)$/);
  // Its maker sees it as its own, to open, not to accept.
  const mine = await a.newPage();
  await mine.goto(server.base + "/lobby");
  await mine.waitForSelector("[data-testid=yours]");
  assert.equal(await mine.locator("[data-testid=accept]").count(), 0);
  await mine.close();
  await bob.goto(invite);
  await bob.waitForSelector("svg.board g.hole");
  await eve.goto(watch);
  await eve.waitForSelector("svg.board g.hole");
  for (let i = 0; i < 4; i++) {
    const mover = i % 2 === 0 ? alice : bob;
    await mover.selectOption("[data-testid=speed]", "instant");
    await mover.locator("svg.board g.hole.legal").first().click();
    await eve.waitForFunction((n) => document.querySelectorAll("[data-testid=moves] li").length === n, i + 1);
  }
  assert.equal(await eve.locator("svg.board g.hole.legal").count(), 0, "a spectator cannot move");
  assert.equal(await eve.locator("[data-testid=resign]").isVisible(), false);
  // The game is in the lobby's games to watch, with the time of its last move.
  const lobby = await c.newPage();
  await lobby.goto(server.base + "/lobby");
  await lobby.waitForSelector("[data-testid=watch]");
  assert.match(await lobby.locator("[data-testid=age]").first().textContent(), /^last move (just now|\d+ min ago)$/);
  await lobby.close();
  await alice.click("[data-testid=resign]");
  await alice.click("[data-testid=resign]");
  await eve.waitForSelector("[data-testid=summary]:not([hidden])");
  assert.match(await eve.locator("[data-testid=summary]").textContent(), /South resigns: North wins/);
  await eve.screenshot({ path: join(shots, "spectator-after-resignation.png"), fullPage: true });
  await a.close(); await b.close(); await c.close();
});

test("undo against the engine takes back to my turn", async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await newGame(page, { game: "sadeqa-ii", level: 2 });
  await page.selectOption("[data-testid=speed]", "instant");
  await page.locator("svg.board g.hole.legal").first().click();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length >= 2, null, { timeout: 30000 });
  await page.waitForSelector("svg.board g.hole.legal");
  await page.click("[data-testid=undo]");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length === 0);
  await page.waitForSelector("svg.board g.hole.legal");
  await page.close();
});

test("each game has a rules page; the Maasai games give their native terms", async () => {
  const page = await browser.newPage();
  for (const game of ["en-gehe", "en-dodoi", "sadeqa-ii", "giuthi"]) {
    const res = await page.goto(`${server.base}/rules/${game}`);
    assert.equal(res.status(), 200);
    const text = await page.locator("main").textContent();
    if (game.startsWith("en-")) for (const term of ["en gurtóto", "ol mátua", "os soid"]) assert.ok(text.includes(term), `${game} lacks ${term}`);
  }
  await page.close();
});

test("after a friend game, one asks for a rematch and the other's page offers it at once", async () => {
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const a = await browser.newContext({ viewport: size });
    const b = await browser.newContext({ viewport: size });
    const alice = await a.newPage(), bob = await b.newPage();
    await alice.goto(server.base + "/");
    await alice.selectOption("[data-testid=game]", "en-dodoi");
    await alice.selectOption("[data-testid=opponent]", "friend");
    await alice.click("[data-testid=start]");
    await alice.waitForSelector("[data-testid=invite-link]");
    const first = new URL(alice.url()).searchParams.get("game");
    assert.ok(first, alice.url());
    await bob.goto(await alice.locator("[data-testid=invite-link]").inputValue());
    await bob.waitForSelector("svg.board g.hole");
    await alice.waitForFunction(() => /Your turn/.test((document.querySelector("[data-testid=status]") || {}).textContent));
    await alice.click("[data-testid=resign]");
    await alice.click("[data-testid=resign]");
    await bob.waitForSelector("[data-testid=summary]:not([hidden])");
    assert.equal(await bob.locator("[data-testid=rematch-offer]").count(), 0, "no offer before anyone asks");
    // Alice asks: she goes to the new game, waiting for Bob, now as North.
    await alice.click("[data-testid=rematch]");
    await alice.waitForFunction((id) => new URL(location.href).searchParams.get("game") !== id, first);
    await alice.waitForSelector("svg.board g.hole");
    const next = new URL(alice.url()).searchParams.get("game");
    // Bob's page, still on the finished game, offers it without a reload.
    await bob.waitForSelector("[data-testid=rematch-offer]");
    assert.match(await bob.locator("[data-testid=rematch-offer]").textContent(), /offers a rematch, colours swapped/);
    assert.match(await bob.locator("[data-testid=status]").textContent(), /Your opponent offers a rematch/, "said at the top too");
    await bob.screenshot({ path: join(shots, `rematch-offer-${size.width}.png`) });
    await bob.click("[data-testid=rematch]");
    await bob.waitForFunction((id) => new URL(location.href).searchParams.get("game") === id, next);
    await bob.waitForFunction(() => /Your turn/.test((document.querySelector("[data-testid=status]") || {}).textContent));
    const view = await (await fetch(`${server.base}/api/games/${next}`)).json();
    assert.equal(view.seats.south.taken, true);
    assert.equal(view.seats.north.taken, true);
    // Back on the finished game, each page now leads to the rematch.
    await alice.goto(server.base + "/?game=" + first);
    await alice.waitForSelector("[data-testid=go-rematch]");
    await a.close(); await b.close();
  }
});
