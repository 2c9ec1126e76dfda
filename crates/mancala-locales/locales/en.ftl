# The English catalog of the mancala page: the source of every translation.
# Each message is one text of the page. Keep the ids; translate the values.
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } must be kept; plurals and selectors follow CLDR.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}

## The header on every page

nav-play = Play
nav-analysis = Analysis
nav-studies = Studies
nav-lobby = Lobby
nav-rules = Rules

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = Loading…
server-unreachable = Cannot reach the server: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = Could not join: { $error }. You are watching.
copy = Copy
# The picker of languages in the header (its label for screen readers).
language-picker = Language
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (draft)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] South
   *[north] North
}
player-human = Player
player-engine = Engine level { $level }

## Joining a team

join-team-heading = Join a team: { $game } 2×{ $holes }
join-team-text = Your team decides each move together; the sower commits it.
your-name = Your name
join-team-button = Join the team

## The 404 page

not-found-title = Page not found · mancala
not-found-heading = There is no page here
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = The address may be mistyped, or the page may have moved. A game's own link looks like <code>/?game=…</code>, and the games in progress are listed in the <a>lobby</a>.
not-found-start = Start a game
not-found-analysis = Analysis board

## The new-game page (/)

home-title = mancala: play
home-heading = New game
home-game = Game
# The link beside the game's choice before a game is chosen.
home-rules = rules
# The link to a game's rules page: "En Dodoi rules".
game-rules = { $game } rules
game-note-en-gehe = The Maasai game of long rows (40 to 50 holes), played by two teams; long games.
game-note-en-dodoi = The Maasai game on 6 to 10 holes a row: relay sowing, capture from the hole opposite. Quick.
game-note-sadeqa-ii = From Oromia: captures on either side; a player left without a move loses.
game-note-giuthi = The Kikuyu game: sow either way, laps alternate direction, extra moves and chain captures.
home-board-label = Board
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] { $seeds } seed a hole
   *[other] { $seeds } seeds a hole
}{ $usual ->
    [true] {" "}(usual)
   *[false] {""}
}
home-board-custom = custom size…
home-holes = Holes a row
home-seeds = Seeds a hole
home-play-against = Play against
home-opponent-engine = the engine
home-opponent-friend = a friend (invitation link)
home-opponent-teams = team against team (up to 8 a side)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] The engine answers at once; level 1 is gentle, level 10 searches hard.
    [friend] You get a link to send; the game starts when your friend opens it.
   *[teams] Two teams propose and agree on moves; each team's sower commits them.
}
home-engine-level = Engine level
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = level { $level }{ $level ->
    [1] {" "}(easiest)
    [10] {" "}(strongest)
   *[other] {""}
}
home-my-side = My side
home-side-south = South (moves first)
home-listed = list the invitation in the lobby (anyone may accept)
home-team-game = Team game
home-clock = Turn clock (seconds, empty for none)
# The placeholder of the empty turn clock.
home-clock-none = none
home-team-hint = You lead South's team and sow first (in a series, team A: South in the first game, sides swapping every game); when the clock runs out the most agreed proposal is played, or with none the engine (at the level above) plays for the team.
# "Series to [number] wins": the words before and after the number's box.
home-series-before = Series to
home-series-after = wins
# The placeholder of the empty series box.
home-single-game = single game
home-series-hint = Empty for a single game; a number plays games until one side has that many wins, sides swapping every game.
home-rule-options = Rule options
home-start = Start the game
home-holes-range = Holes a row must be { $min } to { $max }.
home-seeds-range = Seeds a hole must be { $min } to { $max }.
home-series-range = A series is played to 1 to 99 wins.
home-offline-note = No connection: a game against the engine is played on this device. Games with a friend, teams and series need a connection.
home-unreachable = The server cannot be reached: games with a friend, teams and series need a connection. A single game against the engine can be played on this device.

## Rule options (by their names in the catalogue of games)

