# The Afaan Oromoo catalog of the mancala page: a DRAFT translated from en.ftl, not yet reviewed by a speaker.
# Each message is one text of the page. Keep the ids; translate the values.
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } must be kept; plurals and selectors follow CLDR.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] sanyii { $count }
   *[other] sanyii { $count }
}

## The header on every page

nav-play = Taphadhu
nav-analysis = Xiinxala
nav-studies = Qo'annoo
nav-lobby = Galma
nav-rules = Seerota

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = Fe'aa jira…
server-unreachable = Sarvarii argachuun hin danda'amne: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = Makamuun hin danda'amne: { $error }. Ati daawwachaa jirta.
copy = Garagalchi
# The picker of languages in the header (its label for screen readers).
language-picker = Afaan
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (qophii jalqabaa)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] Kibba
   *[north] Kaaba
}
player-human = Taphataa
player-engine = Kompiitara, sadarkaa { $level }

## Joining a team

join-team-heading = Garee tokkotti makami: { $game } 2×{ $holes }
join-team-text = Gareen kee tarkaanfii hunda waliin murteessa; facaasaan ni raawwata.
your-name = Maqaa kee
join-team-button = Gareetti makami

## The 404 page

not-found-title = Fuulli hin argamne · mancala
not-found-heading = Asitti fuulli hin jiru
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = Teessoon dogoggoraan barreeffamee ta'uu danda'a, yookaan fuulichi bakka biraatti ce'ee ta'a. Liinkiin tapha tokkoo akka <code>/?game=…</code> fakkaata, taphoonni itti fufaa jiran immoo <a>galma</a> keessatti tarreeffamaniiru.
not-found-start = Tapha jalqabi
not-found-analysis = Gabatee xiinxalaa

## The new-game page (/)

