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
