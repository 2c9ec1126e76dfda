# The Gĩkũyũ catalog of the mancala page: a DRAFT translated from en.ftl, not yet reviewed by a speaker.
# Each message is one text of the page. Keep the ids; translate the values.
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } must be kept; plurals and selectors follow CLDR.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] mbegũ { $count }
   *[other] mbegũ { $count }
}

## The header on every page

nav-play = Thaka
nav-analysis = Gũthuthuria
nav-studies = Mathomo
nav-lobby = Kĩhaaro
nav-rules = Mawatho

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = Eterera…
server-unreachable = Sava ndĩrakinyĩka: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = Ndũngĩhota gũtoonya: { $error }. Ũrarora o kũrora.
copy = Kobia
# The picker of languages in the header (its label for screen readers).
language-picker = Rũthiomi
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (rũandĩko rwa mbere)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
player-human = Mũthaki
player-engine = Kombiuta, kĩrathi { $level }

## Joining a team

join-team-heading = Toonya gĩkundi: { $game } 2×{ $holes }
join-team-text = Gĩkundi gĩaku nĩ gĩtuaga ikinya o rĩothe hamwe; mũhandi nĩwe ũrĩthakaga.
your-name = Rĩĩtwa rĩaku
join-team-button = Toonya gĩkundi

## The 404 page

not-found-title = Ihũa rĩtionekete · mancala
not-found-heading = Gũtirĩ ihũa haha
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = Hihi athereti ĩandĩkĩtwo na ihĩtia, kana ihũa nĩ rĩthamĩtio. Link ya mũthako ĩhaanaga ta <code>/?game=…</code>, na mĩthako ĩrathiĩ na mbere nĩ ĩandĩkĩtwo <a>kĩhaaro-inĩ</a>.
not-found-start = Ambĩrĩria mũthako
not-found-analysis = Mbaũ ya gũthuthuria

## The new-game page (/)

home-title = mancala: thaka
home-heading = Mũthako mwerũ
home-game = Mũthako
# The link beside the game's choice before a game is chosen.
home-rules = mawatho
# The link to a game's rules page: "En Dodoi rules".
game-rules = Mawatho ma { $game }
game-note-en-gehe = Mũthako wa Amaasai wa mĩhari mĩraihu (marima 40 nginya 50), ũthakagwo nĩ ikundi igĩrĩ; mĩthako mĩraihu.
game-note-en-dodoi = Mũthako wa Amaasai wa marima 6 nginya 10 mũhari-inĩ: kũhanda gũthiĩ na mbere, kũnyiita kuuma irima rĩrĩa rĩangʼethanĩire narĩo. Wa ihenya.
game-note-sadeqa-ii = Kuuma Oromia: kũnyiita mwena o wothe; mũthaki ũtarĩ na ikinya nĩ ahootagwo.
game-note-giuthi = Mũthako wa Agĩkũyũ: handa mwena o wothe, ngendo igarũraga mwena, makinya mangĩ na kũnyiita gũthiĩ na mbere.
home-board-label = Mbaũ
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] mbegũ { $seeds } o irima
   *[other] mbegũ { $seeds } o irima
}{ $usual ->
    [true] {" "}(ya kawaida)
   *[false] {""}
}
home-board-custom = ũnene ũngĩ…
home-holes = Marima o mũhari
home-seeds = Mbegũ o irima
home-play-against = Thaka na
home-opponent-engine = kombiuta
home-opponent-friend = mũrata (link ya ũiti)
home-opponent-teams = gĩkundi na gĩkundi (nginya 8 o mwena)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] Kombiuta ĩcookagia o rĩmwe; kĩrathi 1 nĩ kĩhũthũ, kĩrathi 10 nĩ gĩĩciiragia mũno.
    [friend] Nĩ ũkũheo link ya gũtũma; mũthako ũkwambĩrĩria rĩrĩa mũrata waku ekũmĩhingũra.
   *[teams] Ikundi igĩrĩ nĩ ciheanaga mĩĩciiria ya makinya na iketĩkanĩria; mũhandi wa o gĩkundi nĩwe ũmathakaga.
}
home-engine-level = Kĩrathi kĩa kombiuta
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = kĩrathi { $level }{ $level ->
    [1] {" "}(kĩhũthũ mũno)
    [10] {" "}(kĩrĩa kĩrĩ hinya mũno)
   *[other] {""}
}
home-my-side = Mwena wakwa
home-side-south = Mũhuro (nĩ ũthakaga mbere)
home-listed = andĩka ũiti kĩhaaro-inĩ (o ũrĩa ũngĩenda no etĩkĩre)
home-team-game = Mũthako wa ikundi
home-clock = Thaa ya ihinda (sekondi; tiga kũrĩ o ũguo angĩkorwo ndũrĩ)
# The placeholder of the empty turn clock.
home-clock-none = gũtirĩ
home-team-hint = Wee nĩwe ũtongoragia gĩkundi kĩa Mũhuro na nĩwe ũhandaga mbere (mũrũmanĩrio-inĩ, gĩkundi A nĩ Mũhuro mũthako-inĩ wa mbere, na mĩena ĩkagarũrũkana o mũthako). Thaa yathira, mwĩciiria ũrĩa wĩtĩkĩrĩtwo nĩ andũ aingĩ nĩguo ũthakagwo; angĩkorwo gũtirĩ mwĩciiria, kombiuta (kĩrathi-inĩ kĩrĩa kĩrĩ igũrũ) nĩyo ĩthakagĩra gĩkundi.
# "Series to [number] wins": the words before and after the number's box.
home-series-before = Mũrũmanĩrio nginya ũhootani
home-series-after = {""}
# The placeholder of the empty series box.
home-single-game = mũthako ũmwe
home-series-hint = Tiga kũrĩ o ũguo nĩ ũndũ wa mũthako ũmwe; ũngĩandĩka namba, mĩthako nĩ ĩgũthakwo nginya mwena ũmwe ũhoote maita macio, mĩena ĩkĩgarũrũkana o mũthako.
home-rule-options = Mawatho ma gũthuura
home-start = Ambĩrĩria mũthako
home-holes-range = Marima o mũhari nĩ marĩ ma kuuma { $min } nginya { $max }.
home-seeds-range = Mbegũ o irima nĩ irĩ cia kuuma { $min } nginya { $max }.
home-series-range = Mũrũmanĩrio ũthakagwo nginya ũhootani 1 nginya 99.
home-offline-note = Gũtirĩ intaneti: mũthako na kombiuta ũrathakwo kĩndũ-inĩ gĩkĩ. Mĩthako na mũrata, ya ikundi na ya mũrũmanĩrio ĩbataraga intaneti.
home-unreachable = Sava ndĩrakinyĩka: mĩthako na mũrata, ya ikundi na ya mũrũmanĩrio ĩbataraga intaneti. No ũthake mũthako ũmwe na kombiuta kĩndũ-inĩ gĩkĩ.

## Rule options (by their names in the catalogue of games)