option-lap-limit = Lap limit
option-lap-limit-hint = A sowing that has not ended within this many laps is not a legal move (relay sowing can go on for ever).
option-capture-lone-seed = Capture a lone seed
option-capture-lone-seed-hint = When the hole opposite the end hole is empty, the last seed is still captured on its own.
option-repetition = When a position repeats
option-repetition-hint = Own row: each side adds the seeds in its own row to its captures and the higher total wins. Draw: the game is drawn.
option-repetition-own-row = own row counts
option-repetition-draw = draw
option-opening-rule = Forced opening
option-opening-rule-hint = Each player's first move must be from the rightmost hole.

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: lobby
lobby-heading = Lobby
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] { $seeds } seed a hole
   *[other] { $seeds } seeds a hole
}
# How long ago something happened.
ago-now = just now
ago-minutes = { $count } min ago
ago-hours = { $count } h ago
ago-days = { $count ->
    [one] a day ago
   *[other] { $count } days ago
}
lobby-opened = opened { $ago }
lobby-last-move = last move { $ago }
lobby-started = started { $ago }
lobby-yours = Your invitation: waiting for someone to accept it
lobby-yours-team = Your team game: waiting for the other team
# $waiting and $seat are "south" or "north".
lobby-team-waits = A team game: { $waiting ->
    [south] South
   *[north] North
}'s team waits; you would join { $seat ->
    [south] South
   *[north] North
}'s team
lobby-player-waits = { $player } waits; you would play { $seat ->
    [south] South
   *[north] North
}
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, ply { $ply }
lobby-open = Open
lobby-accept = Accept
lobby-watch = Watch
lobby-open-heading = Open invitations
lobby-playing-heading = Games to watch
lobby-no-invitation = No open invitation right now.
lobby-no-game = No game in progress.

## Match series (/?series=ID)

