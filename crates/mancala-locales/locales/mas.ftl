# The Maa (Maasai) catalog of the mancala page, translated from en.ftl.
# Status: draft, written without a speaker's review. A Maa speaker should read all of it:
# verb forms are approximate, and many technical words are Swahili loans, as Maa speakers
# commonly use them (kompyuta, seva, timu, link, mtandao). See docs/translations.md, Glossary.
# Maa game words, as on the rules pages: en gurtóto / 'n gurtót (hole / holes),
# os soid / es soido (seed / seeds), ol mátua / el mátuan (row / rows), ol alai (tally stick).
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } are kept; plurals: [one] and [other].

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] os soid { $count }
   *[other] es soido { $count }
}

## The header on every page

nav-play = Iguran
nav-analysis = Uchambuzi
nav-studies = Enkisoma
nav-lobby = Enkiguena
nav-rules = Sheria

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = Ewuo…
server-unreachable = Meidim aisul seva: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = Meidim aijing: { $error }. Itadua ake.
copy = Nakili
# The picker of languages in the header (its label for screen readers).
language-picker = Enkutuk
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (rasimu)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] Kusini
   *[north] Kaskazini
}
player-human = Olaiguranani
player-engine = Kompyuta, ngazi { $level }

## Joining a team

join-team-heading = Ijing timu: { $game } 2×{ $holes }
join-team-text = Timu ino eng'eno tenebo enkiguran pooki; olpandani naipanda.
your-name = Enkarna ino
join-team-button = Ijing timu

## The 404 page

not-found-title = Meeta ukurasa · mancala
not-found-heading = Meeta ukurasa ena
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = Anaa eishirita enkoitoi, anaa ukurasa eibelekenya. Link le enkiguran naa <code>/?game=…</code>, o inkiguranat naaku taata etii te <a>enkiguena</a>.
not-found-start = Iteru enkiguran
not-found-analysis = Bodi oo uchambuzi

## The new-game page (/)

