# The Kiswahili catalog of the mancala page: a DRAFT translated from en.ftl, not yet reviewed by a speaker.
# Each message is one text of the page. Keep the ids; translate the values.
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } must be kept; plurals and selectors follow CLDR.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] mbegu { $count }
   *[other] mbegu { $count }
}

## The header on every page

nav-play = Cheza
nav-analysis = Uchambuzi
nav-studies = Mazoezi
nav-lobby = Ukumbi
nav-rules = Sheria

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = Inapakia…
server-unreachable = Seva haipatikani: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = Imeshindwa kujiunga: { $error }. Unatazama mchezo.
copy = Nakili
# The picker of languages in the header (its label for screen readers).
language-picker = Lugha
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (rasimu)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] Kusini
   *[north] Kaskazini
}
player-human = Mchezaji
player-engine = Kompyuta, kiwango { $level }

## Joining a team

join-team-heading = Jiunge na timu: { $game } 2×{ $holes }
join-team-text = Timu yako huamua kila hatua pamoja; mpanzi ndiye huicheza.
your-name = Jina lako
join-team-button = Jiunge na timu

## The 404 page

not-found-title = Ukurasa haupatikani · mancala
not-found-heading = Hakuna ukurasa hapa
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = Huenda anwani imeandikwa vibaya, au ukurasa umehamishwa. Kiungo cha mchezo huonekana hivi: <code>/?game=…</code>, na michezo inayoendelea imeorodheshwa <a>ukumbini</a>.
not-found-start = Anza mchezo
not-found-analysis = Ubao wa uchambuzi

## The new-game page (/)

home-title = mancala: cheza
home-heading = Mchezo mpya
home-game = Mchezo
# The link beside the game's choice before a game is chosen.
home-rules = sheria
# The link to a game's rules page: "En Dodoi rules".
game-rules = Sheria za { $game }
game-note-en-gehe = Mchezo wa Kimaasai wa safu ndefu (mashimo 40 hadi 50), unaochezwa na timu mbili; michezo mirefu.
game-note-en-dodoi = Mchezo wa Kimaasai wa mashimo 6 hadi 10 kwa safu: upandaji wa kupokezana, kula kutoka shimo la mkabala. Wa haraka.
game-note-sadeqa-ii = Kutoka Oromia: kula upande wowote wa ubao; mchezaji asiye na hatua hushindwa.
game-note-giuthi = Mchezo wa Kikikuyu: panda upande wowote, mizunguko hubadilisha mwelekeo, hatua za ziada na kula kwa mfululizo.
home-board-label = Ubao
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] mbegu { $seeds } kwa shimo
   *[other] mbegu { $seeds } kwa shimo
}{ $usual ->
    [true] {" "}(kawaida)
   *[false] {""}
}
home-board-custom = ukubwa mwingine…
home-holes = Mashimo kwa safu
home-seeds = Mbegu kwa shimo
home-play-against = Cheza dhidi ya
home-opponent-engine = kompyuta
home-opponent-friend = rafiki (kiungo cha mwaliko)
home-opponent-teams = timu dhidi ya timu (hadi 8 kila upande)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] Kompyuta hujibu papo hapo; kiwango 1 ni rahisi, kiwango 10 hufikiri kwa kina.
    [friend] Utapata kiungo cha kutuma; mchezo unaanza rafiki yako akikifungua.
   *[teams] Timu mbili hupendekeza hatua na kukubaliana; mpanzi wa kila timu huzicheza.
}
home-engine-level = Kiwango cha kompyuta
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = kiwango { $level }{ $level ->
    [1] {" "}(rahisi zaidi)
    [10] {" "}(hodari zaidi)
   *[other] {""}
}
home-my-side = Upande wangu
home-side-south = Kusini (huanza)
home-listed = weka mwaliko ukumbini (yeyote anaweza kuukubali)
home-team-game = Mchezo wa timu
home-clock = Saa ya zamu (sekunde; acha tupu kama hakuna)
# The placeholder of the empty turn clock.
home-clock-none = hakuna
home-team-hint = Unaongoza timu ya Kusini na unapanda kwanza (katika mfululizo, timu A: Kusini katika mchezo wa kwanza, pande zikibadilishana kila mchezo); muda ukiisha, pendekezo lenye makubaliano mengi zaidi huchezwa, au kama hakuna, kompyuta (kwa kiwango kilicho juu) huchezea timu.
# "Series to [number] wins": the words before and after the number's box.
home-series-before = Mfululizo hadi ushindi
home-series-after = {""}
# The placeholder of the empty series box.
home-single-game = mchezo mmoja
home-series-hint = Acha tupu kwa mchezo mmoja; ukiweka namba, michezo huchezwa hadi upande mmoja ushinde mara hizo, pande zikibadilishana kila mchezo.
home-rule-options = Chaguo za sheria
home-start = Anza mchezo
home-holes-range = Mashimo kwa safu lazima yawe { $min } hadi { $max }.
home-seeds-range = Mbegu kwa shimo lazima ziwe { $min } hadi { $max }.
home-series-range = Mfululizo huchezwa hadi ushindi 1 hadi 99.
home-offline-note = Hakuna mtandao: mchezo dhidi ya kompyuta unachezwa kwenye kifaa hiki. Michezo na rafiki, ya timu na ya mfululizo inahitaji mtandao.
home-unreachable = Seva haipatikani: michezo na rafiki, ya timu na ya mfululizo inahitaji mtandao. Mchezo mmoja dhidi ya kompyuta unaweza kuchezwa kwenye kifaa hiki.

## Rule options (by their names in the catalogue of games)