option-lap-limit = Mũhaka wa ngendo
option-lap-limit-hint = Kũhanda kũrĩa gũtathirĩte ngendo-inĩ ici ti ikinya rĩa watho (kũhanda gũthiĩ na mbere no gũthiĩ tene na tene).
option-capture-lone-seed = Nyiita mbegũ ĩrĩ yoiki
option-capture-lone-seed-hint = Rĩrĩa irima rĩangʼethanĩire na irima rĩa mũthia rĩtarĩ na kĩndũ, mbegũ ya mũthia o na ũguo nĩ ĩnyiitagwo yoiki.
option-repetition = Rĩrĩa mũhaaro wacookerera
option-repetition-hint = Mũhari waku: o mwena nĩ wongagĩrĩra mbegũ cia mũhari waku harĩ iria ũnyiitĩte, na ũrĩa ũrĩ na mũigana mũnene nĩwe ũhootaga. Kũiganana: mũthako nĩ ũthiraga maiganene.
option-repetition-own-row = mũhari waku nĩ ũtaragwo
option-repetition-draw = kũiganana
option-opening-rule = Kwambĩrĩria gwa watho
option-opening-rule-hint = Ikinya rĩa mbere rĩa o mũthaki no nginya rĩume irima rĩake rĩa mũthia rĩa guoko kwa ũrĩo.

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: kĩhaaro
lobby-heading = Kĩhaaro
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] mbegũ { $seeds } o irima
   *[other] mbegũ { $seeds } o irima
}
# How long ago something happened.
ago-now = rĩu rĩu
ago-minutes = mĩnithi { $count } ĩhĩtũkĩte
ago-hours = thaa { $count } ihĩtũkĩte
ago-days = { $count ->
    [one] mũthenya ũmwe ũhĩtũkĩte
   *[other] mĩthenya { $count } ĩhĩtũkĩte
}
lobby-opened = wahingũrirwo { $ago }
lobby-last-move = ikinya rĩa mũthia { $ago }
lobby-started = wambĩrĩirie { $ago }
lobby-yours = Ũiti waku: nĩ ũretereria mũndũ wa kũwĩtĩkĩra
lobby-yours-team = Mũthako waku wa ikundi: nĩ ũretereria gĩkundi kĩrĩa kĩngĩ
# $waiting and $seat are "south" or "north".
lobby-team-waits = Mũthako wa ikundi: gĩkundi kĩa { $waiting ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ kĩretereria; wee ũngĩtoonya gĩkundi kĩa { $seat ->
    [south] Mũhuro
   *[north] Gathigathini
}
lobby-player-waits = { $player } nĩ aretereria; wee ũngĩthaka mwena wa { $seat ->
    [south] Mũhuro
   *[north] Gathigathini
}
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, ikinya { $ply }
lobby-open = Hingũra
lobby-accept = Ĩtĩkĩra
lobby-watch = Rora
lobby-open-heading = Iiti iria irĩ hingũre
lobby-playing-heading = Mĩthako ya kũrora
lobby-no-invitation = Gũtirĩ ũiti ũhingũrĩtwo rĩu.
lobby-no-game = Gũtirĩ mũthako ũrathiĩ na mbere.

## Match series (/?series=ID)

series-loading = Mũrũmanĩrio nĩ ũrarehwo…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] mũrũmanĩrio wa ikundi
   *[false] mũrũmanĩrio
} nginya { $target ->
    [one] ũhootani { $target }
   *[other] ũhootani { $target }
}
series-lobby-team-waits = Gĩkundi kĩmwe nĩ kĩretereria; wee ũngĩtoonya gĩkundi { $player }
series-lobby-player-waits = Mũthaki ũmwe nĩ aretereria; wee ũngĩkorwo ũrĩ mũthaki { $player }
series-title = Mũrũmanĩrio nginya { $target ->
    [one] ũhootani { $target }
   *[other] ũhootani { $target }
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (kombiuta, kĩrathi { $level })
# $you is "true" for the reader's own team.
series-team-members = Gĩkundi { $team }{ $you ->
    [true] {" "}(gĩkundi gĩaku)
   *[false] {""}
}: { $members }
series-team-waiting = Gĩkundi { $team }{ $you ->
    [true] {" "}(gĩkundi gĩaku)
   *[false] {""}
} — nĩ kĩretereria amemba
series-team = Gĩkundi { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = Mũthaki { $player }{ $you ->
    [true] {" "}(wee)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— aretereria gũtoonya
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(wee)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— aretereria gũtoonya
   *[false] {""}
}
series-in-progress = nĩ ũrathiĩ na mbere
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] gũtirĩ ikinya rĩatigara
    [repetition] gũcookerera
   *[resignation] kwĩneana
}
series-draw = kũiganana ({ $how })
series-draw-score = kũiganana { $a }–{ $b } ({ $how })
series-game-won = { $winner } nĩ ahoota ({ $how })
series-game-won-score = { $winner } nĩ ahoota { $a }–{ $b } na mabointi ({ $how })
series-wins = { $count ->
    [one] ũhootani { $count }
   *[other] ũhootani { $count }
}
# The title of one tally stick.
series-stick = ũhootani ũmwe
series-wins-of = { $wins } harĩ { $target }
series-over = Mũrũmanĩrio nĩ wathira
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] Gĩkundi gĩaku nĩ kĩahoota mũrũmanĩrio
       *[false] Gĩkundi gĩaku nĩ kĩahootwo mũrũmanĩrio-inĩ
    }
   *[false] { $won ->
        [true] Nĩ wahoota mũrũmanĩrio
       *[false] Nĩ wahootwo mũrũmanĩrio-inĩ
    }
} — { $winner } nĩ ahoota
series-over-winner = { $winner } nĩ ahoota mũrũmanĩrio
series-over-score = { $who }: ũhootani { $wins }, kũhootwo { $losses }{ $draws ->
    [0] {""}
    [one] {" "}(kũiganana { $draws })
   *[other] {" "}(kũiganana { $draws })
}.
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = Mũthako { $number }{ $side ->
    [south] { $team ->
        [true] : gĩkundi gĩaku nĩ kĩrathaka Mũhuro (gĩkundi gĩaku nĩkĩo gĩthakaga mbere)
       *[false] : wee ũrathaka Mũhuro (nĩwe ũthakaga mbere)
    }
    [north] { $team ->
        [true] : gĩkundi gĩaku nĩ kĩrathaka Gathigathini
       *[false] : wee ũrathaka Gathigathini
    }
   *[none] {""}
}.
series-game-next = Mũthako { $number } nĩ wathira; mũthako { $next } nĩ ũrambĩrĩria…
series-invite-team = Tũmĩra gĩkundi kĩrĩa kĩngĩ link ĩno; o memba (nginya anana) atoonyaga nayo:
series-invite = Tũmĩra mũthaki ũrĩa ũngĩ link ĩno; ĩrutaga wĩra rĩmwe tu:
invitation-label = Ũiti:
series-game = Mũthako { $number }
series-game-line = : { $south } Mũhuro — { $result }
series-draws = Kũiganana: { $draws }. O ũhootani nĩ kamũtĩ kamwe (ol alai, tũmũtĩ twa Amaasai twa gũtara ũhootani); kũiganana gũtitaragwo. Mĩena ĩgarũrũkanaga o mũthako; Mũhuro nĩ ũthakaga mbere.{ $team ->
    [true] {" "}O gĩkundi nĩ gĩikaraga na amemba akĩo na mũhandi wakĩo kuuma mũthako ũmwe nginya ũrĩa ũngĩ; link ya gĩkundi nĩ yongagĩrĩra memba nĩ ũndũ wa mũrũmanĩrio ũrĩa ũtigaire.
   *[false] {""}
}
series-games = Mĩthako ({ $count })
series-link-label = Link ya mũrũmanĩrio:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wahoota
result-draw = Kũiganana
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wahoota { $a }–{ $b } na mabointi{ $after ->
    [true] {" "}thuutha wa gũcookerera
   *[false] {""}
}
result-draw-on-points = Kũiganana { $a }–{ $b } na mabointi{ $after ->
    [true] {" "}thuutha wa gũcookerera
   *[false] {""}
}
result-resigns = { $loser ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wĩneana: { $winner ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wahoota
result-resigns-detail = Iria ciarĩ nyiite rĩrĩa mũthako warũgamire: Mũhuro { $south }, Gathigathini { $north }.
result-cannot-move = { $stuck ->
    [south] Mũhuro
   *[north] Gathigathini
} ndũngĩhota gũthaka: { $winner ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wahoota
result-sadeqa-detail = Thĩinĩ wa Sadeqa II mũthaki ũtarĩ na ikinya nĩ ahootagwo, o na mũtaro ũrĩ ũrĩkũ. Mbegũ iria ciatigara mĩhari-inĩ: Mũhuro { $southRow }, Gathigathini { $northRow }; iria nyiite: Mũhuro { $south }, Gathigathini { $north }.
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}: { $captured } nyiite{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] ciacookanĩrio
       *[left] iria ciatigara mũhari-inĩ
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = Gũtirĩ mwena ũngĩhota kũhanda. { $parts }.
result-no-move-detail = { $stuck ->
    [south] Mũhuro
   *[north] Gathigathini
} ndũngĩhota gũthaka{ $swept ->
    [0] {""}
    [one] ; mbegũ { $swept } ĩrĩa yatigara nĩ ya { $mover ->
        [south] Mũhuro
       *[north] Gathigathini
    }
   *[other] ; mbegũ { $swept } iria ciatigara nĩ cia { $mover ->
        [south] Mũhuro
       *[north] Gathigathini
    }
}. { $parts }.
result-repetition-draw = Kũiganana nĩ ũndũ wa gũcookerera
result-repetition-draw-detail = Mũhaaro ũmwe nĩ wacookire, na mũthako-inĩ ũyũ gũcookerera nĩ kũiganana.
result-repetition-detail = Mũhaaro ũmwe nĩ wacookire: o mwena nĩ wongagĩrĩra mbegũ cia mũhari waguo harĩ iria ũnyiitĩte. { $parts }.
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] Gĩkundi gĩaku nĩ kĩahoota
       *[false] Gĩkundi gĩaku nĩ kĩahootwo
    }
   *[false] { $won ->
        [true] Nĩ wahoota
       *[false] Nĩ wahootwo
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = Makinya
game-no-move = Gũtirĩ ikinya rĩu.
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} { $move }
game-players = Athaki
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}: { $who }{ $you ->
    [true] {" "}(wee)
   *[false] {""}
}
game-captured-count = nyiite { $captured }
game-captured = { $captured } nyiite
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = mabointi { $total } ({ $captured } nyiite + { $more } { $kind ->
    [swept] ciacookanĩrio
   *[left] iria ciatigara mũhari-inĩ
})
game-you = Wee
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(wee)
    [team] {" "}(gĩkundi gĩaku)
   *[none] {""}
}
game-team-of = gĩkundi kĩa andũ { $count }: { $members }
game-team-nobody = gĩkundi: gũtirĩ mũndũ rĩu
game-waiting-to-join = aretereria gũtoonya
game-thinking = nĩ ĩrĩciiria
game-animation = Kuonania kũhanda
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] kahora
    [normal] ta kawaida
    [fast] na ihenya
   *[instant] o rĩmwe
}
game-skip = Tiga kuonania
game-pass = Hĩtũka
game-undo = Cookia
game-resign = Ĩneana
game-resign-confirm = Ũrenda kwĩneana ma? Hihinya rĩngĩ
game-show-sowing = Onania kũhanda
game-back-live = Cooka mũthako-inĩ
game-analyse-here = Thuthuria kuuma haha
step-first = Mũhaaro wa mbere (Home)
step-back = Ikinya rĩmwe na thuutha (←)
step-next = Ikinya rĩmwe na mbere (→)
step-last = Mũhaaro wa mũthia (End)
game-ply-of = ikinya { $ply } harĩ { $plies }
review-start-position = mũhaaro wa kwambĩrĩria (ikinya 0).
review-ply = ikinya { $ply } harĩ { $plies }, { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wathaka { $move }.
game-download = Ikũrũkia rekodi
game-download-json = ta JSON
game-spectator-link = Link ya arori:
game-local-note = Ũrathakwo kĩndũ-inĩ gĩkĩ na kombiuta: ndũbataraga intaneti. Mĩthako na andũ angĩ ĩbataraga sava.
# "This game is part of a [match series]." around the link.
game-in-series-before = Mũthako ũyũ nĩ gĩcunjĩ kĩa{" "}
game-in-series-link = mũrũmanĩrio wa mĩthako
game-in-series-after = .
game-over = Mũthako nĩ wathira
game-over-headline = { $headline }.
game-over-plies = { $count ->
    [one] Ikinya { $count }. Rĩrore na mabatani kana na tũtũ twa mĩguĩ.
   *[other] Makinya { $count }. Marore na mabatani kana na tũtũ twa mĩguĩ.
}
game-review = Rora mũthako rĩngĩ
game-no-replay-start = Mũthako ũyũ ndũngĩrorwo ikinya na ikinya haha (ndwambĩrĩirie kuuma mũhaaro wa kwambĩrĩria).
game-no-replay = Mũthako ũyũ ndũngĩrorwo ikinya na ikinya haha.
game-analysis-failed = Mbaũ ya gũthuthuria ndĩngĩhingũka: { $error }
no-game-title = mancala: gũtirĩ mũthako ta ũcio
no-game-heading = Gũtirĩ mũthako ta ũcio
no-game-text = Gũtirĩ mũthako athereti-inĩ ĩno: hihi link ĩandĩkĩtwo na ihĩtia, kana mũthako ndwambĩrĩirio.
no-game-start = Ambĩrĩria mũthako mwerũ
no-game-lobby = Caria ũmwe kĩhaaro-inĩ
local-no-game-text = Gũtirĩ mũthako athereti-inĩ ĩno kĩndũ-inĩ gĩkĩ: mũthako ũrĩa ũthakĩtwo hatarĩ sava ũigagwo tu thĩinĩ wa browser ĩrĩa ĩwathakĩire.
cancel = Tiga
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = Handa irima { $hole }: na mwena ũrĩkũ?
direction-left = ← guoko gwakwa kwa ũmotho ({ $move })
direction-right = guoko gwakwa kwa ũrĩo → ({ $move })
direction-status = Irima { $hole }: thuura mwena wa rũgendo rwarĩo rwa mbere (rungu rwa mbaũ), kana irima rĩngĩ.
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = Thaa: sekondi { $seconds } o ihinda{ $waiting ->
    [true] , kuuma rĩrĩa ikundi cierĩ ikorwo na mũndũ
   *[false] {""}
}
clock-left = Thaa: sekondi { $seconds } cia { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
invite-team-strong = Tũmĩra gĩkundi kĩrĩa kĩngĩ link ĩno
invite-team-rest = {" "}(o mũndũ wao amĩhingũre nĩguo atoonye); mũthako ũkwambĩrĩria rĩrĩa wa mbere ekũmĩhingũra:
invite-friend-strong = Tũmĩra mũrata waku link ĩno
invite-friend-rest = {" "}(ĩrutaga wĩra rĩmwe tu); mũthako ũkwambĩrĩria rĩrĩa ekũmĩhingũra:
rematch = Mũthako wa gũcooka
rematch-watch = Rora mũthako wa gũcooka
rematch-go = Thiĩ mũthako-inĩ wa gũcooka
rematch-join = Toonya mũthako wa gũcooka
rematch-accept = Ĩtĩkĩra mũthako wa gũcooka
rematch-offer-team = Mũthako wa gũcooka nĩ wambĩrĩria, mĩena nĩ yagarũrũkana: o memba atoonye nĩ ũndũ wa gĩkundi gĩake.
rematch-offer = Mũthaki ũrĩa ũngĩ nĩ arakũita mũthako wa gũcooka, mĩena ĩgarũrũkanĩte.
rematch-failed = Mũthako wa gũcooka ndũngĩambĩrĩria: { $error }

## The status line of a game

status-reviewing = Ũrarora rĩngĩ: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }.{ $rematch ->
    [team] {" "}Mũthako wa gũcooka nĩ wambĩrĩria: toonya haha rungu.
    [opponent] {" "}Mũthaki ũrĩa ũngĩ nĩ arakũita mũthako wa gũcooka: ĩtĩkĩra haha rungu.
   *[none] {""}
}
status-plays = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ ũrathaka { $move }…
status-waiting-team = Nĩ kũretererio gĩkundi kĩrĩa kĩngĩ: matũmĩre link ĩrĩa ĩrĩ igũrũ. Mũthako ũkwambĩrĩria rĩrĩa mũndũ ekũtoonya.
status-waiting-friend = Nĩ kũretererio mũrata waku atoonye: mũtũmĩre link ya ũiti ĩrĩa ĩrĩ igũrũ.
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] Mũhuro
       *[north] Gathigathini
    } nĩ wahĩtũka (gũtirĩ kũhanda).{" "}
    [extra] Ikinya rĩngĩ rĩa { $side ->
        [south] Mũhuro
       *[north] Gathigathini
    }: kũhanda nĩ gwathirĩra mũhari-inĩ wa { $side ->
        [south] Mũhuro
       *[north] Gathigathini
    } o waguo gũtaringĩte.{" "}
   *[none] {""}
}{ $text }
status-must-pass = Nĩ ihinda rĩaku: ndũrĩ na kĩa kũhanda, nĩ ũndũ ũcio nĩ ũrahĩtũka. Hihinya Hĩtũka.
status-extra-move = Ikinya rĩngĩ: kũhanda gwaku nĩ gwathirĩra mũhari-inĩ waku gũtaringĩte. Thaka rĩngĩ.
status-your-turn = Nĩ ihinda rĩaku: thuura irima rĩrĩa rĩonanĩtio.
status-engine-thinking = { $engine } ({ $side ->
    [south] Mũhuro
   *[north] Gathigathini
}) nĩ ĩrĩciiria…
status-team-deciding = Gĩkundi kĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ kĩratua…
status-waiting-move = Nĩ kũretererio { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} ũthake.
status-watching = Nĩ ihinda rĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}. Wee ũrarora.
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] Nĩ ihinda rĩa gĩkundi gĩaku: wee nĩwe mũhandi. Handa mwĩciiria (gĩcunjĩ-inĩ kĩa gĩkundi haha rungu) rĩrĩa gĩkundi gĩetĩkanĩria, kana hihinya irima ũheane mwĩciiria ũngĩ.
   *[none] Nĩ ihinda rĩa gĩkundi gĩaku: wee nĩwe mũhandi. Hihinya irima ũheane mwĩciiria wa ikinya; nĩ ũkũrĩhanda rĩrĩa gĩkundi gĩetĩkanĩria.
}
status-team-member = { $proposals ->
    [some] Nĩ ihinda rĩa gĩkundi gĩaku: ĩtĩkĩra mwĩciiria (gĩcunjĩ-inĩ kĩa gĩkundi haha rungu), kana hihinya irima ũheane mwĩciiria ũngĩ.
   *[none] Nĩ ihinda rĩa gĩkundi gĩaku: hihinya irima ũrĩheane ta mwĩciiria.
}