home-title = mancala: iguran
home-heading = Enkiguran ng'ejuk
home-game = Enkiguran
# The link beside the game's choice before a game is chosen.
home-rules = sheria
# The link to a game's rules page: "En Dodoi rules".
game-rules = Sheria e { $game }
game-note-en-gehe = Enkiguran oo lMaasai oo el mátuan kumok ('n gurtót 40–50), eiguranu timu are; inkiguranat sapuk.
game-note-en-dodoi = Enkiguran oo lMaasai oo 'n gurtót 6–10 te ol mátua: aipanda oo mizunguko, aibung' te en gurtóto naa kiwan. Enkiguran naa kiti.
game-note-sadeqa-ii = Te Oromia: aibung' te ol mátua pooki; olaiguranani lemeeta enkiguran eshindwa.
game-note-giuthi = Enkiguran oo Lkikuyu: ipanda tenebo te pande are, mizunguko eibelekenya, aitoki aiguran o aibung' pooki.
home-board-label = Bodi
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] os soid { $seeds } te en gurtóto
   *[other] es soido { $seeds } te en gurtóto
}{ $usual ->
    [true] {" "}(naa kake)
   *[false] {""}
}
home-board-custom = enkiti naijo iyie…
home-holes = 'N gurtót te ol mátua
home-seeds = Es soido te en gurtóto
home-play-against = Iguran o
home-opponent-engine = kompyuta
home-opponent-friend = ol chore (link oo aikilikuan)
home-opponent-teams = timu o timu (8 te upande)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] Kompyuta eidip taata; ngazi 1 naa torrono kiti, ngazi 10 eng'eno oleng'.
    [friend] Itum link nisho ol chore lino; eiteru enkiguran peeijing ninye.
   *[teams] Timu are eishoo mapendekezo o eyieu tenebo; olpandani le timu pooki naipanda.
}
home-engine-level = Ngazi e kompyuta
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = ngazi { $level }{ $level ->
    [1] {" "}(naa kiti oleng')
    [10] {" "}(naa kitok oleng')
   *[other] {""}
}
home-my-side = Ol mátua lai
home-side-south = Kusini (eiteru)
home-listed = itodol enkiguran te enkiguena (ol tung'ani pooki eidim aijing)
home-team-game = Enkiguran e timu
home-clock = Saa e enkata (sekunde; ikitok ake pee meeta)
# The placeholder of the empty turn clock.
home-clock-none = meeta
home-team-hint = Iyie olaitoriani le timu e Kusini, o iyie oipanda taasioi (te mfululizo, timu A: Kusini te enkiguran naitu, nebelekenya upande te enkiguran pooki); peeishiakino saa, eipanda pendekezo naayieu ooltung'anak kumok, anaa pee meeta pendekezo, eiguran kompyuta (ngazi naa shumata) te timu.
# "Series to [number] wins": the words before and after the number's box.
home-series-before = Mfululizo:
home-series-after = ushindi
# The placeholder of the empty series box.
home-single-game = enkiguran nabo ake
home-series-hint = Ikitok ake te enkiguran nabo; namba eiguran inkiguranat peyie etum upande nabo ushindi ena, nebelekenya upande te enkiguran pooki.
home-rule-options = Sheria naaibelekenya
home-start = Iteru enkiguran
home-holes-range = 'N gurtót te ol mátua { $min }–{ $max }.
home-seeds-range = Es soido te en gurtóto { $min }–{ $max }.
home-series-range = Mfululizo eiguranu te ushindi 1–99.
home-offline-note = Meeta mtandao: enkiguran o kompyuta eiguranu te kifaa ena. Inkiguranat o ol chore, timu o mfululizo eyieu mtandao.
home-unreachable = Meidim aisul seva: inkiguranat o ol chore, timu o mfululizo eyieu mtandao. Enkiguran nabo o kompyuta eidim aiguranu te kifaa ena.

## Rule options (by their names in the catalogue of games)

option-lap-limit = Ol kerr le mizunguko
option-lap-limit-hint = Aipanda nameishiaki te mizunguko ena naa enkiguran nemeeta sheria (aipanda oo mizunguko eidim aaku metaa enkata pooki).
option-capture-lone-seed = Aibung' os soid nabo ake
option-capture-lone-seed-hint = Pee eyieu en gurtóto naa kiwan te en gurtóto oobaiki, os soid oobaiki naa ebung'a ake nabo.
option-repetition = Pee eitoki enkiguran
option-repetition-hint = Ol mátua lenye: upande pooki eishiru es soido te ol mátua lenye o nebung'a, neshinda naa kumok. Sare: enkiguran naa sare.
option-repetition-own-row = ol mátua lenye eikilikuanu
option-repetition-draw = sare
option-opening-rule = Aiteru naa sheria
option-opening-rule-hint = Enkiguran naitu e olaiguranani pooki eiteru te en gurtóto naa tatene.

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: enkiguena
lobby-heading = Enkiguena
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] os soid { $seeds } te en gurtóto
   *[other] es soido { $seeds } te en gurtóto
}
# How long ago something happened.
ago-now = taata
ago-minutes = dakika { $count } naaponu
ago-hours = saa { $count } naaponu
ago-days = { $count ->
    [one] enkolong' nabo naaponu
   *[other] inkolongi { $count } naaponu
}
lobby-opened = eibung'a { $ago }
lobby-last-move = enkiguran oobaiki { $ago }
lobby-started = eiteru { $ago }
lobby-yours = Aikilikuan lino: esubiri ol tung'ani naijing
lobby-yours-team = Enkiguran e timu ino: esubiri timu naijo
# $waiting and $seat are "south" or "north".
lobby-team-waits = Enkiguran e timu: timu e { $waiting ->
    [south] Kusini
   *[north] Kaskazini
} esubiri; ijing timu e { $seat ->
    [south] Kusini
   *[north] Kaskazini
}
lobby-player-waits = { $player } esubiri; iguran { $seat ->
    [south] Kusini
   *[north] Kaskazini
}
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, enkiguran { $ply }
lobby-open = Ibung'a
lobby-accept = Kayieu
lobby-watch = Tadua
lobby-open-heading = Aikilikuanot naatii
lobby-playing-heading = Inkiguranat naatadua
lobby-no-invitation = Meeta aikilikuan taata.
lobby-no-game = Meeta enkiguran naiguranu taata.

## Match series (/?series=ID)

series-loading = Ewuo mfululizo…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] mfululizo e timu
   *[false] mfululizo
}: { $target ->
    [one] ushindi { $target }
   *[other] ushindi { $target }
}
series-lobby-team-waits = Timu nabo esubiri; ijing timu { $player }
series-lobby-player-waits = Olaiguranani nabo esubiri; iyie olaiguranani { $player }
series-title = Mfululizo, { $target ->
    [one] ushindi { $target }
   *[other] ushindi { $target }
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (kompyuta, ngazi { $level })
# $you is "true" for the reader's own team.
series-team-members = Timu { $team }{ $you ->
    [true] {" "}(timu ino)
   *[false] {""}
}: { $members }
series-team-waiting = Timu { $team }{ $you ->
    [true] {" "}(timu ino)
   *[false] {""}
} — esubiri ilchoreta
series-team = Timu { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = Olaiguranani { $player }{ $you ->
    [true] {" "}(iyie)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— esubiri aijing
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(iyie)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— esubiri aijing
   *[false] {""}
}
series-in-progress = eiguranu taata
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] meeta enkiguran
    [repetition] aitoki
   *[resignation] eing'ua
}
series-draw = sare ({ $how })
series-draw-score = sare { $a }–{ $b } ({ $how })
series-game-won = { $winner } eshinda ({ $how })
series-game-won-score = { $winner } eshinda { $a }–{ $b } te alaikin ({ $how })
series-wins = { $count ->
    [one] ushindi { $count }
   *[other] ushindi { $count }
}
# The title of one tally stick.
series-stick = ushindi nabo
series-wins-of = { $wins } te { $target }
series-over = Mfululizo eishiaki
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] Timu ino eshinda mfululizo
       *[false] Timu ino eshindwa mfululizo
    }
   *[false] { $won ->
        [true] Ishinda mfululizo
       *[false] Ishindwa mfululizo
    }
} — { $winner } eshinda
series-over-winner = { $winner } eshinda mfululizo
series-over-score = { $who }, ushindi { $wins } o { $losses }{ $draws ->
    [0] {""}
    [one] {" "}(sare { $draws })
   *[other] {" "}(sare { $draws })
}.
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = Enkiguran { $number }{ $side ->
    [south] { $team ->
        [true] : timu ino eiguran Kusini (timu ino eiteru)
       *[false] : iguran Kusini (iyie oiteru)
    }
    [north] { $team ->
        [true] : timu ino eiguran Kaskazini
       *[false] : iguran Kaskazini
    }
   *[none] {""}
}.
series-game-next = Enkiguran { $number } eishiaki; enkiguran { $next } eiteru…
series-invite-team = Isho link ena timu naijo; ilchoreta pooki (isiet) eijing te ninye:
series-invite = Isho link ena ol mang'ati lino; eidim enkata nabo ake:
invitation-label = Aikilikuan:
series-game = Enkiguran { $number }
series-game-line = : { $south } Kusini — { $result }
series-draws = Sare: { $draws }. Ushindi pooki naa ol alai (el ala, inkiti oo lMaasai naa aikilikuan ushindi); sare meikilikuanu. Upande eibelekenya te enkiguran pooki; Kusini eiteru.{ $team ->
    [true] {" "}Timu pooki eata ilchoreta lenye o olpandani lenye te inkiguranat pooki; link le timu eishiru olchore nabo te mfululizo pooki.
   *[false] {""}
}
series-games = Inkiguranat ({ $count })
series-link-label = Link le mfululizo:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] Kusini
   *[north] Kaskazini
} eshinda
result-draw = Sare
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] Kusini
   *[north] Kaskazini
} eshinda { $a }–{ $b } te alaikin{ $after ->
    [true] {" "}te aitoki
   *[false] {""}
}
result-draw-on-points = Sare { $a }–{ $b } te alaikin{ $after ->
    [true] {" "}te aitoki
   *[false] {""}
}
result-resigns = { $loser ->
    [south] Kusini
   *[north] Kaskazini
} eing'ua: { $winner ->
    [south] Kusini
   *[north] Kaskazini
} eshinda
result-resigns-detail = Es soido naabung'a peeishiaki enkiguran: Kusini { $south }, Kaskazini { $north }.
result-cannot-move = { $stuck ->
    [south] Kusini
   *[north] Kaskazini
} meidim aiguran: { $winner ->
    [south] Kusini
   *[north] Kaskazini
} eshinda
result-sadeqa-detail = Te Sadeqa II, olaiguranani lemeeta enkiguran eshindwa, anaa kaji namba. Es soido naatii te el mátuan: Kusini { $southRow }, Kaskazini { $northRow }; naabung'a: Kusini { $south }, Kaskazini { $north }.
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] Kusini
   *[north] Kaskazini
}: { $captured } naabung'a{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] naaya
       *[left] naatii te ol mátua
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = Meeta upande naidim aipanda. { $parts }.
result-no-move-detail = { $stuck ->
    [south] Kusini
   *[north] Kaskazini
} meidim aiguran{ $swept ->
    [0] {""}
    [one] ; os soid { $swept } naatii eilo te { $mover ->
        [south] Kusini
       *[north] Kaskazini
    }
   *[other] ; es soido { $swept } naatii eilo te { $mover ->
        [south] Kusini
       *[north] Kaskazini
    }
}. { $parts }.
result-repetition-draw = Sare te aitoki
result-repetition-draw-detail = Enkiguran eitoki, o aitoki naa sare te enkiguran ena.
result-repetition-detail = Enkiguran eitoki: upande pooki eishiru es soido te ol mátua lenye o nebung'a. { $parts }.
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] Timu ino eshinda
       *[false] Timu ino eshindwa
    }
   *[false] { $won ->
        [true] Ishinda
       *[false] Ishindwa
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = Inkiguranat
game-no-move = Meeta enkiguran taata.
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $move }
game-players = Ilaiguranak
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] Kusini
   *[north] Kaskazini
}: { $who }{ $you ->
    [true] {" "}(iyie)
   *[false] {""}
}
game-captured-count = naabung'a { $captured }
game-captured = { $captured } naabung'a
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = alaikin { $total } ({ $captured } naabung'a + { $more } { $kind ->
    [swept] naaya
   *[left] naatii te ol mátua
})
game-you = Iyie
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(iyie)
    [team] {" "}(timu ino)
   *[none] {""}
}
game-team-of = timu e { $count }: { $members }
game-team-nobody = timu: meeta ol tung'ani taata
game-waiting-to-join = esubiri aijing
game-thinking = eng'eno
game-animation = Aitodol
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] kiti kiti
    [normal] naa kake
    [fast] haraka
   *[instant] taata
}
game-skip = Ilo aitodol
game-pass = Pasi
game-undo = Ishuk
game-resign = Ing'ua
game-resign-confirm = Ing'ua ake? Ibung'a enkata are
game-show-sowing = Itodol aipanda
game-back-live = Ishuk te enkiguran
game-analyse-here = Uchambuzi te ena
step-first = Enkiguran naitu (Home)
step-back = Enkiguran nabo te sinya (←)
step-next = Enkiguran nabo te dukuya (→)
step-last = Enkiguran oobaiki (End)
game-ply-of = enkiguran { $ply } te { $plies }
review-start-position = aiteru (enkiguran 0).
review-ply = enkiguran { $ply } te { $plies }, { $side ->
    [south] Kusini
   *[north] Kaskazini
} eiguran { $move }.
game-download = Ya enkiguran (download)
game-download-json = JSON
game-spectator-link = Link oo ltadua:
game-local-note = Eiguranu te kifaa ena o kompyuta: meyieu mtandao. Inkiguranat o iltung'anak eyieu seva.
# "This game is part of a [match series]." around the link.
game-in-series-before = Enkiguran ena naa te{" "}
game-in-series-link = mfululizo
game-in-series-after = .
game-over = Enkiguran eishiaki
game-over-headline = { $headline }.
game-over-plies = { $count ->
    [one] Enkiguran { $count }. Itadua te vitufe anaa te mishale.
   *[other] Inkiguranat { $count }. Itadua te vitufe anaa te mishale.
}
game-review = Aitoki aitadua
game-no-replay-start = Meidim aitadua enkiguran ena te ena (meiteru te aiteru).
game-no-replay = Meidim aitadua enkiguran ena te ena.
game-analysis-failed = Meidim aibung'a bodi oo uchambuzi: { $error }
no-game-title = mancala: meeta enkiguran
no-game-heading = Meeta enkiguran
no-game-text = Meeta enkiguran te enkoitoi ena: anaa eishirita link, anaa meiteru enkiguran.
no-game-start = Iteru enkiguran ng'ejuk
no-game-lobby = Ing'ur nabo te enkiguena
local-no-game-text = Meeta enkiguran te enkoitoi ena te kifaa ena: enkiguran naiguranu metaa seva eata ake te browser naiguran ninye.
cancel = Ghairi
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = Ipanda en gurtóto { $hole }: kaji upande?
direction-left = ← te kedianye ({ $move })
direction-right = te tatene → ({ $move })
direction-status = En gurtóto { $hole }: ilej upande le mzunguko naitu (shumata bodi), anaa en gurtóto nabo naijo.
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = Saa: sekunde { $seconds } te enkata pooki{ $waiting ->
    [true] , peeata timu are ol tung'ani
   *[false] {""}
}
clock-left = Saa: sekunde { $seconds } te { $side ->
    [south] Kusini
   *[north] Kaskazini
}
invite-team-strong = Isho link ena timu naijo
invite-team-rest = {" "}(ol tung'ani pooki eibung'a nijing); eiteru enkiguran peeijing ol tung'ani naitu:
invite-friend-strong = Isho link ena ol chore lino
invite-friend-rest = {" "}(eidim enkata nabo ake); eiteru enkiguran peeibung'a ninye:
rematch = Aitoki enkiguran
rematch-watch = Tadua enkiguran naitoki
rematch-go = Ilo te enkiguran naitoki
rematch-join = Ijing enkiguran naitoki
rematch-accept = Kayieu enkiguran naitoki
rematch-offer-team = Enkiguran naitoki eiteru, nebelekenya upande: ol tung'ani pooki eijing te timu lenye.
rematch-offer = Ol mang'ati lino eyieu aitoki enkiguran, nebelekenya upande.
rematch-failed = Meidim aiteru enkiguran naitoki: { $error }