option-lap-limit = Kikomo cha mizunguko
option-lap-limit-hint = Upandaji usiokwisha ndani ya idadi hii ya mizunguko si hatua halali (upandaji wa kupokezana unaweza kuendelea milele).
option-capture-lone-seed = Kula mbegu iliyo peke yake
option-capture-lone-seed-hint = Shimo la mkabala na shimo la mwisho likiwa tupu, mbegu ya mwisho bado huliwa peke yake.
option-repetition = Nafasi ikijirudia
option-repetition-hint = Safu yako: kila upande huongeza mbegu za safu yake kwenye ulizokula, na jumla kubwa zaidi hushinda. Sare: mchezo unaisha kwa sare.
option-repetition-own-row = safu yako huhesabiwa
option-repetition-draw = sare
option-opening-rule = Hatua ya kwanza ya lazima
option-opening-rule-hint = Hatua ya kwanza ya kila mchezaji lazima itoke kwenye shimo lake la kulia kabisa.

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: ukumbi
lobby-heading = Ukumbi
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] mbegu { $seeds } kwa shimo
   *[other] mbegu { $seeds } kwa shimo
}
# How long ago something happened.
ago-now = sasa hivi
ago-minutes = dakika { $count } zilizopita
ago-hours = saa { $count } zilizopita
ago-days = { $count ->
    [one] siku moja iliyopita
   *[other] siku { $count } zilizopita
}
lobby-opened = ulifunguliwa { $ago }
lobby-last-move = hatua ya mwisho { $ago }
lobby-started = ulianza { $ago }
lobby-yours = Mwaliko wako: unasubiri mtu aukubali
lobby-yours-team = Mchezo wako wa timu: unasubiri timu nyingine
# $waiting and $seat are "south" or "north".
lobby-team-waits = Mchezo wa timu: timu ya { $waiting ->
    [south] Kusini
   *[north] Kaskazini
} inasubiri; ungejiunga na timu ya { $seat ->
    [south] Kusini
   *[north] Kaskazini
}
lobby-player-waits = { $player } anasubiri; ungecheza upande wa { $seat ->
    [south] Kusini
   *[north] Kaskazini
}
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, hatua { $ply }
lobby-open = Fungua
lobby-accept = Kubali
lobby-watch = Tazama
lobby-open-heading = Mialiko iliyo wazi
lobby-playing-heading = Michezo ya kutazama
lobby-no-invitation = Hakuna mwaliko ulio wazi kwa sasa.
lobby-no-game = Hakuna mchezo unaoendelea.

## Match series (/?series=ID)