series-loading = Loading the series…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] team series
   *[false] series
} to { $target ->
    [one] { $target } win
   *[other] { $target } wins
}
series-lobby-team-waits = A team waits; you would join team { $player }
series-lobby-player-waits = A player waits; you would be player { $player }
series-title = Series to { $target ->
    [one] { $target } win
   *[other] { $target } wins
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (engine level { $level })
# $you is "true" for the reader's own team.
series-team-members = Team { $team }{ $you ->
    [true] {" "}(your team)
   *[false] {""}
}: { $members }
series-team-waiting = Team { $team }{ $you ->
    [true] {" "}(your team)
   *[false] {""}
} — waiting for members
series-team = Team { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = Player { $player }{ $you ->
    [true] {" "}(you)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— waiting to join
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(you)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— waiting to join
   *[false] {""}
}
series-in-progress = in progress
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] no move left
    [repetition] repetition
   *[resignation] resignation
}
series-draw = draw ({ $how })
series-draw-score = draw { $a }–{ $b } ({ $how })
series-game-won = { $winner } wins ({ $how })
series-game-won-score = { $winner } wins { $a }–{ $b } on points ({ $how })
series-wins = { $count ->
    [one] { $count } win
   *[other] { $count } wins
}
# The title of one tally stick.
series-stick = a win
series-wins-of = { $wins } of { $target }
series-over = Series over
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] Your team wins the series
       *[false] Your team loses the series
    }
   *[false] { $won ->
        [true] You win the series
       *[false] You lose the series
    }
} — { $winner } wins
series-over-winner = { $winner } wins the series
series-over-score = { $who }, { $wins } wins to { $losses }{ $draws ->
    [0] {""}
    [one] {" "}({ $draws } draw)
   *[other] {" "}({ $draws } draws)
}.
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = Game { $number }{ $side ->
    [south] { $team ->
        [true] : your team plays South (your team moves first)
       *[false] : you play South (you move first)
    }
    [north] { $team ->
        [true] : your team plays North
       *[false] : you play North
    }
   *[none] {""}
}.
series-game-next = Game { $number } is over; game { $next } is starting…
series-invite-team = Send this link to the other team; each of its members (up to eight) joins with it:
series-invite = Send this link to your opponent; it works once:
invitation-label = Invitation:
series-game = Game { $number }
series-game-line = : { $south } South — { $result }
series-draws = Draws: { $draws }. Each win is a stick (ol alai, the Maasai tally sticks); draws do not count toward the target. Sides swap every game; South moves first.{ $team ->
    [true] {" "}Each team keeps its members and its sower from game to game; a team's link adds a member for the rest of the series.
   *[false] {""}
}
series-games = Games ({ $count })
series-link-label = Series link:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] South
   *[north] North
} wins
result-draw = Draw
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] South
   *[north] North
} wins { $a }–{ $b } on points{ $after ->
    [true] {" "}after a repetition
   *[false] {""}
}
result-draw-on-points = Draw { $a }–{ $b } on points{ $after ->
    [true] {" "}after a repetition
   *[false] {""}
}
result-resigns = { $loser ->
    [south] South
   *[north] North
} resigns: { $winner ->
    [south] South
   *[north] North
} wins
result-resigns-detail = Captured when the game stopped: South { $south }, North { $north }.
result-cannot-move = { $stuck ->
    [south] South
   *[north] North
} cannot move: { $winner ->
    [south] South
   *[north] North
} wins
result-sadeqa-detail = In Sadeqa II a player left without a move loses, whatever the counts. Seeds left in the rows: South { $southRow }, North { $northRow }; captured: South { $south }, North { $north }.
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] South
   *[north] North
}: { $captured } captured{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] swept
       *[left] left in the row
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = Neither side can sow. { $parts }.
result-no-move-detail = { $stuck ->
    [south] South
   *[north] North
} cannot move{ $swept ->
    [0] {""}
    [one] ; the { $swept } seed left goes to { $mover ->
        [south] South
       *[north] North
    }
   *[other] ; the { $swept } seeds left go to { $mover ->
        [south] South
       *[north] North
    }
}. { $parts }.
result-repetition-draw = Draw by repetition
result-repetition-draw-detail = A position came back, and a repetition is a draw in this game.
result-repetition-detail = A position came back: each side adds the seeds in its own row to its captures. { $parts }.
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] Your team wins
       *[false] Your team loses
    }
   *[false] { $won ->
        [true] You win
       *[false] You lose
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = Moves
game-no-move = No move yet.
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] South
   *[north] North
} { $move }
game-players = Players
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] South
   *[north] North
}: { $who }{ $you ->
    [true] {" "}(you)
   *[false] {""}
}
game-captured-count = captured { $captured }
game-captured = { $captured } captured
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = { $total } points ({ $captured } captured + { $more } { $kind ->
    [swept] swept
   *[left] left in the row
})
game-you = You
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(you)
    [team] {" "}(your team)
   *[none] {""}
}
game-team-of = team of { $count }: { $members }
game-team-nobody = team: nobody yet
game-waiting-to-join = waiting to join
game-thinking = thinking
game-animation = Animation
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] slow
    [normal] normal
    [fast] fast
   *[instant] instant
}
game-skip = Skip animation
game-pass = Pass
game-undo = Undo
game-resign = Resign
game-resign-confirm = Really resign? Click again
game-show-sowing = Show the sowing
game-back-live = Back to the game
game-analyse-here = Analyse from here
step-first = First position (Home)
step-back = One move back (←)
step-next = One move on (→)
step-last = Last position (End)
game-ply-of = ply { $ply } of { $plies }
review-start-position = the start position (ply 0).
review-ply = ply { $ply } of { $plies }, { $side ->
    [south] South
   *[north] North
} played { $move }.
game-download = Download record
game-download-json = as JSON
game-spectator-link = Spectator link:
game-local-note = Played on this device against the engine: no connection needed. Games with other people need the server.
# "This game is part of a [match series]." around the link.
game-in-series-before = This game is part of a{" "}
game-in-series-link = match series
game-in-series-after = .
game-over = Game over
game-over-headline = { $headline }.
game-over-plies = { $count ->
    [one] { $count } ply. Step through it with the buttons or the arrow keys.
   *[other] { $count } plies. Step through them with the buttons or the arrow keys.
}
game-review = Review
game-no-replay-start = This game cannot be stepped through here (it did not start from the start position).
game-no-replay = This game cannot be stepped through here.
game-analysis-failed = Could not open the analysis board: { $error }
no-game-title = mancala: no such game
no-game-heading = No such game
no-game-text = There is no game at this address: the link may be mistyped, or the game was never started.
no-game-start = Start a new game
no-game-lobby = Find one in the lobby
local-no-game-text = There is no game at this address on this device: a game played without the server is kept only in the browser that played it.
cancel = Cancel
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = Sow hole { $hole }: which way?
direction-left = ← to my left ({ $move })
direction-right = to my right → ({ $move })
direction-status = Hole { $hole }: choose the direction of its first lap (below the board), or another hole.
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = Clock: { $seconds } s a turn{ $waiting ->
    [true] , from when both teams have someone
   *[false] {""}
}
clock-left = Clock: { $seconds } s for { $side ->
    [south] South
   *[north] North
}
invite-team-strong = Send this link to the other team
invite-team-rest = {" "}(each of them opens it to join); the game starts when the first one does:
invite-friend-strong = Send this link to your friend
invite-friend-rest = {" "}(it works once); the game starts when they open it:
rematch = Rematch
rematch-watch = Watch the rematch
rematch-go = Go to the rematch
rematch-join = Join the rematch
rematch-accept = Accept the rematch
rematch-offer-team = A rematch has started, colours swapped: each member joins it for their team.
rematch-offer = Your opponent offers a rematch, colours swapped.
rematch-failed = Could not start the rematch: { $error }

