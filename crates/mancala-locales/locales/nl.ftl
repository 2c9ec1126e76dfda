# De Nederlandse catalogus van de mancala-pagina, vertaald uit en.ftl.
# Status: concept (draft), zonder controle door een moedertaalspreker.
# Spelnamen (En Gehé, En Dodoi, Sadeqa II, Giuthi) en zetnotatie (3R, 12L) worden niet
# vertaald. Variabelen in { $haakjes } blijven staan; meervouden volgen CLDR (one, other).
# Woordkeus (zie docs/translations.md, Glossary): gat, zaad, zaaien, omloop, doorzaaien
# (relayzaaiing), vangen, extra zet, passen, herhaling, ploeg, zaaier, voorstel, computer.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
}

## The header on every page

nav-play = Spelen
nav-analysis = Analyse
nav-studies = Studies
nav-lobby = Lobby
nav-rules = Regels

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = Laden…
server-unreachable = De server is niet bereikbaar: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = Meedoen lukte niet: { $error }. Je kijkt mee.
copy = Kopiëren
# The picker of languages in the header (its label for screen readers).
language-picker = Taal
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (concept)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] Zuid
   *[north] Noord
}
player-human = Speler
player-engine = Computer niveau { $level }

## Joining a team

join-team-heading = Doe mee met een ploeg: { $game } 2×{ $holes }
join-team-text = Je ploeg kiest elke zet samen; de zaaier speelt hem.
your-name = Je naam
join-team-button = Doe mee met de ploeg

## The 404 page

not-found-title = Pagina niet gevonden · mancala
not-found-heading = Hier is geen pagina
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = Misschien is het adres verkeerd getypt, of is de pagina verhuisd. De eigen link van een partij ziet eruit als <code>/?game=…</code>, en de lopende partijen staan in de <a>lobby</a>.
not-found-start = Begin een partij
not-found-analysis = Analysebord

## The new-game page (/)

home-title = mancala: spelen
home-heading = Nieuwe partij
home-game = Spel
# The link beside the game's choice before a game is chosen.
home-rules = regels
# The link to a game's rules page: "En Dodoi rules".
game-rules = Regels van { $game }
game-note-en-gehe = Het Maasai-spel van de lange rijen (40 tot 50 gaten), gespeeld door twee ploegen; lange partijen.
game-note-en-dodoi = Het Maasai-spel met 6 tot 10 gaten per rij: doorzaaien, vangen uit het overstaande gat. Snel.
game-note-sadeqa-ii = Uit Oromia: vangen aan beide kanten; wie geen zet meer heeft, verliest.
game-note-giuthi = Het Kikuyu-spel: zaai naar links of rechts, omlopen wisselen van richting, extra zetten en kettingvangsten.
home-board-label = Bord
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] { $seeds } zaad per gat
   *[other] { $seeds } zaden per gat
}{ $usual ->
    [true] {" "}(gebruikelijk)
   *[false] {""}
}
home-board-custom = eigen maat…
home-holes = Gaten per rij
home-seeds = Zaden per gat
home-play-against = Speel tegen
home-opponent-engine = de computer
home-opponent-friend = een vriend (uitnodigingslink)
home-opponent-teams = ploeg tegen ploeg (tot 8 per kant)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] De computer antwoordt meteen; niveau 1 is mild, niveau 10 rekent diep.
    [friend] Je krijgt een link om te versturen; de partij begint als je vriend hem opent.
   *[teams] Twee ploegen stellen zetten voor en worden het eens; de zaaier van elke ploeg speelt ze.
}
home-engine-level = Niveau van de computer
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = niveau { $level }{ $level ->
    [1] {" "}(makkelijkst)
    [10] {" "}(sterkst)
   *[other] {""}
}
home-my-side = Mijn kant
home-side-south = Zuid (begint)
home-listed = zet de uitnodiging in de lobby (iedereen mag hem aannemen)
home-team-game = Ploegenspel
home-clock = Klok per beurt (seconden, leeg voor geen)
# The placeholder of the empty turn clock.
home-clock-none = geen
home-team-hint = Jij leidt de ploeg van Zuid en zaait als eerste (in een reeks is dat ploeg A: Zuid in de eerste partij, daarna wisselen de kanten elke partij); als de klok afloopt wordt het voorstel met de meeste instemming gespeeld, of zonder voorstel speelt de computer (op het niveau hierboven) voor de ploeg.
# "Series to [number] wins": the words before and after the number's box.
home-series-before = Reeks tot
home-series-after = overwinningen
# The placeholder of the empty series box.
home-single-game = één partij
home-series-hint = Leeg voor één partij; met een getal worden partijen gespeeld tot een kant zoveel overwinningen heeft, en de kanten wisselen elke partij.
home-rule-options = Regelopties
home-start = Begin de partij
home-holes-range = Gaten per rij moet { $min } tot { $max } zijn.
home-seeds-range = Zaden per gat moet { $min } tot { $max } zijn.
home-series-range = Een reeks gaat tot 1 tot 99 overwinningen.
home-offline-note = Geen verbinding: een partij tegen de computer wordt op dit apparaat gespeeld. Partijen met een vriend, ploegen en reeksen hebben een verbinding nodig.
home-unreachable = De server is niet bereikbaar: partijen met een vriend, ploegen en reeksen hebben een verbinding nodig. Eén partij tegen de computer kan op dit apparaat gespeeld worden.

## Rule options (by their names in the catalogue of games)