series-loading = Inapakia mfululizo…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] mfululizo wa timu
   *[false] mfululizo
} hadi { $target ->
    [one] ushindi { $target }
   *[other] ushindi { $target }
}
series-lobby-team-waits = Timu inasubiri; ungejiunga na timu { $player }
series-lobby-player-waits = Mchezaji anasubiri; ungekuwa mchezaji { $player }
series-title = Mfululizo hadi { $target ->
    [one] ushindi { $target }
   *[other] ushindi { $target }
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (kompyuta, kiwango { $level })
# $you is "true" for the reader's own team.
series-team-members = Timu { $team }{ $you ->
    [true] {" "}(timu yako)
   *[false] {""}
}: { $members }
series-team-waiting = Timu { $team }{ $you ->
    [true] {" "}(timu yako)
   *[false] {""}
} — inasubiri wanachama
series-team = Timu { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = Mchezaji { $player }{ $you ->
    [true] {" "}(wewe)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— anasubiri kujiunga
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(wewe)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— anasubiri kujiunga
   *[false] {""}
}
series-in-progress = unaendelea
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] hakuna hatua iliyobaki
    [repetition] nafasi ilijirudia
   *[resignation] kujiuzulu
}
series-draw = sare ({ $how })
series-draw-score = sare { $a }–{ $b } ({ $how })
series-game-won = { $winner } ameshinda ({ $how })
series-game-won-score = { $winner } ameshinda { $a }–{ $b } kwa pointi ({ $how })
series-wins = { $count ->
    [one] ushindi { $count }
   *[other] ushindi { $count }
}
# The title of one tally stick.
series-stick = ushindi mmoja
series-wins-of = { $wins } kati ya { $target }
series-over = Mfululizo umekwisha
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] Timu yako imeshinda mfululizo
       *[false] Timu yako imeshindwa mfululizo
    }
   *[false] { $won ->
        [true] Umeshinda mfululizo
       *[false] Umeshindwa mfululizo
    }
} — { $winner } ameshinda
series-over-winner = { $winner } ameshinda mfululizo
series-over-score = { $who }, ushindi { $wins } dhidi ya { $losses }{ $draws ->
    [0] {""}
    [one] {" "}(sare { $draws })
   *[other] {" "}(sare { $draws })
}.
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = Mchezo { $number }{ $side ->
    [south] { $team ->
        [true] : timu yako inacheza Kusini (timu yako inaanza)
       *[false] : unacheza Kusini (unaanza)
    }
    [north] { $team ->
        [true] : timu yako inacheza Kaskazini
       *[false] : unacheza Kaskazini
    }
   *[none] {""}
}.
series-game-next = Mchezo { $number } umekwisha; mchezo { $next } unaanza…
series-invite-team = Tuma kiungo hiki kwa timu nyingine; kila mwanachama wake (hadi wanane) hujiunga kwa kiungo hiki:
series-invite = Tuma kiungo hiki kwa mpinzani wako; kinafanya kazi mara moja tu:
invitation-label = Mwaliko:
series-game = Mchezo { $number }
series-game-line = : { $south } Kusini — { $result }
series-draws = Sare: { $draws }. Kila ushindi ni kijiti (ol alai, vijiti vya kuhesabia vya Wamaasai); sare hazihesabiwi kufikia lengo. Pande hubadilishana kila mchezo; Kusini huanza.{ $team ->
    [true] {" "}Kila timu hubaki na wanachama wake na mpanzi wake kutoka mchezo mmoja hadi mwingine; kiungo cha timu huongeza mwanachama kwa muda uliobaki wa mfululizo.
   *[false] {""}
}
series-games = Michezo ({ $count })
series-link-label = Kiungo cha mfululizo:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] Kusini
   *[north] Kaskazini
} imeshinda
result-draw = Sare
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] Kusini
   *[north] Kaskazini
} imeshinda { $a }–{ $b } kwa pointi{ $after ->
    [true] {" "}baada ya nafasi kujirudia
   *[false] {""}
}
result-draw-on-points = Sare { $a }–{ $b } kwa pointi{ $after ->
    [true] {" "}baada ya nafasi kujirudia
   *[false] {""}
}
result-resigns = { $loser ->
    [south] Kusini
   *[north] Kaskazini
} imejiuzulu: { $winner ->
    [south] Kusini
   *[north] Kaskazini
} imeshinda
result-resigns-detail = Mbegu zilizoliwa mchezo uliposimama: Kusini { $south }, Kaskazini { $north }.
result-cannot-move = { $stuck ->
    [south] Kusini
   *[north] Kaskazini
} haiwezi kucheza: { $winner ->
    [south] Kusini
   *[north] Kaskazini
} imeshinda
result-sadeqa-detail = Katika Sadeqa II mchezaji asiye na hatua hushindwa, bila kujali hesabu. Mbegu zilizobaki safuni: Kusini { $southRow }, Kaskazini { $northRow }; zilizoliwa: Kusini { $south }, Kaskazini { $north }.
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] Kusini
   *[north] Kaskazini
}: { $captured } zimeliwa{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] zilizokusanywa
       *[left] zilizobaki safuni
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = Hakuna upande unaoweza kupanda. { $parts }.
result-no-move-detail = { $stuck ->
    [south] Kusini
   *[north] Kaskazini
} haiwezi kucheza{ $swept ->
    [0] {""}
    [one] ; mbegu { $swept } iliyobaki inakwenda kwa { $mover ->
        [south] Kusini
       *[north] Kaskazini
    }
   *[other] ; mbegu { $swept } zilizobaki zinakwenda kwa { $mover ->
        [south] Kusini
       *[north] Kaskazini
    }
}. { $parts }.
result-repetition-draw = Sare kwa nafasi kujirudia
result-repetition-draw-detail = Nafasi ilijirudia, na katika mchezo huu nafasi ikijirudia ni sare.
result-repetition-detail = Nafasi ilijirudia: kila upande huongeza mbegu za safu yake kwenye ilizokula. { $parts }.
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] Timu yako imeshinda
       *[false] Timu yako imeshindwa
    }
   *[false] { $won ->
        [true] Umeshinda
       *[false] Umeshindwa
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = Hatua
game-no-move = Bado hakuna hatua.
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $move }
game-players = Wachezaji
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] Kusini
   *[north] Kaskazini
}: { $who }{ $you ->
    [true] {" "}(wewe)
   *[false] {""}
}
game-captured-count = zilizoliwa { $captured }
game-captured = { $captured } zimeliwa
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = pointi { $total } ({ $captured } zimeliwa + { $more } { $kind ->
    [swept] zilizokusanywa
   *[left] zilizobaki safuni
})
game-you = Wewe
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(wewe)
    [team] {" "}(timu yako)
   *[none] {""}
}
game-team-of = timu ya watu { $count }: { $members }
game-team-nobody = timu: bado hakuna mtu
game-waiting-to-join = anasubiri kujiunga
game-thinking = inafikiri
game-animation = Uhuishaji
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] polepole
    [normal] kawaida
    [fast] haraka
   *[instant] papo hapo
}
game-skip = Ruka uhuishaji
game-pass = Pita
game-undo = Tendua
game-resign = Jiuzulu
game-resign-confirm = Kweli ujiuzulu? Bofya tena
game-show-sowing = Onyesha upandaji
game-back-live = Rudi kwenye mchezo
game-analyse-here = Chambua kuanzia hapa
step-first = Nafasi ya kwanza (Home)
step-back = Hatua moja nyuma (←)
step-next = Hatua moja mbele (→)
step-last = Nafasi ya mwisho (End)
game-ply-of = hatua { $ply } kati ya { $plies }
review-start-position = nafasi ya mwanzo (hatua 0).
review-ply = hatua { $ply } kati ya { $plies }, { $side ->
    [south] Kusini
   *[north] Kaskazini
} ilicheza { $move }.
game-download = Pakua rekodi
game-download-json = kama JSON
game-spectator-link = Kiungo cha watazamaji:
game-local-note = Unachezwa kwenye kifaa hiki dhidi ya kompyuta: hauhitaji mtandao. Michezo na watu wengine inahitaji seva.
# "This game is part of a [match series]." around the link.
game-in-series-before = Mchezo huu ni sehemu ya{" "}
game-in-series-link = mfululizo wa michezo
game-in-series-after = .
game-over = Mchezo umekwisha
game-over-headline = { $headline }.
game-over-plies = { $count ->
    [one] Hatua { $count }. Ipitie kwa vitufe au vitufe vya mishale.
   *[other] Hatua { $count }. Zipitie kwa vitufe au vitufe vya mishale.
}
game-review = Pitia mchezo
game-no-replay-start = Mchezo huu hauwezi kupitiwa hapa (haukuanza kutoka nafasi ya mwanzo).
game-no-replay = Mchezo huu hauwezi kupitiwa hapa.
game-analysis-failed = Imeshindwa kufungua ubao wa uchambuzi: { $error }
no-game-title = mancala: mchezo huu haupo
no-game-heading = Mchezo huu haupo
no-game-text = Hakuna mchezo kwenye anwani hii: huenda kiungo kimeandikwa vibaya, au mchezo haukuanzishwa kamwe.
no-game-start = Anza mchezo mpya
no-game-lobby = Tafuta mchezo ukumbini
local-no-game-text = Hakuna mchezo kwenye anwani hii katika kifaa hiki: mchezo uliochezwa bila seva huhifadhiwa tu kwenye kivinjari kilichouchezea.
cancel = Ghairi
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = Kupanda shimo { $hole }: upande gani?
direction-left = ← kushoto kwangu ({ $move })
direction-right = kulia kwangu → ({ $move })
direction-status = Shimo { $hole }: chagua mwelekeo wa mzunguko wake wa kwanza (chini ya ubao), au shimo lingine.
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = Saa: sekunde { $seconds } kwa zamu{ $waiting ->
    [true] , kuanzia timu zote mbili zitakapokuwa na mtu
   *[false] {""}
}
clock-left = Saa: sekunde { $seconds } kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
}
invite-team-strong = Tuma kiungo hiki kwa timu nyingine
invite-team-rest = {" "}(kila mmoja wao akifungue ili kujiunga); mchezo unaanza wa kwanza akikifungua:
invite-friend-strong = Tuma kiungo hiki kwa rafiki yako
invite-friend-rest = {" "}(kinafanya kazi mara moja tu); mchezo unaanza akikifungua:
rematch = Cheza tena
rematch-watch = Tazama mchezo wa marudiano
rematch-go = Nenda kwenye mchezo wa marudiano
rematch-join = Jiunge na mchezo wa marudiano
rematch-accept = Kubali mchezo wa marudiano
rematch-offer-team = Mchezo wa marudiano umeanza, pande zimebadilishwa: kila mwanachama ajiunge nao kwa ajili ya timu yake.
rematch-offer = Mpinzani wako anakualika mchezo wa marudiano, pande zimebadilishwa.
rematch-failed = Imeshindwa kuanzisha mchezo wa marudiano: { $error }

