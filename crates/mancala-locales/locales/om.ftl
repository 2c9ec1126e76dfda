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
