# Die Afrikaanse katalogus van die mancala-bladsy, vertaal uit en.ftl.
# Status: konsep (draft), sonder hersiening deur 'n moedertaalspreker.
# Spelname (En Gehé, En Dodoi, Sadeqa II, Giuthi) en skuifnotasie (3R, 12L) word nie
# vertaal nie. Veranderlikes in { $hakies } bly staan; meervoude volg CLDR (one, other).
# Woordkeuse (sien docs/translations.md, Glossary): gat, saad, saai, omloop, aflossaai,
# vang, ekstra skuif, oorslaan, herhaling, span, saaier, voorstel, rekenaar.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] { $count } saad
   *[other] { $count } sade
}

## The header on every page

nav-play = Speel
nav-analysis = Ontleding
nav-studies = Studies
nav-lobby = Voorportaal
nav-rules = Reëls

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = Laai tans…
server-unreachable = Kan nie die bediener bereik nie: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = Kon nie aansluit nie: { $error }. Jy kyk toe.
copy = Kopieer
# The picker of languages in the header (its label for screen readers).
language-picker = Taal
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (konsep)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] Suid
   *[north] Noord
}
player-human = Speler
player-engine = Rekenaar vlak { $level }

## Joining a team

join-team-heading = Sluit by 'n span aan: { $game } 2×{ $holes }
join-team-text = Jou span besluit elke skuif saam; die saaier speel dit.
your-name = Jou naam
join-team-button = Sluit by die span aan

## The 404 page

not-found-title = Bladsy nie gevind nie · mancala
not-found-heading = Hier is geen bladsy nie
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = Die adres is dalk verkeerd getik, of die bladsy het geskuif. 'n Spel se eie skakel lyk soos <code>/?game=…</code>, en die spelle wat aan die gang is, staan in die <a>voorportaal</a>.
not-found-start = Begin 'n spel
not-found-analysis = Ontledingsbord

## The new-game page (/)

home-title = mancala: speel
home-heading = Nuwe spel
home-game = Spel
# The link beside the game's choice before a game is chosen.
home-rules = reëls
# The link to a game's rules page: "En Dodoi rules".
game-rules = Reëls van { $game }
game-note-en-gehe = Die Maasai-spel van die lang rye (40 tot 50 gate), deur twee spanne gespeel; lang spelle.
game-note-en-dodoi = Die Maasai-spel met 6 tot 10 gate in 'n ry: aflossaai, vang uit die gat oorkant. Vinnig.
game-note-sadeqa-ii = Uit Oromia: vang aan albei kante; 'n speler sonder 'n skuif verloor.
game-note-giuthi = Die Kikuyu-spel: saai na links of regs, omlope wissel van rigting, ekstra skuiwe en kettingvangste.
home-board-label = Bord
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] { $seeds } saad per gat
   *[other] { $seeds } sade per gat
}{ $usual ->
    [true] {" "}(gewoonlik)
   *[false] {""}
}
home-board-custom = eie grootte…
home-holes = Gate per ry
home-seeds = Sade per gat
home-play-against = Speel teen
home-opponent-engine = die rekenaar
home-opponent-friend = 'n vriend (uitnodigingskakel)
home-opponent-teams = span teen span (tot 8 'n kant)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] Die rekenaar antwoord dadelik; vlak 1 is sag, vlak 10 soek hard.
    [friend] Jy kry 'n skakel om te stuur; die spel begin wanneer jou vriend dit oopmaak.
   *[teams] Twee spanne stel skuiwe voor en kom ooreen; elke span se saaier speel dit.
}
home-engine-level = Rekenaar se vlak
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = vlak { $level }{ $level ->
    [1] {" "}(maklikste)
    [10] {" "}(sterkste)
   *[other] {""}
}
home-my-side = My kant
home-side-south = Suid (skuif eerste)
home-listed = plaas die uitnodiging in die voorportaal (enigeen mag dit aanvaar)
home-team-game = Spanspel
home-clock = Beurtklok (sekondes, leeg vir geen)
# The placeholder of the empty turn clock.
home-clock-none = geen
home-team-hint = Jy lei Suid se span en saai eerste (in 'n reeks, span A: Suid in die eerste spel, en die kante ruil elke spel); wanneer die klok afloop, word die voorstel met die meeste instemming gespeel, of sonder een speel die rekenaar (op die vlak hierbo) vir die span.
# "Series to [number] wins": the words before and after the number's box.
home-series-before = Reeks tot
home-series-after = oorwinnings
# The placeholder of the empty series box.
home-single-game = enkele spel
home-series-hint = Leeg vir 'n enkele spel; met 'n getal word spelle gespeel totdat een kant soveel oorwinnings het, en die kante ruil elke spel.
home-rule-options = Reëlopsies
home-start = Begin die spel
home-holes-range = Gate per ry moet { $min } tot { $max } wees.
home-seeds-range = Sade per gat moet { $min } tot { $max } wees.
home-series-range = 'n Reeks word tot 1 tot 99 oorwinnings gespeel.
home-offline-note = Geen verbinding nie: 'n spel teen die rekenaar word op hierdie toestel gespeel. Spelle met 'n vriend, spanne en reekse het 'n verbinding nodig.
home-unreachable = Die bediener kan nie bereik word nie: spelle met 'n vriend, spanne en reekse het 'n verbinding nodig. 'n Enkele spel teen die rekenaar kan op hierdie toestel gespeel word.

## Rule options (by their names in the catalogue of games)

option-lap-limit = Omloopgrens
option-lap-limit-hint = 'n Saaiery wat nie binne soveel omlope eindig nie, is nie 'n wettige skuif nie (aflossaai kan vir altyd aanhou).
option-capture-lone-seed = Vang 'n enkele saad
option-capture-lone-seed-hint = As die gat oorkant die eindgat leeg is, word die laaste saad steeds alleen gevang.
option-repetition = Wanneer 'n stand herhaal
option-repetition-hint = Eie ry: elke kant tel die sade in sy eie ry by sy vangste en die hoogste totaal wen. Gelykop: die spel eindig gelykop.
option-repetition-own-row = eie ry tel
option-repetition-draw = gelykop
option-opening-rule = Verpligte opening
option-opening-rule-hint = Elke speler se eerste skuif moet uit die gat heel regs kom.

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: voorportaal
lobby-heading = Voorportaal
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] { $seeds } saad per gat
   *[other] { $seeds } sade per gat
}
# How long ago something happened.
ago-now = so pas
ago-minutes = { $count } min gelede
ago-hours = { $count } h gelede
ago-days = { $count ->
    [one] 'n dag gelede
   *[other] { $count } dae gelede
}
lobby-opened = oopgemaak { $ago }
lobby-last-move = laaste skuif { $ago }
lobby-started = begin { $ago }
lobby-yours = Jou uitnodiging: wag vir iemand om dit te aanvaar
lobby-yours-team = Jou spanspel: wag vir die ander span
# $waiting and $seat are "south" or "north".
lobby-team-waits = 'n Spanspel: { $waiting ->
    [south] Suid
   *[north] Noord
} se span wag; jy sal by { $seat ->
    [south] Suid
   *[north] Noord
} se span aansluit
lobby-player-waits = { $player } wag; jy sal { $seat ->
    [south] Suid
   *[north] Noord
} speel
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, skuif { $ply }
lobby-open = Maak oop
lobby-accept = Aanvaar
lobby-watch = Kyk
lobby-open-heading = Oop uitnodigings
lobby-playing-heading = Spelle om na te kyk
lobby-no-invitation = Tans geen oop uitnodiging nie.
lobby-no-game = Geen spel aan die gang nie.