option-lap-limit = Maximum aantal omlopen
option-lap-limit-hint = Een zaaiing die binnen zoveel omlopen niet is gestopt, is geen geldige zet (doorzaaien kan eindeloos doorgaan).
option-capture-lone-seed = Een los zaad vangen
option-capture-lone-seed-hint = Als het gat tegenover het eindgat leeg is, wordt het laatste zaad toch alleen gevangen.
option-repetition = Als een stelling terugkomt
option-repetition-hint = Eigen rij: elke kant telt de zaden in zijn eigen rij bij zijn vangst op en het hoogste totaal wint. Remise: de partij eindigt in gelijkspel.
option-repetition-own-row = eigen rij telt
option-repetition-draw = gelijkspel
option-opening-rule = Verplichte opening
option-opening-rule-hint = De eerste zet van elke speler moet uit het meest rechtse gat komen.

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: lobby
lobby-heading = Lobby
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] { $seeds } zaad per gat
   *[other] { $seeds } zaden per gat
}
# How long ago something happened.
ago-now = zojuist
ago-minutes = { $count } min geleden
ago-hours = { $count } u geleden
ago-days = { $count ->
    [one] een dag geleden
   *[other] { $count } dagen geleden
}
lobby-opened = geopend { $ago }
lobby-last-move = laatste zet { $ago }
lobby-started = begonnen { $ago }
lobby-yours = Jouw uitnodiging: wacht tot iemand hem aanneemt
lobby-yours-team = Jouw ploegenspel: wacht op de andere ploeg
# $waiting and $seat are "south" or "north".
lobby-team-waits = Een ploegenspel: de ploeg van { $waiting ->
    [south] Zuid
   *[north] Noord
} wacht; je komt in de ploeg van { $seat ->
    [south] Zuid
   *[north] Noord
}
lobby-player-waits = { $player } wacht; jij speelt { $seat ->
    [south] Zuid
   *[north] Noord
}
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, zet { $ply }
lobby-open = Openen
lobby-accept = Aannemen
lobby-watch = Kijken
lobby-open-heading = Open uitnodigingen
lobby-playing-heading = Partijen om te bekijken
lobby-no-invitation = Nu geen open uitnodiging.
lobby-no-game = Geen lopende partij.

## Match series (/?series=ID)