## The status line of a game

status-reviewing = Unapitia: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }.{ $rematch ->
    [team] {" "}Mchezo wa marudiano umeanza: jiunge nao hapa chini.
    [opponent] {" "}Mpinzani wako anakualika mchezo wa marudiano: ukubali hapa chini.
   *[none] {""}
}
status-plays = { $side ->
    [south] Kusini
   *[north] Kaskazini
} inacheza { $move }…
status-waiting-team = Inasubiri timu nyingine: watumie kiungo kilicho juu. Mchezo unaanza mtu akijiunga.
status-waiting-friend = Inasubiri rafiki yako ajiunge: mtumie kiungo cha mwaliko kilicho juu.
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] Kusini
       *[north] Kaskazini
    } imepita (haikupanda).{" "}
    [extra] Hatua ya ziada kwa { $side ->
        [south] Kusini
       *[north] Kaskazini
    }: upandaji uliishia kwenye safu ya { $side ->
        [south] Kusini
       *[north] Kaskazini
    } yenyewe bila kuvuka.{" "}
   *[none] {""}
}{ $text }
status-must-pass = Zamu yako: huna cha kupanda, kwa hiyo unapita. Bonyeza Pita.
status-extra-move = Hatua ya ziada: upandaji wako uliishia kwenye safu yako bila kuvuka. Cheza tena.
status-your-turn = Zamu yako: chagua shimo lililoangaziwa.
status-engine-thinking = { $engine } ({ $side ->
    [south] Kusini
   *[north] Kaskazini
}) inafikiri…
status-team-deciding = Timu ya { $side ->
    [south] Kusini
   *[north] Kaskazini
} inaamua…
status-waiting-move = Inasubiri { $side ->
    [south] Kusini
   *[north] Kaskazini
} icheze.
status-watching = Zamu ya { $side ->
    [south] Kusini
   *[north] Kaskazini
}. Unatazama.
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] Zamu ya timu yako: wewe ndiye mpanzi. Panda pendekezo (paneli ya timu hapa chini) timu ikikubaliana, au bofya shimo kupendekeza jingine.
   *[none] Zamu ya timu yako: wewe ndiye mpanzi. Bofya shimo kupendekeza hatua; utaipanda timu ikikubaliana.
}
status-team-member = { $proposals ->
    [some] Zamu ya timu yako: kubali pendekezo (paneli ya timu hapa chini), au bofya shimo kupendekeza jingine.
   *[none] Zamu ya timu yako: bofya shimo kulipendekeza.
}

## The team panel of a team game

team-heading = Timu yako: { $side ->
    [south] Kusini
   *[north] Kaskazini
}
team-over = Mchezo umekwisha.
team-no-opponent = Mchezo unaanza mtu akijiunga na timu nyingine.
team-turn-sower = Zamu ya timu yako: wewe ndiye mpanzi; panda pendekezo timu ikikubaliana.
team-turn-member = Zamu ya timu yako: bofya shimo kulipendekeza, au kubali pendekezo.
team-other-deciding = Timu nyingine inaamua.
team-proposals = Mapendekezo
# A proposal: who proposed it, who agreed and how many.
team-proposal = limependekezwa na { $by }; waliokubali: { $agreed } ({ $count })
team-you-agree = umekubali
team-agree = Kubali
team-sow = Panda { $move }
team-no-proposal = Bado hakuna pendekezo.
team-withdraw = Ondoa kukubali kwangu
team-members = Wanachama
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ mpanzi
   *[false] {""}
}{ $you ->
    [true] {" "}(wewe)
   *[false] {""}
}{ $away ->
    [true] {" "}— hayupo
   *[false] {""}
}
team-hand-sower = Mpe jukumu la mpanzi
team-sower-away = Mpanzi hayupo: mpe jukumu
team-give = Mpe
team-level = kiwango { $level }
team-add-engine = Ongeza mwanachama wa kompyuta
team-add = Ongeza
team-invite = Alika timu yako:
team-chat = Gumzo la timu (timu yako tu)
team-chat-placeholder = Ujumbe kwa timu yako
team-chat-send = Tuma
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = mapendekezo { $proposals } (waliokubali)

## The board (for screen readers)

board-label = ubao
# A hole: "South hole 3: 4 seeds".
hole = Shimo { $hole } la { $side ->
    [south] Kusini
   *[north] Kaskazini
}: { $seeds ->
    [one] mbegu { $seeds }
   *[other] mbegu { $seeds }
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = Shimo { $hole } la { $side ->
    [south] Kusini
   *[north] Kaskazini
}: { $seeds ->
    [one] mbegu { $seeds }
   *[other] mbegu { $seeds }
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = Ruka hadi ubaoni
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] Kusini
   *[north] Kaskazini
} imepanda { $move }: { $laps ->
    [one] mzunguko { $laps }
   *[other] mizunguko { $laps }
}{ $captured ->
    [0] {""}
    [one] , imekula mbegu { $captured }
   *[other] , imekula mbegu { $captured }
}.
announce-pass = { $side ->
    [south] Kusini
   *[north] Kaskazini
} imepita.
hole-last-from = hatua ya mwisho ilianzia hapa
hole-last-end = hatua ya mwisho iliishia hapa
hole-captured = zimeliwa na hatua ya mwisho

## Server jobs (analysis, solving, review)