## Match series (/?series=ID)

series-loading = Laai die reeks…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] spanreeks
   *[false] reeks
} tot { $target ->
    [one] { $target } oorwinning
   *[other] { $target } oorwinnings
}
series-lobby-team-waits = 'n Span wag; jy sal by span { $player } aansluit
series-lobby-player-waits = 'n Speler wag; jy sal speler { $player } wees
series-title = Reeks tot { $target ->
    [one] { $target } oorwinning
   *[other] { $target } oorwinnings
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (rekenaar vlak { $level })
# $you is "true" for the reader's own team.
series-team-members = Span { $team }{ $you ->
    [true] {" "}(jou span)
   *[false] {""}
}: { $members }
series-team-waiting = Span { $team }{ $you ->
    [true] {" "}(jou span)
   *[false] {""}
} — wag vir lede
series-team = Span { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = Speler { $player }{ $you ->
    [true] {" "}(jy)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— wag om aan te sluit
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(jy)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— wag om aan te sluit
   *[false] {""}
}
series-in-progress = aan die gang
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] geen skuif oor nie
    [repetition] herhaling
   *[resignation] opgegee
}
series-draw = gelykop ({ $how })
series-draw-score = gelykop { $a }–{ $b } ({ $how })
series-game-won = { $winner } wen ({ $how })
series-game-won-score = { $winner } wen { $a }–{ $b } op punte ({ $how })
series-wins = { $count ->
    [one] { $count } oorwinning
   *[other] { $count } oorwinnings
}
# The title of one tally stick.
series-stick = 'n oorwinning
series-wins-of = { $wins } van { $target }
series-over = Reeks verby
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] Jou span wen die reeks
       *[false] Jou span verloor die reeks
    }
   *[false] { $won ->
        [true] Jy wen die reeks
       *[false] Jy verloor die reeks
    }
} — { $winner } wen
series-over-winner = { $winner } wen die reeks
series-over-score = { $who }, { $wins } oorwinnings teen { $losses }{ $draws ->
    [0] {""}
    [one] {" "}({ $draws } gelykop)
   *[other] {" "}({ $draws } keer gelykop)
}.
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = Spel { $number }{ $side ->
    [south] { $team ->
        [true] : jou span speel Suid (jou span skuif eerste)
       *[false] : jy speel Suid (jy skuif eerste)
    }
    [north] { $team ->
        [true] : jou span speel Noord
       *[false] : jy speel Noord
    }
   *[none] {""}
}.
series-game-next = Spel { $number } is verby; spel { $next } begin…
series-invite-team = Stuur hierdie skakel na die ander span; elkeen van sy lede (tot agt) sluit daarmee aan:
series-invite = Stuur hierdie skakel na jou teenstander; dit werk een keer:
invitation-label = Uitnodiging:
series-game = Spel { $number }
series-game-line = : { $south } Suid — { $result }
series-draws = Gelykop: { $draws }. Elke oorwinning is 'n stokkie (ol alai, die Maasai se telstokkies); gelykop tel nie vir die doel nie. Die kante ruil elke spel; Suid skuif eerste.{ $team ->
    [true] {" "}Elke span hou sy lede en sy saaier van spel tot spel; 'n span se skakel voeg 'n lid by vir die res van die reeks.
   *[false] {""}
}
series-games = Spelle ({ $count })
series-link-label = Reeks se skakel:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] Suid
   *[north] Noord
} wen
result-draw = Gelykop
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] Suid
   *[north] Noord
} wen { $a }–{ $b } op punte{ $after ->
    [true] {" "}ná 'n herhaling
   *[false] {""}
}
result-draw-on-points = Gelykop { $a }–{ $b } op punte{ $after ->
    [true] {" "}ná 'n herhaling
   *[false] {""}
}
result-resigns = { $loser ->
    [south] Suid
   *[north] Noord
} gee op: { $winner ->
    [south] Suid
   *[north] Noord
} wen
result-resigns-detail = Gevang toe die spel gestop het: Suid { $south }, Noord { $north }.
result-cannot-move = { $stuck ->
    [south] Suid
   *[north] Noord
} kan nie skuif nie: { $winner ->
    [south] Suid
   *[north] Noord
} wen
result-sadeqa-detail = In Sadeqa II verloor 'n speler sonder 'n skuif, maak nie saak wat die tellings is nie. Sade oor in die rye: Suid { $southRow }, Noord { $northRow }; gevang: Suid { $south }, Noord { $north }.
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] Suid
   *[north] Noord
}: { $captured } gevang{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] opgevee
       *[left] oor in die ry
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = Geen kant kan saai nie. { $parts }.
result-no-move-detail = { $stuck ->
    [south] Suid
   *[north] Noord
} kan nie skuif nie{ $swept ->
    [0] {""}
    [one] ; die { $swept } saad wat oor is, gaan na { $mover ->
        [south] Suid
       *[north] Noord
    }
   *[other] ; die { $swept } sade wat oor is, gaan na { $mover ->
        [south] Suid
       *[north] Noord
    }
}. { $parts }.
result-repetition-draw = Gelykop deur herhaling
result-repetition-draw-detail = 'n Stand het teruggekom, en in hierdie spel is 'n herhaling gelykop.
result-repetition-detail = 'n Stand het teruggekom: elke kant tel die sade in sy eie ry by sy vangste. { $parts }.
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] Jou span wen
       *[false] Jou span verloor
    }
   *[false] { $won ->
        [true] Jy wen
       *[false] Jy verloor
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = Skuiwe
game-no-move = Nog geen skuif nie.
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] Suid
   *[north] Noord
} { $move }
game-players = Spelers
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] Suid
   *[north] Noord
}: { $who }{ $you ->
    [true] {" "}(jy)
   *[false] {""}
}
game-captured-count = gevang { $captured }
game-captured = { $captured } gevang
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = { $total } punte ({ $captured } gevang + { $more } { $kind ->
    [swept] opgevee
   *[left] oor in die ry
})
game-you = Jy
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(jy)
    [team] {" "}(jou span)
   *[none] {""}
}
game-team-of = span van { $count }: { $members }
game-team-nobody = span: nog niemand nie
game-waiting-to-join = wag om aan te sluit
game-thinking = dink
game-animation = Animasie
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] stadig
    [normal] normaal
    [fast] vinnig
   *[instant] dadelik
}
game-skip = Slaan animasie oor
game-pass = Slaan oor
game-undo = Ontdoen
game-resign = Gee op
game-resign-confirm = Regtig opgee? Klik weer
game-show-sowing = Wys die saaiery
game-back-live = Terug na die spel
game-analyse-here = Ontleed van hier af
step-first = Eerste stand (Home)
step-back = Een skuif terug (←)
step-next = Een skuif vorentoe (→)
step-last = Laaste stand (End)
game-ply-of = skuif { $ply } van { $plies }
review-start-position = die beginstand (skuif 0).
review-ply = skuif { $ply } van { $plies }, { $side ->
    [south] Suid
   *[north] Noord
} het { $move } gespeel.
game-download = Laai rekord af
game-download-json = as JSON
game-spectator-link = Skakel vir toeskouers:
game-local-note = Op hierdie toestel teen die rekenaar gespeel: geen verbinding nodig nie. Spelle met ander mense het die bediener nodig.
# "This game is part of a [match series]." around the link.
game-in-series-before = Hierdie spel is deel van 'n{" "}
game-in-series-link = wedstrydreeks
game-in-series-after = .
game-over = Spel verby
game-over-headline = { $headline }.
game-over-plies = { $count ->
    [one] { $count } skuif. Stap daardeur met die knoppies of die pyltjiesleutels.
   *[other] { $count } skuiwe. Stap daardeur met die knoppies of die pyltjiesleutels.
}
game-review = Terugblik
game-no-replay-start = Hierdie spel kan nie hier deurgestap word nie (dit het nie by die beginstand begin nie).
game-no-replay = Hierdie spel kan nie hier deurgestap word nie.
game-analysis-failed = Kon nie die ontledingsbord oopmaak nie: { $error }
no-game-title = mancala: geen sulke spel nie
no-game-heading = Geen sulke spel nie
no-game-text = Daar is geen spel by hierdie adres nie: die skakel is dalk verkeerd getik, of die spel is nooit begin nie.
no-game-start = Begin 'n nuwe spel
no-game-lobby = Soek een in die voorportaal
local-no-game-text = Daar is geen spel by hierdie adres op hierdie toestel nie: 'n spel sonder die bediener word net bewaar in die blaaier wat dit gespeel het.
cancel = Kanselleer
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = Saai gat { $hole }: watter kant toe?
direction-left = ← na my linkerkant ({ $move })
direction-right = na my regterkant → ({ $move })
direction-status = Gat { $hole }: kies die rigting van sy eerste omloop (onder die bord), of 'n ander gat.
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = Klok: { $seconds } s 'n beurt{ $waiting ->
    [true] , vanaf wanneer albei spanne iemand het
   *[false] {""}
}
clock-left = Klok: { $seconds } s vir { $side ->
    [south] Suid
   *[north] Noord
}
invite-team-strong = Stuur hierdie skakel na die ander span
invite-team-rest = {" "}(elkeen maak dit oop om aan te sluit); die spel begin wanneer die eerste een dit doen:
invite-friend-strong = Stuur hierdie skakel na jou vriend
invite-friend-rest = {" "}(dit werk een keer); die spel begin wanneer hulle dit oopmaak:
rematch = Herkansing
rematch-watch = Kyk na die herkansing
rematch-go = Gaan na die herkansing
rematch-join = Sluit by die herkansing aan
rematch-accept = Aanvaar die herkansing
rematch-offer-team = 'n Herkansing het begin, met die kante omgeruil: elke lid sluit vir sy eie span aan.
rematch-offer = Jou teenstander bied 'n herkansing aan, met die kante omgeruil.
rematch-failed = Kon nie die herkansing begin nie: { $error }