home-title = mancala: taphadhu
home-heading = Tapha haaraa
home-game = Tapha
# The link beside the game's choice before a game is chosen.
home-rules = seerota
# The link to a game's rules page: "En Dodoi rules".
game-rules = Seerota { $game }
game-note-en-gehe = Tapha Maasaay kan tarree dheeraa (boolla 40 hanga 50), garee lamaan taphatamu; taphni dheeraadha.
game-note-en-dodoi = Tapha Maasaay kan tarree tokkotti boolla 6 hanga 10: facaasa walitti fufaa, boolla fuuldura jiru irraa qabachuu. Ariifataa.
game-note-sadeqa-ii = Oromiyaa irraa: qabachuun gama lamaanuu irratti ni ta'a; taphataan tarkaanfii dhabe ni mo'ama.
game-note-giuthi = Tapha Kikuyuu: gara kamiinuu facaasi, marsaan kallattii jijjiira, tarkaanfii dabalataa fi qabachuu walitti fufaa.
home-board-label = Gabatee
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] boolla tokkotti sanyii { $seeds }
   *[other] boolla tokkotti sanyii { $seeds }
}{ $usual ->
    [true] {" "}(baramaa)
   *[false] {""}
}
home-board-custom = hamma biraa…
home-holes = Boolla tarree tokkotti
home-seeds = Sanyii boolla tokkotti
home-play-against = Kan itti taphattu
home-opponent-engine = kompiitara
home-opponent-friend = hiriyaa (liinkii affeerraa)
home-opponent-teams = garee garee irratti (gama tokkotti hanga 8)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] Kompiitarri battaluma deebisa; sadarkaan 1 salphaadha, sadarkaan 10 cimsee yaada.
    [friend] Liinkii ergitu ni argatta; taphni yeroo hiriyaan kee banu jalqaba.
   *[teams] Gareen lama tarkaanfii dhiyeessanii irratti walii galu; facaasaan garee tokkoon tokkoo ni raawwata.
}
home-engine-level = Sadarkaa kompiitaraa
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = sadarkaa { $level }{ $level ->
    [1] {" "}(baay'ee salphaa)
    [10] {" "}(baay'ee cimaa)
   *[other] {""}
}
home-my-side = Gama koo
home-side-south = Kibba (dursee taphata)
home-listed = affeerraa galma keessatti tarreessi (namni kamiyyuu fudhachuu danda'a)
home-team-game = Tapha garee
home-clock = Sa'aatii carraa (sekondii; yoo hin barbaachifne duwwaa dhiisi)
# The placeholder of the empty turn clock.
home-clock-none = hin jiru
home-team-hint = Garee Kibbaa ni geggeessita, dursitees ni facaasta (tartiiba keessatti, gareen A tapha jalqabaa keessatti Kibba; gamni tapha hunda jijjiirama). Yeroo sa'aatiin dhumu, yaadni kan irratti caalaatti walii galame ni taphatama; yoo yaadni hin jirre, kompiitarri (sadarkaa olitti jiruun) gareef ni taphata.
# "Series to [number] wins": the words before and after the number's box.
home-series-before = Tartiiba hanga mo'ichaa
home-series-after = {""}
# The placeholder of the empty series box.
home-single-game = tapha tokko
home-series-hint = Tapha tokkoof duwwaa dhiisi; lakkoofsi yoo galche, hanga gamni tokko mo'icha hammana argatutti taphni itti fufa; gamni tapha hunda jijjiirama.
home-rule-options = Filannoowwan seeraa
home-start = Tapha jalqabi
home-holes-range = Boolli tarree tokkotti { $min } hanga { $max } ta'uu qaba.
home-seeds-range = Sanyiin boolla tokkotti { $min } hanga { $max } ta'uu qaba.
home-series-range = Tartiibni hanga mo'icha 1 hanga 99 taphatama.
home-offline-note = Walqunnamtiin hin jiru: taphni kompiitara waliin meeshaa kana irratti taphatama. Taphoonni hiriyaa waliin, kan gareelee fi tartiibni walqunnamtii barbaadu.
home-unreachable = Sarvarii argachuun hin danda'amu: taphoonni hiriyaa waliin, kan gareelee fi tartiibni walqunnamtii barbaadu. Tapha tokko kompiitara waliin meeshaa kana irratti taphachuu dandeessa.

## Rule options (by their names in the catalogue of games)

option-lap-limit = Daangaa marsaa
option-lap-limit-hint = Facaasni marsaa kana hanga keessatti hin xumuramne tarkaanfii seeraa miti (facaasni walitti fufaan bara baraan itti fufuu danda'a).
option-capture-lone-seed = Sanyii kophaa qabachuu
option-capture-lone-seed-hint = Yeroo boollli boolla xumuraa fuuldura jiru duwwaa ta'u, sanyiin dhumaa kophaa isaa ni qabama.
option-repetition = Yeroo haalli irra deebi'u
option-repetition-hint = Tarree ofii: gamni tokkoon tokkoo sanyii tarree isaa keessa jiru kan qabate irratti ida'a, ida'ama guddaan ni mo'a. Walqixa: taphni walqixa xumurama.
option-repetition-own-row = tarreen ofii ni lakkaa'ama
option-repetition-draw = walqixa
option-opening-rule = Jalqaba dirqamaa
option-opening-rule-hint = Tarkaanfiin jalqabaa taphataa hundaa boolla isaa kan gara mirgaa dhumaa irraa ta'uu qaba.

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: galma
lobby-heading = Galma
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] boolla tokkotti sanyii { $seeds }
   *[other] boolla tokkotti sanyii { $seeds }
}
# How long ago something happened.
ago-now = amma
ago-minutes = daqiiqaa { $count } dura
ago-hours = sa'aatii { $count } dura
ago-days = { $count ->
    [one] guyyaa tokko dura
   *[other] guyyaa { $count } dura
}
lobby-opened = kan banames { $ago }
lobby-last-move = tarkaanfii dhumaa { $ago }
lobby-started = kan jalqabe { $ago }
lobby-yours = Affeerraa kee: nama fudhatu eegaa jira
lobby-yours-team = Tapha garee kee: garee kaan eegaa jira
# $waiting and $seat are "south" or "north".
lobby-team-waits = Tapha garee: gareen { $waiting ->
    [south] Kibbaa
   *[north] Kaabaa
} eegaa jira; ati garee { $seat ->
    [south] Kibbaatti
   *[north] Kaabaatti
} makamta
lobby-player-waits = { $player } eegaa jira; ati { $seat ->
    [south] Kibba
   *[north] Kaaba
} taphatta
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, tarkaanfii { $ply }
lobby-open = Bani
lobby-accept = Fudhadhu
lobby-watch = Daawwadhu
lobby-open-heading = Affeerraawwan banaa
lobby-playing-heading = Taphoota daawwataman
lobby-no-invitation = Amma affeerraan banaan hin jiru.
lobby-no-game = Taphni itti fufaa jiru hin jiru.

## Match series (/?series=ID)

series-loading = Tartiibni fe'amaa jira…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] tartiiba garee
   *[false] tartiiba
} hanga { $target ->
    [one] mo'icha { $target }
   *[other] mo'icha { $target }
}
series-lobby-team-waits = Gareen tokko eegaa jira; ati garee { $player }tti makamta
series-lobby-player-waits = Taphataan tokko eegaa jira; ati taphataa { $player } taata
series-title = Tartiiba hanga { $target ->
    [one] mo'icha { $target }
   *[other] mo'icha { $target }
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (kompiitara, sadarkaa { $level })
# $you is "true" for the reader's own team.
series-team-members = Garee { $team }{ $you ->
    [true] {" "}(garee kee)
   *[false] {""}
}: { $members }
series-team-waiting = Garee { $team }{ $you ->
    [true] {" "}(garee kee)
   *[false] {""}
} — miseensota eegaa jira
series-team = Garee { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = Taphataa { $player }{ $you ->
    [true] {" "}(ati)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— makamuuf eegaa jira
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(ati)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— makamuuf eegaa jira
   *[false] {""}
}
series-in-progress = itti fufaa jira
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] tarkaanfiin hin hafne
    [repetition] irra deebii
   *[resignation] dhiisuu
}
series-draw = walqixa ({ $how })
series-draw-score = walqixa { $a }–{ $b } ({ $how })
series-game-won = { $winner } mo'e ({ $how })
series-game-won-score = { $winner } qabxiin { $a }–{ $b } mo'e ({ $how })
series-wins = { $count ->
    [one] mo'icha { $count }
   *[other] mo'icha { $count }
}
# The title of one tally stick.
series-stick = mo'icha tokko
series-wins-of = { $target } keessaa { $wins }
series-over = Tartiibni xumurame
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] Gareen kee tartiiba mo'e
       *[false] Gareen kee tartiibaan mo'ame
    }
   *[false] { $won ->
        [true] Tartiiba mo'atte
       *[false] Tartiibaan mo'amte
    }
} — { $winner } mo'e
series-over-winner = { $winner } tartiiba mo'e
series-over-score = { $who }: mo'icha { $wins }, mo'amuu { $losses }{ $draws ->
    [0] {""}
    [one] {" "}(walqixa { $draws })
   *[other] {" "}(walqixa { $draws })
}.
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = Tapha { $number }{ $side ->
    [south] { $team ->
        [true] : gareen kee Kibba taphata (gareen kee dursa)
       *[false] : ati Kibba taphatta (ati dursita)
    }
    [north] { $team ->
        [true] : gareen kee Kaaba taphata
       *[false] : ati Kaaba taphatta
    }
   *[none] {""}
}.
series-game-next = Taphni { $number } xumurameera; taphni { $next } jalqabaa jira…
series-invite-team = Liinkii kana garee kaaniif ergi; miseensi isaa hundi (hanga saddeet) ittiin makama:
series-invite = Liinkii kana morkataa keetiif ergi; al tokko qofa hojjeta:
invitation-label = Affeerraa:
series-game = Tapha { $number }
series-game-line = : { $south } Kibba — { $result }
series-draws = Walqixa: { $draws }. Mo'ichi hundi muka tokko (ol alai, muka lakkoofsaa Maasaay); walqixni gara galmaatti hin lakkaa'amu. Gamni tapha hunda jijjiirama; Kibbi dursee taphata.{ $team ->
    [true] {" "}Gareen hundi miseensota isaa fi facaasaa isaa tapha irraa tapha qabata; liinkiin garee hafee tartiibaatiif miseensa ida'a.
   *[false] {""}
}
series-games = Taphoota ({ $count })
series-link-label = Liinkii tartiibaa:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] Kibbi
   *[north] Kaabni
} mo'e
result-draw = Walqixa
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] Kibbi
   *[north] Kaabni
} qabxiin { $a }–{ $b } mo'e{ $after ->
    [true] {" "}irra deebii booda
   *[false] {""}
}
result-draw-on-points = Qabxiin walqixa { $a }–{ $b }{ $after ->
    [true] {" "}irra deebii booda
   *[false] {""}
}
result-resigns = { $loser ->
    [south] Kibbi
   *[north] Kaabni
} dhiise: { $winner ->
    [south] Kibbi
   *[north] Kaabni
} mo'e
result-resigns-detail = Yeroo taphni dhaabbate kan qabame: Kibba { $south }, Kaaba { $north }.
result-cannot-move = { $stuck ->
    [south] Kibbi
   *[north] Kaabni
} sochoo'uu hin danda'u: { $winner ->
    [south] Kibbi
   *[north] Kaabni
} mo'e
result-sadeqa-detail = Sadeqa II keessatti taphataan tarkaanfii dhabe lakkoofsa kamiinuu ni mo'ama. Sanyii tarree keessatti hafe: Kibba { $southRow }, Kaaba { $northRow }; kan qabame: Kibba { $south }, Kaaba { $north }.
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] Kibba
   *[north] Kaaba
}: { $captured } qabame{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] haxaa'ame
       *[left] tarree keessatti hafe
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = Gamni kamiyyuu facaasuu hin danda'u. { $parts }.
result-no-move-detail = { $stuck ->
    [south] Kibbi
   *[north] Kaabni
} sochoo'uu hin danda'u{ $swept ->
    [0] {""}
    [one] ; sanyiin { $swept } hafe gara { $mover ->
        [south] Kibbaa
       *[north] Kaabaa
    } deema
   *[other] ; sanyiin { $swept } hafan gara { $mover ->
        [south] Kibbaa
       *[north] Kaabaa
    } deemu
}. { $parts }.
result-repetition-draw = Irra deebiin walqixa
result-repetition-draw-detail = Haalli tokko irra deebi'e, taphni kana keessatti irra deebiin walqixa.
result-repetition-detail = Haalli tokko irra deebi'e: gamni tokkoon tokkoo sanyii tarree isaa keessa jiru kan qabate irratti ida'a. { $parts }.
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] Gareen kee mo'e
       *[false] Gareen kee mo'ame
    }
   *[false] { $won ->
        [true] Mo'atte
       *[false] Mo'amte
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = Tarkaanfiiwwan
game-no-move = Ammaaf tarkaanfiin hin jiru.
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] Kibba
   *[north] Kaaba
} { $move }
game-players = Taphattoota
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] Kibba
   *[north] Kaaba
}: { $who }{ $you ->
    [true] {" "}(ati)
   *[false] {""}
}
game-captured-count = kan qabame { $captured }
game-captured = { $captured } qabame
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = qabxii { $total } ({ $captured } qabame + { $more } { $kind ->
    [swept] haxaa'ame
   *[left] tarree keessatti hafe
})
game-you = Ati
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(ati)
    [team] {" "}(garee kee)
   *[none] {""}
}
game-team-of = garee nama { $count }: { $members }
game-team-nobody = garee: ammaaf namni hin jiru
game-waiting-to-join = makamuuf eegaa jira
game-thinking = yaadaa jira
game-animation = Agarsiisa sochii
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] suuta
    [normal] giddugaleessa
    [fast] ariifataa
   *[instant] battaluma
}
game-skip = Agarsiisa darbi
game-pass = Darbi
game-undo = Deebisi
game-resign = Dhiisi
game-resign-confirm = Dhuguma dhiifta? Ammas tuqi
game-show-sowing = Facaasa agarsiisi
game-back-live = Gara taphaatti deebi'i
game-analyse-here = Asii jalqabii xiinxali
step-first = Haala jalqabaa (Home)
step-back = Tarkaanfii tokko duubatti (←)
step-next = Tarkaanfii tokko fuulduratti (→)
step-last = Haala dhumaa (End)
game-ply-of = tarkaanfii { $plies } keessaa { $ply }
review-start-position = haala jalqabaa (tarkaanfii 0).
review-ply = tarkaanfii { $plies } keessaa { $ply }, { $side ->
    [south] Kibbi
   *[north] Kaabni
} { $move } taphate.
game-download = Galmee buufadhu
game-download-json = akka JSON
game-spectator-link = Liinkii daawwattootaa:
game-local-note = Meeshaa kana irratti kompiitara waliin taphatame: walqunnamtiin hin barbaachisu. Taphoonni namoota biroo waliin sarvarii barbaadu.
# "This game is part of a [match series]." around the link.
game-in-series-before = Taphni kun kutaa{" "}
game-in-series-link = tartiiba taphaa
game-in-series-after = {" "}ti.
game-over = Taphni xumurame
game-over-headline = { $headline }.
game-over-plies = { $count ->
    [one] Tarkaanfii { $count }. Qabduuwwaniin yookaan furtuuwwan xiyyaan keessa darbi.
   *[other] Tarkaanfii { $count }. Qabduuwwaniin yookaan furtuuwwan xiyyaan keessa darbi.
}
game-review = Irra deebi'ii ilaali
game-no-replay-start = Taphni kun asitti tarkaanfii tarkaanfiin ilaalamuu hin danda'u (haala jalqabaa irraa hin jalqabne).
game-no-replay = Taphni kun asitti tarkaanfii tarkaanfiin ilaalamuu hin danda'u.
game-analysis-failed = Gabatee xiinxalaa banuun hin danda'amne: { $error }
no-game-title = mancala: taphni akkasii hin jiru
no-game-heading = Taphni akkasii hin jiru
no-game-text = Teessoo kana irratti taphni hin jiru: liinkiin dogoggoraan barreeffamee ta'a, yookaan taphni gonkumaa hin jalqabamne.
no-game-start = Tapha haaraa jalqabi
no-game-lobby = Galma keessaa barbaadi
local-no-game-text = Meeshaa kana irratti teessoo kana irratti taphni hin jiru: taphni sarvarii malee taphatame barbaadaa (browser) isa itti taphatame qofa keessatti kuufama.
cancel = Haqi
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = Boolla { $hole } facaasuu: kallattii kamiin?
direction-left = ← gara bitaa kootti ({ $move })
direction-right = gara mirga kootti → ({ $move })
direction-status = Boolla { $hole }: kallattii marsaa isaa jalqabaa filadhu (gabatee jalatti), yookaan boolla biraa.
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = Sa'aatii: carraa tokkoof sekondii { $seconds }{ $waiting ->
    [true] , yeroo gareen lamaanuu nama qabaatanii jalqabee
   *[false] {""}
}
clock-left = Sa'aatii: { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
} sekondii { $seconds }
invite-team-strong = Liinkii kana garee kaaniif ergi
invite-team-rest = {" "}(tokkoon tokkoon isaanii makamuuf ni banu); taphni yeroo inni jalqabaa banu jalqaba:
invite-friend-strong = Liinkii kana hiriyaa keetiif ergi
invite-friend-rest = {" "}(al tokko qofa hojjeta); taphni yeroo inni banu jalqaba:
rematch = Tapha deebii
rematch-watch = Tapha deebii daawwadhu
rematch-go = Gara tapha deebiitti deemi
rematch-join = Tapha deebiitti makami
rematch-accept = Tapha deebii fudhadhu
rematch-offer-team = Taphni deebii jalqabeera, gamni jijjiirameera: miseensi hundi gareesaaf itti makamuu qaba.
rematch-offer = Morkataan kee tapha deebii siif dhiyeesseera, gamni jijjiirameera.
rematch-failed = Tapha deebii jalqabuun hin danda'amne: { $error }

