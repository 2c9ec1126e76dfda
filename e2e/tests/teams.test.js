// End-to-end: two teams of three browsers play En Gehé 2x40 with proposals, agreement and commits.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer, launch, shots } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function member(url, name) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => { throw new Error(`${name}: ${e.message}`); });
  await page.goto(url);
  await page.fill("[data-testid=member-name]", name);
  await page.click("[data-testid=join-team]");
  await page.waitForSelector("[data-testid=team] [data-testid=members]");
  await page.selectOption("[data-testid=speed]", "instant");
  return page;
}

test("two teams of three play En Gehé 2x40 by proposal, agreement and the sower's commit; each team's talk stays its own", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const sindillo = await context.newPage();
  await sindillo.goto(server.base + "/");
  await sindillo.selectOption("[data-testid=game]", "en-gehe");
  await sindillo.selectOption("[data-testid=board]", "40x4");
  await sindillo.selectOption("[data-testid=opponent]", "teams");
  await sindillo.fill("[data-testid=my-name]", "Sindillo");
  await sindillo.click("[data-testid=start]");
  await sindillo.waitForSelector("[data-testid=team-invite]");
  await sindillo.selectOption("[data-testid=speed]", "instant");
  const southInvite = await sindillo.locator("[data-testid=team-invite]").inputValue();
  const northInvite = await sindillo.locator("[data-testid=invite-link]").inputValue();
  const south = [sindillo, await member(southInvite, "Lesian"), await member(southInvite, "Tipis")];
  // North's first member renews North's link (South's creator saw the first one).
  const naserian = await member(northInvite, "Naserian");
  await naserian.waitForSelector("[data-testid=team-invite]");
  const northOwn = await naserian.locator("[data-testid=team-invite]").inputValue();
  assert.notEqual(northOwn, northInvite);
  const north = [naserian, await member(northOwn, "Koinet"), await member(northOwn, "Saitoti")];
  for (const page of [...south, ...north]) {
    await page.waitForFunction(() => document.querySelector("[data-testid=players]").textContent.includes("team of 3: Naserian"));
  }
  // South talks among itself.
  await south[1].fill("[data-testid=chat-input]", "the hole by the baobab");
  await south[1].click("[data-testid=chat-send]");
  await south[0].waitForFunction(() => document.querySelector("[data-testid=chat]").textContent.includes("the hole by the baobab"));

  let moves = 0;
  for (const [team, other] of [[south, north], [north, south], [south, north], [north, south]]) {
    const [sower, proposer, agreer] = team;
    // The proposer clicks a legal hole: a proposal, not a move.
    const hole = await proposer.evaluate(() => {
      const holes = [...document.querySelectorAll("svg.board g.hole.legal")];
      holes.sort((a, b) => Number(b.dataset.seeds) - Number(a.dataset.seeds));
      return holes[0].dataset.hole;
    });
    await proposer.click(`svg.board g.hole[data-hole="${hole}"]`);
    await agreer.waitForSelector("[data-testid=proposal] [data-testid=agree]");
    const proposed = await agreer.locator("[data-testid=proposal]").first().getAttribute("data-move");
    await agreer.click("[data-testid=proposal] [data-testid=agree]");
    await sower.waitForFunction(() => /\(2\)/.test(document.querySelector("[data-testid=proposals]").textContent));
    // The proposal is marked on the team's board with its agreement.
    await sower.waitForFunction(() => [...document.querySelectorAll("[data-testid=proposal-badge] text")].some((t) => t.textContent === "2"));
    // The other team sees none of it; South's chat never reaches North.
    for (const page of other) assert.equal(await page.locator("[data-testid=proposal]").count(), 0);
    for (const page of north) {
      const html = await page.content();
      assert.ok(!html.includes("the hole by the baobab"), "North sees South's chat");
    }
    // Only the sower has the Sow button.
    assert.equal(await proposer.locator("[data-testid=sow]").count(), 0);
    await sower.click(`[data-testid=proposal][data-move="${proposed}"] [data-testid=sow]`);
    moves++;
    for (const page of [...team, ...other]) {
      await page.waitForFunction((n) => document.querySelectorAll("[data-testid=moves] li").length === n, moves);
    }
    assert.match(await other[0].locator("[data-testid=moves] li").last().textContent(), new RegExp(`${proposed}$`));
  }
  await south[0].screenshot({ path: join(shots, "teams-en-gehe-2x40-south.png"), fullPage: true });
  await north[2].screenshot({ path: join(shots, "teams-en-gehe-2x40-north.png"), fullPage: true });
});