## The status line of a game

status-reviewing = Terugblik: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }.{ $rematch ->
    [team] {" "}'n Herkansing het begin: sluit hieronder aan.
    [opponent] {" "}Jou teenstander bied 'n herkansing aan: aanvaar dit hieronder.
   *[none] {""}
}
status-plays = { $side ->
    [south] Suid
   *[north] Noord
} speel { $move }…
status-waiting-team = Wag vir die ander span: stuur vir hulle die skakel hierbo. Die spel begin wanneer iemand aansluit.
status-waiting-friend = Wag vir jou vriend om aan te sluit: stuur die uitnodigingskakel hierbo.
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] Suid
       *[north] Noord
    } het oorgeslaan (geen saaiery nie).{" "}
    [extra] Ekstra skuif vir { $side ->
        [south] Suid
       *[north] Noord
    }: die saaiery het in { $side ->
        [south] Suid
       *[north] Noord
    } se eie ry geëindig sonder om oor te steek.{" "}
   *[none] {""}
}{ $text }
status-must-pass = Jou beurt: jy kan nie saai nie, dus slaan jy oor. Druk Slaan oor.
status-extra-move = Ekstra skuif: jou saaiery het in jou eie ry geëindig sonder om oor te steek. Speel weer.
status-your-turn = Jou beurt: kies 'n gemerkte gat.
status-engine-thinking = { $engine } ({ $side ->
    [south] Suid
   *[north] Noord
}) dink…
status-team-deciding = { $side ->
    [south] Suid
   *[north] Noord
} se span besluit…
status-waiting-move = Wag vir { $side ->
    [south] Suid
   *[north] Noord
} om te skuif.
status-watching = { $side ->
    [south] Suid
   *[north] Noord
} moet skuif. Jy kyk toe.
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] Jou span se beurt: jy is die saaier. Saai 'n voorstel (spanpaneel hieronder) wanneer die span saamstem, of klik op 'n gat om 'n ander een voor te stel.
   *[none] Jou span se beurt: jy is die saaier. Klik op 'n gat om 'n skuif voor te stel; jy saai dit wanneer die span saamstem.
}
status-team-member = { $proposals ->
    [some] Jou span se beurt: stem saam met 'n voorstel (spanpaneel hieronder), of klik op 'n gat om 'n ander een voor te stel.
   *[none] Jou span se beurt: klik op 'n gat om dit voor te stel.
}