## The status line of a game

status-reviewing = Aitadua: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }.{ $rematch ->
    [team] {" "}Enkiguran naitoki eiteru: ijing shumata.
    [opponent] {" "}Ol mang'ati lino eyieu aitoki enkiguran: kayieu shumata.
   *[none] {""}
}
status-plays = { $side ->
    [south] Kusini
   *[north] Kaskazini
} eiguran { $move }…
status-waiting-team = Esubiri timu naijo: isho ninche link naa dukuya. Eiteru enkiguran peeijing ol tung'ani.
status-waiting-friend = Esubiri ol chore lino naijing: isho link oo aikilikuan naa dukuya.
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] Kusini
       *[north] Kaskazini
    } epasi (meeta aipanda).{" "}
    [extra] Aitoki aiguran te { $side ->
        [south] Kusini
       *[north] Kaskazini
    }: aipanda eishiaki te ol mátua le { $side ->
        [south] Kusini
       *[north] Kaskazini
    } metaa aijing te ol mátua le ol mang'ati.{" "}
   *[none] {""}
}{ $text }
status-must-pass = Enkata ino: meeta aipanda, ipasi. Ibung'a Pasi.
status-extra-move = Aitoki aiguran: aipanda lino eishiaki te ol mátua lino metaa aijing te ol mátua le ol mang'ati. Iguran ake.
status-your-turn = Enkata ino: ilej en gurtóto naibor.
status-engine-thinking = { $engine } ({ $side ->
    [south] Kusini
   *[north] Kaskazini
}) eng'eno…
status-team-deciding = Timu e { $side ->
    [south] Kusini
   *[north] Kaskazini
} eng'eno…
status-waiting-move = Esubiri { $side ->
    [south] Kusini
   *[north] Kaskazini
} naiguran.
status-watching = Enkata e { $side ->
    [south] Kusini
   *[north] Kaskazini
}. Itadua ake.
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] Enkata e timu ino: iyie olpandani. Ipanda pendekezo (timu, shumata) peeyieu timu, anaa ibung'a en gurtóto nishoo pendekezo naijo.
   *[none] Enkata e timu ino: iyie olpandani. Ibung'a en gurtóto nishoo pendekezo; ipanda ninye peeyieu timu.
}
status-team-member = { $proposals ->
    [some] Enkata e timu ino: iyieu pendekezo (timu, shumata), anaa ibung'a en gurtóto nishoo pendekezo naijo.
   *[none] Enkata e timu ino: ibung'a en gurtóto nishoo pendekezo.
}