series-loading = De reeks laden…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] ploegenreeks
   *[false] reeks
} tot { $target ->
    [one] { $target } overwinning
   *[other] { $target } overwinningen
}
series-lobby-team-waits = Een ploeg wacht; je komt in ploeg { $player }
series-lobby-player-waits = Een speler wacht; jij wordt speler { $player }
series-title = Reeks tot { $target ->
    [one] { $target } overwinning
   *[other] { $target } overwinningen
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (computer niveau { $level })
# $you is "true" for the reader's own team.
series-team-members = Ploeg { $team }{ $you ->
    [true] {" "}(jouw ploeg)
   *[false] {""}
}: { $members }
series-team-waiting = Ploeg { $team }{ $you ->
    [true] {" "}(jouw ploeg)
   *[false] {""}
} — wacht op leden
series-team = Ploeg { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = Speler { $player }{ $you ->
    [true] {" "}(jij)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— nog niet binnen
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(jij)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— nog niet binnen
   *[false] {""}
}
series-in-progress = bezig
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] geen zet meer
    [repetition] herhaling
   *[resignation] opgegeven
}
series-draw = gelijkspel ({ $how })
series-draw-score = gelijkspel { $a }–{ $b } ({ $how })
series-game-won = { $winner } wint ({ $how })
series-game-won-score = { $winner } wint met { $a }–{ $b } op punten ({ $how })
series-wins = { $count ->
    [one] { $count } overwinning
   *[other] { $count } overwinningen
}
# The title of one tally stick.
series-stick = een overwinning
series-wins-of = { $wins } van { $target }
series-over = Reeks afgelopen
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] Je ploeg wint de reeks
       *[false] Je ploeg verliest de reeks
    }
   *[false] { $won ->
        [true] Je wint de reeks
       *[false] Je verliest de reeks
    }
} — { $winner } wint
series-over-winner = { $winner } wint de reeks
series-over-score = { $who }, { $wins } overwinningen tegen { $losses }{ $draws ->
    [0] {""}
    [one] {" "}({ $draws } gelijkspel)
   *[other] {" "}({ $draws } gelijke spelen)
}.
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = Partij { $number }{ $side ->
    [south] { $team ->
        [true] : je ploeg speelt Zuid (je ploeg begint)
       *[false] : je speelt Zuid (jij begint)
    }
    [north] { $team ->
        [true] : je ploeg speelt Noord
       *[false] : je speelt Noord
    }
   *[none] {""}
}.
series-game-next = Partij { $number } is voorbij; partij { $next } begint…
series-invite-team = Stuur deze link naar de andere ploeg; elk lid (tot acht) doet ermee mee:
series-invite = Stuur deze link naar je tegenstander; hij werkt één keer:
invitation-label = Uitnodiging:
series-game = Partij { $number }
series-game-line = : { $south } Zuid — { $result }
series-draws = Gelijke spelen: { $draws }. Elke overwinning is een stokje (ol alai, de telstokjes van de Maasai); gelijke spelen tellen niet mee voor het doel. De kanten wisselen elke partij; Zuid begint.{ $team ->
    [true] {" "}Elke ploeg houdt zijn leden en zijn zaaier van partij tot partij; de link van een ploeg voegt een lid toe voor de rest van de reeks.
   *[false] {""}
}
series-games = Partijen ({ $count })
series-link-label = Link van de reeks:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] Zuid
   *[north] Noord
} wint
result-draw = Gelijkspel
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] Zuid
   *[north] Noord
} wint met { $a }–{ $b } op punten{ $after ->
    [true] {" "}na een herhaling
   *[false] {""}
}
result-draw-on-points = Gelijkspel { $a }–{ $b } op punten{ $after ->
    [true] {" "}na een herhaling
   *[false] {""}
}
result-resigns = { $loser ->
    [south] Zuid
   *[north] Noord
} geeft op: { $winner ->
    [south] Zuid
   *[north] Noord
} wint
result-resigns-detail = Gevangen toen de partij stopte: Zuid { $south }, Noord { $north }.
result-cannot-move = { $stuck ->
    [south] Zuid
   *[north] Noord
} kan niet zetten: { $winner ->
    [south] Zuid
   *[north] Noord
} wint
result-sadeqa-detail = In Sadeqa II verliest wie geen zet meer heeft, hoe de telling ook staat. Zaden nog in de rijen: Zuid { $southRow }, Noord { $northRow }; gevangen: Zuid { $south }, Noord { $north }.
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] Zuid
   *[north] Noord
}: { $captured } gevangen{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] opgeveegd
       *[left] nog in de rij
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = Geen van beide kanten kan zaaien. { $parts }.
result-no-move-detail = { $stuck ->
    [south] Zuid
   *[north] Noord
} kan niet zetten{ $swept ->
    [0] {""}
    [one] ; het { $swept } overgebleven zaad gaat naar { $mover ->
        [south] Zuid
       *[north] Noord
    }
   *[other] ; de { $swept } overgebleven zaden gaan naar { $mover ->
        [south] Zuid
       *[north] Noord
    }
}. { $parts }.
result-repetition-draw = Gelijkspel door herhaling
result-repetition-draw-detail = Een stelling kwam terug, en in dit spel is een herhaling gelijkspel.
result-repetition-detail = Een stelling kwam terug: elke kant telt de zaden in zijn eigen rij bij zijn vangst op. { $parts }.
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] Je ploeg wint
       *[false] Je ploeg verliest
    }
   *[false] { $won ->
        [true] Je wint
       *[false] Je verliest
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = Zetten
game-no-move = Nog geen zet.
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] Zuid
   *[north] Noord
} { $move }
game-players = Spelers
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] Zuid
   *[north] Noord
}: { $who }{ $you ->
    [true] {" "}(jij)
   *[false] {""}
}
game-captured-count = gevangen { $captured }
game-captured = { $captured } gevangen
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = { $total } punten ({ $captured } gevangen + { $more } { $kind ->
    [swept] opgeveegd
   *[left] nog in de rij
})
game-you = Jij
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(jij)
    [team] {" "}(jouw ploeg)
   *[none] {""}
}
game-team-of = ploeg van { $count }: { $members }
game-team-nobody = ploeg: nog niemand
game-waiting-to-join = nog niet binnen
game-thinking = denkt na
game-animation = Animatie
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] langzaam
    [normal] normaal
    [fast] snel
   *[instant] meteen
}
game-skip = Animatie overslaan
game-pass = Passen
game-undo = Terugnemen
game-resign = Opgeven
game-resign-confirm = Echt opgeven? Klik nog eens
game-show-sowing = Toon de zaaiing
game-back-live = Terug naar de partij
game-analyse-here = Analyseer vanaf hier
step-first = Beginstelling (Home)
step-back = Eén zet terug (←)
step-next = Eén zet verder (→)
step-last = Laatste stelling (End)
game-ply-of = zet { $ply } van { $plies }
review-start-position = de beginstelling (zet 0).
review-ply = zet { $ply } van { $plies }, { $side ->
    [south] Zuid
   *[north] Noord
} speelde { $move }.
game-download = Partij downloaden
game-download-json = als JSON
game-spectator-link = Link voor toeschouwers:
game-local-note = Op dit apparaat gespeeld tegen de computer: geen verbinding nodig. Partijen met andere mensen hebben de server nodig.
# "This game is part of a [match series]." around the link.
game-in-series-before = Deze partij hoort bij een{" "}
game-in-series-link = reeks
game-in-series-after = .
game-over = Partij afgelopen
game-over-headline = { $headline }.
game-over-plies = { $count ->
    [one] { $count } zet. Loop hem door met de knoppen of de pijltjestoetsen.
   *[other] { $count } zetten. Loop ze door met de knoppen of de pijltjestoetsen.
}
game-review = Terugkijken
game-no-replay-start = Deze partij kan hier niet worden doorgelopen (ze begon niet vanuit de beginstelling).
game-no-replay = Deze partij kan hier niet worden doorgelopen.
game-analysis-failed = Het analysebord kon niet worden geopend: { $error }
no-game-title = mancala: partij bestaat niet
no-game-heading = Deze partij bestaat niet
no-game-text = Op dit adres is geen partij: misschien is de link verkeerd getypt, of is de partij nooit begonnen.
no-game-start = Begin een nieuwe partij
no-game-lobby = Zoek er een in de lobby
local-no-game-text = Op dit adres is geen partij op dit apparaat: een partij zonder server wordt alleen bewaard in de browser waarin ze gespeeld is.
cancel = Annuleren
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = Gat { $hole } zaaien: welke kant op?
direction-left = ← naar mijn linkerkant ({ $move })
direction-right = naar mijn rechterkant → ({ $move })
direction-status = Gat { $hole }: kies de richting van de eerste omloop (onder het bord), of een ander gat.
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = Klok: { $seconds } s per beurt{ $waiting ->
    [true] , zodra beide ploegen iemand hebben
   *[false] {""}
}
clock-left = Klok: { $seconds } s voor { $side ->
    [south] Zuid
   *[north] Noord
}
invite-team-strong = Stuur deze link naar de andere ploeg
invite-team-rest = {" "}(elk lid opent hem om mee te doen); de partij begint zodra de eerste dat doet:
invite-friend-strong = Stuur deze link naar je vriend
invite-friend-rest = {" "}(hij werkt één keer); de partij begint als je vriend hem opent:
rematch = Revanche
rematch-watch = Bekijk de revanche
rematch-go = Naar de revanche
rematch-join = Doe mee met de revanche
rematch-accept = Neem de revanche aan
rematch-offer-team = Een revanche is begonnen, met omgewisselde kanten: elk lid doet mee voor zijn eigen ploeg.
rematch-offer = Je tegenstander biedt een revanche aan, met omgewisselde kanten.
rematch-failed = De revanche kon niet beginnen: { $error }