## The status line of a game

status-reviewing = Irra deebi'ee ilaalaa jira: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }.{ $rematch ->
    [team] {" "}Taphni deebii jalqabeera: armaan gaditti itti makami.
    [opponent] {" "}Morkataan kee tapha deebii siif dhiyeesseera: armaan gaditti fudhadhu.
   *[none] {""}
}
status-plays = { $side ->
    [south] Kibbi
   *[north] Kaabni
} { $move } taphataa jira…
status-waiting-team = Garee kaan eegaa jira: liinkii armaan olii ergiif. Taphni yeroo namni tokko makamu jalqaba.
status-waiting-friend = Hiriyaan kee akka makamu eegaa jira: liinkii affeerraa armaan olii ergi.
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] Kibbi
       *[north] Kaabni
    } darbe (facaasni hin jiru).{" "}
    [extra] Tarkaanfii dabalataa { $side ->
        [south] Kibbaaf
       *[north] Kaabaaf
    }: facaasni osoo hin ce'in tarree { $side ->
        [south] Kibbaa
       *[north] Kaabaa
    } ofii keessatti xumurame.{" "}
   *[none] {""}
}{ $text }
status-must-pass = Carraa kee: facaasni siif hin jiru, kanaaf ni darbita. Darbi tuqi.
status-extra-move = Tarkaanfii dabalataa: facaasni kee osoo hin ce'in tarree kee keessatti xumurame. Ammas taphadhu.
status-your-turn = Carraa kee: boolla calaqqisu tokko filadhu.
status-engine-thinking = { $engine } ({ $side ->
    [south] Kibba
   *[north] Kaaba
}) yaadaa jira…
status-team-deciding = Gareen { $side ->
    [south] Kibbaa
   *[north] Kaabaa
} murteessaa jira…
status-waiting-move = { $side ->
    [south] Kibbi
   *[north] Kaabni
} akka taphatu eegaa jira.
status-watching = Carraa { $side ->
    [south] Kibbaa
   *[north] Kaabaa
}. Ati daawwachaa jirta.
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] Carraa garee keetii: facaasaan ati. Yeroo gareen walii galu yaada tokko facaasi (gabatee garee armaan gadii), yookaan kan biraa dhiyeessuuf boolla tuqi.
   *[none] Carraa garee keetii: facaasaan ati. Tarkaanfii dhiyeessuuf boolla tuqi; yeroo gareen walii galu ni facaafta.
}
status-team-member = { $proposals ->
    [some] Carraa garee keetii: yaada tokko irratti walii gali (gabatee garee armaan gadii), yookaan kan biraa dhiyeessuuf boolla tuqi.
   *[none] Carraa garee keetii: dhiyeessuuf boolla tuqi.
}

