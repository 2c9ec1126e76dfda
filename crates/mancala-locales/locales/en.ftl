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