## The status line of a game

status-reviewing = Terugkijken: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }.{ $rematch ->
    [team] {" "}Een revanche is begonnen: doe hieronder mee.
    [opponent] {" "}Je tegenstander biedt een revanche aan: neem hem hieronder aan.
   *[none] {""}
}
status-plays = { $side ->
    [south] Zuid
   *[north] Noord
} speelt { $move }…
status-waiting-team = Wachten op de andere ploeg: stuur ze de link hierboven. De partij begint als iemand meedoet.
status-waiting-friend = Wachten tot je vriend meedoet: stuur de uitnodigingslink hierboven.
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] Zuid
       *[north] Noord
    } paste (geen zaaiing).{" "}
    [extra] Extra zet voor { $side ->
        [south] Zuid
       *[north] Noord
    }: de zaaiing eindigde in de eigen rij van { $side ->
        [south] Zuid
       *[north] Noord
    } zonder over te steken.{" "}
   *[none] {""}
}{ $text }
status-must-pass = Jouw beurt: je kunt niet zaaien, dus je past. Druk op Passen.
status-extra-move = Extra zet: je zaaiing eindigde in je eigen rij zonder over te steken. Speel nog een keer.
status-your-turn = Jouw beurt: kies een gemarkeerd gat.
status-engine-thinking = { $engine } ({ $side ->
    [south] Zuid
   *[north] Noord
}) denkt na…
status-team-deciding = De ploeg van { $side ->
    [south] Zuid
   *[north] Noord
} beslist…
status-waiting-move = Wachten op de zet van { $side ->
    [south] Zuid
   *[north] Noord
}.
status-watching = { $side ->
    [south] Zuid
   *[north] Noord
} is aan zet. Je kijkt mee.
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] Je ploeg is aan zet: jij bent de zaaier. Zaai een voorstel (ploegpaneel hieronder) als de ploeg het eens is, of klik op een gat om een ander voor te stellen.
   *[none] Je ploeg is aan zet: jij bent de zaaier. Klik op een gat om een zet voor te stellen; je zaait hem als de ploeg het eens is.
}
status-team-member = { $proposals ->
    [some] Je ploeg is aan zet: stem in met een voorstel (ploegpaneel hieronder), of klik op een gat om een ander voor te stellen.
   *[none] Je ploeg is aan zet: klik op een gat om het voor te stellen.
}

## The team panel of a team game

team-heading = Jouw ploeg: { $side ->
    [south] Zuid
   *[north] Noord
}
team-over = De partij is afgelopen.
team-no-opponent = De partij begint als iemand bij de andere ploeg komt.
team-turn-sower = Je ploeg is aan zet: jij bent de zaaier; zaai een voorstel als de ploeg het eens is.
team-turn-member = Je ploeg is aan zet: klik op een gat om het voor te stellen, of stem in met een voorstel.
team-other-deciding = De andere ploeg beslist.
team-proposals = Voorstellen
# A proposal: who proposed it, who agreed and how many.
team-proposal = voorgesteld door { $by }; eens: { $agreed } ({ $count })
team-you-agree = jij bent het eens
team-agree = Eens
team-sow = Zaai { $move }
team-no-proposal = Nog geen voorstel.
team-withdraw = Mijn instemming intrekken
team-members = Leden
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ zaaier
   *[false] {""}
}{ $you ->
    [true] {" "}(jij)
   *[false] {""}
}{ $away ->
    [true] {" "}— weg
   *[false] {""}
}
team-hand-sower = Geef de rol van zaaier aan
team-sower-away = De zaaier is weg: geef de rol aan
team-give = Geven
team-level = niveau { $level }
team-add-engine = Voeg een computerlid toe
team-add = Toevoegen
team-invite = Nodig je ploeg uit:
team-chat = Ploegchat (alleen je eigen ploeg)
team-chat-placeholder = Bericht aan je ploeg
team-chat-send = Versturen
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = voorgesteld { $proposals } (instemmingen)

## The board (for screen readers)

board-label = bord
# A hole: "South hole 3: 4 seeds".
hole = { $side ->
    [south] Zuid
   *[north] Noord
} gat { $hole }: { $seeds ->
    [one] { $seeds } zaad
   *[other] { $seeds } zaden
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = { $side ->
    [south] Zuid
   *[north] Noord
} gat { $hole }: { $seeds ->
    [one] { $seeds } zaad
   *[other] { $seeds } zaden
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = Naar het bord
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] Zuid
   *[north] Noord
} zaaide { $move }: { $laps ->
    [one] { $laps } omloop
   *[other] { $laps } omlopen
}{ $captured ->
    [0] {""}
    [one] , { $captured } zaad gevangen
   *[other] , { $captured } zaden gevangen
}.
announce-pass = { $side ->
    [south] Zuid
   *[north] Noord
} paste.
hole-last-from = de laatste zet begon hier
hole-last-end = de laatste zet eindigde hier
hole-captured = gevangen door de laatste zet

## Server jobs (analysis, solving, review)