job-too-many = Kazi nyingi mno kwa wakati mmoja: { $error }
job-too-many-retry = Kazi nyingi mno kwa wakati mmoja: { $error } Jaribu tena baada ya sekunde { $seconds }.

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = Ombi si sahihi.
error-unauthorized = Huruhusiwi kufanya hivi.
error-forbidden = Hili limekataliwa.
error-not-found = Haikupatikana.
error-no-route = Hakuna kitu kwenye anwani hii.
error-method-not-allowed = Anwani hii haikubali njia hiyo.
error-body-timeout = Ombi halikufika kwa wakati.
error-conflict = Hili haliwezi kufanyika sasa.
error-body-too-large = Ombi ni kubwa mno.
error-url-too-long = Anwani ni ndefu mno.
error-unsupported-coding = Ombi limesimbwa kwa namna ambayo seva haiisomi.
error-unprocessable = Hili haliwezi kufanyika.
error-too-many-requests = Maombi mengi mno: jaribu tena baada ya muda mfupi.
error-not-implemented = Seva haifanyi hili.
error-unavailable = Seva ina shughuli nyingi: jaribu tena baada ya muda mfupi.
error-internal-error = Seva imeshindwa; hakuna kilichobadilishwa.
error-no-seat = Huna nafasi katika mchezo huu.
error-invalid-invite = Mwaliko huu si halali (au umeshatumika).
error-invite-expired = Mwaliko huu umepitwa na wakati (mialiko hudumu siku moja).
error-game-over = Mchezo umekwisha.
error-game-not-over = Mchezo haujaisha: mchezo wa marudiano huja baada yake.
error-rematch-in-series = Mchezo wa mfululizo hufuatwa na mchezo unaofuata wa mfululizo, si mchezo wa marudiano.
error-in-rematch = Tayari uko kwenye mchezo wa marudiano.
error-opponent-not-joined = Mchezo haujaanza: unasubiri mchezaji (au timu) mwingine ajiunge kwa mwaliko.
error-not-your-turn = Si zamu yako.
error-illegal-move = Hatua hii si halali hapa.
error-undo-not-here = Kutendua ni kwa michezo dhidi ya kompyuta tu.
error-engine-thinking = Kompyuta inachagua hatua yake: jaribu tena.
error-resigned = Mchezo ulimalizika kwa kujiuzulu.
error-nothing-to-undo = Hakuna cha kutendua.
error-game-counted = Mchezo huu wa mfululizo umekwisha na umehesabiwa.
error-not-team-game = Huu si mchezo wa timu.
error-engine-games-full = Kuna michezo mingi mno kati ya kompyuta inayoendelea: jaribu baadaye.
error-not-member = Huna nafasi katika mchezo huu.
error-not-your-teams-turn = Si zamu ya timu yako.
error-not-sower = Mpanzi wa timu yako pekee ndiye hutenda kwa niaba ya timu (hatua, kujiuzulu, kutendua); pendekeza hatua badala yake.
error-invalid-team-invite = Mwaliko huu wa timu si halali.
error-team-full = Timu imejaa.
error-no-proposal = Hakuna pendekezo kama hilo katika zamu hii.
error-no-member = Hakuna mwanachama kama huyo katika timu yako.
error-sower-refused = Jukumu la mpanzi haliwezi kutolewa hivyo.
error-invalid-team-request = Ombi la timu si halali.
error-chat-too-fast = Jumbe nyingi mno: subiri kidogo.
error-series-over = Mfululizo umekwisha.
error-no-game = Mchezo huo haupo.
error-no-series = Mfululizo huo haupo.
error-no-job = Kazi hiyo haipo (kazi zilizokamilika huhifadhiwa dakika 10).
error-no-study = Zoezi hilo halipo.
error-study-exists = Nafasi hii tayari ni zoezi.
error-not-job-owner = Tokeni hii haidhibiti kazi hii.
error-busy = Mengi mno yanaombwa kwa wakati mmoja: jaribu tena baada ya muda mfupi.
error-changed-elsewhere = Mtu mwingine amebadilisha hili kwanza: jaribu tena.
error-store-failed = Seva haikuweza kuhifadhi hili; hakuna kilichobadilishwa.
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = mashimo { $first }–{ $last } ({ $side ->
    [south] kwa hesabu ya Kusini
   *[north] kwa hesabu ya Kaskazini
})

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = sheria
stop = Simamisha
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] Ku
   *[north] Ka
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] ushindi ndani ya hatua { $plies }
   *[loss] kushindwa ndani ya hatua { $plies }
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = sekunde { $seconds }

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: uchambuzi
analysis-title-game = mancala: uchambuzi, { $game } 2×{ $holes }
analysis-heading = Ubao wa uchambuzi
analysis-heading-game = Uchambuzi: { $game } 2×{ $holes }
analysis-nav-first = Nafasi ya kwanza (Home)
analysis-nav-back = Hatua moja nyuma (←)
analysis-nav-next = Hatua moja mbele (→)
analysis-nav-last = Mwisho wa mfuatano huu (End)
analysis-flip = Geuza
    .title = Geuza ubao