## The team panel of a team game

team-heading = Timu ino: { $side ->
    [south] Kusini
   *[north] Kaskazini
}
team-over = Enkiguran eishiaki.
team-no-opponent = Eiteru enkiguran peeijing ol tung'ani timu naijo.
team-turn-sower = Enkata e timu ino: iyie olpandani; ipanda pendekezo peeyieu timu.
team-turn-member = Enkata e timu ino: ibung'a en gurtóto nishoo pendekezo, anaa iyieu pendekezo.
team-other-deciding = Timu naijo eng'eno.
team-proposals = Mapendekezo
# A proposal: who proposed it, who agreed and how many.
team-proposal = pendekezo le { $by }; naayieu: { $agreed } ({ $count })
team-you-agree = iyieu
team-agree = Kayieu
team-sow = Ipanda { $move }
team-no-proposal = Meeta pendekezo taata.
team-withdraw = Kaing'ua aiyieu lai
team-members = Ilchoreta
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ olpandani
   *[false] {""}
}{ $you ->
    [true] {" "}(iyie)
   *[false] {""}
}{ $away ->
    [true] {" "}— meetii
   *[false] {""}
}
team-hand-sower = Isho enkiasi e olpandani
team-sower-away = Olpandani meetii: isho enkiasi
team-give = Isho
team-level = ngazi { $level }
team-add-engine = Ishiru kompyuta te timu
team-add = Ishiru
team-invite = Ikilikuan timu ino:
team-chat = Airo le timu (timu ino ake)
team-chat-placeholder = Ilomon te timu ino
team-chat-send = Tuma
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = mapendekezo { $proposals } (naayieu)

## The board (for screen readers)

board-label = bodi
# A hole: "South hole 3: 4 seeds".
hole = { $side ->
    [south] Kusini
   *[north] Kaskazini
} en gurtóto { $hole }: { $seeds ->
    [one] os soid { $seeds }
   *[other] es soido { $seeds }
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = { $side ->
    [south] Kusini
   *[north] Kaskazini
} en gurtóto { $hole }: { $seeds ->
    [one] os soid { $seeds }
   *[other] es soido { $seeds }
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = Ilo te bodi
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] Kusini
   *[north] Kaskazini
} eipanda { $move }: { $laps ->
    [one] mzunguko { $laps }
   *[other] mizunguko { $laps }
}{ $captured ->
    [0] {""}
    [one] , ebung'a os soid { $captured }
   *[other] , ebung'a es soido { $captured }
}.
announce-pass = { $side ->
    [south] Kusini
   *[north] Kaskazini
} epasi.
hole-last-from = enkiguran oobaiki eiteru te ena
hole-last-end = enkiguran oobaiki eishiaki te ena
hole-captured = naabung'a te enkiguran oobaiki

## Server jobs (analysis, solving, review)