job-too-many = Te veel taken tegelijk: { $error }
job-too-many-retry = Te veel taken tegelijk: { $error } Probeer het over { $seconds } s opnieuw.

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = Het verzoek is niet geldig.
error-unauthorized = Je mag dit niet doen.
error-forbidden = Dit wordt geweigerd.
error-not-found = Niet gevonden.
error-no-route = Op dit adres is niets.
error-method-not-allowed = Dit adres accepteert die methode niet.
error-body-timeout = Het verzoek kwam niet op tijd aan.
error-conflict = Dit kan nu niet.
error-body-too-large = Het verzoek is te groot.
error-url-too-long = Het adres is te lang.
error-unsupported-coding = Het verzoek gebruikt een codering die de server niet leest.
error-unprocessable = Dit kan niet.
error-too-many-requests = Te veel verzoeken: probeer het zo meteen opnieuw.
error-not-implemented = De server kan dit niet.
error-unavailable = De server is bezet: probeer het zo meteen opnieuw.
error-internal-error = Er ging iets mis op de server; er is niets veranderd.
error-no-seat = Je hebt geen plaats in deze partij.
error-invalid-invite = Deze uitnodiging is niet geldig (of is al gebruikt).
error-invite-expired = Deze uitnodiging is verlopen (uitnodigingen gelden een dag).
error-game-over = De partij is afgelopen.
error-game-not-over = De partij is nog niet afgelopen: een revanche komt daarna.
error-rematch-in-series = Na een partij uit een reeks volgt de volgende partij van de reeks, geen revanche.
error-in-rematch = Je doet al mee aan de revanche.
error-opponent-not-joined = De partij is nog niet begonnen: wachten tot de andere speler (of ploeg) meedoet met de uitnodiging.
error-not-your-turn = Je bent niet aan de beurt.
error-illegal-move = Deze zet is hier niet toegestaan.
error-undo-not-here = Terugnemen kan alleen in partijen tegen de computer.
error-engine-thinking = De computer kiest zijn zet: probeer het opnieuw.
error-resigned = De partij is opgegeven.
error-nothing-to-undo = Er is niets om terug te nemen.
error-game-counted = Deze partij uit een reeks is afgelopen en geteld.
error-not-team-game = Dit is geen ploegenspel.
error-engine-games-full = Er lopen te veel partijen tussen computers: probeer het later.
error-not-member = Je hebt geen plaats in deze partij.
error-not-your-teams-turn = Je ploeg is niet aan de beurt.
error-not-sower = Alleen de zaaier van je ploeg handelt voor de ploeg (zetten, opgeven, terugnemen); stel in plaats daarvan een zet voor.
error-invalid-team-invite = Deze ploeguitnodiging is niet geldig.
error-team-full = De ploeg is vol.
error-no-proposal = Dat voorstel bestaat niet in deze beurt.
error-no-member = Dat lid zit niet in je ploeg.
error-sower-refused = De rol van zaaier kan niet zo worden doorgegeven.
error-invalid-team-request = Het ploegverzoek is niet geldig.
error-chat-too-fast = Te veel berichten: wacht even.
error-series-over = De reeks is afgelopen.
error-no-game = Deze partij bestaat niet.
error-no-series = Deze reeks bestaat niet.
error-no-job = Deze taak bestaat niet (afgeronde taken worden 10 minuten bewaard).
error-no-study = Deze studie bestaat niet.
error-study-exists = Deze stelling is al een studie.
error-not-job-owner = Deze token bestuurt de taak niet.
error-busy = Er wordt te veel tegelijk gevraagd: probeer het zo meteen opnieuw.
error-changed-elsewhere = Iemand anders heeft dit eerst veranderd: probeer het opnieuw.
error-store-failed = De server kon dit niet opslaan; er is niets veranderd.
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = gaten { $first }–{ $last } (telling van { $side ->
    [south] Zuid
   *[north] Noord
})

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = regels
stop = Stoppen
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] Z
   *[north] N
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] winst in { $plies }
   *[loss] verlies in { $plies }
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = { $seconds } s

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: analyse
analysis-title-game = mancala: analyse, { $game } 2×{ $holes }
analysis-heading = Analysebord
analysis-heading-game = Analyse: { $game } 2×{ $holes }
analysis-nav-first = De beginstelling (Home)
analysis-nav-back = Eén zet terug (←)
analysis-nav-next = Eén zet verder (→)
analysis-nav-last = Het einde van deze variant (End)
analysis-flip = Draaien
    .title = Draai het bord om