## The team panel of a team game

team-heading = Gĩkundi gĩaku: { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
team-over = Mũthako nĩ wathira.
team-no-opponent = Mũthako ũkwambĩrĩria rĩrĩa mũndũ ekũtoonya gĩkundi kĩrĩa kĩngĩ.
team-turn-sower = Nĩ ihinda rĩa gĩkundi gĩaku: wee nĩwe mũhandi; handa mwĩciiria rĩrĩa gĩkundi gĩetĩkanĩria.
team-turn-member = Nĩ ihinda rĩa gĩkundi gĩaku: hihinya irima ũrĩheane ta mwĩciiria, kana ĩtĩkĩra mwĩciiria.
team-other-deciding = Gĩkundi kĩrĩa kĩngĩ nĩ kĩratua.
team-proposals = Mĩĩciiria
# A proposal: who proposed it, who agreed and how many.
team-proposal = waheanirwo nĩ { $by }; arĩa metĩkĩrĩte: { $agreed } ({ $count })
team-you-agree = nĩ wetĩkĩra
team-agree = Ĩtĩkĩra
team-sow = Handa { $move }
team-no-proposal = Gũtirĩ mwĩciiria rĩu.
team-withdraw = Ruta wĩtĩkĩro wakwa
team-members = Amemba
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ mũhandi
   *[false] {""}
}{ $you ->
    [true] {" "}(wee)
   *[false] {""}
}{ $away ->
    [true] {" "}— ndarĩ ho
   *[false] {""}
}
team-hand-sower = Heana wĩra wa mũhandi kũrĩ:
team-sower-away = Mũhandi ndarĩ ho: heana wĩra wake kũrĩ:
team-give = Hee
team-level = kĩrathi { $level }
team-add-engine = Ongerera memba wa kombiuta
team-add = Ongerera
team-invite = Ita gĩkundi gĩaku:
team-chat = Mĩario ya gĩkundi (gĩkundi gĩaku tu)
team-chat-placeholder = Ndũmĩrĩri kũrĩ gĩkundi gĩaku
team-chat-send = Tũma
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = mĩĩciiria { $proposals } (wĩtĩkĩro)