## The status line of a game

status-reviewing = Reviewing: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }.{ $rematch ->
    [team] {" "}A rematch has started: join it below.
    [opponent] {" "}Your opponent offers a rematch: accept it below.
   *[none] {""}
}
status-plays = { $side ->
    [south] South
   *[north] North
} plays { $move }…
status-waiting-team = Waiting for the other team: send them the link above. The game starts when someone joins.
status-waiting-friend = Waiting for your friend to join: send the invitation link above.
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] South
       *[north] North
    } passed (no sowing).{" "}
    [extra] Extra move for { $side ->
        [south] South
       *[north] North
    }: the sowing ended in { $side ->
        [south] South
       *[north] North
    }'s own row without crossing.{" "}
   *[none] {""}
}{ $text }
status-must-pass = Your turn: you have no sowing, so you pass. Press Pass.
status-extra-move = Extra move: your sowing ended in your own row without crossing. Play again.
status-your-turn = Your turn: choose a highlighted hole.
status-engine-thinking = { $engine } ({ $side ->
    [south] South
   *[north] North
}) is thinking…
status-team-deciding = { $side ->
    [south] South
   *[north] North
}'s team is deciding…
status-waiting-move = Waiting for { $side ->
    [south] South
   *[north] North
} to move.
status-watching = { $side ->
    [south] South
   *[north] North
} to move. You are watching.
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] Your team's turn: you are the sower. Sow a proposal (team panel below) when the team agrees, or click a hole to propose another.
   *[none] Your team's turn: you are the sower. Click a hole to propose a move; you sow it when the team agrees.
}
status-team-member = { $proposals ->
    [some] Your team's turn: agree with a proposal (team panel below), or click a hole to propose another.
   *[none] Your team's turn: click a hole to propose it.
}

## The team panel of a team game

team-heading = Your team: { $side ->
    [south] South
   *[north] North
}
team-over = The game is over.
team-no-opponent = The game starts when someone joins the other team.
team-turn-sower = Your team's turn: you are the sower; sow a proposal when the team agrees.
team-turn-member = Your team's turn: click a hole to propose it, or agree with a proposal.
team-other-deciding = The other team is deciding.
team-proposals = Proposals
# A proposal: who proposed it, who agreed and how many.
team-proposal = proposed by { $by }; agreed: { $agreed } ({ $count })
team-you-agree = you agree
team-agree = Agree
team-sow = Sow { $move }
team-no-proposal = No proposal yet.
team-withdraw = Withdraw my agreement
team-members = Members
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ sower
   *[false] {""}
}{ $you ->
    [true] {" "}(you)
   *[false] {""}
}{ $away ->
    [true] {" "}— away
   *[false] {""}
}
team-hand-sower = Hand the sower role to
team-sower-away = The sower is away: give the role to
team-give = Give
team-level = level { $level }
team-add-engine = Add an engine member
team-add = Add
team-invite = Invite your team:
team-chat = Team chat (your team only)
team-chat-placeholder = Message to your team
team-chat-send = Send
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = proposed { $proposals } (agreements)

## The board (for screen readers)

board-label = board
# A hole: "South hole 3: 4 seeds".
hole = { $side ->
    [south] South
   *[north] North
} hole { $hole }: { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = { $side ->
    [south] South
   *[north] North
} hole { $hole }: { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = Skip to the board
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] South
   *[north] North
} sowed { $move }: { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
}{ $captured ->
    [0] {""}
    [one] , captured { $captured } seed
   *[other] , captured { $captured } seeds
}.
announce-pass = { $side ->
    [south] South
   *[north] North
} passed.
hole-last-from = the last move started here
hole-last-end = the last move ended here
hole-captured = captured by the last move

## Server jobs (analysis, solving, review)