analysis-edit = Stelling bewerken
analysis-engine = Computer
analysis-engine-more = Verder ({ $seconds } s)
analysis-solve-time = tijd voor de oplosser
analysis-solve = Oplossen
analysis-solver = Oplosser
analysis-delete-line = Vanaf hier verwijderen
analysis-promote = Tot hoofdvariant maken
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = Een stelling als JSON, { $json }, of een partijnotatie, { $record }
analysis-paste-label = een stelling of een notatie
analysis-paste-summary = Plak een stelling of een notatie
analysis-paste-empty = Plak eerst een stelling als JSON of een notatie.
analysis-paste-bad-json = Dit is geen geldige JSON: { $error }
analysis-paste-open = Openen
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = De stelling in dit adres is geen leesbare JSON ({ $error }).
analysis-url-not-object = De stelling in dit adres is geen stellingobject.
analysis-url-bad-ply = De zet in dit adres, "{ $ply }", is geen geheel aantal zetten.
# $games lists the games' names.
analysis-url-no-game = Er is geen spel "{ $game }": de spellen zijn { $games }.
analysis-url-cannot-show = Deze stelling kan niet worden getoond.
analysis-bad-url-heading = Deze analyse kan niet worden geopend
analysis-bad-url-text = Het adres is misschien afgebroken of veranderd. Begin in plaats daarvan met een nieuw bord.
analysis-open-empty = Open een leeg analysebord
analysis-record-unreadable = De notatie kan niet worden gelezen: { $error }
analysis-position-refused = De stelling wordt geweigerd: { $error }
analysis-ply-past-record = Zet { $ply } ligt voorbij de { $plies } zetten van de notatie.
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = De variant { $line } kan niet worden gespeeld: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← naar links voor wie zet ({ $move })
analysis-direction-right = naar rechts voor wie zet → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } is hier niet toegestaan (toegestaan: { $legal }).
# Beside the heading: where the position comes from.
analysis-from-record = uit een notatie van { $plies } zetten (de voorgeschiedenis telt mee)
analysis-from-position = uit een opgezette stelling (zonder voorgeschiedenis)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $result ->
    [win] winst
    [loss] verlies
   *[draw] gelijkspel
} met { $margin } voor { $side ->
    [south] Zuid
   *[north] Noord
}
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $result ->
    [win] winst
    [loss] verlies
   *[draw] gelijkspel
} voor { $side ->
    [south] Zuid
   *[north] Noord
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: tussen { $lower } en { $upper } voor { $side ->
    [south] Zuid
   *[north] Noord
}
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
analysis-solve-letter = { $result ->
    [win] W
    [loss] V
   *[draw] G
}
analysis-to-move = aan zet
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = Zet { $ply }: { $text }
analysis-status-over = { $headline }. { $detail }
analysis-status-pass = { $side ->
    [south] Zuid
   *[north] Noord
} kan niet zaaien en past.
analysis-status-move = { $side ->
    [south] Zuid
   *[north] Noord
} is aan zet. Klik op een gemarkeerd gat om het te spelen.
analysis-no-move = Nog geen zet: speel er een op het bord. Elke zet die je probeert, blijft hier bewaard; ga terug (←) en speel een andere om een zijvariant te maken.
analysis-share = Delen
analysis-share-hint = Deze link opent het bord precies zoals het nu is: dezelfde stelling, voorgeschiedenis en variant.
analysis-share-link = Link:
# <code> marks the command, which is not translated.
analysis-share-json = Deze stelling als JSON (voor <code>{ $command }</code>):
analysis-engine-off = uit
analysis-engine-over = de partij is afgelopen
analysis-engine-no-move = Geen zet om te analyseren: { $headline }.
analysis-engine-starting = starten…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] mislukt: { $error }
    [stopped] gestopt
   *[done] klaar
}
analysis-engine-end-depth = diepte { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = Zuid { $score } volgens de computer (diepte { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = diepte { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(bezig met diepte { $searching })
} · { $nodes } knopen · { $rate } · { $seconds } s
analysis-engine-hint = Scores in zaden voor { $side ->
    [south] Zuid
   *[north] Noord
}, die aan zet is ("winst in 7": de computer ziet het einde van de partij).
analysis-depth = diepte { $depth }
analysis-play-to-here = Speel de variant tot hier
analysis-solve-over = De partij is hier afgelopen: er valt niets op te lossen.
analysis-solve-starting = De oplosser start…
analysis-solve-searching = Zoeken: { $nodes } knopen, { $elapsed } s van { $seconds } s; de waarde ligt tussen { $lower } en { $upper }.
analysis-solve-hint = De oplosser bewijst de precieze uitkomst bij het beste spel vanaf hier (het eindverschil in zaden, of in Sadeqa II winst, gelijkspel of verlies) en de waarde van elke zet, binnen de tijd die je hem geeft.
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = Bewezen: { $result ->
    [draw] gelijkspel
    [win] winst voor { $side ->
        [south] Zuid
       *[north] Noord
    }
   *[loss] verlies voor { $side ->
        [south] Zuid
       *[north] Noord
    }
}{ $margin ->
    [none] {""}
   *[other] {" "}met { $margin }
}
analysis-solve-proved-detail = {" "}(waarde { $value } voor { $side ->
    [south] Zuid
   *[north] Noord
}, { $nodes } knopen, { $seconds } s).
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = Niet bewezen { $stopped ->
    [true] voordat hij werd gestopt
   *[false] in de gegeven tijd
}: de waarde voor { $side ->
    [south] Zuid
   *[north] Noord
} ligt tussen { $lower } en { $upper }.
analysis-solve-unproved = Niet bewezen { $stopped ->
    [true] voordat hij werd gestopt
   *[false] in de gegeven tijd
}.
analysis-optimal-line = Beste variant:{" "}
analysis-play-it = Speel hem
analysis-solve-move = Zet
analysis-solve-outcome-for = Uitkomst voor { $side ->
    [south] Zuid
   *[north] Noord
}
analysis-solve-margin = Verschil
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] winst
    [loss] verlies
    [draw] gelijkspel
   *[none] niet bewezen
}
analysis-editing = Bewerken: klik op een gat en leg er zaden bij of haal ze weg (ook met de toetsen + en −).
analysis-edit-size = Een bord heeft { $minHoles } tot { $maxHoles } gaten per rij en bij het begin { $minSeeds } tot { $maxSeeds } zaden per gat.
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] maximum aantal omlopen
    [capture_lone_seed] een los zaad vangen
    [opening_rule] verplichte opening
    [repetition] herhaling
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] eigen rij
   *[draw] gelijkspel
}
analysis-opening-made = Openingszet gedaan:{" "}
analysis-edit-heading = Een stelling opzetten
analysis-edit-hint = Klik op een gat en leg er zaden bij of haal ze weg met − en + (of typ het aantal). Elk zaad van het spel moet op het bord liggen of bij de vangst horen.
analysis-edit-start = Beginstelling
analysis-edit-clear = Bord leegmaken
analysis-edit-balance = Rest naar de vangst
analysis-edit-seeds = Zaden per gat bij het begin
analysis-edit-to-move = Aan zet
analysis-edit-captured = Gevangen door { $side ->
    [south] Zuid
   *[north] Noord
}
analysis-edit-done = Analyseer deze stelling
analysis-hole = { $side ->
    [south] Zuid
   *[north] Noord
} gat { $hole }
analysis-hole-seeds = Zaden in { $side ->
    [south] Zuid
   *[north] Noord
} gat { $hole }
analysis-hole-not-whole = een aantal is een geheel getal
analysis-hole-negative = { $count } zaden: een gat kan niet minder dan 0 bevatten
analysis-hole-too-many = { $count } zaden is meer dan { $max }, het meeste dat een gat mag bevatten
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }.
analysis-board-over = Op het bord liggen { $onBoard } zaden, { $over } meer dan de { $total } van het spel: haal er wat weg.
analysis-no-hole = Geen gat gekozen: klik er een aan op het bord.
analysis-seed-less = één zaad minder
analysis-seed-more = één zaad meer
analysis-hole-empty = Leeg
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = Op het bord { $onBoard } + gevangen { $captured } = { $sum } van de { $total } van het spel{ $state ->
    [complete] : compleet.
    [missing] : { $count ->
        [one] er ontbreekt { $count } zaad.
       *[other] er ontbreken { $count } zaden.
    }
   *[over] : { $count } te veel.
}
analysis-captured-whole = De gevangen aantallen moeten gehele getallen zijn, 0 of meer.
analysis-total-wrong = Het totaal klopt niet: { $sum } zaden op het bord en gevangen, maar het spel heeft er { $total } (2 × { $holes } gaten × { $seeds }). Gebruik "Rest naar de vangst" of verander de aantallen.