## The board (for screen readers)

board-label = mbaũ
# A hole: "South hole 3: 4 seeds".
hole = Irima { $hole } rĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}: { $seeds ->
    [one] mbegũ { $seeds }
   *[other] mbegũ { $seeds }
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = Irima { $hole } rĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}: { $seeds ->
    [one] mbegũ { $seeds }
   *[other] mbegũ { $seeds }
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = Thiĩ mbaũ-inĩ o rĩmwe
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wahanda { $move }: { $laps ->
    [one] rũgendo { $laps }
   *[other] ngendo { $laps }
}{ $captured ->
    [0] {""}
    [one] , ũkĩnyiita mbegũ { $captured }
   *[other] , ũkĩnyiita mbegũ { $captured }
}.
announce-pass = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wahĩtũka.
hole-last-from = ikinya rĩa mũthia rĩambĩrĩirie haha
hole-last-end = ikinya rĩa mũthia rĩathirĩire haha
hole-captured = nyiite nĩ ikinya rĩa mũthia

## Server jobs (analysis, solving, review)

job-too-many = Mawĩra maingĩ mũno hamwe: { $error }
job-too-many-retry = Mawĩra maingĩ mũno hamwe: { $error } Geria rĩngĩ thuutha wa sekondi { $seconds }.

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = Ihooya rĩu ti rĩagĩrĩru.
error-unauthorized = Ndwĩtĩkĩrĩtio gwĩka ũguo.
error-forbidden = Ũndũ ũyũ nĩ ũregetwo.
error-not-found = Ndĩonekete.
error-no-route = Gũtirĩ kĩndũ athereti-inĩ ĩno.
error-method-not-allowed = Athereti ĩno ndĩĩtĩkĩraga njĩra ĩyo.
error-body-timeout = Ihooya rĩtiakinyire ihinda-inĩ.
error-conflict = Ũndũ ũyũ ndũngĩhoteka rĩu.
error-body-too-large = Ihooya nĩ inene mũno.
error-url-too-long = Athereti nĩ ndaihu mũno.
error-unsupported-coding = Ihooya rĩandĩkĩtwo na njĩra ĩrĩa sava ĩtathomaga.
error-unprocessable = Ũndũ ũyũ ndũngĩhoteka.
error-too-many-requests = Mahooya maingĩ mũno: geria rĩngĩ thuutha wa kahinda.
error-not-implemented = Sava ndĩĩkaga ũndũ ũyũ.
error-unavailable = Sava ĩrĩ na wĩra mũingĩ: geria rĩngĩ thuutha wa kahinda.
error-internal-error = Sava nĩ yaremwo; gũtirĩ kĩndũ kĩagarũrirwo.
error-no-seat = Ndũrĩ na handũ mũthako-inĩ ũyũ.
error-invalid-invite = Ũiti ũyũ ti wagĩrĩru (kana nĩ ũhũthĩrĩtwo).
error-invite-expired = Ũiti ũyũ nĩ wathira ihinda (iiti ikaraga mũthenya ũmwe).
error-game-over = Mũthako nĩ wathira.
error-game-not-over = Mũthako ndũrĩ mũthire: mũthako wa gũcooka ũkaga thuutha waguo.
error-rematch-in-series = Mũthako wa mũrũmanĩrio ũrũmĩrĩrwo nĩ mũthako ũrĩa ũngĩ wa mũrũmanĩrio, ti mũthako wa gũcooka.
error-in-rematch = Wee ũrĩ o mũthako-inĩ wa gũcooka.
error-opponent-not-joined = Mũthako ndwambĩrĩirie: nĩ kũretererio mũthaki (kana gĩkundi) ũrĩa ũngĩ atoonye na ũiti.
error-not-your-turn = Ti ihinda rĩaku.
error-illegal-move = Ikinya rĩrĩ ti rĩa watho haha.
error-undo-not-here = Gũcookia nĩ kwa mĩthako na kombiuta tu.
error-engine-thinking = Kombiuta nĩ ĩrathuura ikinya rĩayo: geria rĩngĩ.
error-resigned = Mũthako nĩ wathirire na kwĩneana.
error-nothing-to-undo = Gũtirĩ kĩa gũcookia.
error-game-counted = Mũthako ũyũ wa mũrũmanĩrio nĩ wathira na nĩ watarirwo.
error-not-team-game = Ũyũ ti mũthako wa ikundi.
error-engine-games-full = Mĩthako mĩingĩ mũno ya kombiuta na kombiuta nĩ ĩrathiĩ na mbere: geria thuutha.
error-not-member = Ndũrĩ na handũ mũthako-inĩ ũyũ.
error-not-your-teams-turn = Ti ihinda rĩa gĩkundi gĩaku.
error-not-sower = No mũhandi wa gĩkundi gĩaku wĩkaga maũndũ nĩ ũndũ wa gĩkundi (makinya, kwĩneana, gũcookia); heana mwĩciiria wa ikinya handũ ha ũguo.
error-invalid-team-invite = Ũiti ũyũ wa gĩkundi ti wagĩrĩru.
error-team-full = Gĩkundi nĩ kĩiyũrĩte.
error-no-proposal = Gũtirĩ mwĩciiria ta ũcio ihinda-inĩ rĩrĩ.
error-no-member = Gũtirĩ memba ta ũcio gĩkundi-inĩ gĩaku.
error-sower-refused = Wĩra wa mũhandi ndũngĩheanwo ũguo.
error-invalid-team-request = Ihooya rĩa gĩkundi ti rĩagĩrĩru.
error-chat-too-fast = Ndũmĩrĩri nyingĩ mũno: eterera kahinda.
error-series-over = Mũrũmanĩrio nĩ wathira.
error-no-game = Gũtirĩ mũthako ta ũcio.
error-no-series = Gũtirĩ mũrũmanĩrio ta ũcio.
error-no-job = Gũtirĩ wĩra ta ũcio (mawĩra marĩa mathirĩte maigagwo mĩnithi 10).
error-no-study = Gũtirĩ ithomo ta rĩu.
error-study-exists = Mũhaaro ũyũ nĩ ithomo kũna.
error-not-job-owner = Token ĩno ndĩrathaga wĩra ũcio.
error-busy = Maũndũ maingĩ mũno nĩ marahooywo hamwe: geria rĩngĩ thuutha wa kahinda.
error-changed-elsewhere = Mũndũ ũngĩ nĩ wagarũrire ũndũ ũyũ mbere: geria rĩngĩ.
error-store-failed = Sava ndĩngĩhota kũiga ũndũ ũyũ; gũtirĩ kĩndũ kĩagarũrirwo.
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = marima { $first }–{ $last } ({ $side ->
    [south] ũtari wa Mũhuro
   *[north] ũtari wa Gathigathini
})

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = mawatho
stop = Rũgamia
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] M
   *[north] G
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] ũhootani makinya-inĩ { $plies }
   *[loss] kũhootwo makinya-inĩ { $plies }
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = sekondi { $seconds }

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: gũthuthuria
analysis-title-game = mancala: gũthuthuria, { $game } 2×{ $holes }
analysis-heading = Mbaũ ya gũthuthuria
analysis-heading-game = Gũthuthuria: { $game } 2×{ $holes }
analysis-nav-first = Mũhaaro wa mbere (Home)
analysis-nav-back = Ikinya rĩmwe na thuutha (←)
analysis-nav-next = Ikinya rĩmwe na mbere (→)
analysis-nav-last = Mũthia wa njĩra ĩno (End)
analysis-flip = Garũra
    .title = Garũra mbaũ