job-too-many = Kazi naa kumok oleng' taata: { $error }
job-too-many-retry = Kazi naa kumok oleng' taata: { $error } Itoki te sekunde { $seconds }.

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = Aikilikuan meeta sheria.
error-unauthorized = Meidim aitobir ena.
error-forbidden = Eing'ua ena.
error-not-found = Meeta.
error-no-route = Meeta toki te enkoitoi ena.
error-method-not-allowed = Enkoitoi ena meyieu njia ena.
error-body-timeout = Aikilikuan meewuo te enkata.
error-conflict = Meidim aitobir ena taata.
error-body-too-large = Aikilikuan naa kitok oleng'.
error-url-too-long = Enkoitoi naa sapuk oleng'.
error-unsupported-coding = Aikilikuan eata coding nemeidim seva aisoma.
error-unprocessable = Meidim aitobir ena.
error-too-many-requests = Aikilikuanot naa kumok oleng': itoki kiti.
error-not-implemented = Seva meitobir ena.
error-unavailable = Seva eata kazi: itoki kiti.
error-internal-error = Seva eata enyamali; meeta toki naibelekenya.
error-no-seat = Meeta enkaraki lino te enkiguran ena.
error-invalid-invite = Aikilikuan ena meeta sheria (anaa eiteru aiguranu).
error-invite-expired = Aikilikuan ena eishiaki (aikilikuanot eidim enkolong' nabo).
error-game-over = Enkiguran eishiaki.
error-game-not-over = Enkiguran meishiaki: enkiguran naitoki eiwuo ootieu.
error-rematch-in-series = Enkiguran e mfululizo esuj enkiguran naiterie e mfululizo, meetii aitoki enkiguran.
error-in-rematch = Iyie te enkiguran naitoki taata.
error-opponent-not-joined = Enkiguran meiteru: esubiri olaiguranani (anaa timu) naijo naijing te aikilikuan.
error-not-your-turn = Meetii enkata ino.
error-illegal-move = Enkiguran ena meeta sheria te ena.
error-undo-not-here = Ishuk naa te inkiguranat o kompyuta ake.
error-engine-thinking = Kompyuta eilej enkiguran enye: itoki.
error-resigned = Eing'ua enkiguran.
error-nothing-to-undo = Meeta toki naishuk.
error-game-counted = Enkiguran ena e mfululizo eishiaki o eikilikuanu.
error-not-team-game = Ena meetii enkiguran e timu.
error-engine-games-full = Inkiguranat oo kompyuta naa kumok oleng' taata: itoki ootieu.
error-not-member = Meeta enkaraki lino te enkiguran ena.
error-not-your-teams-turn = Meetii enkata e timu ino.
error-not-sower = Olpandani le timu ino ake naitobir te timu (inkiguranat, aing'ua, aishuk); ishoo pendekezo.
error-invalid-team-invite = Aikilikuan le timu ena meeta sheria.
error-team-full = Timu eiputa.
error-no-proposal = Meeta pendekezo ena te enkata ena.
error-no-member = Meeta olchore ena te timu ino.
error-sower-refused = Meidim aisho enkiasi e olpandani ena.
error-invalid-team-request = Aikilikuan le timu meeta sheria.
error-chat-too-fast = Ilomon naa kumok oleng': subiri kiti.
error-series-over = Mfululizo eishiaki.
error-no-game = Meeta enkiguran ena.
error-no-series = Meeta mfululizo ena.
error-no-job = Meeta kazi ena (kazi naaishiaki eata dakika 10).
error-no-study = Meeta enkisoma ena.
error-study-exists = Enkiguran ena naa enkisoma taata.
error-not-job-owner = Token ena meitore kazi.
error-busy = Aikilikuanot naa kumok oleng' taata: itoki kiti.
error-changed-elsewhere = Ol tung'ani naijo eibelekenya ena taasioi: itoki.
error-store-failed = Seva meidim aibung'a ena; meeta toki naibelekenya.
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = 'n gurtót { $first }–{ $last } (namba e { $side ->
    [south] Kusini
   *[north] Kaskazini
})

## Shared by the analysis board, a game's review and the studies
# Maa words of this part (drafts, to be checked by a speaker): nafasi (sw) a position,
# rekodi (sw) a game's record, mstari (sw) a line of moves, mstari kuu the main line,
# oltatuani the solver (formed like olpandani, from (sw) tatua, solve), kina (sw) depth,
# thamani (sw) value, tofauti (sw) margin, matokeo (sw) outcome, usahihi (sw) accuracy,
# fumbo / mafumbo (sw) puzzle, dokezo (sw) hint, epoteza (sw) loses (seeds).

# The link to the game's rules beside a page's heading.
page-rules = sheria
stop = Simamisha
# A side's initial in a list of moves: "S" for South, "N" for North.
# Kusini and Kaskazini both begin with K: two letters tell them apart.
side-initial = { $side ->
    [south] Ku
   *[north] Ka
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] eshinda te { $plies }
   *[loss] eshindwa te { $plies }
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = { $seconds } s

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: uchambuzi
analysis-title-game = mancala: uchambuzi, { $game } 2×{ $holes }
analysis-heading = Bodi oo uchambuzi
analysis-heading-game = Uchambuzi: { $game } 2×{ $holes }
analysis-nav-first = Nafasi naitu (Home)
analysis-nav-back = Enkiguran nabo te sinya (←)
analysis-nav-next = Enkiguran nabo te dukuya (→)
analysis-nav-last = Oobaiki le mstari ena (End)
analysis-flip = Ibelekenya
    .title = Ibelekenya bodi
