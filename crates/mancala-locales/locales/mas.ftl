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