analysis-edit = Hariri nafasi
analysis-engine = Kompyuta
analysis-engine-more = Endelea (sekunde { $seconds })
analysis-solve-time = muda wa kitatuzi
analysis-solve = Tatua
analysis-solver = Kitatuzi
analysis-delete-line = Futa kuanzia hapa
analysis-promote = Fanya mfuatano mkuu
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = JSON ya nafasi, { $json }, au rekodi ya mchezo, { $record }
analysis-paste-label = nafasi au rekodi
analysis-paste-summary = Bandika nafasi au rekodi
analysis-paste-empty = Bandika kwanza JSON ya nafasi au rekodi.
analysis-paste-bad-json = Hii si JSON halali: { $error }
analysis-paste-open = Fungua
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = Nafasi iliyo katika anwani hii haisomeki kama JSON ({ $error }).
analysis-url-not-object = Nafasi iliyo katika anwani hii haina umbo la nafasi.
analysis-url-bad-ply = Hatua iliyo katika anwani hii, "{ $ply }", si namba kamili ya hatua.
# $games lists the games' names.
analysis-url-no-game = Hakuna mchezo "{ $game }": michezo iliyopo ni { $games }.
analysis-url-cannot-show = Nafasi hii haiwezi kuonyeshwa.
analysis-bad-url-heading = Uchambuzi huu hauwezi kufunguliwa
analysis-bad-url-text = Huenda anwani imekatwa au imebadilishwa. Badala yake anza na ubao mpya.
analysis-open-empty = Fungua ubao mtupu wa uchambuzi
analysis-record-unreadable = Rekodi haisomeki: { $error }
analysis-position-refused = Nafasi imekataliwa: { $error }
analysis-ply-past-record = Hatua { $ply } iko baada ya hatua { $plies } za rekodi.
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = Mfuatano { $line } hauwezi kuchezwa: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← kushoto kwa anayecheza ({ $move })
analysis-direction-right = kulia kwa anayecheza → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } si halali hapa (halali: { $legal }).
# Beside the heading: where the position comes from.
analysis-from-record = kutoka rekodi ya hatua { $plies } (historia yake inahesabika)
analysis-from-position = kutoka nafasi iliyopangwa (bila historia)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $result ->
    [win] inashinda
    [loss] inashindwa
   *[draw] inatoka sare
} kwa { $margin }
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $result ->
    [win] inashinda
    [loss] inashindwa
   *[draw] inatoka sare
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: kati ya { $lower } na { $upper } kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
}
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
analysis-solve-letter = { $result ->
    [win] U
    [loss] K
   *[draw] S
}
analysis-to-move = zamu yake
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = Hatua { $ply }: { $text }
analysis-status-over = { $headline }. { $detail }
analysis-status-pass = { $side ->
    [south] Kusini
   *[north] Kaskazini
} haina cha kupanda, kwa hiyo inapita.
analysis-status-move = Zamu ya { $side ->
    [south] Kusini
   *[north] Kaskazini
}. Bofya shimo lililoangaziwa kulicheza.
analysis-no-move = Bado hakuna hatua: cheza moja ubaoni. Kila hatua unayojaribu huhifadhiwa hapa; rudi nyuma (←) na ucheze nyingine ili kuanzisha tawi jipya.
analysis-share = Shiriki
analysis-share-hint = Kiungo hiki hufungua ubao jinsi ulivyo sasa hivi: nafasi ile ile, historia ile ile na mfuatano ule ule.
analysis-share-link = Kiungo:
# <code> marks the command, which is not translated.
analysis-share-json = Nafasi hii kama JSON (kwa <code>{ $command }</code>):
analysis-engine-off = imezimwa
analysis-engine-over = mchezo umekwisha
analysis-engine-no-move = Hakuna hatua ya kuchambua: { $headline }.
analysis-engine-starting = inaanza…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] imeshindwa: { $error }
    [stopped] imesimamishwa
   *[done] imekamilika
}
analysis-engine-end-depth = kina { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = Kusini { $score } kulingana na kompyuta (kina { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = kina { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(inatafuta { $searching })
} · nodi { $nodes } · { $rate } · { $seconds } s
analysis-engine-hint = Alama ni mbegu kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
}, yenye zamu ("ushindi ndani ya hatua 7": utafutaji unaona mwisho wa mchezo).
analysis-depth = kina { $depth }
analysis-play-to-here = Cheza mfuatano hadi hapa
analysis-solve-over = Mchezo umekwisha hapa: hakuna cha kutatua.
analysis-solve-starting = Kitatuzi kinaanza…
analysis-solve-searching = Kinatafuta: nodi { $nodes }, { $elapsed } s kati ya { $seconds } s; thamani iko kati ya { $lower } na { $upper }.
analysis-solve-hint = Kitatuzi huthibitisha matokeo kamili kwa uchezaji bora kuanzia hapa (tofauti ya mwisho kwa mbegu, au katika Sadeqa II ushindi, sare au kushindwa) na thamani ya kila hatua, ndani ya muda unaokipa.
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = Imethibitishwa: { $result ->
    [draw] sare
    [win] ushindi wa { $side ->
        [south] Kusini
       *[north] Kaskazini
    }
   *[loss] kushindwa kwa { $side ->
        [south] Kusini
       *[north] Kaskazini
    }
}{ $margin ->
    [none] {""}
   *[other] {" "}kwa tofauti ya { $margin }
}
analysis-solve-proved-detail = {" "}(thamani { $value } kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
}, nodi { $nodes }, { $seconds } s).
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = Haijathibitishwa { $stopped ->
    [true] kabla ya kusimamishwa
   *[false] ndani ya muda uliotolewa
}: thamani kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
} iko kati ya { $lower } na { $upper }.
analysis-solve-unproved = Haijathibitishwa { $stopped ->
    [true] kabla ya kusimamishwa
   *[false] ndani ya muda uliotolewa
}.
analysis-optimal-line = Mfuatano bora:{" "}
analysis-play-it = Cheza mfuatano huu
analysis-solve-move = Hatua
analysis-solve-outcome-for = Matokeo kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
}
analysis-solve-margin = Tofauti
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] ushindi
    [loss] kushindwa
    [draw] sare
   *[none] haijathibitishwa
}
analysis-editing = Unahariri: bofya shimo, kisha ongeza au punguza mbegu (vitufe + na − pia).
analysis-edit-size = Ubao una mashimo { $minHoles } hadi { $maxHoles } kwa safu na mbegu { $minSeeds } hadi { $maxSeeds } kwa shimo mwanzoni.
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] kikomo cha mizunguko
    [capture_lone_seed] kula mbegu iliyo peke yake
    [opening_rule] hatua ya kwanza ya lazima
    [repetition] nafasi ikijirudia
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] safu yako huhesabiwa
   *[draw] sare
}
analysis-opening-made = Hatua ya kwanza imeshachezwa:{" "}
analysis-edit-heading = Panga nafasi
analysis-edit-hint = Bofya shimo, kisha ongeza au punguza mbegu kwa − na + (au andika idadi). Kila mbegu ya mchezo lazima iwe ubaoni au miongoni mwa zilizoliwa.
analysis-edit-start = Nafasi ya mwanzo
analysis-edit-clear = Safisha ubao
analysis-edit-balance = Salio kwa zilizoliwa
analysis-edit-seeds = Mbegu kwa shimo mwanzoni
analysis-edit-to-move = Mwenye zamu
analysis-edit-captured = Zilizoliwa na { $side ->
    [south] Kusini
   *[north] Kaskazini
}
analysis-edit-done = Chambua nafasi hii
analysis-hole = Shimo { $hole } la { $side ->
    [south] Kusini
   *[north] Kaskazini
}
analysis-hole-seeds = Mbegu za shimo { $hole } la { $side ->
    [south] Kusini
   *[north] Kaskazini
}
analysis-hole-not-whole = idadi lazima iwe namba kamili
analysis-hole-negative = mbegu { $count }: shimo haliwezi kuwa na chini ya 0
analysis-hole-too-many = mbegu { $count } ni zaidi ya { $max }, idadi kubwa zaidi ambayo shimo linaweza kubeba
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }.
analysis-board-over = Ubao una mbegu { $onBoard }, { $over } zaidi ya { $total } za mchezo: ondoa baadhi.
analysis-no-hole = Hakuna shimo lililochaguliwa: bofya moja ubaoni.
analysis-seed-less = punguza mbegu moja
analysis-seed-more = ongeza mbegu moja
analysis-hole-empty = Tupu
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = Ubaoni { $onBoard } + zilizoliwa { $captured } = { $sum } kati ya { $total } za mchezo{ $state ->
    [complete] : kamili.
    [missing] : { $count ->
        [one] mbegu { $count } inakosekana.
       *[other] mbegu { $count } zinakosekana.
    }
   *[over] : { $count } zimezidi.
}
analysis-captured-whole = Idadi za zilizoliwa lazima ziwe namba kamili, 0 au zaidi.
analysis-total-wrong = Jumla ya ubao si sahihi: mbegu { $sum } ubaoni na zilizoliwa, lakini mchezo una { $total } (2 × mashimo { $holes } × { $seeds }). Tumia "Salio kwa zilizoliwa" au badilisha idadi.