## The team panel of a team game

team-heading = Jou span: { $side ->
    [south] Suid
   *[north] Noord
}
team-over = Die spel is verby.
team-no-opponent = Die spel begin wanneer iemand by die ander span aansluit.
team-turn-sower = Jou span se beurt: jy is die saaier; saai 'n voorstel wanneer die span saamstem.
team-turn-member = Jou span se beurt: klik op 'n gat om dit voor te stel, of stem saam met 'n voorstel.
team-other-deciding = Die ander span besluit.
team-proposals = Voorstelle
# A proposal: who proposed it, who agreed and how many.
team-proposal = voorgestel deur { $by }; saamgestem: { $agreed } ({ $count })
team-you-agree = jy stem saam
team-agree = Stem saam
team-sow = Saai { $move }
team-no-proposal = Nog geen voorstel nie.
team-withdraw = Trek my instemming terug
team-members = Lede
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ saaier
   *[false] {""}
}{ $you ->
    [true] {" "}(jy)
   *[false] {""}
}{ $away ->
    [true] {" "}— weg
   *[false] {""}
}
team-hand-sower = Gee die saaier se rol aan
team-sower-away = Die saaier is weg: gee die rol aan
team-give = Gee
team-level = vlak { $level }
team-add-engine = Voeg 'n rekenaarlid by
team-add = Voeg by
team-invite = Nooi jou span:
team-chat = Spangesels (net jou span)
team-chat-placeholder = Boodskap aan jou span
team-chat-send = Stuur
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = voorgestel { $proposals } (instemmings)

## The board (for screen readers)

board-label = bord
# A hole: "South hole 3: 4 seeds".
hole = { $side ->
    [south] Suid
   *[north] Noord
} gat { $hole }: { $seeds ->
    [one] { $seeds } saad
   *[other] { $seeds } sade
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = { $side ->
    [south] Suid
   *[north] Noord
} gat { $hole }: { $seeds ->
    [one] { $seeds } saad
   *[other] { $seeds } sade
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = Spring na die bord
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] Suid
   *[north] Noord
} het { $move } gesaai: { $laps ->
    [one] { $laps } omloop
   *[other] { $laps } omlope
}{ $captured ->
    [0] {""}
    [one] , { $captured } saad gevang
   *[other] , { $captured } sade gevang
}.
announce-pass = { $side ->
    [south] Suid
   *[north] Noord
} het oorgeslaan.
hole-last-from = die laaste skuif het hier begin
hole-last-end = die laaste skuif het hier geëindig
hole-captured = deur die laaste skuif gevang

## Server jobs (analysis, solving, review)

