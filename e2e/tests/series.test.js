// End-to-end: a match series in a real headless Chromium, against a real server.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer, launch, clickToTheEnd, shots } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

test("an En Dodoi series to two wins against the engine is played to its end and the tally shows", async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.base + "/");
  await page.selectOption("[data-testid=game]", "en-dodoi");
  await page.selectOption("[data-testid=opponent]", "engine");
  await page.selectOption("[data-testid=level]", "1");
  await page.selectOption("[data-testid=side]", "south");
  await page.fill("[data-testid=series-target]", "2");
  await page.click("[data-testid=start]");
  await page.waitForURL(/\?series=/);
  await page.waitForSelector("[data-testid=series] [data-testid=tally-a]");
  await page.waitForSelector("svg.board g.hole");
  const id = new URL(page.url()).searchParams.get("series");
  await page.selectOption("[data-testid=speed]", "instant");
  assert.match(await page.locator("[data-testid=series] h1").textContent(), /Series to 2 wins: En Dodoi 2×6/);
  assert.match(await page.locator("[data-testid=series-status]").textContent(), /Game 1: you play South/);

  const winner = page.locator("[data-testid=series-winner]");
  let games = 0;
  while (!(await winner.isVisible())) {
    assert.ok(games < 20, "the series should end within 20 games");
    const shown = await page.locator("[data-testid=series]").getAttribute("data-game");
    await clickToTheEnd(page, { maxPlies: 400 });
    games++;
    // Then either the next game is shown or the end of the series is announced.
    await page.waitForFunction((g) => document.querySelector("[data-testid=series-winner]")
      || document.querySelector("[data-testid=series]").dataset.game !== g, shown, { timeout: 30000 });
    if (!(await winner.isVisible())) {
      // Sides swap: game k has the human South when k is odd.
      const n = (await page.locator("[data-testid=series-game]").count());
      const side = n % 2 === 1 ? "South" : "North";
      assert.match(await page.locator("[data-testid=series-status]").textContent(), new RegExp(`Game ${n}: you play ${side}`));
    }
  }
  const view = await (await fetch(`${server.base}/api/series/${id}`)).json();
  assert.ok(view.winner === "a" || view.winner === "b", JSON.stringify(view));
  const loser = view.winner === "a" ? "b" : "a";
  assert.equal(view.tally[view.winner], 2);
  assert.ok(view.tally[loser] < 2);
  assert.equal(view.current, null);
  // The sticks: two for the winner, one per win for the other; draws as a number.
  assert.equal(await page.locator(`[data-testid=tally-${view.winner}] .stick`).count(), 2);
  assert.equal(await page.locator(`[data-testid=tally-${loser}] .stick`).count(), view.tally[loser]);
  assert.match(await page.locator("[data-testid=draws]").textContent(), new RegExp(`Draws: ${view.tally.draws}\\.`));
  assert.match(await winner.textContent(), view.winner === "a" ? /You win the series/ : /You lose the series/);
  assert.equal(await page.locator("[data-testid=series-game]").count(), view.games.length);
  await page.screenshot({ path: join(shots, "series.png"), fullPage: true });
  // Each game can be reviewed from its link.
  await page.locator("[data-testid=series-game] a").first().click();
  await page.waitForSelector("[data-testid=summary]:not([hidden])");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a friend joins a series by its invitation link", async () => {
  const a = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const b = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const alice = await a.newPage(), bob = await b.newPage();
  await alice.goto(server.base + "/");
  await alice.selectOption("[data-testid=game]", "en-dodoi");
  await alice.selectOption("[data-testid=opponent]", "friend");
  await alice.fill("[data-testid=series-target]", "3");
  await alice.click("[data-testid=start]");
  const invite = await alice.locator("[data-testid=series-invite-link]").inputValue();
  assert.match(invite, /\?series=.+&invite=/);
  // The lobby lists the series invitation.
  await bob.goto(server.base + "/lobby");
  await bob.waitForSelector("[data-testid=accept-series]");
  await bob.goto(invite);
  await bob.waitForSelector("svg.board g.hole");
  assert.match(await bob.locator("[data-testid=series-status]").textContent(), /Game 1: you play North/);
  await alice.waitForFunction(() => !document.querySelector("[data-testid=series-invite-link]"));
  await alice.selectOption("[data-testid=speed]", "instant");
  await alice.locator("svg.board g.hole.legal").first().click();
  await bob.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length === 1);
  // Bob resigns game 1: the tally gives Alice a stick and game 2 starts with Bob as South.
  await bob.click("[data-testid=resign]");
  await bob.click("[data-testid=resign]");
  await alice.waitForFunction(() => document.querySelectorAll("[data-testid=tally-a] .stick").length === 1);
  await bob.waitForFunction(() => /Game 2: you play South/.test(document.querySelector("[data-testid=series-status]")?.textContent || ""), null, { timeout: 15000 });
  await bob.waitForSelector("svg.board g.hole.legal");
  await a.close(); await b.close();
});