## The team panel of a team game

team-heading = Garee kee: { $side ->
    [south] Kibba
   *[north] Kaaba
}
team-over = Taphni xumurameera.
team-no-opponent = Taphni yeroo namni tokko garee kaanitti makamu jalqaba.
team-turn-sower = Carraa garee keetii: facaasaan ati; yeroo gareen walii galu yaada tokko facaasi.
team-turn-member = Carraa garee keetii: dhiyeessuuf boolla tuqi, yookaan yaada tokko irratti walii gali.
team-other-deciding = Gareen kaan murteessaa jira.
team-proposals = Yaadota
# A proposal: who proposed it, who agreed and how many.
team-proposal = kan dhiyeesse { $by }; kan walii gale: { $agreed } ({ $count })
team-you-agree = walii galteetta
team-agree = Walii gali
team-sow = { $move } facaasi
team-no-proposal = Ammaaf yaadni hin jiru.
team-withdraw = Walii galtee koo kaasi
team-members = Miseensota
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ facaasaa
   *[false] {""}
}{ $you ->
    [true] {" "}(ati)
   *[false] {""}
}{ $away ->
    [true] {" "}— hin jiru
   *[false] {""}
}
team-hand-sower = Gahee facaasaa kanaaf kenni:
team-sower-away = Facaasaan hin jiru: gahee kanaaf kenni:
team-give = Kenni
team-level = sadarkaa { $level }
team-add-engine = Miseensa kompiitaraa dabali
team-add = Dabali
team-invite = Garee kee affeeri:
team-chat = Haasaa garee (garee kee qofa)
team-chat-placeholder = Ergaa garee keetiif
team-chat-send = Ergi
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = dhiyaate { $proposals } (walii galteewwan)

## The board (for screen readers)

board-label = gabatee
# A hole: "South hole 3: 4 seeds".
hole = Boolla { $hole } { $side ->
    [south] Kibbaa
   *[north] Kaabaa
}: { $seeds ->
    [one] sanyii { $seeds }
   *[other] sanyii { $seeds }
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = Boolla { $hole } { $side ->
    [south] Kibbaa
   *[north] Kaabaa
}: { $seeds ->
    [one] sanyii { $seeds }
   *[other] sanyii { $seeds }
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = Gara gabateetti darbi
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] Kibbi
   *[north] Kaabni
} { $move } facaase: { $laps ->
    [one] marsaa { $laps }
   *[other] marsaa { $laps }
}{ $captured ->
    [0] {""}
    [one] , sanyii { $captured } qabate
   *[other] , sanyii { $captured } qabate
}.
announce-pass = { $side ->
    [south] Kibbi
   *[north] Kaabni
} darbe.
hole-last-from = tarkaanfiin dhumaa asii jalqabe
hole-last-end = tarkaanfiin dhumaa asitti xumurame
hole-captured = tarkaanfii dhumaatiin qabame

## Server jobs (analysis, solving, review)