analysis-edit = Cenjia mũhaaro
analysis-engine = Kombiuta
analysis-engine-more = Thiĩ na mbere (sekondi { $seconds })
analysis-solve-time = ihinda rĩa mũtaũri
analysis-solve = Taũra
analysis-solver = Mũtaũri
analysis-delete-line = Ehera kuuma haha
analysis-promote = Ĩtue njĩra nene
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = JSON ya mũhaaro, { $json }, kana rekodi ya mũthako, { $record }
analysis-paste-label = mũhaaro kana rekodi
analysis-paste-summary = Ikĩra mũhaaro kana rekodi
analysis-paste-empty = Ikĩra JSON ya mũhaaro kana rekodi mbere.
analysis-paste-bad-json = Ĩno ti JSON njagĩrĩru: { $error }
analysis-paste-open = Hingũra
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = Mũhaaro ũrĩ athereti-inĩ ĩno ndũngĩthomeka ta JSON ({ $error }).
analysis-url-not-object = Mũhaaro ũrĩ athereti-inĩ ĩno ndũrĩ na mũhianĩre wa mũhaaro.
analysis-url-bad-ply = Ikinya rĩrĩa rĩrĩ athereti-inĩ ĩno, "{ $ply }", ti namba nzima ya makinya.
# $games lists the games' names.
analysis-url-no-game = Gũtirĩ mũthako wĩtagwo "{ $game }": mĩthako ĩrĩ ho nĩ { $games }.
analysis-url-cannot-show = Mũhaaro ũyũ ndũngĩonanio.
analysis-bad-url-heading = Gũthuthuria gũkũ gũtingĩhingũka
analysis-bad-url-text = Hihi athereti nĩ ĩtinĩtio kana nĩ ĩgarũrĩtwo. Handũ ha ũguo, ambĩrĩria na mbaũ njerũ.
analysis-open-empty = Hingũra mbaũ ya gũthuthuria ĩtarĩ na kĩndũ
analysis-record-unreadable = Rekodi ndĩngĩthomeka: { $error }
analysis-position-refused = Mũhaaro nĩ ũregetwo: { $error }
analysis-ply-past-record = Ikinya { $ply } nĩ rĩhĩtũkĩte makinya { $plies } ma rekodi.
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = Njĩra { $line } ndĩngĩthakwo: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← guoko kwa ũmotho kwa mũthaki ({ $move })
analysis-direction-right = guoko kwa ũrĩo kwa mũthaki → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } ti ikinya rĩa watho haha (ma watho: { $legal }).
# Beside the heading: where the position comes from.
analysis-from-record = kuuma rekodi ya makinya { $plies } (historia yayo nĩ ĩtaragwo)
analysis-from-position = kuuma mũhaaro ũrĩa ũbangĩtwo (hatarĩ historia)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $result ->
    [win] ũhootani
    [loss] kũhootwo
   *[draw] kũiganana
} na { $margin } harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $result ->
    [win] ũhootani
    [loss] kũhootwo
   *[draw] kũiganana
} harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: gatagatĩ ka { $lower } na { $upper } harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
analysis-solve-letter = { $result ->
    [win] +
    [loss] −
   *[draw] =
}
analysis-to-move = nĩ ihinda rĩake
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = Ikinya { $ply }: { $text }
analysis-status-over = { $headline }. { $detail }
analysis-status-pass = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} ndũrĩ na kĩa kũhanda, nĩ ũndũ ũcio nĩ ũrahĩtũka.
analysis-status-move = Nĩ ihinda rĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}. Hihinya irima rĩonanĩtio ũrĩthake.
analysis-no-move = Gũtirĩ ikinya rĩu: thaka rĩmwe mbaũ-inĩ. O ikinya ũkũgeria nĩ rĩigagwo haha; cooka na thuutha (←) ũthake rĩngĩ nĩguo ũhingũre njĩra ĩngĩ.
analysis-share = Gayana
analysis-share-hint = Link ĩno ĩhingũraga mbaũ o ta ũrĩa ĩrĩ rĩu: mũhaaro o ũcio, historia o ĩyo na njĩra o ĩyo.
analysis-share-link = Link:
# <code> marks the command, which is not translated.
analysis-share-json = Mũhaaro ũyũ ta JSON (nĩ ũndũ wa <code>{ $command }</code>):
analysis-engine-off = ndĩrarũta wĩra
analysis-engine-over = mũthako nĩ wathira
analysis-engine-no-move = Gũtirĩ ikinya rĩa gũthuthuria: { $headline }.
analysis-engine-starting = nĩ ĩrambĩrĩria…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] nĩ yaremwo: { $error }
    [stopped] nĩ yarũgamio
   *[done] nĩ yarĩkia
}
analysis-engine-end-depth = ũriku { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = Mũhuro { $score } kũringana na kombiuta (ũriku { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = ũriku { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(ĩracaria { $searching })
} · nodi { $nodes } · { $rate } · { $seconds } s
analysis-engine-hint = Mũtaro nĩ wa mbegũ harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}, ũrĩa ũrĩ na ihinda ("ũhootani makinya-inĩ 7": gũcaria nĩ kuonaga mũthia wa mũthako).
analysis-depth = ũriku { $depth }
analysis-play-to-here = Thaka njĩra nginya haha
analysis-solve-over = Mũthako nĩ wathira haha: gũtirĩ kĩa gũtaũra.
analysis-solve-starting = Mũtaũri nĩ arambĩrĩria…
analysis-solve-searching = Nĩ aracaria: nodi { $nodes }, { $elapsed } s harĩ { $seconds } s; thogora ũrĩ gatagatĩ ka { $lower } na { $upper }.
analysis-solve-hint = Mũtaũri nĩ oonanagia mũthia ũrĩa ũgĩrĩire na mũthako mwega mũno kuuma haha (ũtiganu wa mũthia wa mbegũ, kana thĩinĩ wa Sadeqa II ũhootani, kũiganana kana kũhootwo) na thogora wa o ikinya, ihinda-inĩ rĩrĩa ũmũheete.
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = Nĩ kuonanĩtio: { $result ->
    [draw] kũiganana
    [win] ũhootani wa { $side ->
        [south] Mũhuro
       *[north] Gathigathini
    }
   *[loss] kũhootwo kwa { $side ->
        [south] Mũhuro
       *[north] Gathigathini
    }
}{ $margin ->
    [none] {""}
   *[other] {" "}na ũtiganu wa { $margin }
}
analysis-solve-proved-detail = {" "}(thogora { $value } harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}, nodi { $nodes }, { $seconds } s).
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = Gũtionanĩtio { $stopped ->
    [true] atanarũgamio
   *[false] ihinda-inĩ rĩrĩa rĩaheanirwo
}: thogora harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} ũrĩ gatagatĩ ka { $lower } na { $upper }.
analysis-solve-unproved = Gũtionanĩtio { $stopped ->
    [true] atanarũgamio
   *[false] ihinda-inĩ rĩrĩa rĩaheanirwo
}.
analysis-optimal-line = Njĩra njega mũno:{" "}
analysis-play-it = Mĩthake
analysis-solve-move = Ikinya
analysis-solve-outcome-for = Mũthia harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
analysis-solve-margin = Ũtiganu
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] ũhootani
    [loss] kũhootwo
    [draw] kũiganana
   *[none] gũtionanĩtio
}
analysis-editing = Ũracenjia: hihinya irima, ningĩ wongerere kana ũrute mbegũ (tũtũ twa + na − o natuo).
analysis-edit-size = Mbaũ ĩrĩ na marima { $minHoles } nginya { $maxHoles } o mũhari na mbegũ { $minSeeds } nginya { $maxSeeds } o irima kĩambĩrĩria-inĩ.
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] mũhaka wa ngendo
    [capture_lone_seed] nyiita mbegũ ĩrĩ yoiki
    [opening_rule] kwambĩrĩria gwa watho
    [repetition] rĩrĩa mũhaaro wacookerera
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] mũhari waku nĩ ũtaragwo
   *[draw] kũiganana
}
analysis-opening-made = Ikinya rĩa kwambĩrĩria nĩ rĩathakwo:{" "}
analysis-edit-heading = Banga mũhaaro
analysis-edit-hint = Hihinya irima, ningĩ ũrute kana wongerere mbegũ na − na + (kana wandĩke mũigana). O mbegũ ya mũthako no nginya ĩkorwo mbaũ-inĩ kana thĩinĩ wa iria nyiite.
analysis-edit-start = Mũhaaro wa kwambĩrĩria
analysis-edit-clear = Theria mbaũ
analysis-edit-balance = Iria itigaire kũrĩ iria nyiite
analysis-edit-seeds = Mbegũ o irima kĩambĩrĩria-inĩ
analysis-edit-to-move = Ũrĩa ũrĩ na ihinda
analysis-edit-captured = Nyiite nĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
analysis-edit-done = Thuthuria mũhaaro ũyũ
analysis-hole = Irima { $hole } rĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
analysis-hole-seeds = Mbegũ cia irima { $hole } rĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
analysis-hole-not-whole = mũigana no nginya ũkorwo namba nzima
analysis-hole-negative = mbegũ { $count }: irima rĩtingĩkorwo na mbegũ nini gũkĩra 0
analysis-hole-too-many = mbegũ { $count } nĩ nyingĩ gũkĩra { $max }, mũigana mũnene mũno ũrĩa irima rĩngĩkorwo naguo
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }.
analysis-board-over = Mbaũ ĩrĩ na mbegũ { $onBoard }, { $over } gũkĩra { $total } cia mũthako: ruta imwe.
analysis-no-hole = Gũtirĩ irima rĩthuurĩtwo: hihinya rĩmwe mbaũ-inĩ.
analysis-seed-less = ruta mbegũ ĩmwe
analysis-seed-more = ongerera mbegũ ĩmwe
analysis-hole-empty = Gũtirĩ kĩndũ
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = Mbaũ-inĩ { $onBoard } + nyiite { $captured } = { $sum } harĩ { $total } cia mũthako{ $state ->
    [complete] : nĩ ciothe.
    [missing] : { $count ->
        [one] mbegũ { $count } nĩ ĩagĩte.
       *[other] mbegũ { $count } nĩ ciagĩte.
    }
   *[over] : { $count } nĩ cia makĩria.
}
analysis-captured-whole = Mĩigana ya iria nyiite no nginya ĩkorwo namba nzima, 0 kana makĩria.
analysis-total-wrong = Mũigana wa mbaũ ti mũagĩrĩru: mbegũ { $sum } mbaũ-inĩ na iria nyiite, no mũthako ũrĩ na { $total } (2 × marima { $holes } × { $seeds }). Hũthĩra "Iria itigaire kũrĩ iria nyiite" kana ũcenjie mĩigana.