job-too-many = Te veel take tegelyk: { $error }
job-too-many-retry = Te veel take tegelyk: { $error } Probeer weer oor { $seconds } s.

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = Die versoek is nie geldig nie.
error-unauthorized = Jy mag dit nie doen nie.
error-forbidden = Dit word geweier.
error-not-found = Nie gevind nie.
error-no-route = Daar is niks by hierdie adres nie.
error-method-not-allowed = Hierdie adres neem nie daardie metode nie.
error-body-timeout = Die versoek het nie betyds aangekom nie.
error-conflict = Dit kan nie nou gedoen word nie.
error-body-too-large = Die versoek is te groot.
error-url-too-long = Die adres is te lank.
error-unsupported-coding = Die versoek is in 'n kodering wat die bediener nie lees nie.
error-unprocessable = Dit kan nie gedoen word nie.
error-too-many-requests = Te veel versoeke: probeer binnekort weer.
error-not-implemented = Die bediener doen dit nie.
error-unavailable = Die bediener is besig: probeer binnekort weer.
error-internal-error = Die bediener het misluk; niks is verander nie.
error-no-seat = Jy het geen plek in hierdie spel nie.
error-invalid-invite = Hierdie uitnodiging is nie geldig nie (of is reeds gebruik).
error-invite-expired = Hierdie uitnodiging het verval (uitnodigings hou 'n dag).
error-game-over = Die spel is verby.
error-game-not-over = Die spel is nie verby nie: 'n herkansing kom daarna.
error-rematch-in-series = Ná 'n spel van 'n reeks volg die reeks se volgende spel, nie 'n herkansing nie.
error-in-rematch = Jy is reeds in die herkansing.
error-opponent-not-joined = Die spel het nie begin nie: wag vir die ander speler (of span) om met die uitnodiging aan te sluit.
error-not-your-turn = Dit is nie jou beurt nie.
error-illegal-move = Hierdie skuif is nie hier wettig nie.
error-undo-not-here = Ontdoen is net vir spelle teen die rekenaar.
error-engine-thinking = Die rekenaar kies sy skuif: probeer weer.
error-resigned = Die spel is opgegee.
error-nothing-to-undo = Niks om te ontdoen nie.
error-game-counted = Hierdie spel van 'n reeks is verby en getel.
error-not-team-game = Dit is nie 'n spanspel nie.
error-engine-games-full = Te veel spelle tussen rekenaars is aan die gang: probeer later.
error-not-member = Jy het geen plek in hierdie spel nie.
error-not-your-teams-turn = Dit is nie jou span se beurt nie.
error-not-sower = Net jou span se saaier tree vir die span op (skuiwe, opgee, terugneem); stel eerder 'n skuif voor.
error-invalid-team-invite = Hierdie spanuitnodiging is nie geldig nie.
error-team-full = Die span is vol.
error-no-proposal = Daar is nie so 'n voorstel in hierdie beurt nie.
error-no-member = Daar is nie so 'n lid in jou span nie.
error-sower-refused = Die saaier se rol kan nie so gegee word nie.
error-invalid-team-request = Die spanversoek is nie geldig nie.
error-chat-too-fast = Te veel boodskappe: wag 'n oomblik.
error-series-over = Die reeks is verby.
error-no-game = Daar is nie so 'n spel nie.
error-no-series = Daar is nie so 'n reeks nie.
error-no-job = Daar is nie so 'n taak nie (klaar take word 10 minute gehou).
error-no-study = Daar is nie so 'n studie nie.
error-study-exists = Hierdie stand is reeds 'n studie.
error-not-job-owner = Hierdie token beheer nie die taak nie.
error-busy = Te veel word tegelyk gevra: probeer binnekort weer.
error-changed-elsewhere = Iemand anders het dit eerste verander: probeer weer.
error-store-failed = Die bediener kon dit nie stoor nie; niks is verander nie.
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = gate { $first }–{ $last } ({ $side ->
    [south] Suid
   *[north] Noord
} se telling)

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = reëls
stop = Stop
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] S
   *[north] N
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] wen in { $plies }
   *[loss] verloor in { $plies }
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = { $seconds } s

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: ontleding
analysis-title-game = mancala: ontleding, { $game } 2×{ $holes }
analysis-heading = Ontledingsbord
analysis-heading-game = Ontleding: { $game } 2×{ $holes }
analysis-nav-first = Die eerste stand (Home)
analysis-nav-back = Een skuif terug (←)
analysis-nav-next = Een skuif vorentoe (→)
analysis-nav-last = Die einde van hierdie lyn (End)
analysis-flip = Draai om
    .title = Draai die bord om