job-too-many = Hojiiwwan baay'een yeroo tokkotti: { $error }
job-too-many-retry = Hojiiwwan baay'een yeroo tokkotti: { $error } Sekondii { $seconds } booda irra deebi'ii yaali.

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = Gaaffiin sirrii miti.
error-unauthorized = Kana gochuuf hayyama hin qabdu.
error-forbidden = Kun dhorkameera.
error-not-found = Hin argamne.
error-no-route = Teessoo kana irratti homtuu hin jiru.
error-method-not-allowed = Teessoon kun mala sana hin fudhatu.
error-body-timeout = Gaaffiin yeroon hin geenye.
error-conflict = Kun amma hin danda'amu.
error-body-too-large = Gaaffiin baay'ee guddaadha.
error-url-too-long = Teessoon baay'ee dheeraadha.
error-unsupported-coding = Gaaffiin koodii sarvariin hin dubbisneen barreeffame.
error-unprocessable = Kun hin danda'amu.
error-too-many-requests = Gaaffiiwwan baay'ee: yeroo muraasa booda irra deebi'ii yaali.
error-not-implemented = Sarvariin kana hin hojjetu.
error-unavailable = Sarvariin qabamaadha: yeroo muraasa booda irra deebi'ii yaali.
error-internal-error = Sarvariin hin milkoofne; wanti jijjiirame hin jiru.
error-no-seat = Tapha kana keessatti bakka hin qabdu.
error-invalid-invite = Affeerraan kun sirrii miti (yookaan duraan itti fayyadamameera).
error-invite-expired = Yeroon affeerraa kanaa darbeera (affeerraan guyyaa tokko tura).
error-game-over = Taphni xumurameera.
error-game-not-over = Taphni hin xumuramne: taphni deebii isa booda dhufa.
error-rematch-in-series = Tapha tartiibaa tokko kan hordofu tapha itti aanu tartiibichaati, tapha deebii miti.
error-in-rematch = Duraanuu tapha deebii keessa jirta.
error-opponent-not-joined = Taphni hin jalqabne: taphataan (yookaan gareen) kaan affeerraadhaan akka makamu eegaa jira.
error-not-your-turn = Carraan kee miti.
error-illegal-move = Tarkaanfiin kun asitti seera hin eegu.
error-undo-not-here = Deebisuun taphoota kompiitara waliin qofaaf.
error-engine-thinking = Kompiitarri tarkaanfii isaa filachaa jira: irra deebi'ii yaali.
error-resigned = Taphni dhiifameera.
error-nothing-to-undo = Wanti deebifamu hin jiru.
error-game-counted = Taphni tartiibaa kun xumuramee lakkaa'ameera.
error-not-team-game = Kun tapha garee miti.
error-engine-games-full = Taphoonni kompiitaroota gidduu baay'een itti fufaa jiru: booda yaali.
error-not-member = Tapha kana keessatti bakka hin qabdu.
error-not-your-teams-turn = Carraan garee keetii miti.
error-not-sower = Facaasaan garee keetii qofatu gareef hojjeta (tarkaanfii, dhiisuu, deebisuu); kanaa mannaa tarkaanfii dhiyeessi.
error-invalid-team-invite = Affeerraan garee kun sirrii miti.
error-team-full = Gareen guuteera.
error-no-proposal = Carraa kana keessatti yaadni akkasii hin jiru.
error-no-member = Garee kee keessatti miseensi akkasii hin jiru.
error-sower-refused = Gaheen facaasaa akkasitti kennamuu hin danda'u.
error-invalid-team-request = Gaaffiin garee sirrii miti.
error-chat-too-fast = Ergaawwan baay'ee: xiqqoo eegi.
error-series-over = Tartiibni xumurameera.
error-no-game = Taphni akkasii hin jiru.
error-no-series = Tartiibni akkasii hin jiru.
error-no-job = Hojiin akkasii hin jiru (hojiiwwan xumuraman daqiiqaa 10 kuufamu).
error-no-study = Qo'annoon akkasii hin jiru.
error-study-exists = Haalli kun duraanuu qo'annoodha.
error-not-job-owner = Tookiniin kun hojicha hin to'atu.
error-busy = Wanti baay'een yeroo tokkotti gaafatameera: yeroo muraasa booda irra deebi'ii yaali.
error-changed-elsewhere = Namni biraa dursee kana jijjiireera: irra deebi'ii yaali.
error-store-failed = Sarvariin kana kuusuu hin dandeenye; wanti jijjiirame hin jiru.
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = boolla { $first }–{ $last } ({ $side ->
    [south] akka lakkoofsa Kibbaatti
   *[north] akka lakkoofsa Kaabaatti
})

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = seerota
stop = Dhaabi
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] Ki
   *[north] Ka
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] tarkaanfii { $plies } keessatti mo'icha
   *[loss] tarkaanfii { $plies } keessatti mo'amuu
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = sekondii { $seconds }

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: xiinxala
analysis-title-game = mancala: xiinxala, { $game } 2×{ $holes }
analysis-heading = Gabatee xiinxalaa
analysis-heading-game = Xiinxala: { $game } 2×{ $holes }
analysis-nav-first = Haala jalqabaa (Home)
analysis-nav-back = Tarkaanfii tokko duubatti (←)
analysis-nav-next = Tarkaanfii tokko fuulduratti (→)
analysis-nav-last = Dhuma sarara kanaa (End)
analysis-flip = Gombisi
    .title = Gabatee naanneessi