## A finished game's review (/review?game=ID)

review-title = mancala: kũrora rĩngĩ
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: kũrora rĩngĩ: { $game } 2×{ $holes }
review-heading = Kũrora rĩngĩ: { $game } 2×{ $holes }
review-back = Cooka mũthako-inĩ
review-new-game = Mũthako mwerũ
review-analysis = Mbaũ ya gũthuthuria
review-no-id-heading = Gũtirĩ mũthako wa kũrorwo rĩngĩ
review-no-id-text = Athereti ĩno ndĩgwetete mũthako: kũrora rĩngĩ kũhingũragwo ta /review?game=ID, kuuma ihũa rĩa mũthako mũthire.
review-no-game-text = Gũtirĩ mũthako athereti-inĩ ĩno.
review-not-over-heading = Mũthako ndũrĩ mũthire
review-not-over-text = Mũthako ũroragwo rĩngĩ warĩkia. Cooka rĩrĩa ũgaakorwo nĩ wathira.
review-record-unreadable = Rekodi ndĩngĩthomeka
review-nav-first = Kwambĩrĩria (Home)
review-nav-back = Ikinya rĩmwe na thuutha (←)
review-nav-next = Ikinya rĩmwe na mbere (→)
review-nav-last = Mũthia (End)
review-the-game = mũthako
review-summary = { $headline } thuutha wa makinya { $plies }.
review-evaluation = Ithimo
review-accuracy = Ũgĩrĩru
review-reviewing = Nĩ kũrarorwo: kombiuta na mũtaũri nĩ irathuthuria o ikinya…
review-try-again = Geria rĩngĩ
review-progress = Makinya { $done } harĩ { $total } nĩ marorwo, sekondi { $seconds }
review-done = Makinya mothe { $total } nĩ marorwo na sekondi { $seconds }. Hihinya grafu kana ikinya wone mũhaaro ũcio.
review-failed = Kũrora rĩngĩ nĩ kwaremwo: { $error }
review-stopped = Nĩ kwarũgamio thuutha wa makinya { $done } harĩ { $total }.
review-again = Rora rĩngĩ
review-best-here = rĩega mũno haha: { $move }
review-start = Mũhaaro wa kwambĩrĩria.
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] Rĩega mũno
    [good] Rĩega
    [inaccuracy] Ihĩtia inini
    [mistake] Ihĩtia
   *[blunder] Ihĩtia inene
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] rĩega mũno
    [good] rĩega
    [inaccuracy] ihĩtia inini
    [mistake] ihĩtia
   *[blunder] ihĩtia inene
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = Ikinya { $ply }: { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ wathaka { $move }{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , rĩũrithagia { $loss }
    })
}.
review-graph-label = ithimo rĩa Mũhuro makinya-inĩ mothe
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = ikinya { $ply }: { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} { $move }, { $name } (Mũhuro { $eval })
review-point-label = ikinya { $ply }
review-better = rĩega mũno { $best }, −{ $loss }
review-waiting = Nĩ kũretererio kũrora rĩngĩ…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] mũthaki
   *[other] kombiuta, kĩrathi { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = Thiĩ { $class ->
    [inaccuracy] ihĩtia-inĩ inini
    [mistake] ihĩtia-inĩ
   *[blunder] ihĩtia-inĩ inene
} rĩrĩa rĩrũmĩrĩire rĩa { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] ihĩtia inini { $count }
       *[other] mahĩtia manini { $count }
    }
    [mistake] { $count ->
        [one] ihĩtia { $count }
       *[other] mahĩtia { $count }
    }
   *[blunder] { $count ->
        [one] ihĩtia inene { $count }
       *[other] mahĩtia manene { $count }
    }
}
review-explain-summary = Ũrĩa makinya maheagwo mĩthemba
review-explain = O ikinya nĩ rĩgerekanagio na ikinya rĩrĩa rĩega mũno mũhaaro-inĩ o ũcio. Kũũrithia gwarĩo nĩ mbegũ igana cia ũtiganu wa mũthia rĩũrithagia rĩgerekanio na ikinya rĩega mũno (kũrekia mbegũ ĩmwe gũcenjagia ũtiganu na igĩrĩ): na ũma, nĩ mũtaũri, harĩa oonanagia o ikinya; angĩkorwo ti ũguo, nĩ gũcaria kwa kombiuta (makinya macio nĩ mekĩrĩtwo ≈).
review-loses-nothing = rĩtiũrithagia kĩndũ: nĩ rĩega o ta ikinya rĩrĩa rĩega mũno
review-loses-range = rĩũrithagia mbegũ { $from } nginya { $to }
review-loses-more = rĩũrithagia mbegũ { $from } kana makĩria
review-thresholds-later = Mĩhaka ĩgũkinya hamwe na kũrora rĩngĩ.
review-sadeqa = Sadeqa II ĩtaragwo na mũthia (ũhootani 1, kũiganana 0, kũhootwo −1): harĩa mũtaũri oonanagia, ikinya rĩrĩa rĩũrithagia mũthia ũmwe (ũhootani gũtuĩka kũiganana, kũiganana gũtuĩka kũhootwo) nĩ ihĩtia, na rĩrĩa rĩũrithagia igĩrĩ (ũhootani gũtuĩka kũhootwo) nĩ ihĩtia inene.
review-accuracy-formula = Ũgĩrĩru: o ikinya rĩa mwena rĩheagwo mabointi kũringana na mũthemba warĩo: rĩega mũno 100, rĩega 90, ihĩtia inini 70, ihĩtia 40, ihĩtia inene 0; ũgĩrĩru wa mwena nĩ gatagatĩ ka mabointi macio makinya-inĩ maguo, hatarĩ makinya ma kũhatĩrĩrio (mũhaaro ũrĩ na ikinya rĩmwe tu rĩa watho).
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } rĩarĩ ikinya rĩega mũno ({ $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value } harĩ { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}).
review-note-good = { $move } nĩ rĩega: rĩũrithagia { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } rĩgerekanio na { $best } ({ $played } handũ ha { $value }).
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } rĩũrithagia { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} mbegũ { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } ({ $played }). Rĩrĩa rĩarĩ kaba nĩ <strong>{ $best }</strong> ({ $value }).

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: mathomo
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] makĩria ma 10
   *[other] { $level } harĩ 10
}
studies-every-game = mĩthako yothe
studies-any-size = ũnene o wothe
studies-any-difficulty = ũritũ o wothe
studies-level = kĩrathi { $level }
studies-heading = Mathomo na ndai
studies-analysis = Mbaũ ya gũthuthuria
studies-intro = Mĩhaaro ĩrĩ na mũthia wonanĩtio: caria makinya marĩa matũũragia mũthia ũcio. Ikinya o rĩothe rĩtũũragia thogora o ũcio nĩ rĩtaragwo; mũtaũri nĩ acookagia harĩ mwena ũrĩa ũngĩ.
studies-daily = Ndai cia ũmũthĩ
studies-filter-board = Mbaũ
studies-filter-difficulty = Ũritũ
studies-no-daily = Gũtirĩ ndai ũmũthĩ.
studies-none = Gũtirĩ ithomo rĩringanĩte na ũthuurani ũyũ.
studies-col-study = Ithomo
studies-col-task = Wĩra
studies-solved-here = rĩtaũrĩtwo browser-inĩ ĩno
studies-difficulty-title = kĩrathi kĩnini mũno kĩa kombiuta kĩrĩa kĩonaga ũtaũri
studies-pager = { $total ->
    [one] ithomo { $total }
   *[other] mathomo { $total }
}, ihũa { $page } harĩ { $pages }
studies-previous = ← Rĩa mbere
studies-next = Rĩrĩa rĩrũmĩrĩire →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· rĩtaũrĩtwo ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} ũthake na { $goal ->
    [win-by] ũhoote na { $value }
    [win] ũhoote
    [draw] ũiganane
    [lose] ũhootwo
   *[lose-by] ũhootwo na mbegũ itakĩrĩte { $value }
}
submit-position-label = mũhaaro ta JSON
submit-name-placeholder = ta: Kũnyiita kũhoreru
submit-button = Tũma
submit-summary = Tũma mũhaaro ũtuĩke ithomo
# <a> is the link to the analysis board.
submit-hint = Banga mũhaaro <a>mbaũ-inĩ ya gũthuthuria</a> na ũkobie JSON yaguo kuuma kũu (rungu rwa Gayana). Sava nĩ ĩwĩtĩkagĩra mũtaũri angĩonania, ihinda-inĩ rĩake, atĩ no ikinya rĩmwe tu rĩa mbere rĩtũũragia thogora wa mũhaaro: ithomo rĩrĩ na ũtaũri ũmwe.
submit-no-name = Hee ithomo rĩĩtwa.
submit-bad-json = Mũhaaro ti JSON njagĩrĩru: { $error }
submit-checking = Mũtaũri nĩ araũthuthuria…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = Nĩ wetĩkĩrwo: <a>{ $stipulation }</a>.
# <a> links to the study the position already is.
submit-exists = Ndwetĩkĩrwo: mũhaaro ũyũ nĩ <a>ithomo</a> kũna.
submit-refused = Ndwetĩkĩrwo: { $error }
submit-position = Mũhaaro (JSON)
submit-name = Rĩĩtwa
puzzle-no-study-title = mancala: gũtirĩ ithomo ta rĩu
puzzle-no-study = Gũtirĩ ithomo ta rĩu
puzzle-cannot-open = Ithomo rĩtingĩhingũka
puzzle-all-studies = Mathomo mothe
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: ithomo { $name }
puzzle-hint = Ũtaaro
puzzle-restart = Ambĩrĩria rĩngĩ
puzzle-analyse = Thuthuria
puzzle-no-moves = Gũtirĩ rĩu: ikinya rĩaku rĩa mbere nĩrĩo kĩhingũro.
puzzle-task = Wĩra waku
puzzle-task-text = Wee ũrathaka { $side ->
    [south] Mũhuro
   *[north] Gathigathini
}; mũtaũri nĩ acookagia harĩ { $other ->
    [south] Mũhuro
   *[north] Gathigathini
} na ũgitĩri wake mwega mũno. Ikinya o rĩothe rĩtũũragia mũthia wonanĩtio nĩ rĩagĩrĩru.
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = Ũritũ { $difficulty } · { $source ->
    [submitted] rĩatũmirwo nĩ mũthaki
   *[collection] kuuma mũcemanio-inĩ
} · { $id }
puzzle-solved-before = ✓ Nĩ ũtaũrĩte ithomo rĩrĩ mbere.
puzzle-you = wee
puzzle-solver = mũtaũri
puzzle-must-pass = Ndũrĩ na kĩa kũhanda, nĩ ũndũ ũcio nĩ ũrahĩtũka: hihinya Hĩtũka.
puzzle-again = Nĩ wega. Nĩ ihinda rĩaku rĩngĩ: thiĩ na mbere ũguo.
puzzle-your-move = Nĩ ihinda rĩaku: { $stipulation }.
puzzle-checking = Nĩ kũrathuthurio…
puzzle-you-pass = Nĩ ũrahĩtũka…
puzzle-you-play = Ũrathaka { $move }…
puzzle-not-kept = { $move } rĩtitũũragia thogora.
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } ti rĩagĩrĩru.{" "}
puzzle-refutation = Macookio marĩa marĩremaga: { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ ũgũcookia { $reply }.
puzzle-put-back = Mũhaaro nĩ wacookio: geria ikinya rĩngĩ.
puzzle-refuted = { $move } nĩ rĩaremwo. Nĩ ihinda rĩaku rĩngĩ.
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] Mũhuro
   *[north] Gathigathini
} { $again ->
    [true] nĩ ũrathaka rĩngĩ
   *[false] nĩ ũracookia
}: { $reply }…
puzzle-solved-status = Nĩ wataũra!
puzzle-solved = ✓ Nĩ wataũra.{" "}
puzzle-kept = Nĩ watũũria thogora nginya mũthia.
puzzle-another = Ithomo rĩngĩ
puzzle-analyse-it = Rĩthuthurie
puzzle-right = ✓ { $move } nĩ rĩagĩrĩru.
puzzle-pass-right = ✓ Kũhĩtũka nĩ kwagĩrĩru.
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] Mũhuro
   *[north] Gathigathini
} nĩ ũgũcookia { $replies }.
puzzle-then = { $first }, ningĩ { $next }
puzzle-hint-title = ũtaaro
puzzle-hint-move = Thaka { $move }.
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = Rora irima { $hole }.{ $direction ->
    [true] {" "}(Ũria rĩngĩ nĩguo ũmenye mwena.)
   *[false] {""}
}