test("a team series: the other team joins by its link with a name, proposes and sows, and the teams swap sides", async () => {
  const a = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const b = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const sindillo = await a.newPage(), naserian = await b.newPage();
  const errors = [];
  for (const page of [sindillo, naserian]) page.on("pageerror", (e) => errors.push(e.message));
  await sindillo.goto(server.base + "/");
  await sindillo.selectOption("[data-testid=game]", "en-dodoi");
  await sindillo.selectOption("[data-testid=opponent]", "teams");
  await sindillo.fill("[data-testid=my-name]", "Sindillo");
  await sindillo.fill("[data-testid=series-target]", "2");
  await sindillo.click("[data-testid=start]");
  await sindillo.waitForURL(/\?series=/);
  await sindillo.waitForSelector("[data-testid=team] [data-testid=members]");
  await sindillo.selectOption("[data-testid=speed]", "instant");
  assert.match(await sindillo.locator("[data-testid=series-status]").textContent(), /Game 1: your team plays South/);
  const invite = await sindillo.locator("[data-testid=series-invite-link]").inputValue();
  assert.match(invite, /\?series=.+&invite=/);
  // The other team's first member gives a name and joins team B.
  await naserian.goto(invite);
  await naserian.fill("[data-testid=member-name]", "Naserian");
  await naserian.click("[data-testid=join-team]");
  await naserian.waitForSelector("[data-testid=team] [data-testid=members]");
  await naserian.selectOption("[data-testid=speed]", "instant");
  assert.match(await naserian.locator("[data-testid=series-status]").textContent(), /Game 1: your team plays North/);
  assert.match(await naserian.locator("[data-testid=series]").textContent(), /Team B \(your team\): Naserian ★/);
  await sindillo.waitForFunction(() => !document.querySelector("[data-testid=series-invite-link]"));
  // Game 1: Sindillo (team A's sower) proposes by clicking a hole, then sows it.
  await sindillo.locator("svg.board g.hole.legal").first().click();
  await sindillo.click("[data-testid=proposal] [data-testid=sow]");
  await naserian.waitForFunction(() => document.querySelectorAll("[data-testid=moves] li").length === 1);
  // Naserian resigns for team B: A has a stick, and game 2 has team B South.
  await naserian.click("[data-testid=resign]");
  await naserian.click("[data-testid=resign]");
  await sindillo.waitForFunction(() => document.querySelectorAll("[data-testid=tally-a] .stick").length === 1);
  await naserian.waitForFunction(() => /Game 2: your team plays South/.test(document.querySelector("[data-testid=series-status]")?.textContent || ""), null, { timeout: 15000 });
  await naserian.waitForSelector("[data-testid=team] [data-testid=members]");
  await naserian.locator("svg.board g.hole.legal").first().click();
  await naserian.click("[data-testid=proposal] [data-testid=sow]");
  await sindillo.waitForFunction(() => /Game 2: your team plays North/.test(document.querySelector("[data-testid=series-status]")?.textContent || "")
    && document.querySelectorAll("[data-testid=moves] li").length === 1, null, { timeout: 15000 });
  // Sindillo resigns game 2 (one each), Naserian game 3: team A takes the series.
  await sindillo.click("[data-testid=resign]");
  await sindillo.click("[data-testid=resign]");
  await naserian.waitForFunction(() => /Game 3: your team plays North/.test(document.querySelector("[data-testid=series-status]")?.textContent || ""), null, { timeout: 15000 });
  await naserian.waitForSelector("[data-testid=resign]:not([hidden])");
  await naserian.click("[data-testid=resign]");
  await naserian.click("[data-testid=resign]");
  await sindillo.waitForSelector("[data-testid=series-winner]", { timeout: 15000 });
  assert.match(await sindillo.locator("[data-testid=series-winner]").textContent(), /Your team wins the series — Team A wins, 2 wins to 1/);
  await naserian.waitForSelector("[data-testid=series-winner]", { timeout: 15000 });
  assert.match(await naserian.locator("[data-testid=series-winner]").textContent(), /Your team loses the series/);
  await sindillo.screenshot({ path: join(shots, "series-teams.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await a.close(); await b.close();
});