analysis-edit = Haala gulaali
analysis-engine = Kompiitara
analysis-engine-more = Itti fufi (sekondii { $seconds })
analysis-solve-time = yeroo furaaf kennamu
analysis-solve = Furi
analysis-solver = Furaa
analysis-delete-line = Asii jalqabii haqi
analysis-promote = Sarara ijoo godhi
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = JSON haala tokkoo, { $json }, yookaan galmee taphaa, { $record }
analysis-paste-label = haala yookaan galmee
analysis-paste-summary = Haala yookaan galmee maxxansi
analysis-paste-empty = Dura JSON haalaa yookaan galmee maxxansi.
analysis-paste-bad-json = Kun JSON sirrii miti: { $error }
analysis-paste-open = Bani
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = Haalli teessoo kana keessa jiru akka JSONitti hin dubbifamu ({ $error }).
analysis-url-not-object = Haalli teessoo kana keessa jiru boca haalaa hin qabu.
analysis-url-bad-ply = Tarkaanfiin teessoo kana keessa jiru, "{ $ply }", lakkoofsa guutuu miti.
# $games lists the games' names.
analysis-url-no-game = Taphni "{ $game }" jedhamu hin jiru: taphoonni jiran { $games }.
analysis-url-cannot-show = Haalli kun agarsiifamuu hin danda'u.
analysis-bad-url-heading = Xiinxalli kun banamuu hin danda'u
analysis-bad-url-text = Teessoon kun cirame yookaan jijjiirame ta'uu danda'a. Kanaa mannaa gabatee haaraa irraa jalqabi.
analysis-open-empty = Gabatee xiinxalaa duwwaa bani
analysis-record-unreadable = Galmeen dubbifamuu hin danda'u: { $error }
analysis-position-refused = Haalli hin fudhatamne: { $error }
analysis-ply-past-record = Tarkaanfiin { $ply } tarkaanfii galmee { $plies } caala.
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = Sararri { $line } taphatamuu hin danda'u: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← gara bitaa taphataa ({ $move })
analysis-direction-right = gara mirga taphataa → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } asitti seera hin eegu (kan seera eegan: { $legal }).
# Beside the heading: where the position comes from.
analysis-from-record = galmee tarkaanfii { $plies } irraa (seenaan isaa ni lakkaa'ama)
analysis-from-position = haala qophaa'e irraa (seenaa malee)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
} { $result ->
    [win] mo'icha
    [loss] mo'amuu
   *[draw] walqixa
}, garaagarummaa { $margin }
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
} { $result ->
    [win] mo'icha
    [loss] mo'amuu
   *[draw] walqixa
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
} { $lower } fi { $upper } gidduu
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
analysis-solve-letter = { $result ->
    [win] +
    [loss] −
   *[draw] =
}
analysis-to-move = carraa isaa
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = Tarkaanfii { $ply }: { $text }
analysis-status-over = { $headline }. { $detail }
analysis-status-pass = { $side ->
    [south] Kibbi
   *[north] Kaabni
} facaasa hin qabu, kanaaf ni darba.
analysis-status-move = Carraa { $side ->
    [south] Kibbaa
   *[north] Kaabaa
}. Taphachuuf boolla calaqqisu tokko tuqi.
analysis-no-move = Ammaaf tarkaanfiin hin jiru: gabatee irratti tokko taphadhu. Tarkaanfiin ati yaaltu hundi asitti kuufama; duubatti deebi'i (←) kan biraa taphachuun damee haaraa uumi.
analysis-share = Qoodi
analysis-share-hint = Liinkiin kun gabatee akkuma amma jiru bana: haala, seenaa fi sarara wal fakkaataa.
analysis-share-link = Liinkii:
# <code> marks the command, which is not translated.
analysis-share-json = Haalli kun akka JSONitti (<code>{ $command }</code> irratti fayyadamuuf):
analysis-engine-off = dhaamee jira
analysis-engine-over = taphni xumurameera
analysis-engine-no-move = Tarkaanfiin xiinxalamu hin jiru: { $headline }.
analysis-engine-starting = jalqabaa jira…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] hin milkoofne: { $error }
    [stopped] dhaabbateera
   *[done] xumurameera
}
analysis-engine-end-depth = gadi fageenya { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = Kibba { $score } akka kompiitaraatti (gadi fageenya { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = gadi fageenya { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}({ $searching } barbaadaa jira)
} · nood { $nodes } · { $rate } · { $seconds } s
analysis-engine-hint = Qabxiiwwan sanyiidhaan { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
}, isa carraan isaa ta'eef ("tarkaanfii 7 keessatti mo'icha": barbaachi dhuma taphaa arga).
analysis-depth = gadi fageenya { $depth }
analysis-play-to-here = Sarara hanga asiitti taphadhu
analysis-solve-over = Taphni asitti xumurameera: wanti furamu hin jiru.
analysis-solve-starting = Furaan jalqabaa jira…
analysis-solve-searching = Barbaadaa jira: nood { $nodes }, { $seconds } s keessaa { $elapsed } s; gatiin { $lower } fi { $upper } gidduu jira.
analysis-solve-hint = Furaan bu'aa sirrii taphni hunda caalu asii jalqabee argamsiisu (garaagarummaa dhumaa sanyiidhaan, yookaan Sadeqa II keessatti mo'icha, walqixa yookaan mo'amuu) fi gatii tarkaanfii hundaa, yeroo ati kennitu keessatti mirkaneessa.
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = Mirkanaa'eera: { $result ->
    [draw] walqixa
    [win] mo'icha { $side ->
        [south] Kibbaaf
       *[north] Kaabaaf
    }
   *[loss] mo'amuu { $side ->
        [south] Kibbaaf
       *[north] Kaabaaf
    }
}{ $margin ->
    [none] {""}
   *[other] , garaagarummaa { $margin }
}
analysis-solve-proved-detail = {" "}(gatii { $value } { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
}, nood { $nodes }, { $seconds } s).
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = { $stopped ->
    [true] Osoo hin dhaabamin dura
   *[false] Yeroo kenname keessatti
} hin mirkanoofne: gatiin { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
} { $lower } fi { $upper } gidduu jira.
analysis-solve-unproved = { $stopped ->
    [true] Osoo hin dhaabamin dura
   *[false] Yeroo kenname keessatti
} hin mirkanoofne.
analysis-optimal-line = Sarara hunda caalu:{" "}
analysis-play-it = Taphadhu
analysis-solve-move = Tarkaanfii
analysis-solve-outcome-for = Bu'aa { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
}
analysis-solve-margin = Garaagarummaa
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] mo'icha
    [loss] mo'amuu
    [draw] walqixa
   *[none] hin mirkanoofne
}
analysis-editing = Gulaalaa jirta: boolla tuqi, achiis sanyii dabali yookaan hir'isi (furtuuwwan + fi − illee).
analysis-edit-size = Gabateen tarree tokkotti boolla { $minHoles } hanga { $maxHoles }, jalqaba irratti immoo boolla tokkotti sanyii { $minSeeds } hanga { $maxSeeds } qaba.
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] daangaa marsaa
    [capture_lone_seed] sanyii kophaa qabachuu
    [opening_rule] jalqaba dirqamaa
    [repetition] yeroo haalli irra deebi'u
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] tarreen ofii ni lakkaa'ama
   *[draw] walqixa
}
analysis-opening-made = Tarkaanfiin jalqabaa taphatameera:{" "}
analysis-edit-heading = Haala qopheessi
analysis-edit-hint = Boolla tuqi, achiis − fi + tiin sanyii hir'isi yookaan dabali (yookaan lakkoofsa barreessi). Sanyiin taphaa hundi gabatee irra yookaan kan qabaman keessa jiraachuu qaba.
analysis-edit-start = Haala jalqabaa
analysis-edit-clear = Gabatee qulqulleessi
analysis-edit-balance = Kan hafe gara qabamanitti
analysis-edit-seeds = Sanyii boolla tokkotti jalqaba irratti
analysis-edit-to-move = Kan taphatu
analysis-edit-captured = Kan { $side ->
    [south] Kibbi
   *[north] Kaabni
} qabate
analysis-edit-done = Haala kana xiinxali
analysis-hole = Boolla { $hole } { $side ->
    [south] Kibbaa
   *[north] Kaabaa
}
analysis-hole-seeds = Sanyii boolla { $hole } { $side ->
    [south] Kibbaa
   *[north] Kaabaa
}
analysis-hole-not-whole = lakkoofsi lakkoofsa guutuu ta'uu qaba
analysis-hole-negative = sanyii { $count }: boollli 0 gadi qabaachuu hin danda'u
analysis-hole-too-many = sanyii { $count } { $max } caala, isa boollli tokko qabaachuu danda'u hunda caalu
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }.
analysis-board-over = Gabateen sanyii { $onBoard } qaba, kunis waliigala taphaa { $total } { $over }n caala: muraasa kaasi.
analysis-no-hole = Boollli hin filatamne: gabatee irratti tokko tuqi.
analysis-seed-less = sanyii tokko hir'isi
analysis-seed-more = sanyii tokko dabali
analysis-hole-empty = Duwwaa
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = Gabatee irra { $onBoard } + qabame { $captured } = { $sum }, waliigala taphaa { $total } keessaa{ $state ->
    [complete] : guutuudha.
    [missing] : { $count ->
        [one] sanyii { $count } hir'ata.
       *[other] sanyii { $count } hir'ata.
    }
   *[over] : { $count } caala.
}
analysis-captured-whole = Lakkoofsi kan qabamanii lakkoofsa guutuu, 0 yookaan isaa ol ta'uu qaba.
analysis-total-wrong = Waliigalli gabatee sirrii miti: gabatee irraa fi kan qabaman sanyii { $sum }, taphni garuu { $total } qaba (2 × boolla { $holes } × { $seeds }). "Kan hafe gara qabamanitti" fayyadami yookaan lakkoofsota jijjiiri.