analysis-edit = Wysig stand
analysis-engine = Rekenaar
analysis-engine-more = Gaan voort ({ $seconds } s)
analysis-solve-time = tyd vir die oplosser
analysis-solve = Los op
analysis-solver = Oplosser
analysis-delete-line = Skrap van hier af
analysis-promote = Maak hooflyn
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = 'n Stand as JSON, { $json }, of 'n spelrekord, { $record }
analysis-paste-label = 'n stand of 'n rekord
analysis-paste-summary = Plak 'n stand of 'n rekord
analysis-paste-empty = Plak eers 'n stand as JSON of 'n rekord.
analysis-paste-bad-json = Dit is nie geldige JSON nie: { $error }
analysis-paste-open = Maak oop
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = Die stand in hierdie adres is nie leesbare JSON nie ({ $error }).
analysis-url-not-object = Die stand in hierdie adres is nie 'n standobjek nie.
analysis-url-bad-ply = Die skuif in hierdie adres, "{ $ply }", is nie 'n heel getal skuiwe nie.
# $games lists the games' names.
analysis-url-no-game = Daar is geen spel "{ $game }" nie: die spelle is { $games }.
analysis-url-cannot-show = Hierdie stand kan nie gewys word nie.
analysis-bad-url-heading = Hierdie ontleding kan nie oopgemaak word nie
analysis-bad-url-text = Die adres is dalk afgekap of verander. Begin eerder met 'n nuwe bord.
analysis-open-empty = Maak 'n leë ontledingsbord oop
analysis-record-unreadable = Die rekord kan nie gelees word nie: { $error }
analysis-position-refused = Die stand word geweier: { $error }
analysis-ply-past-record = Skuif { $ply } is verby die rekord se { $plies } skuiwe.
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = Die lyn { $line } kan nie gespeel word nie: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← na die skuiwer se linkerkant ({ $move })
analysis-direction-right = na die skuiwer se regterkant → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } is nie hier wettig nie (wettig: { $legal }).
# Beside the heading: where the position comes from.
analysis-from-record = uit 'n rekord van { $plies } skuiwe (sy geskiedenis tel)
analysis-from-position = uit 'n opgestelde stand (geen geskiedenis nie)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $result ->
    [win] wen
    [loss] verloor
   *[draw] gelykop
} met { $margin } vir { $side ->
    [south] Suid
   *[north] Noord
}
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $result ->
    [win] wen
    [loss] verloor
   *[draw] gelykop
} vir { $side ->
    [south] Suid
   *[north] Noord
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: tussen { $lower } en { $upper } vir { $side ->
    [south] Suid
   *[north] Noord
}
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
analysis-solve-letter = { $result ->
    [win] W
    [loss] V
   *[draw] G
}
analysis-to-move = aan die beurt
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = Skuif { $ply }: { $text }
analysis-status-over = { $headline }. { $detail }
analysis-status-pass = { $side ->
    [south] Suid
   *[north] Noord
} kan nie saai nie en slaan oor.
analysis-status-move = { $side ->
    [south] Suid
   *[north] Noord
} moet skuif. Klik op 'n gemerkte gat om dit te speel.
analysis-no-move = Nog geen skuif nie: speel een op die bord. Elke skuif wat jy probeer, word hier gehou; gaan terug (←) en speel 'n ander een om 'n sylyn te begin.
analysis-share = Deel
analysis-share-hint = Hierdie skakel maak die bord presies oop soos dit nou is: dieselfde stand, geskiedenis en lyn.
analysis-share-link = Skakel:
# <code> marks the command, which is not translated.
analysis-share-json = Hierdie stand as JSON (vir <code>{ $command }</code>):
analysis-engine-off = af
analysis-engine-over = die spel is verby
analysis-engine-no-move = Geen skuif om te ontleed nie: { $headline }.
analysis-engine-starting = begin tans…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] misluk: { $error }
    [stopped] gestop
   *[done] klaar
}
analysis-engine-end-depth = diepte { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = Suid { $score } volgens die rekenaar (diepte { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = diepte { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(besig met diepte { $searching })
} · { $nodes } nodusse · { $rate } · { $seconds } s
analysis-engine-hint = Tellings in sade vir { $side ->
    [south] Suid
   *[north] Noord
}, wat aan die beurt is ("wen in 7": die rekenaar sien die einde van die spel).
analysis-depth = diepte { $depth }
analysis-play-to-here = Speel die lyn tot hier
analysis-solve-over = Die spel is hier verby: niks om op te los nie.
analysis-solve-starting = Die oplosser begin…
analysis-solve-searching = Soek tans: { $nodes } nodusse, { $elapsed } s van { $seconds } s; die waarde is tussen { $lower } en { $upper }.
analysis-solve-hint = Die oplosser bewys die presiese uitslag met die beste spel van hier af (die finale verskil in sade, of in Sadeqa II wen, gelykop of verloor) en die waarde van elke skuif, binne die tyd wat jy hom gee.
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = Bewys: { $result ->
    [draw] gelykop
    [win] 'n oorwinning vir { $side ->
        [south] Suid
       *[north] Noord
    }
   *[loss] 'n nederlaag vir { $side ->
        [south] Suid
       *[north] Noord
    }
}{ $margin ->
    [none] {""}
   *[other] {" "}met { $margin }
}
analysis-solve-proved-detail = {" "}(waarde { $value } vir { $side ->
    [south] Suid
   *[north] Noord
}, { $nodes } nodusse, { $seconds } s).
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = Nie bewys nie { $stopped ->
    [true] voordat dit gestop is
   *[false] binne die gegewe tyd
}: die waarde vir { $side ->
    [south] Suid
   *[north] Noord
} is tussen { $lower } en { $upper }.
analysis-solve-unproved = Nie bewys nie { $stopped ->
    [true] voordat dit gestop is
   *[false] binne die gegewe tyd
}.
analysis-optimal-line = Beste lyn:{" "}
analysis-play-it = Speel dit
analysis-solve-move = Skuif
analysis-solve-outcome-for = Uitslag vir { $side ->
    [south] Suid
   *[north] Noord
}
analysis-solve-margin = Verskil
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] wen
    [loss] verloor
    [draw] gelykop
   *[none] nie bewys nie
}
analysis-editing = Wysig: klik op 'n gat en sit sade by of haal sade weg (ook met die + en − sleutels).
analysis-edit-size = 'n Bord het { $minHoles } tot { $maxHoles } gate in 'n ry en aan die begin { $minSeeds } tot { $maxSeeds } sade in 'n gat.
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] omloopgrens
    [capture_lone_seed] vang 'n enkele saad
    [opening_rule] verpligte opening
    [repetition] herhaling
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] eie ry
   *[draw] gelykop
}
analysis-opening-made = Openingskuif gemaak:{" "}
analysis-edit-heading = Stel 'n stand op
analysis-edit-hint = Klik op 'n gat en sit sade by of haal sade weg met − en + (of tik die getal). Elke saad van die spel moet op die bord of by die vangste wees.
analysis-edit-start = Beginstand
analysis-edit-clear = Maak die bord leeg
analysis-edit-balance = Res na die vangste
analysis-edit-seeds = Sade in 'n gat aan die begin
analysis-edit-to-move = Aan die beurt
analysis-edit-captured = Deur { $side ->
    [south] Suid
   *[north] Noord
} gevang
analysis-edit-done = Ontleed hierdie stand
analysis-hole = { $side ->
    [south] Suid
   *[north] Noord
} gat { $hole }
analysis-hole-seeds = Sade in { $side ->
    [south] Suid
   *[north] Noord
} gat { $hole }
analysis-hole-not-whole = 'n getal moet heel wees
analysis-hole-negative = { $count } sade: 'n gat kan nie minder as 0 hou nie
analysis-hole-too-many = { $count } sade is meer as { $max }, die meeste wat 'n gat mag hou
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }.
analysis-board-over = Die bord hou { $onBoard } sade, { $over } meer as die spel se { $total }: haal 'n paar weg.
analysis-no-hole = Geen gat gekies nie: klik op een op die bord.
analysis-seed-less = een saad minder
analysis-seed-more = een saad meer
analysis-hole-empty = Leeg
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = Op die bord { $onBoard } + gevang { $captured } = { $sum } van die spel se { $total }{ $state ->
    [complete] : volledig.
    [missing] : { $count ->
        [one] { $count } saad kort.
       *[other] { $count } sade kort.
    }
   *[over] : { $count } te veel.
}
analysis-captured-whole = Die gevangde getalle moet heel getalle wees, 0 of meer.
analysis-total-wrong = Die bord se totaal is verkeerd: { $sum } sade op die bord en gevang, maar die spel het { $total } (2 × { $holes } gate × { $seeds }). Gebruik "Res na die vangste" of verander die getalle.