job-too-many = Too many jobs at once: { $error }
job-too-many-retry = Too many jobs at once: { $error } Try again in { $seconds } s.

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = The request is not valid.
error-unauthorized = You are not allowed to do this.
error-forbidden = This is refused.
error-not-found = Not found.
error-no-route = There is nothing at this address.
error-method-not-allowed = This address does not take that method.
error-body-timeout = The request did not arrive in time.
error-conflict = This cannot be done now.
error-body-too-large = The request is too large.
error-url-too-long = The address is too long.
error-unsupported-coding = The request is in a coding the server does not read.
error-unprocessable = This cannot be done.
error-too-many-requests = Too many requests: try again in a moment.
error-not-implemented = The server does not do this.
error-unavailable = The server is busy: try again in a moment.
error-internal-error = The server failed; nothing was changed.
error-no-seat = You hold no seat in this game.
error-invalid-invite = This invitation is not valid (or was used already).
error-invite-expired = This invitation has expired (invitations last a day).
error-game-over = The game is over.
error-game-not-over = The game is not over: a rematch comes after it.
error-rematch-in-series = A game of a series is followed by the series' next game, not a rematch.
error-in-rematch = You are in the rematch already.
error-opponent-not-joined = The game has not started: waiting for the other player (or team) to join with the invitation.
error-not-your-turn = It is not your turn.
error-illegal-move = This move is not legal here.
error-undo-not-here = Undo is only for games against the engine.
error-engine-thinking = The engine is choosing its move: try again.
error-resigned = The game was resigned.
error-nothing-to-undo = Nothing to undo.
error-game-counted = This game of a series is over and counted.
error-not-team-game = This is not a team game.
error-engine-games-full = Too many games between engines are in progress: try later.
error-not-member = You hold no place in this game.
error-not-your-teams-turn = It is not your team's turn.
error-not-sower = Only your team's sower acts for the team (moves, resigning, take-backs); propose a move instead.
error-invalid-team-invite = This team invitation is not valid.
error-team-full = The team is full.
error-no-proposal = There is no such proposal this turn.
error-no-member = There is no such member in your team.
error-sower-refused = The sower role cannot be given so.
error-invalid-team-request = The team request is not valid.
error-chat-too-fast = Too many messages: wait a moment.
error-series-over = The series is over.
error-no-game = There is no such game.
error-no-series = There is no such series.
error-no-job = There is no such job (finished jobs are kept 10 minutes).
error-no-study = There is no such study.
error-study-exists = This position is already a study.
error-not-job-owner = This token does not control the job.
error-busy = Too much is asked at once: try again in a moment.
error-changed-elsewhere = Someone else changed this first: try again.
error-store-failed = The server could not save this; nothing was changed.
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = holes { $first }–{ $last } ({ $side ->
    [south] South
   *[north] North
}'s count)

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = rules
stop = Stop
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] S
   *[north] N
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] win in { $plies }
   *[loss] loss in { $plies }
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = { $seconds } s

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: analysis
analysis-title-game = mancala: analysis, { $game } 2×{ $holes }
analysis-heading = Analysis board
analysis-heading-game = Analysis: { $game } 2×{ $holes }
analysis-nav-first = The first position (Home)
analysis-nav-back = One move back (←)
analysis-nav-next = One move on (→)
analysis-nav-last = The end of this line (End)
analysis-flip = Flip
    .title = Turn the board round