## A finished game's review (/review?game=ID)

review-title = mancala: mapitio
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: mapitio: { $game } 2×{ $holes }
review-heading = Mapitio: { $game } 2×{ $holes }
review-back = Rudi kwenye mchezo
review-new-game = Mchezo mpya
review-analysis = Ubao wa uchambuzi
review-no-id-heading = Hakuna mchezo wa kupitia
review-no-id-text = Anwani hii haitaji mchezo wowote: mapitio hufunguliwa kama /review?game=ID, kutoka ukurasa wa mchezo uliokwisha.
review-no-game-text = Hakuna mchezo kwenye anwani hii.
review-not-over-heading = Mchezo bado haujaisha
review-not-over-text = Mchezo hupitiwa baada ya kwisha. Rudi ukishamalizika.
review-record-unreadable = Rekodi haisomeki
review-nav-first = Mwanzo (Home)
review-nav-back = Hatua moja nyuma (←)
review-nav-next = Hatua moja mbele (→)
review-nav-last = Mwisho (End)
review-the-game = mchezo
review-summary = { $headline } baada ya hatua { $plies }.
review-evaluation = Tathmini
review-accuracy = Usahihi
review-reviewing = Inapitia: kompyuta na kitatuzi vinaangalia kila hatua…
review-try-again = Jaribu tena
review-progress = Hatua { $done } kati ya { $total } zimepitiwa, sekunde { $seconds }
review-done = Hatua zote { $total } zimepitiwa kwa sekunde { $seconds }. Bofya grafu au hatua ili kuona nafasi hiyo.
review-failed = Mapitio yameshindwa: { $error }
review-stopped = Yamesimamishwa baada ya hatua { $done } kati ya { $total }.
review-again = Pitia tena
review-best-here = bora hapa: { $move }
review-start = Nafasi ya mwanzo.
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] Bora
    [good] Nzuri
    [inaccuracy] Dosari
    [mistake] Kosa
   *[blunder] Kosa kubwa
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] bora
    [good] nzuri
    [inaccuracy] dosari
    [mistake] kosa
   *[blunder] kosa kubwa
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = Hatua { $ply }: { $side ->
    [south] Kusini
   *[north] Kaskazini
} ilicheza { $move }{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , inapoteza { $loss }
    })
}.
review-graph-label = tathmini kwa Kusini katika hatua zote
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = hatua { $ply }: { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $move }, { $name } (Kusini { $eval })
review-point-label = hatua { $ply }
review-better = bora { $best }, −{ $loss }
review-waiting = Inasubiri mapitio…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] mchezaji
   *[other] kompyuta kiwango { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = Nenda kwenye { $class ->
    [inaccuracy] dosari inayofuata ya
    [mistake] kosa linalofuata la
   *[blunder] kosa kubwa linalofuata la
} { $side ->
    [south] Kusini
   *[north] Kaskazini
}
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] dosari { $count }
       *[other] dosari { $count }
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
review-explain-summary = Jinsi hatua zinavyopangwa
review-explain = Kila hatua hulinganishwa na hatua bora katika nafasi ile ile. Hasara yake ni idadi ya mbegu za tofauti ya mwisho inazopoteza ikilinganishwa na hatua bora (kuachia mbegu moja hubadilisha tofauti kwa mbili): kwa usahihi, na kitatuzi, pale kinapothibitisha kila hatua; vinginevyo kwa utafutaji wa kompyuta (hatua hizo zina alama ≈).
review-loses-nothing = haipotezi chochote: nzuri kama hatua bora
review-loses-range = inapoteza mbegu { $from } hadi { $to }
review-loses-more = inapoteza mbegu { $from } au zaidi
review-thresholds-later = Viwango hivi vinakuja pamoja na mapitio.
review-sadeqa = Sadeqa II huhesabiwa kwa matokeo (ushindi 1, sare 0, kushindwa −1): pale kitatuzi kinapoyathibitisha, hatua inayopoteza tokeo moja (ushindi kuwa sare, sare kuwa kushindwa) ni kosa, na inayopoteza mawili (ushindi kuwa kushindwa) ni kosa kubwa.
review-accuracy-formula = Usahihi: kila hatua ya upande hupata alama kulingana na daraja lake: bora 100, nzuri 90, dosari 70, kosa 40, kosa kubwa 0; usahihi wa upande ni wastani wa alama hizi kwa hatua zake, bila kuhesabu hatua za lazima (nafasi yenye hatua moja tu halali).
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } ilikuwa hatua bora ({ $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value } kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
}).
review-note-good = { $move } ni nzuri: inapoteza { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } ikilinganishwa na { $best } ({ $played } badala ya { $value }).
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } inapoteza mbegu { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
} ({ $played }). Bora ingekuwa <strong>{ $best }</strong> ({ $value }).

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: mazoezi
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] zaidi ya 10
   *[other] { $level } kati ya 10
}
studies-every-game = michezo yote
studies-any-size = ukubwa wowote
studies-any-difficulty = ugumu wowote
studies-level = kiwango { $level }
studies-heading = Mazoezi na mafumbo
studies-analysis = Ubao wa uchambuzi
studies-intro = Nafasi zenye matokeo yaliyothibitishwa: tafuta hatua zinazoyadumisha. Hatua yoyote inayodumisha thamani kamili inakubalika; kitatuzi hujibu kwa upande mwingine.
studies-daily = Mafumbo ya leo
studies-filter-board = Ubao
studies-filter-difficulty = Ugumu
studies-no-daily = Hakuna fumbo leo.
studies-none = Hakuna zoezi linalolingana na vichujio hivi.
studies-col-study = Zoezi
studies-col-task = Kazi
studies-solved-here = limetatuliwa kwenye kivinjari hiki
studies-difficulty-title = kiwango cha chini kabisa cha kompyuta kinachopata suluhisho
studies-pager = { $total ->
    [one] zoezi { $total }
   *[other] mazoezi { $total }
}, ukurasa { $page } kati ya { $pages }
studies-previous = ← Iliyotangulia
studies-next = Inayofuata →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· limetatuliwa ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] Kusini
   *[north] Kaskazini
} icheze na { $goal ->
    [win-by] ishinde kwa { $value }
    [win] ishinde
    [draw] itoke sare
    [lose] ishindwe
   *[lose-by] isishindwe kwa zaidi ya { $value }
}
submit-position-label = nafasi kama JSON
submit-name-placeholder = mf. Kula kwa utulivu
submit-button = Tuma
submit-summary = Tuma nafasi kama zoezi
# <a> is the link to the analysis board.
submit-hint = Panga nafasi kwenye <a>ubao wa uchambuzi</a> na unakili JSON yake kutoka hapo (chini ya Shiriki). Seva huikubali pale kitatuzi kinapothibitisha, ndani ya muda wake, kwamba hatua moja tu ya kwanza inadumisha thamani ya nafasi: zoezi lina suluhisho moja.
submit-no-name = Lipe zoezi jina.
submit-bad-json = Nafasi si JSON halali: { $error }
submit-checking = Kitatuzi kinaikagua…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = Imekubaliwa: <a>{ $stipulation }</a>.
# <a> links to the study the position already is.
submit-exists = Haikukubaliwa: nafasi hii tayari ni <a>zoezi</a>.
submit-refused = Haikukubaliwa: { $error }
submit-position = Nafasi (JSON)
submit-name = Jina
puzzle-no-study-title = mancala: zoezi hilo halipo
puzzle-no-study = Zoezi hilo halipo
puzzle-cannot-open = Zoezi haliwezi kufunguliwa
puzzle-all-studies = Mazoezi yote
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: zoezi { $name }
puzzle-hint = Dokezo
puzzle-restart = Anza upya
puzzle-analyse = Chambua
puzzle-no-moves = Bado hakuna: hatua yako ya kwanza ndiyo ufunguo.
puzzle-task = Kazi yako
puzzle-task-text = Unacheza { $side ->
    [south] Kusini
   *[north] Kaskazini
}; kitatuzi hujibu kwa { $other ->
    [south] Kusini
   *[north] Kaskazini
} kwa ulinzi wake bora. Hatua yoyote inayodumisha matokeo yaliyothibitishwa ni sahihi.
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = Ugumu { $difficulty } · { $source ->
    [submitted] limetumwa na mchezaji
   *[collection] kutoka kwenye mkusanyiko
} · { $id }
puzzle-solved-before = ✓ Umeshatatua zoezi hili hapo awali.
puzzle-you = wewe
puzzle-solver = kitatuzi
puzzle-must-pass = Huna cha kupanda, kwa hiyo unapita: bonyeza Pita.
puzzle-again = Sahihi. Zamu yako tena: endelea hivyo.
puzzle-your-move = Zamu yako: { $stipulation }.
puzzle-checking = Inakagua…
puzzle-you-pass = Unapita…
puzzle-you-play = Unacheza { $move }…
puzzle-not-kept = { $move } haidumishi thamani.
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } si sahihi.{" "}
puzzle-refutation = Jibu linaloikanusha: { $side ->
    [south] Kusini
   *[north] Kaskazini
} inajibu { $reply }.
puzzle-put-back = Nafasi imerudishwa: jaribu hatua nyingine.
puzzle-refuted = { $move } imekanushwa. Zamu yako tena.
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $again ->
    [true] inacheza tena
   *[false] inajibu
}: { $reply }…
puzzle-solved-status = Umetatua!
puzzle-solved = ✓ Umetatua.{" "}
puzzle-kept = Umedumisha thamani hadi mwisho.
puzzle-another = Zoezi jingine
puzzle-analyse-it = Lichambue
puzzle-right = ✓ { $move } ni sahihi.
puzzle-pass-right = ✓ Kupita ni sahihi.
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] Kusini
   *[north] Kaskazini
} inajibu { $replies }.
puzzle-then = { $first }, kisha { $next }
puzzle-hint-title = dokezo
puzzle-hint-move = Cheza { $move }.
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = Angalia shimo { $hole }.{ $direction ->
    [true] {" "}(Uliza tena upate mwelekeo.)
   *[false] {""}
}