## A finished game's review (/review?game=ID)

review-title = mancala: gamaaggama
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: gamaaggama: { $game } 2×{ $holes }
review-heading = Gamaaggama: { $game } 2×{ $holes }
review-back = Gara taphaatti deebi'i
review-new-game = Tapha haaraa
review-analysis = Gabatee xiinxalaa
review-no-id-heading = Taphni gamaaggamamu hin jiru
review-no-id-text = Teessoon kun tapha tokkollee hin eeru: gamaaggamni akka /review?game=ID tti, fuula tapha xumurame irraa banama.
review-no-game-text = Teessoo kana irratti taphni hin jiru.
review-not-over-heading = Taphni ammaaf hin xumuramne
review-not-over-text = Taphni erga xumuramee booda gamaaggamama. Yeroo xumuramu deebi'i.
review-record-unreadable = Galmeen dubbifamuu hin danda'u
review-nav-first = Jalqaba (Home)
review-nav-back = Tarkaanfii tokko duubatti (←)
review-nav-next = Tarkaanfii tokko fuulduratti (→)
review-nav-last = Dhuma (End)
review-the-game = taphicha
review-summary = Tarkaanfii { $plies } booda: { $headline }.
review-evaluation = Madaallii
review-accuracy = Sirrummaa
review-reviewing = Gamaaggamaa jira: kompiitarrii fi furaan tarkaanfii hunda ilaalu…
review-try-again = Irra deebi'ii yaali
review-progress = Tarkaanfii { $total } keessaa { $done } gamaaggamameera, sekondii { $seconds }
review-done = Tarkaanfiin { $total } hundi sekondii { $seconds } keessatti gamaaggamameera. Haala sana arguuf giraafii yookaan tarkaanfii tokko tuqi.
review-failed = Gamaaggamni hin milkoofne: { $error }
review-stopped = Tarkaanfii { $total } keessaa { $done } booda dhaabbate.
review-again = Irra deebi'ii gamaaggami
review-best-here = asitti kan hunda caalu: { $move }
review-start = Haala jalqabaa.
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] Hunda caalaa
    [good] Gaarii
    [inaccuracy] Dogoggora xiqqaa
    [mistake] Dogoggora
   *[blunder] Dogoggora guddaa
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] hunda caalaa
    [good] gaarii
    [inaccuracy] dogoggora xiqqaa
    [mistake] dogoggora
   *[blunder] dogoggora guddaa
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = Tarkaanfii { $ply }: { $side ->
    [south] Kibbi
   *[north] Kaabni
} { $move } taphate{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , { $loss } dhabsiisa
    })
}.
review-graph-label = madaallii Kibbaaf tarkaanfiiwwan keessatti
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = tarkaanfii { $ply }: { $side ->
    [south] Kibba
   *[north] Kaaba
} { $move }, { $name } (Kibba { $eval })
review-point-label = tarkaanfii { $ply }
review-better = kan hunda caalu { $best }, −{ $loss }
review-waiting = Gamaaggama eegaa jira…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] taphataa
   *[other] kompiitara, sadarkaa { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = Gara { $class ->
    [inaccuracy] dogoggora xiqqaa
    [mistake] dogoggora
   *[blunder] dogoggora guddaa
} { $side ->
    [south] Kibbaa
   *[north] Kaabaa
} itti aanuutti deemi
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] dogoggora xiqqaa { $count }
       *[other] dogoggora xiqqaa { $count }
    }
    [mistake] { $count ->
        [one] dogoggora { $count }
       *[other] dogoggora { $count }
    }
   *[blunder] { $count ->
        [one] dogoggora guddaa { $count }
       *[other] dogoggora guddaa { $count }
    }
}
review-explain-summary = Tarkaanfiiwwan akkamitti akka ramadaman
review-explain = Tarkaanfiin hundi tarkaanfii haala wal fakkaataa keessatti hunda caalu waliin wal bira qabama. Dhabiinsi isaa, tarkaanfii hunda caalu waliin yoo wal bira qabamu, sanyii garaagarummaa dhumaa meeqa akka dabarsee kennu agarsiisa (sanyii tokko dabarsanii kennuun garaagarummaa lamaan jijjiira): bakka furaan tarkaanfii hunda mirkaneessutti sirriitti, furaadhaan; yoo kana hin taane barbaacha kompiitaraatiin (tarkaanfiiwwan akkasii ≈n mallatteeffamu).
review-loses-nothing = homaa hin dhabsiisu: akkuma tarkaanfii hunda caaluu gaarii dha
review-loses-range = sanyii { $from } hanga { $to } dhabsiisa
review-loses-more = sanyii { $from } yookaan isaa ol dhabsiisa
review-thresholds-later = Daangaaleen gamaaggama waliin dhufu.
review-sadeqa = Sadeqa II bu'aadhaan lakkaa'ama (mo'icha 1, walqixa 0, mo'amuu −1): bakka furaan mirkaneessutti, tarkaanfiin bu'aa tokko dhabsiisu (mo'icha irraa gara walqixaatti, walqixa irraa gara mo'amuutti) dogoggora, kan bu'aa lama dhabsiisu (mo'icha irraa gara mo'amuutti) immoo dogoggora guddaadha.
review-accuracy-formula = Sirrummaa: tarkaanfiin gama tokkoo hundi akka ramaddii isaatti qabxii argata: hunda caalaa 100, gaarii 90, dogoggora xiqqaa 70, dogoggora 40, dogoggora guddaa 0; sirrummaan gama tokkoo giddugaleessa qabxiiwwan kanaa tarkaanfiiwwan isaa irratti, tarkaanfiiwwan dirqamaa (haala tarkaanfii seera eegu tokko qofa qabu) osoo hin lakkaa'in.
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } tarkaanfii hunda caalu ture ({ $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value } { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
}).
review-note-good = { $move } gaariidha: { $best } waliin yoo wal bira qabamu { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } dhabsiisa ({ $value } mannaa { $played }).
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } { $side ->
    [south] Kibbaaf
   *[north] Kaabaaf
} sanyii { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } dhabsiisa ({ $played }). Kan caalu <strong>{ $best }</strong> ture ({ $value }).

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: qo'annoo
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] 10 ol
   *[other] 10 keessaa { $level }
}
studies-every-game = taphoota hunda
studies-any-size = hamma kamiyyuu
studies-any-difficulty = ulfaatina kamiyyuu
studies-level = sadarkaa { $level }
studies-heading = Qo'annoo fi hiibboo
studies-analysis = Gabatee xiinxalaa
studies-intro = Haalota bu'aan isaanii mirkanaa'e: tarkaanfiiwwan bu'aa sana eegan barbaadi. Tarkaanfiin gatii sirrii eegu kamiyyuu ni fudhatama; furaan gama kaaniif deebisa.
studies-daily = Hiibboo har'aa
studies-filter-board = Gabatee
studies-filter-difficulty = Ulfaatina
studies-no-daily = Har'a hiibboon hin jiru.
studies-none = Qo'annoon filannoo kana waliin walsimu hin jiru.
studies-col-study = Qo'annoo
studies-col-task = Hojii
studies-solved-here = barbaadaa kana keessatti furame
studies-difficulty-title = sadarkaa kompiitaraa isa gadi aanaa furmaata argatu
studies-pager = { $total ->
    [one] qo'annoo { $total }
   *[other] qo'annoo { $total }
}, fuula { $pages } keessaa { $page }
studies-previous = ← Kan duraa
studies-next = Kan itti aanu →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· furame ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] Kibbi
   *[north] Kaabni
} taphatee { $goal ->
    [win-by] garaagarummaa { $value }n haa mo'u
    [win] haa mo'u
    [draw] walqixa haa ba'u
    [lose] haa mo'amu
   *[lose-by] garaagarummaa { $value } hin caalleen haa mo'amu
}
submit-position-label = haalli akka JSONitti
submit-name-placeholder = fkn. Qabachuu callisaa
submit-button = Ergi
submit-summary = Haala akka qo'annootti ergi
# <a> is the link to the analysis board.
submit-hint = Haala <a>gabatee xiinxalaa</a> irratti qopheessi, JSON isaa achii garagalchi (Qoodi jalatti). Sarvariin kan fudhatu yeroo furaan, daangaa yeroo isaa keessatti, tarkaanfiin jalqabaa tokko qofti gatii haalichaa akka eegu mirkaneessudha: qo'annoon furmaata tokko qofa qaba.
submit-no-name = Qo'annichaaf maqaa kenni.
submit-bad-json = Haalli JSON sirrii miti: { $error }
submit-checking = Furaan mirkaneessaa jira…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = Fudhatameera: <a>{ $stipulation }</a>.
# <a> links to the study the position already is.
submit-exists = Hin fudhatamne: haalli kun duraanuu <a>qo'annoo</a> dha.
submit-refused = Hin fudhatamne: { $error }
submit-position = Haala (JSON)
submit-name = Maqaa
puzzle-no-study-title = mancala: qo'annoon akkasii hin jiru
puzzle-no-study = Qo'annoon akkasii hin jiru
puzzle-cannot-open = Qo'annichi banamuu hin danda'u
puzzle-all-studies = Qo'annoo hunda
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: qo'annoo { $name }
puzzle-hint = Gorsa
puzzle-restart = Irra deebi'ii jalqabi
puzzle-analyse = Xiinxali
puzzle-no-moves = Ammaaf hin jiru: tarkaanfiin kee jalqabaa furtuu dha.
puzzle-task = Hojii kee
puzzle-task-text = Ati { $side ->
    [south] Kibba
   *[north] Kaaba
} taphatta; furaan ittisa isaa isa hunda caaluun { $other ->
    [south] Kibbaaf
   *[north] Kaabaaf
} deebisa. Tarkaanfiin bu'aa mirkanaa'e eegu kamiyyuu sirriidha.
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = Ulfaatina { $difficulty } · { $source ->
    [submitted] kan ergame
   *[collection] kuusaa irraa
} · { $id }
puzzle-solved-before = ✓ Kana duraan furteetta.
puzzle-you = ati
puzzle-solver = furaa
puzzle-must-pass = Facaasni siif hin jiru, kanaaf ni darbita: Darbi tuqi.
puzzle-again = Sirrii. Ammas carraa kee: akkasumatti itti fufi.
puzzle-your-move = Carraa kee: { $stipulation }.
puzzle-checking = Mirkaneessaa jira…
puzzle-you-pass = Ni darbita…
puzzle-you-play = { $move } taphatta…
puzzle-not-kept = { $move } gatii hin eegu.
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } dogoggora.{" "}
puzzle-refutation = Deebii isa fashalsu: { $side ->
    [south] Kibbi
   *[north] Kaabni
} deebisa: { $reply }.
puzzle-put-back = Haalli deebi'eera: tarkaanfii biraa yaali.
puzzle-refuted = { $move } fashalsameera. Ammas carraa kee.
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] Kibbi
   *[north] Kaabni
} { $again ->
    [true] ammas taphata
   *[false] deebisa
}: { $reply }…
puzzle-solved-status = Furameera!
puzzle-solved = ✓ Furameera.{" "}
puzzle-kept = Gatii hanga dhumaatti eegde.
puzzle-another = Qo'annoo biraa
puzzle-analyse-it = Isa xiinxali
puzzle-right = ✓ { $move } sirriidha.
puzzle-pass-right = ✓ Darbuun sirriidha.
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] Kibbi
   *[north] Kaabni
} deebisa: { $replies }.
puzzle-then = { $first }, achiis { $next }
puzzle-hint-title = gorsa
puzzle-hint-move = { $move } taphadhu.
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = Boolla { $hole } ilaali.{ $direction ->
    [true] {" "}(Kallattii argachuuf ammas gaafadhu.)
   *[false] {""}
}