analysis-edit = Edit position
analysis-engine = Engine
analysis-engine-more = Go on ({ $seconds } s)
analysis-solve-time = time for the solver
analysis-solve = Solve
analysis-solver = Solver
analysis-delete-line = Delete from here
analysis-promote = Make main line
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = A position JSON, { $json }, or a game record, { $record }
analysis-paste-label = a position or a record
analysis-paste-summary = Paste a position or a record
analysis-paste-empty = Paste a position JSON or a record first.
analysis-paste-bad-json = This is not valid JSON: { $error }
analysis-paste-open = Open
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = The position in this address does not parse as JSON ({ $error }).
analysis-url-not-object = The position in this address is not a position object.
analysis-url-bad-ply = The ply in this address, "{ $ply }", is not a whole number of plies.
# $games lists the games' names.
analysis-url-no-game = There is no game "{ $game }": the games are { $games }.
analysis-url-cannot-show = This position cannot be shown.
analysis-bad-url-heading = This analysis cannot be opened
analysis-bad-url-text = The address may have been cut short or changed. Start from a fresh board instead.
analysis-open-empty = Open an empty analysis board
analysis-record-unreadable = The record cannot be read: { $error }
analysis-position-refused = The position is refused: { $error }
analysis-ply-past-record = Ply { $ply } is past the record's { $plies } plies.
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = The line { $line } cannot be played: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← to the mover's left ({ $move })
analysis-direction-right = to the mover's right → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } is not legal here (legal: { $legal }).
# Beside the heading: where the position comes from.
analysis-from-record = from a record of { $plies } plies (its history counts)
analysis-from-position = from a set-up position (no history)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $result ->
    [win] win
    [loss] loss
   *[draw] draw
} by { $margin } for { $side ->
    [south] South
   *[north] North
}
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $result ->
    [win] win
    [loss] loss
   *[draw] draw
} for { $side ->
    [south] South
   *[north] North
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: between { $lower } and { $upper } for { $side ->
    [south] South
   *[north] North
}
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
analysis-solve-letter = { $result ->
    [win] W
    [loss] L
   *[draw] D
}
analysis-to-move = to move
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = Ply { $ply }: { $text }
analysis-status-over = { $headline }. { $detail }
analysis-status-pass = { $side ->
    [south] South
   *[north] North
} has no sowing and passes.
analysis-status-move = { $side ->
    [south] South
   *[north] North
} to move. Click a highlighted hole to play it.
analysis-no-move = No move yet: play one on the board. Each move you try is kept here; go back (←) and play another to branch.
analysis-share = Share
analysis-share-hint = This link opens the board exactly as it is now: the same position, history and line.
analysis-share-link = Link:
# <code> marks the command, which is not translated.
analysis-share-json = This position as JSON (for <code>{ $command }</code>):
analysis-engine-off = off
analysis-engine-over = the game is over
analysis-engine-no-move = No move to analyse: { $headline }.
analysis-engine-starting = starting…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] failed: { $error }
    [stopped] stopped
   *[done] done
}
analysis-engine-end-depth = depth { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = South { $score } by the engine (depth { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = depth { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(searching { $searching })
} · { $nodes } nodes · { $rate } · { $seconds } s
analysis-engine-hint = Scores in seeds for { $side ->
    [south] South
   *[north] North
}, who is to move ("win in 7": the search sees the game's end).
analysis-depth = depth { $depth }
analysis-play-to-here = Play the line to here
analysis-solve-over = The game is over here: nothing to solve.
analysis-solve-starting = Starting the solver…
analysis-solve-searching = Searching: { $nodes } nodes, { $elapsed } s of { $seconds } s; the value is between { $lower } and { $upper }.
analysis-solve-hint = The solver proves the exact outcome with best play from here (the final margin in seeds, or in Sadeqa II win, draw or loss) and the value of every move, within the time you give it.
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = Proved: { $result ->
    [draw] a draw
    [win] a win for { $side ->
        [south] South
       *[north] North
    }
   *[loss] a loss for { $side ->
        [south] South
       *[north] North
    }
}{ $margin ->
    [none] {""}
   *[other] {" "}by { $margin }
}
analysis-solve-proved-detail = {" "}(value { $value } for { $side ->
    [south] South
   *[north] North
}, { $nodes } nodes, { $seconds } s).
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = Not proved { $stopped ->
    [true] before it was stopped
   *[false] in the time given
}: the value for { $side ->
    [south] South
   *[north] North
} is between { $lower } and { $upper }.
analysis-solve-unproved = Not proved { $stopped ->
    [true] before it was stopped
   *[false] in the time given
}.
analysis-optimal-line = Optimal line:{" "}
analysis-play-it = Play it
analysis-solve-move = Move
analysis-solve-outcome-for = Outcome for { $side ->
    [south] South
   *[north] North
}
analysis-solve-margin = Margin
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] win
    [loss] loss
    [draw] draw
   *[none] not proved
}
analysis-editing = Editing: click a hole, then add or take seeds (+ and − keys too).
analysis-edit-size = A board has { $minHoles } to { $maxHoles } holes a row and { $minSeeds } to { $maxSeeds } seeds a hole at the start.
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] lap limit
    [capture_lone_seed] capture lone seed
    [opening_rule] opening rule
    [repetition] repetition
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] own-row
   *[draw] draw
}
analysis-opening-made = Opening move made:{" "}
analysis-edit-heading = Set up a position
analysis-edit-hint = Click a hole, then add or take seeds with − and + (or type the count). Every seed of the game must be on the board or among the captures.
analysis-edit-start = Start position
analysis-edit-clear = Clear the board
analysis-edit-balance = Rest to the captures
analysis-edit-seeds = Seeds a hole at the start
analysis-edit-to-move = To move
analysis-edit-captured = { $side ->
    [south] South
   *[north] North
} captured
analysis-edit-done = Analyse this position
analysis-hole = { $side ->
    [south] South
   *[north] North
} hole { $hole }
analysis-hole-seeds = { $side ->
    [south] South
   *[north] North
} hole { $hole } seeds
analysis-hole-not-whole = a count is a whole number
analysis-hole-negative = { $count } seeds: a hole cannot hold fewer than 0
analysis-hole-too-many = { $count } seeds is more than { $max }, the most a hole may hold
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }.
analysis-board-over = The board holds { $onBoard } seeds, { $over } more than the game's { $total }: take some away.
analysis-no-hole = No hole chosen: click one on the board.
analysis-seed-less = one seed less
analysis-seed-more = one seed more
analysis-hole-empty = Empty
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = On the board { $onBoard } + captured { $captured } = { $sum } of the game's { $total }{ $state ->
    [complete] : complete.
    [missing] : { $count ->
        [one] { $count } seed missing.
       *[other] { $count } seeds missing.
    }
   *[over] : { $count } too many.
}
analysis-captured-whole = The captured counts must be whole numbers, 0 or more.
analysis-total-wrong = The board total is wrong: { $sum } seeds on the board and captured, but the game has { $total } (2 × { $holes } holes × { $seeds }). Use "Rest to the captures" or change the counts.