analysis-edit = Ibelekenya nafasi
analysis-engine = Kompyuta
analysis-engine-more = Ilo dukuya ({ $seconds } s)
analysis-solve-time = enkata e oltatuani
analysis-solve = Itatua
analysis-solver = Oltatuani
analysis-delete-line = Ifuta aaku te ena
analysis-promote = Itobir mstari kuu
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = Nafasi te JSON, { $json }, anaa rekodi e enkiguran, { $record }
analysis-paste-label = nafasi anaa rekodi
analysis-paste-summary = Ibandika nafasi anaa rekodi
analysis-paste-empty = Ibandika nafasi te JSON anaa rekodi taasioi.
analysis-paste-bad-json = Ena meetii JSON naa sidai: { $error }
analysis-paste-open = Ibung'a
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = Meidim aisoma nafasi te enkoitoi ena ana JSON ({ $error }).
analysis-url-not-object = Nafasi te enkoitoi ena meetii object e nafasi.
analysis-url-bad-ply = Enkiguran te enkoitoi ena, "{ $ply }", meetii namba kamili e inkiguranat.
# $games lists the games' names.
analysis-url-no-game = Meeta enkiguran "{ $game }": inkiguranat naa { $games }.
analysis-url-cannot-show = Meidim aitodol nafasi ena.
analysis-bad-url-heading = Meidim aibung'a uchambuzi ena
analysis-bad-url-text = Anaa eikatiki enkoitoi, anaa eibelekenya. Iteru te bodi ng'ejuk.
analysis-open-empty = Ibung'a bodi oo uchambuzi ng'ejuk
analysis-record-unreadable = Meidim aisoma rekodi: { $error }
analysis-position-refused = Eing'ua nafasi: { $error }
analysis-ply-past-record = Enkiguran { $ply } eilo shumata rekodi: rekodi eata inkiguranat { $plies } ake.
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = Meidim aiguran mstari { $line }: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← te kedianye e olaiguranani ({ $move })
analysis-direction-right = te tatene e olaiguranani → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } meeta sheria te ena (naa sheria: { $legal }).
# Beside the heading: where the position comes from.
analysis-from-record = te rekodi e inkiguranat { $plies } (historia enye eikilikuanu)
analysis-from-position = te nafasi naitobiraki (meeta historia)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $result ->
    [win] ushindi
    [loss] kushindwa
   *[draw] sare
} o { $margin } te { $side ->
    [south] Kusini
   *[north] Kaskazini
}
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $result ->
    [win] ushindi
    [loss] kushindwa
   *[draw] sare
} te { $side ->
    [south] Kusini
   *[north] Kaskazini
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: kati e { $lower } o { $upper } te { $side ->
    [south] Kusini
   *[north] Kaskazini
}
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
# U: ushindi (win), K: kushindwa (loss), S: sare (draw).
analysis-solve-letter = { $result ->
    [win] U
    [loss] K
   *[draw] S
}
analysis-to-move = oata enkata
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = Enkiguran { $ply }: { $text }
analysis-status-over = { $headline }. { $detail }
analysis-status-pass = { $side ->
    [south] Kusini
   *[north] Kaskazini
} meeta aipanda, o epasi.
analysis-status-move = Enkata e { $side ->
    [south] Kusini
   *[north] Kaskazini
}. Ibung'a en gurtóto naibor niguran ninye.
analysis-no-move = Meeta enkiguran taata: iguran nabo te bodi. Enkiguran pooki naitoki iyie eata te ena; ishuk (←) niguran naijo nitum mstari ng'ejuk.
analysis-share = Isho
analysis-share-hint = Link ena eibung'a bodi ana etii taata: nafasi, historia o mstari ena.
analysis-share-link = Link:
# <code> marks the command, which is not translated.
analysis-share-json = Nafasi ena te JSON (te <code>{ $command }</code>):
analysis-engine-off = meeta
analysis-engine-over = enkiguran eishiaki
analysis-engine-no-move = Meeta enkiguran te uchambuzi: { $headline }.
analysis-engine-starting = eiteru…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] meidim: { $error }
    [stopped] eisimamisha
   *[done] eishiaki
}
analysis-engine-end-depth = kina { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = Kusini { $score } te kompyuta (kina { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = kina { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(eing'ur kina { $searching })
} · nodi { $nodes } · { $rate } · { $seconds } s
analysis-engine-hint = Alaikin te es soido te { $side ->
    [south] Kusini
   *[north] Kaskazini
}, oata enkata ("eshinda te 7": kompyuta eidol aishiaki e enkiguran).
analysis-depth = kina { $depth }
analysis-play-to-here = Iguran mstari aaku te ena
analysis-solve-over = Enkiguran eishiaki te ena: meeta toki naitatua.
analysis-solve-starting = Oltatuani eiteru…
analysis-solve-searching = Eing'ur: nodi { $nodes }, { $elapsed } s te { $seconds } s; thamani naa kati e { $lower } o { $upper }.
analysis-solve-hint = Oltatuani ethibitisha matokeo sawasawa te aiguran naa bora aaku te ena (tofauti oobaiki te es soido, anaa te Sadeqa II ushindi, sare anaa kushindwa) o thamani e enkiguran pooki, te enkata naisho iyie ninye.
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = Ethibitishwa: { $result ->
    [draw] sare
    [win] ushindi te { $side ->
        [south] Kusini
       *[north] Kaskazini
    }
   *[loss] kushindwa te { $side ->
        [south] Kusini
       *[north] Kaskazini
    }
}{ $margin ->
    [none] {""}
   *[other] {" "}o { $margin }
}
analysis-solve-proved-detail = {" "}(thamani { $value } te { $side ->
    [south] Kusini
   *[north] Kaskazini
}, nodi { $nodes }, { $seconds } s).
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = Methibitishwa { $stopped ->
    [true] pee eisimamisha iyie
   *[false] te enkata naishoo
}: thamani te { $side ->
    [south] Kusini
   *[north] Kaskazini
} naa kati e { $lower } o { $upper }.
analysis-solve-unproved = Methibitishwa { $stopped ->
    [true] pee eisimamisha iyie
   *[false] te enkata naishoo
}.
analysis-optimal-line = Mstari naa bora:{" "}
analysis-play-it = Iguran
analysis-solve-move = Enkiguran
analysis-solve-outcome-for = Matokeo te { $side ->
    [south] Kusini
   *[north] Kaskazini
}
analysis-solve-margin = Tofauti
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] ushindi
    [loss] kushindwa
    [draw] sare
   *[none] methibitishwa
}
analysis-editing = Aibelekenya: ibung'a en gurtóto, nishiru anaa niya es soido (anaa te vitufe + o −).
analysis-edit-size = Bodi eata 'n gurtót { $minHoles }–{ $maxHoles } te ol mátua o es soido { $minSeeds }–{ $maxSeeds } te en gurtóto te aiteru.
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] ol kerr le mizunguko
    [capture_lone_seed] aibung' os soid nabo ake
    [opening_rule] aiteru naa sheria
    [repetition] aitoki
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] ol mátua lenye
   *[draw] sare
}
analysis-opening-made = Enkiguran naitu eiguranu:{" "}
analysis-edit-heading = Itobir nafasi
analysis-edit-hint = Ibung'a en gurtóto, nishiru anaa niya es soido te − o + (anaa iandika namba). Os soid pooki e enkiguran eyieu aatii te bodi anaa te naabung'a.
analysis-edit-start = Nafasi e aiteru
analysis-edit-clear = Ifuta bodi
analysis-edit-balance = Naatii te naabung'a
analysis-edit-seeds = Es soido te en gurtóto te aiteru
analysis-edit-to-move = Oata enkata
analysis-edit-captured = { $side ->
    [south] Kusini
   *[north] Kaskazini
}: naabung'a
analysis-edit-done = Uchambuzi te nafasi ena
analysis-hole = { $side ->
    [south] Kusini
   *[north] Kaskazini
} en gurtóto { $hole }
analysis-hole-seeds = Es soido te { $side ->
    [south] Kusini
   *[north] Kaskazini
} en gurtóto { $hole }
analysis-hole-not-whole = namba eyieu aaku kamili
analysis-hole-negative = es soido { $count }: en gurtóto meidim aata chini ya 0
analysis-hole-too-many = es soido { $count } eilo shumata { $max }, naa kumok oleng' naidim en gurtóto aata
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }.
analysis-board-over = Bodi eata es soido { $onBoard }, { $over } eilo shumata { $total } e enkiguran: iya kiti.
analysis-no-hole = Meeta en gurtóto naalej: ibung'a nabo te bodi.
analysis-seed-less = iya os soid nabo
analysis-seed-more = ishiru os soid nabo
analysis-hole-empty = Meeta
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = Te bodi { $onBoard } + naabung'a { $captured } = { $sum } te { $total } e enkiguran{ $state ->
    [complete] : eiputa.
    [missing] : { $count ->
        [one] os soid { $count } meetii.
       *[other] es soido { $count } meetii.
    }
   *[over] : { $count } naa kumok oleng'.
}
analysis-captured-whole = Namba e naabung'a eyieu aaku kamili, 0 anaa naa kumok.
analysis-total-wrong = Namba e bodi eishirita: es soido { $sum } te bodi o naabung'a, kake enkiguran eata { $total } (2 × 'n gurtót { $holes } × { $seeds }). Ibung'a "Naatii te naabung'a" anaa ibelekenya namba.