## A finished game's review (/review?game=ID)

review-title = mancala: terugblik
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: terugblik: { $game } 2×{ $holes }
review-heading = Terugblik: { $game } 2×{ $holes }
review-back = Terug na die spel
review-new-game = Nuwe spel
review-analysis = Ontledingsbord
review-no-id-heading = Geen spel om terug te blik nie
review-no-id-text = Hierdie adres noem geen spel nie: 'n terugblik word as /review?game=ID oopgemaak, van 'n klaar spel se bladsy af.
review-no-game-text = Daar is geen spel by hierdie adres nie.
review-not-over-heading = Die spel is nog nie verby nie
review-not-over-text = 'n Spel kry 'n terugblik sodra dit geëindig het. Kom terug wanneer dit klaar is.
review-record-unreadable = Die rekord kan nie gelees word nie
review-nav-first = Die begin (Home)
review-nav-back = Een skuif terug (←)
review-nav-next = Een skuif vorentoe (→)
review-nav-last = Die einde (End)
review-the-game = die spel
review-summary = { $headline } ná { $plies } skuiwe.
review-evaluation = Evaluering
review-accuracy = Akkuraatheid
review-reviewing = Besig: die rekenaar en die oplosser kyk na elke skuif…
review-try-again = Probeer weer
review-progress = { $done } van { $total } skuiwe nagegaan, { $seconds } s
review-done = Al { $total } skuiwe nagegaan in { $seconds } s. Klik op die grafiek of op 'n skuif om daardie stand te sien.
review-failed = Die terugblik het misluk: { $error }
review-stopped = Gestop ná { $done } van { $total } skuiwe.
review-again = Gaan weer na
review-best-here = beste hier: { $move }
review-start = Die beginstand.
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] Beste
    [good] Goed
    [inaccuracy] Onakkuraatheid
    [mistake] Fout
   *[blunder] Flater
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] beste
    [good] goed
    [inaccuracy] onakkuraatheid
    [mistake] fout
   *[blunder] flater
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = Skuif { $ply }: { $side ->
    [south] Suid
   *[north] Noord
} het { $move } gespeel{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , verloor { $loss }
    })
}.
review-graph-label = evaluering vir Suid oor die skuiwe
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = skuif { $ply }: { $side ->
    [south] Suid
   *[north] Noord
} { $move }, { $name } (Suid { $eval })
review-point-label = skuif { $ply }
review-better = beste { $best }, −{ $loss }
review-waiting = Wag vir die terugblik…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] speler
   *[other] rekenaar vlak { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = Gaan na { $side ->
    [south] Suid
   *[north] Noord
} se volgende { $class ->
    [inaccuracy] onakkuraatheid
    [mistake] fout
   *[blunder] flater
}
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } onakkuraatheid
       *[other] { $count } onakkuraathede
    }
    [mistake] { $count ->
        [one] { $count } fout
       *[other] { $count } foute
    }
   *[blunder] { $count ->
        [one] { $count } flater
       *[other] { $count } flaters
    }
}
review-explain-summary = Hoe skuiwe ingedeel word
review-explain = Elke skuif word vergelyk met die beste skuif in dieselfde stand. Sy verlies is hoeveel sade van die finale verskil dit teenoor die beste skuif weggee (een saad weggee skuif die verskil met twee): presies, deur die oplosser, waar dit elke skuif bewys; andersins deur die rekenaar se soektog (sulke skuiwe is met ≈ gemerk).
review-loses-nothing = verloor niks nie: so goed soos die beste skuif
review-loses-range = verloor { $from } tot { $to } { $to ->
    [one] saad
   *[other] sade
}
review-loses-more = verloor { $from } sade of meer
review-thresholds-later = Die grense kom saam met die terugblik.
review-sadeqa = Sadeqa II word net volgens uitslag getel (wen 1, gelykop 0, verloor −1): waar die oplosser dit bewys, is 'n skuif wat een uitslag verloor ('n oorwinning na gelykop, gelykop na 'n nederlaag) 'n fout, en twee ('n oorwinning na 'n nederlaag) 'n flater.
review-accuracy-formula = Akkuraatheid: elke skuif van 'n kant kry punte volgens sy klas: beste 100, goed 90, onakkuraatheid 70, fout 40, flater 0; 'n kant se akkuraatheid is die gemiddeld van hierdie punte oor sy skuiwe, sonder gedwonge skuiwe ('n stand met net een wettige skuif).
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } was die beste skuif ({ $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value } vir { $side ->
    [south] Suid
   *[north] Noord
}).
review-note-good = { $move } is goed: dit verloor { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } teenoor { $best } ({ $played } in plaas van { $value }).
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } verloor { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } { $loss ->
    [one] saad
   *[other] sade
} vir { $side ->
    [south] Suid
   *[north] Noord
} ({ $played }). Beter was <strong>{ $best }</strong> ({ $value }).

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: studies
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] bo 10
   *[other] { $level } van 10
}
studies-every-game = elke spel
studies-any-size = enige grootte
studies-any-difficulty = enige moeilikheid
studies-level = vlak { $level }
studies-heading = Studies en raaisels
studies-analysis = Ontledingsbord
studies-intro = Stande met 'n bewese uitslag: vind die skuiwe wat dit behou. Enige skuif wat die presiese waarde behou, tel; die oplosser antwoord vir die ander kant.
studies-daily = Raaisels van die dag
studies-filter-board = Bord
studies-filter-difficulty = Moeilikheid
studies-no-daily = Geen raaisel vandag nie.
studies-none = Geen studie pas by hierdie filters nie.
studies-col-study = Studie
studies-col-task = Taak
studies-solved-here = in hierdie blaaier opgelos
studies-difficulty-title = die laagste rekenaarvlak wat die oplossing vind
studies-pager = { $total ->
    [one] { $total } studie
   *[other] { $total } studies
}, bladsy { $page } van { $pages }
studies-previous = ← Vorige
studies-next = Volgende →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· opgelos ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] Suid
   *[north] Noord
} skuif en { $goal ->
    [win-by] wen met { $value }
    [win] wen
    [draw] speel gelykop
    [lose] verloor
   *[lose-by] verloor met hoogstens { $value }
}
submit-position-label = die stand as JSON
submit-name-placeholder = bv. 'n Stil vangs
submit-button = Dien in
submit-summary = Dien 'n stand as 'n studie in
# <a> is the link to the analysis board.
submit-hint = Stel die stand op die <a>ontledingsbord</a> op en kopieer sy JSON daarvandaan (onder Deel). Die bediener aanvaar dit wanneer die oplosser binne sy tydsgrens bewys dat presies een eerste skuif die stand se waarde behou: 'n studie het een oplossing.
submit-no-name = Gee die studie 'n naam.
submit-bad-json = Die stand is nie geldige JSON nie: { $error }
submit-checking = Die oplosser kontroleer dit…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = Aanvaar: <a>{ $stipulation }</a>.
# <a> links to the study the position already is.
submit-exists = Nie aanvaar nie: hierdie stand is reeds <a>'n studie</a>.
submit-refused = Nie aanvaar nie: { $error }
submit-position = Stand (JSON)
submit-name = Naam
puzzle-no-study-title = mancala: geen sulke studie nie
puzzle-no-study = Geen sulke studie nie
puzzle-cannot-open = Die studie kan nie oopgemaak word nie
puzzle-all-studies = Alle studies
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: studie { $name }
puzzle-hint = Wenk
puzzle-restart = Begin weer
puzzle-analyse = Ontleed
puzzle-no-moves = Nog geen nie: jou eerste skuif is die sleutel.
puzzle-task = Jou taak
puzzle-task-text = Jy speel { $side ->
    [south] Suid
   *[north] Noord
}; die oplosser antwoord vir { $other ->
    [south] Suid
   *[north] Noord
} met sy beste verdediging. Enige skuif wat die bewese uitslag behou, is reg.
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = Moeilikheid { $difficulty } · { $source ->
    [submitted] ingedien
   *[collection] uit die versameling
} · { $id }
puzzle-solved-before = ✓ Jy het hierdie een al voorheen opgelos.
puzzle-you = jy
puzzle-solver = die oplosser
puzzle-must-pass = Jy kan nie saai nie, dus slaan jy oor: druk Slaan oor.
puzzle-again = Reg. Weer jou skuif: hou so aan.
puzzle-your-move = Jou skuif: { $stipulation }.
puzzle-checking = Kontroleer tans…
puzzle-you-pass = Jy slaan oor…
puzzle-you-play = Jy speel { $move }…
puzzle-not-kept = { $move } behou nie die waarde nie.
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } is verkeerd.{" "}
puzzle-refutation = Die weerlegging: { $side ->
    [south] Suid
   *[north] Noord
} antwoord { $reply }.
puzzle-put-back = Die stand is teruggesit: probeer 'n ander skuif.
puzzle-refuted = { $move } is weerlê. Weer jou skuif.
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] Suid
   *[north] Noord
} { $again ->
    [true] skuif weer
   *[false] antwoord
}: { $reply }…
puzzle-solved-status = Opgelos!
puzzle-solved = ✓ Opgelos.{" "}
puzzle-kept = Jy het die waarde tot die einde behou.
puzzle-another = Nog 'n studie
puzzle-analyse-it = Ontleed dit
puzzle-right = ✓ { $move } is reg.
puzzle-pass-right = ✓ Oorslaan is reg.
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] Suid
   *[north] Noord
} antwoord { $replies }.
puzzle-then = { $first }, dan { $next }
puzzle-hint-title = wenk
puzzle-hint-move = Speel { $move }.
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = Kyk na gat { $hole }.{ $direction ->
    [true] {" "}(Vra weer vir die rigting.)
   *[false] {""}
}