## A finished game's review (/review?game=ID)

review-title = mancala: review
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: review: { $game } 2×{ $holes }
review-heading = Review: { $game } 2×{ $holes }
review-back = Back to the game
review-new-game = New game
review-analysis = Analysis board
review-no-id-heading = No game to review
review-no-id-text = This address names no game: a review is opened as /review?game=ID, from a finished game's page.
review-no-game-text = There is no game at this address.
review-not-over-heading = The game is not over yet
review-not-over-text = A game is reviewed once it has ended. Come back when it is finished.
review-record-unreadable = The record cannot be read
review-nav-first = The start (Home)
review-nav-back = One ply back (←)
review-nav-next = One ply on (→)
review-nav-last = The end (End)
review-the-game = the game
review-summary = { $headline } after { $plies } plies.
review-evaluation = Evaluation
review-accuracy = Accuracy
review-reviewing = Reviewing: the engine and the solver look at every move…
review-try-again = Try again
review-progress = { $done } of { $total } plies reviewed, { $seconds } s
review-done = All { $total } plies reviewed in { $seconds } s. Click the graph or a move to see that position.
review-failed = The review failed: { $error }
review-stopped = Stopped after { $done } of { $total } plies.
review-again = Review again
review-best-here = best here: { $move }
review-start = The start position.
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] Best
    [good] Good
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] best
    [good] good
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = Ply { $ply }: { $side ->
    [south] South
   *[north] North
} played { $move }{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , loses { $loss }
    })
}.
review-graph-label = evaluation for South over the plies
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = ply { $ply }: { $side ->
    [south] South
   *[north] North
} { $move }, { $name } (South { $eval })
review-point-label = ply { $ply }
review-better = best { $best }, −{ $loss }
review-waiting = Waiting for the review…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] player
   *[other] engine level { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = Go to { $side ->
    [south] South
   *[north] North
}'s next { $class ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } inaccuracy
       *[other] { $count } inaccuracies
    }
    [mistake] { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
   *[blunder] { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
}
review-explain-summary = How moves are classed
review-explain = Each move is compared with the best move in the same position. Its loss is how many seeds of final margin it gives away against the best move (giving one seed away moves the margin by two): exactly, by the solver, where it proves every move; by the engine's search otherwise (such moves are marked ≈).
review-loses-nothing = loses nothing: as good as the best move
review-loses-range = loses { $from } to { $to } { $to ->
    [one] seed
   *[other] seeds
}
review-loses-more = loses { $from } seeds or more
review-thresholds-later = The thresholds come with the review.
review-sadeqa = Sadeqa II is scored by result (win 1, draw 0, loss −1): where the solver proves it, a move that loses one result (a win to a draw, a draw to a loss) is a mistake, two (a win to a loss) a blunder.
review-accuracy-formula = Accuracy: each move of a side scores by its class: best 100, good 90, inaccuracy 70, mistake 40, blunder 0; a side's accuracy is the mean of these scores over its moves, leaving out forced moves (a position with a single legal move).
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } was the best move ({ $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value } for { $side ->
    [south] South
   *[north] North
}).
review-note-good = { $move } is good: it loses { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } against { $best } ({ $played } instead of { $value }).
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } loses { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } { $loss ->
    [one] seed
   *[other] seeds
} for { $side ->
    [south] South
   *[north] North
} ({ $played }). Better was <strong>{ $best }</strong> ({ $value }).

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: studies
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] beyond 10
   *[other] { $level } of 10
}
studies-every-game = every game
studies-any-size = any size
studies-any-difficulty = any difficulty
studies-level = level { $level }
studies-heading = Studies and puzzles
studies-analysis = Analysis board
studies-intro = Positions with a proved outcome: find the moves that keep it. Any move that keeps the exact value counts; the solver answers for the other side.
studies-daily = Puzzles of the day
studies-filter-board = Board
studies-filter-difficulty = Difficulty
studies-no-daily = No puzzle today.
studies-none = No study matches these filters.
studies-col-study = Study
studies-col-task = Task
studies-solved-here = solved in this browser
studies-difficulty-title = the lowest engine level that finds the solution
studies-pager = { $total ->
    [one] { $total } study
   *[other] { $total } studies
}, page { $page } of { $pages }
studies-previous = ← Previous
studies-next = Next →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· solved ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] South
   *[north] North
} to move and { $goal ->
    [win-by] win by { $value }
    [win] win
    [draw] draw
    [lose] lose
   *[lose-by] lose by no more than { $value }
}
submit-position-label = the position as JSON
submit-name-placeholder = e.g. A quiet capture
submit-button = Submit
submit-summary = Submit a position as a study
# <a> is the link to the analysis board.
submit-hint = Set the position up on the <a>analysis board</a> and copy its JSON from there (under Share). The server accepts it when the solver proves, within its time limit, that exactly one first move keeps the position's value: a study has one solution.
submit-no-name = Give the study a name.
submit-bad-json = The position is not valid JSON: { $error }
submit-checking = The solver is checking it…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = Accepted: <a>{ $stipulation }</a>.
# <a> links to the study the position already is.
submit-exists = Not accepted: this position is already <a>a study</a>.
submit-refused = Not accepted: { $error }
submit-position = Position (JSON)
submit-name = Name
puzzle-no-study-title = mancala: no such study
puzzle-no-study = No such study
puzzle-cannot-open = The study cannot be opened
puzzle-all-studies = All studies
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: study { $name }
puzzle-hint = Hint
puzzle-restart = Start again
puzzle-analyse = Analyse
puzzle-no-moves = None yet: your first move is the key.
puzzle-task = Your task
puzzle-task-text = You play { $side ->
    [south] South
   *[north] North
}; the solver answers for { $other ->
    [south] South
   *[north] North
} with its best defence. Any move that keeps the proved outcome is right.
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = Difficulty { $difficulty } · { $source ->
    [submitted] submitted
   *[collection] from the collection
} · { $id }
puzzle-solved-before = ✓ You have solved this one before.
puzzle-you = you
puzzle-solver = the solver
puzzle-must-pass = You have no sowing, so you pass: press Pass.
puzzle-again = Right. Your move again: keep it up.
puzzle-your-move = Your move: { $stipulation }.
puzzle-checking = Checking…
puzzle-you-pass = You pass…
puzzle-you-play = You play { $move }…
puzzle-not-kept = { $move } does not keep the value.
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } is wrong.{" "}
puzzle-refutation = The refutation: { $side ->
    [south] South
   *[north] North
} answers { $reply }.
puzzle-put-back = The position is put back: try another move.
puzzle-refuted = { $move } was refuted. Your move again.
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] South
   *[north] North
} { $again ->
    [true] moves again
   *[false] answers
}: { $reply }…
puzzle-solved-status = Solved!
puzzle-solved = ✓ Solved.{" "}
puzzle-kept = You kept the value to the end.
puzzle-another = Another study
puzzle-analyse-it = Analyse it
puzzle-right = ✓ { $move } is right.
puzzle-pass-right = ✓ Passing is right.
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] South
   *[north] North
} answers { $replies }.
puzzle-then = { $first }, then { $next }
puzzle-hint-title = hint
puzzle-hint-move = Play { $move }.
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = Look at hole { $hole }.{ $direction ->
    [true] {" "}(Ask again for the direction.)
   *[false] {""}
}