## A finished game's review (/review?game=ID)

review-title = mancala: aitadua
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: aitadua: { $game } 2×{ $holes }
review-heading = Aitadua: { $game } 2×{ $holes }
review-back = Ishuk te enkiguran
review-new-game = Enkiguran ng'ejuk
review-analysis = Bodi oo uchambuzi
review-no-id-heading = Meeta enkiguran naitadua
review-no-id-text = Enkoitoi ena meeta enkiguran: aitadua eibung'a te /review?game=ID, te ukurasa e enkiguran naishiaki.
review-no-game-text = Meeta enkiguran te enkoitoi ena.
review-not-over-heading = Enkiguran meishiaki taata
review-not-over-text = Eitadua enkiguran peeishiaki. Ishuk peeishiaki.
review-record-unreadable = Meidim aisoma rekodi
review-nav-first = Aiteru (Home)
review-nav-back = Enkiguran nabo te sinya (←)
review-nav-next = Enkiguran nabo te dukuya (→)
review-nav-last = Oobaiki (End)
review-the-game = enkiguran
review-summary = { $headline } ootieu inkiguranat { $plies }.
review-evaluation = Tathmini
review-accuracy = Usahihi
review-reviewing = Aitadua: kompyuta o oltatuani eitadua enkiguran pooki…
review-try-again = Itoki
review-progress = { $done } te { $total } inkiguranat naatadua, { $seconds } s
review-done = Inkiguranat { $total } pooki naatadua te { $seconds } s. Ibung'a grafu anaa enkiguran nidol nafasi ena.
review-failed = Meidim aitadua: { $error }
review-stopped = Eisimamisha ootieu { $done } te { $total } inkiguranat.
review-again = Itoki aitadua
review-best-here = naa bora te ena: { $move }
review-start = Nafasi e aiteru.
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
# (sw) bora best, kosa dogo / kosa / kosa kubwa: a small mistake, a mistake, a big one.
review-class = { $class ->
    [best] Bora
    [good] Sidai
    [inaccuracy] Kosa dogo
    [mistake] Kosa
   *[blunder] Kosa kubwa
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] bora
    [good] sidai
    [inaccuracy] kosa dogo
    [mistake] kosa
   *[blunder] kosa kubwa
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = Enkiguran { $ply }: { $side ->
    [south] Kusini
   *[north] Kaskazini
} eiguran { $move }{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , epoteza { $loss }
    })
}.
review-graph-label = tathmini te Kusini te inkiguranat pooki
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = enkiguran { $ply }: { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $move }, { $name } (Kusini { $eval })
review-point-label = enkiguran { $ply }
review-better = bora { $best }, −{ $loss }
review-waiting = Esubiri aitadua…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] olaiguranani
   *[other] kompyuta, ngazi { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = Ilo te { $class ->
    [inaccuracy] kosa dogo
    [mistake] kosa
   *[blunder] kosa kubwa
} naiterie e { $side ->
    [south] Kusini
   *[north] Kaskazini
}
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] kosa dogo { $count }
       *[other] makosa madogo { $count }
    }
    [mistake] { $count ->
        [one] kosa { $count }
       *[other] makosa { $count }
    }
   *[blunder] { $count ->
        [one] kosa kubwa { $count }
       *[other] makosa makubwa { $count }
    }
}
review-explain-summary = Ana eipangwa inkiguranat
review-explain = Enkiguran pooki eipimwa o enkiguran naa bora te nafasi ena. Epoteza enye naa es soido e tofauti oobaiki naisho ninye te enkiguran naa bora (aisho os soid nabo eibelekenya tofauti te 2): sawasawa, te oltatuani, pee ethibitisha enkiguran pooki; anaa te aing'ur e kompyuta (inkiguranat ena eata ≈).
review-loses-nothing = epoteza meeta: naa sidai ana enkiguran naa bora
review-loses-range = epoteza { $to ->
    [one] os soid
   *[other] es soido
} { $from }–{ $to }
review-loses-more = epoteza es soido { $from } anaa naa kumok
review-thresholds-later = Mipaka eiwuo o aitadua.
review-sadeqa = Sadeqa II eikilikuanu te matokeo ake (ushindi 1, sare 0, kushindwa −1): pee ethibitisha oltatuani, enkiguran naipoteza matokeo nabo (ushindi te sare, sare te kushindwa) naa kosa, o enkiguran naipoteza are (ushindi te kushindwa) naa kosa kubwa.
review-accuracy-formula = Usahihi: enkiguran pooki e upande eata alaikin te aina enye: bora 100, sidai 90, kosa dogo 70, kosa 40, kosa kubwa 0; usahihi e upande naa wastani e alaikin ena te inkiguranat enye, metaa inkiguranat naalazimishwa (nafasi naata enkiguran nabo ake naa sheria).
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } naa enkiguran naa bora ({ $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value } te { $side ->
    [south] Kusini
   *[north] Kaskazini
}).
review-note-good = { $move } naa sidai: epoteza { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } o { $best } ({ $played } badala ya { $value }).
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } epoteza { $loss ->
    [one] os soid
   *[other] es soido
} { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } te { $side ->
    [south] Kusini
   *[north] Kaskazini
} ({ $played }). Naa bora <strong>{ $best }</strong> ({ $value }).

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: enkisoma
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] eilo shumata 10
   *[other] { $level } te 10
}
studies-every-game = inkiguranat pooki
studies-any-size = enkiti pooki
studies-any-difficulty = ugumu pooki
studies-level = ngazi { $level }
studies-heading = Enkisoma o mafumbo
studies-analysis = Bodi oo uchambuzi
studies-intro = Nafasi naata matokeo naethibitishwa: ing'ur inkiguranat naaripa matokeo ena. Enkiguran pooki naaripa thamani sawasawa eikilikuanu; oltatuani eidip te upande naijo.
studies-daily = Mafumbo oo enkolong' ena
studies-filter-board = Bodi
studies-filter-difficulty = Ugumu
studies-no-daily = Meeta fumbo taata.
studies-none = Meeta enkisoma te inaalej iyie.
studies-col-study = Enkisoma
studies-col-task = Enkiasi
studies-solved-here = naitatua te browser ena
studies-difficulty-title = ngazi naa kiti oleng' e kompyuta naidim aitatua
studies-pager = { $total ->
    [one] enkisoma { $total }
   *[other] enkisoma { $total }
}, ukurasa { $page } te { $pages }
studies-previous = ← Te sinya
studies-next = Te dukuya →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· naitatua ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = Enkata e { $side ->
    [south] Kusini
   *[north] Kaskazini
}: { $goal ->
    [win-by] eshinda o { $value }
    [win] eshinda
    [draw] eata sare
    [lose] eshindwa
   *[lose-by] eshindwa, meilo shumata { $value }
}
submit-position-label = nafasi te JSON
submit-name-placeholder = mfano: Aibung' oo kimya
submit-button = Tuma
submit-summary = Tuma nafasi ana enkisoma
# <a> is the link to the analysis board.
submit-hint = Itobir nafasi te <a>bodi oo uchambuzi</a> ninakili JSON enye te ena (te Isho). Seva eyieu ninye pee ethibitisha oltatuani, te enkata enye, ajo enkiguran naitu nabo ake naaripa thamani e nafasi: enkisoma eata aitatua nabo ake.
submit-no-name = Isho enkisoma enkarna.
submit-bad-json = Nafasi meetii JSON naa sidai: { $error }
submit-checking = Oltatuani eipima…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = Eyieu: <a>{ $stipulation }</a>.
# <a> links to the study the position already is.
submit-exists = Meyieu: nafasi ena naa <a>enkisoma</a> taata.
submit-refused = Meyieu: { $error }
submit-position = Nafasi (JSON)
submit-name = Enkarna
puzzle-no-study-title = mancala: meeta enkisoma ena
puzzle-no-study = Meeta enkisoma ena
puzzle-cannot-open = Meidim aibung'a enkisoma
puzzle-all-studies = Enkisoma pooki
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: enkisoma { $name }
puzzle-hint = Dokezo
puzzle-restart = Itoki aiteru
puzzle-analyse = Uchambuzi
puzzle-no-moves = Meeta taata: enkiguran ino naitu naa funguo.
puzzle-task = Enkiasi ino
puzzle-task-text = Iguran { $side ->
    [south] Kusini
   *[north] Kaskazini
}; oltatuani eidip te { $other ->
    [south] Kusini
   *[north] Kaskazini
} o ulinzi lenye naa bora. Enkiguran pooki naaripa matokeo naethibitishwa naa sidai.
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = Ugumu { $difficulty } · { $source ->
    [submitted] naatumwa
   *[collection] te mkusanyiko
} · { $id }
puzzle-solved-before = ✓ Itatua enkisoma ena taasioi.
puzzle-you = iyie
puzzle-solver = oltatuani
puzzle-must-pass = Meeta aipanda, ipasi: ibung'a Pasi.
puzzle-again = Sidai. Enkata ino ake: ilo dukuya.
puzzle-your-move = Enkata ino: { $stipulation }.
puzzle-checking = Eipima…
puzzle-you-pass = Ipasi…
puzzle-you-play = Iguran { $move }…
puzzle-not-kept = { $move } meripa thamani.
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } naa kosa.{" "}
puzzle-refutation = Jibu: { $side ->
    [south] Kusini
   *[north] Kaskazini
} eidip { $reply }.
puzzle-put-back = Nafasi eishuk: itoki enkiguran naijo.
puzzle-refuted = { $move } eing'ua te jibu. Enkata ino ake.
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $again ->
    [true] eiguran ake
   *[false] eidip
}: { $reply }…
puzzle-solved-status = Itatua!
puzzle-solved = ✓ Itatua.{" "}
puzzle-kept = Iripa thamani aaku oobaiki.
puzzle-another = Enkisoma naijo
puzzle-analyse-it = Uchambuzi te nafasi ena
puzzle-right = ✓ { $move } naa sidai.
puzzle-pass-right = ✓ Aipasi naa sidai.
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] Kusini
   *[north] Kaskazini
} eidip { $replies }.
puzzle-then = { $first }, ootieu { $next }
puzzle-hint-title = dokezo
puzzle-hint-move = Iguran { $move }.
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = Itadua en gurtóto { $hole }.{ $direction ->
    [true] {" "}(Ikilikuan ake te upande.)
   *[false] {""}
}