## A finished game's review (/review?game=ID)

review-title = mancala: terugkijken
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: terugkijken: { $game } 2×{ $holes }
review-heading = Terugkijken: { $game } 2×{ $holes }
review-back = Terug naar de partij
review-new-game = Nieuwe partij
review-analysis = Analysebord
review-no-id-heading = Geen partij om terug te kijken
review-no-id-text = Dit adres noemt geen partij: terugkijken gaat via /review?game=ID, vanaf de pagina van een afgelopen partij.
review-no-game-text = Op dit adres is geen partij.
review-not-over-heading = De partij is nog niet afgelopen
review-not-over-text = Een partij wordt teruggekeken als ze afgelopen is. Kom terug als ze klaar is.
review-record-unreadable = De notatie kan niet worden gelezen
review-nav-first = Het begin (Home)
review-nav-back = Eén zet terug (←)
review-nav-next = Eén zet verder (→)
review-nav-last = Het einde (End)
review-the-game = de partij
review-summary = { $headline } na { $plies } zetten.
review-evaluation = Evaluatie
review-accuracy = Nauwkeurigheid
review-reviewing = Beoordelen: de computer en de oplosser bekijken elke zet…
review-try-again = Opnieuw proberen
review-progress = { $done } van { $total } zetten beoordeeld, { $seconds } s
review-done = Alle { $total } zetten beoordeeld in { $seconds } s. Klik op de grafiek of op een zet om die stelling te zien.
review-failed = De beoordeling is mislukt: { $error }
review-stopped = Gestopt na { $done } van { $total } zetten.
review-again = Opnieuw beoordelen
review-best-here = beste hier: { $move }
review-start = De beginstelling.
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] Beste
    [good] Goed
    [inaccuracy] Onnauwkeurigheid
    [mistake] Fout
   *[blunder] Blunder
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] beste
    [good] goed
    [inaccuracy] onnauwkeurigheid
    [mistake] fout
   *[blunder] blunder
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = Zet { $ply }: { $side ->
    [south] Zuid
   *[north] Noord
} speelde { $move }{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , verliest { $loss }
    })
}.
review-graph-label = evaluatie voor Zuid over de zetten
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = zet { $ply }: { $side ->
    [south] Zuid
   *[north] Noord
} { $move }, { $name } (Zuid { $eval })
review-point-label = zet { $ply }
review-better = beste { $best }, −{ $loss }
review-waiting = Wachten op de beoordeling…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] speler
   *[other] computer niveau { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = Naar de volgende { $class ->
    [inaccuracy] onnauwkeurigheid
    [mistake] fout
   *[blunder] blunder
} van { $side ->
    [south] Zuid
   *[north] Noord
}
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } onnauwkeurigheid
       *[other] { $count } onnauwkeurigheden
    }
    [mistake] { $count ->
        [one] { $count } fout
       *[other] { $count } fouten
    }
   *[blunder] { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
}
review-explain-summary = Hoe zetten worden ingedeeld
review-explain = Elke zet wordt vergeleken met de beste zet in dezelfde stelling. Zijn verlies is hoeveel zaden eindverschil hij weggeeft tegenover de beste zet (één zaad weggeven verschuift het verschil met twee): precies, door de oplosser, waar die elke zet bewijst; anders volgens de zoektocht van de computer (zulke zetten zijn gemarkeerd met ≈).
review-loses-nothing = verliest niets: even goed als de beste zet
review-loses-range = verliest { $from } tot { $to } { $to ->
    [one] zaad
   *[other] zaden
}
review-loses-more = verliest { $from } zaden of meer
review-thresholds-later = De grenzen komen met de beoordeling.
review-sadeqa = Sadeqa II telt alleen de uitslag (winst 1, gelijkspel 0, verlies −1): waar de oplosser het bewijst, is een zet die één uitslag verliest (van winst naar gelijkspel, van gelijkspel naar verlies) een fout, en een zet die er twee verliest (van winst naar verlies) een blunder.
review-accuracy-formula = Nauwkeurigheid: elke zet van een kant krijgt punten naar zijn klasse: beste 100, goed 90, onnauwkeurigheid 70, fout 40, blunder 0; de nauwkeurigheid van een kant is het gemiddelde van die punten over zijn zetten, gedwongen zetten (een stelling met maar één geldige zet) niet meegerekend.
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } was de beste zet ({ $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value } voor { $side ->
    [south] Zuid
   *[north] Noord
}).
review-note-good = { $move } is goed: hij verliest { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } tegenover { $best } ({ $played } in plaats van { $value }).
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } verliest { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } { $loss ->
    [one] zaad
   *[other] zaden
} voor { $side ->
    [south] Zuid
   *[north] Noord
} ({ $played }). Beter was <strong>{ $best }</strong> ({ $value }).

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: studies
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] boven 10
   *[other] { $level } van 10
}
studies-every-game = elk spel
studies-any-size = elke maat
studies-any-difficulty = elke moeilijkheid
studies-level = niveau { $level }
studies-heading = Studies en puzzels
studies-analysis = Analysebord
studies-intro = Stellingen met een bewezen uitkomst: vind de zetten die hem vasthouden. Elke zet die de precieze waarde houdt, telt; de oplosser antwoordt voor de andere kant.
studies-daily = Puzzels van de dag
studies-filter-board = Bord
studies-filter-difficulty = Moeilijkheid
studies-no-daily = Vandaag geen puzzel.
studies-none = Geen studie past bij deze filters.
studies-col-study = Studie
studies-col-task = Opgave
studies-solved-here = opgelost in deze browser
studies-difficulty-title = het laagste computerniveau dat de oplossing vindt
studies-pager = { $total ->
    [one] { $total } studie
   *[other] { $total } studies
}, pagina { $page } van { $pages }
studies-previous = ← Vorige
studies-next = Volgende →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· opgelost ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] Zuid
   *[north] Noord
} aan zet en { $goal ->
    [win-by] wint met { $value }
    [win] wint
    [draw] speelt gelijk
    [lose] verliest
   *[lose-by] verliest met niet meer dan { $value }
}
submit-position-label = de stelling als JSON
submit-name-placeholder = bijv. Een stille vangst
submit-button = Insturen
submit-summary = Stuur een stelling in als studie
# <a> is the link to the analysis board.
submit-hint = Zet de stelling op het <a>analysebord</a> en kopieer daar de JSON (onder Delen). De server neemt haar aan als de oplosser binnen zijn tijdslimiet bewijst dat precies één eerste zet de waarde van de stelling houdt: een studie heeft één oplossing.
submit-no-name = Geef de studie een naam.
submit-bad-json = De stelling is geen geldige JSON: { $error }
submit-checking = De oplosser controleert haar…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = Aangenomen: <a>{ $stipulation }</a>.
# <a> links to the study the position already is.
submit-exists = Niet aangenomen: deze stelling is al <a>een studie</a>.
submit-refused = Niet aangenomen: { $error }
submit-position = Stelling (JSON)
submit-name = Naam
puzzle-no-study-title = mancala: studie bestaat niet
puzzle-no-study = Deze studie bestaat niet
puzzle-cannot-open = De studie kan niet worden geopend
puzzle-all-studies = Alle studies
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: studie { $name }
puzzle-hint = Hint
puzzle-restart = Opnieuw beginnen
puzzle-analyse = Analyseren
puzzle-no-moves = Nog geen: je eerste zet is de sleutel.
puzzle-task = Je opgave
puzzle-task-text = Jij speelt { $side ->
    [south] Zuid
   *[north] Noord
}; de oplosser antwoordt voor { $other ->
    [south] Zuid
   *[north] Noord
} met zijn beste verdediging. Elke zet die de bewezen uitkomst vasthoudt, is goed.
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = Moeilijkheid { $difficulty } · { $source ->
    [submitted] ingestuurd
   *[collection] uit de verzameling
} · { $id }
puzzle-solved-before = ✓ Deze heb je al eens opgelost.
puzzle-you = jij
puzzle-solver = de oplosser
puzzle-must-pass = Je kunt niet zaaien, dus je past: druk op Passen.
puzzle-again = Goed. Weer jouw zet: ga zo door.
puzzle-your-move = Jouw zet: { $stipulation }.
puzzle-checking = Controleren…
puzzle-you-pass = Je past…
puzzle-you-play = Je speelt { $move }…
puzzle-not-kept = { $move } houdt de waarde niet vast.
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } is fout.{" "}
puzzle-refutation = De weerlegging: { $side ->
    [south] Zuid
   *[north] Noord
} antwoordt { $reply }.
puzzle-put-back = De stelling is teruggezet: probeer een andere zet.
puzzle-refuted = { $move } is weerlegd. Weer jouw zet.
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] Zuid
   *[north] Noord
} { $again ->
    [true] zet nog eens
   *[false] antwoordt
}: { $reply }…
puzzle-solved-status = Opgelost!
puzzle-solved = ✓ Opgelost.{" "}
puzzle-kept = Je hebt de waarde tot het einde vastgehouden.
puzzle-another = Nog een studie
puzzle-analyse-it = Analyseer deze stelling
puzzle-right = ✓ { $move } is goed.
puzzle-pass-right = ✓ Passen is goed.
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] Zuid
   *[north] Noord
} antwoordt { $replies }.
puzzle-then = { $first }, dan { $next }
puzzle-hint-title = hint
puzzle-hint-move = Speel { $move }.
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = Kijk naar gat { $hole }.{ $direction ->
    [true] {" "}(Vraag nog eens voor de richting.)
   *[false] {""}
}
