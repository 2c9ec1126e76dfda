# The Amharic (አማርኛ) catalog of the mancala page: a DRAFT translated from en.ftl, not yet reviewed by a speaker.
# Each message is one text of the page. Keep the ids; translate the values.
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } must be kept; plurals and selectors follow CLDR.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] { $count } ዘር
   *[other] { $count } ዘሮች
}

## The header on every page

nav-play = ተጫወት
nav-analysis = ትንተና
nav-studies = ጥናቶች
nav-lobby = አዳራሽ
nav-rules = ሕጎች

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = በመጫን ላይ…
server-unreachable = ሰርቨሩን ማግኘት አልተቻለም፦ { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = መቀላቀል አልተቻለም፦ { $error }። እርስዎ ተመልካች ነዎት።
copy = ቅዳ
# The picker of languages in the header (its label for screen readers).
language-picker = ቋንቋ
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (ረቂቅ)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
}
player-human = ተጫዋች
player-engine = ኮምፒውተር፣ ደረጃ { $level }

## Joining a team

join-team-heading = ቡድን ይቀላቀሉ፦ { $game } 2×{ $holes }
join-team-text = ቡድንዎ እያንዳንዱን እንቅስቃሴ በጋራ ይወስናል፤ ዘሪው ይጫወተዋል።
your-name = ስምዎ
join-team-button = ቡድኑን ተቀላቀል

## The 404 page

not-found-title = ገጹ አልተገኘም · mancala
not-found-heading = እዚህ ምንም ገጽ የለም
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = አድራሻው በስህተት ተጽፎ ሊሆን ይችላል፣ ወይም ገጹ ተዛውሮ ሊሆን ይችላል። የአንድ ጨዋታ ሊንክ <code>/?game=…</code> ይመስላል፤ በሂደት ላይ ያሉ ጨዋታዎች በ<a>አዳራሹ</a> ተዘርዝረዋል።
not-found-start = ጨዋታ ጀምር
not-found-analysis = የትንተና ሰሌዳ

## The new-game page (/)

home-title = mancala: ተጫወት
home-heading = አዲስ ጨዋታ
home-game = ጨዋታ
# The link beside the game's choice before a game is chosen.
home-rules = ሕጎች
# The link to a game's rules page: "En Dodoi rules".
game-rules = የ{ $game } ሕጎች
game-note-en-gehe = ረጃጅም ረድፎች ያሉት (ከ40 እስከ 50 ጉድጓዶች) የማሳይ ጨዋታ፤ በሁለት ቡድኖች ይጫወታል፤ ረጅም ጨዋታ።
game-note-en-dodoi = በአንድ ረድፍ ከ6 እስከ 10 ጉድጓዶች ያሉት የማሳይ ጨዋታ፦ ተቀባብሎ መዝራት፣ ከትይዩው ጉድጓድ መማረክ። ፈጣን።
game-note-sadeqa-ii = ከኦሮሚያ፦ በሁለቱም በኩል መማረክ ይቻላል፤ እንቅስቃሴ ያጣ ተጫዋች ይሸነፋል።
game-note-giuthi = የኪኩዩ ጨዋታ፦ ወደ ሁለቱም አቅጣጫ ይዘራል፣ ዙሮች አቅጣጫ ይቀያይራሉ፣ ተጨማሪ ተራ እና ተከታታይ ምርኮ።
home-board-label = ሰሌዳ
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }፣ { $seeds ->
    [one] በአንድ ጉድጓድ { $seeds } ዘር
   *[other] በአንድ ጉድጓድ { $seeds } ዘሮች
}{ $usual ->
    [true] {" "}(የተለመደ)
   *[false] {""}
}
home-board-custom = ሌላ መጠን…
home-holes = ጉድጓዶች በአንድ ረድፍ
home-seeds = ዘሮች በአንድ ጉድጓድ
home-play-against = ተጋጣሚ
home-opponent-engine = ኮምፒውተር
home-opponent-friend = ጓደኛ (የግብዣ ሊንክ)
home-opponent-teams = ቡድን ከቡድን (በአንድ ወገን እስከ 8)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] ኮምፒውተሩ ወዲያውኑ ይመልሳል፤ ደረጃ 1 ቀላል ነው፣ ደረጃ 10 በጥልቀት ያስባል።
    [friend] የሚልኩት ሊንክ ያገኛሉ፤ ጓደኛዎ ሲከፍተው ጨዋታው ይጀምራል።
   *[teams] ሁለት ቡድኖች እንቅስቃሴዎችን ያቀርባሉ፣ ይስማማሉም፤ የእያንዳንዱ ቡድን ዘሪ ይጫወታቸዋል።
}
home-engine-level = የኮምፒውተሩ ደረጃ
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = ደረጃ { $level }{ $level ->
    [1] {" "}(በጣም ቀላል)
    [10] {" "}(በጣም ጠንካራ)
   *[other] {""}
}
home-my-side = የእኔ ወገን
home-side-south = ደቡብ (መጀመሪያ ይጫወታል)
home-listed = ግብዣውን በአዳራሹ አሳይ (ማንም ሊቀበለው ይችላል)
home-team-game = የቡድን ጨዋታ
home-clock = የተራ ሰዓት (በሰከንድ፤ ከሌለ ባዶ ይተዉት)
# The placeholder of the empty turn clock.
home-clock-none = የለም
home-team-hint = የደቡብን ቡድን ይመራሉ፣ መጀመሪያም ይዘራሉ (በተከታታይ ጨዋታ ቡድን A በመጀመሪያው ጨዋታ ደቡብ ነው፤ ወገኖች በየጨዋታው ይቀያየራሉ)። ሰዓቱ ሲያልቅ ብዙ ስምምነት ያገኘው ሐሳብ ይጫወታል፤ ሐሳብ ከሌለ ኮምፒውተሩ (ከላይ ባለው ደረጃ) ለቡድኑ ይጫወታል።
# "Series to [number] wins": the words before and after the number's box.
home-series-before = ተከታታይ ጨዋታ እስከ
home-series-after = ድል
# The placeholder of the empty series box.
home-single-game = አንድ ጨዋታ
home-series-hint = ለአንድ ጨዋታ ባዶ ይተዉት፤ ቁጥር ካስገቡ አንዱ ወገን ያን ያህል ድል እስኪያገኝ ድረስ ጨዋታዎች ይካሄዳሉ፤ ወገኖች በየጨዋታው ይቀያየራሉ።
home-rule-options = የሕግ ምርጫዎች
home-start = ጨዋታውን ጀምር
home-holes-range = ጉድጓዶች በአንድ ረድፍ ከ{ $min } እስከ { $max } መሆን አለባቸው።
home-seeds-range = ዘሮች በአንድ ጉድጓድ ከ{ $min } እስከ { $max } መሆን አለባቸው።
home-series-range = ተከታታይ ጨዋታ ከ1 እስከ 99 ድል ድረስ ይካሄዳል።
home-offline-note = ግንኙነት የለም፦ ከኮምፒውተሩ ጋር የሚደረግ ጨዋታ በዚህ መሣሪያ ላይ ይጫወታል። ከጓደኛ ጋር፣ የቡድን እና ተከታታይ ጨዋታዎች ግንኙነት ይፈልጋሉ።
home-unreachable = ሰርቨሩን ማግኘት አልተቻለም፦ ከጓደኛ ጋር፣ የቡድን እና ተከታታይ ጨዋታዎች ግንኙነት ይፈልጋሉ። ከኮምፒውተሩ ጋር አንድ ጨዋታ በዚህ መሣሪያ ላይ መጫወት ይቻላል።

## Rule options (by their names in the catalogue of games)

option-lap-limit = የዙር ገደብ
option-lap-limit-hint = በዚህ ያህል ዙሮች ውስጥ ያላበቃ ዘራ ሕጋዊ እንቅስቃሴ አይደለም (ተቀባብሎ መዝራት ለዘላለም ሊቀጥል ይችላል)።
option-capture-lone-seed = ብቸኛ ዘር መማረክ
option-capture-lone-seed-hint = ከመጨረሻው ጉድጓድ ትይዩ ያለው ጉድጓድ ባዶ ሲሆን፣ የመጨረሻው ዘር ብቻውን ይማረካል።
option-repetition = አቀማመጥ ሲደገም
option-repetition-hint = የራስ ረድፍ፦ እያንዳንዱ ወገን በራሱ ረድፍ ያሉትን ዘሮች በማረካቸው ላይ ይደምራል፤ ከፍተኛው ድምር ያሸንፋል። አቻ፦ ጨዋታው አቻ ይሆናል።
option-repetition-own-row = የራስ ረድፍ ይቆጠራል
option-repetition-draw = አቻ
option-opening-rule = የግዴታ መክፈቻ
option-opening-rule-hint = የእያንዳንዱ ተጫዋች የመጀመሪያ እንቅስቃሴ ከቀኝ ጫፍ ጉድጓዱ መሆን አለበት።

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: አዳራሽ
lobby-heading = አዳራሽ
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }፣ { $seeds ->
    [one] በአንድ ጉድጓድ { $seeds } ዘር
   *[other] በአንድ ጉድጓድ { $seeds } ዘሮች
}
# How long ago something happened.
ago-now = አሁን
ago-minutes = ከ{ $count } ደቂቃ በፊት
ago-hours = ከ{ $count } ሰዓት በፊት
ago-days = { $count ->
    [one] ከአንድ ቀን በፊት
   *[other] ከ{ $count } ቀናት በፊት
}
lobby-opened = የተከፈተው { $ago }
lobby-last-move = የመጨረሻ እንቅስቃሴ { $ago }
lobby-started = የተጀመረው { $ago }
lobby-yours = የእርስዎ ግብዣ፦ የሚቀበለው ሰው እየጠበቀ ነው
lobby-yours-team = የእርስዎ የቡድን ጨዋታ፦ ሌላውን ቡድን እየጠበቀ ነው
# $waiting and $seat are "south" or "north".
lobby-team-waits = የቡድን ጨዋታ፦ የ{ $waiting ->
    [south] ደቡብ
   *[north] ሰሜን
} ቡድን እየጠበቀ ነው፤ የ{ $seat ->
    [south] ደቡብን
   *[north] ሰሜንን
} ቡድን ይቀላቀላሉ
lobby-player-waits = { $player } እየጠበቀ ነው፤ እርስዎ { $seat ->
    [south] ደቡብን
   *[north] ሰሜንን
} ይጫወታሉ
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }፣ እንቅስቃሴ { $ply }
lobby-open = ክፈት
lobby-accept = ተቀበል
lobby-watch = ተመልከት
lobby-open-heading = ክፍት ግብዣዎች
lobby-playing-heading = የሚታዩ ጨዋታዎች
lobby-no-invitation = አሁን ክፍት ግብዣ የለም።
lobby-no-game = በሂደት ላይ ያለ ጨዋታ የለም።

## Match series (/?series=ID)

series-loading = ተከታታይ ጨዋታውን በመጫን ላይ…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }፣ { $team ->
    [true] የቡድን ተከታታይ ጨዋታ
   *[false] ተከታታይ ጨዋታ
} እስከ { $target ->
    [one] { $target } ድል
   *[other] { $target } ድሎች
}
series-lobby-team-waits = አንድ ቡድን እየጠበቀ ነው፤ ቡድን { $player }ን ይቀላቀላሉ
series-lobby-player-waits = አንድ ተጫዋች እየጠበቀ ነው፤ እርስዎ ተጫዋች { $player } ይሆናሉ
series-title = ተከታታይ ጨዋታ እስከ { $target ->
    [one] { $target } ድል
   *[other] { $target } ድሎች
}፦ { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (ኮምፒውተር፣ ደረጃ { $level })
# $you is "true" for the reader's own team.
series-team-members = ቡድን { $team }{ $you ->
    [true] {" "}(የእርስዎ ቡድን)
   *[false] {""}
}፦ { $members }
series-team-waiting = ቡድን { $team }{ $you ->
    [true] {" "}(የእርስዎ ቡድን)
   *[false] {""}
} — አባላትን እየጠበቀ ነው
series-team = ቡድን { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = ተጫዋች { $player }{ $you ->
    [true] {" "}(እርስዎ)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— ለመቀላቀል እየጠበቀ
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(እርስዎ)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— ለመቀላቀል እየጠበቀ
   *[false] {""}
}
series-in-progress = በሂደት ላይ
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] እንቅስቃሴ አልቀረም
    [repetition] ድግግሞሽ
   *[resignation] እጅ መስጠት
}
series-draw = አቻ ({ $how })
series-draw-score = አቻ { $a }–{ $b } ({ $how })
series-game-won = { $winner } አሸነፈ ({ $how })
series-game-won-score = { $winner } በነጥብ { $a }–{ $b } አሸነፈ ({ $how })
series-wins = { $count ->
    [one] { $count } ድል
   *[other] { $count } ድሎች
}
# The title of one tally stick.
series-stick = አንድ ድል
series-wins-of = { $wins } ከ{ $target }
series-over = ተከታታይ ጨዋታው አበቃ
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] ቡድንዎ ተከታታይ ጨዋታውን አሸነፈ
       *[false] ቡድንዎ ተከታታይ ጨዋታውን ተሸነፈ
    }
   *[false] { $won ->
        [true] ተከታታይ ጨዋታውን አሸንፈዋል
       *[false] ተከታታይ ጨዋታውን ተሸንፈዋል
    }
} — { $winner } አሸነፈ
series-over-winner = { $winner } ተከታታይ ጨዋታውን አሸነፈ
series-over-score = { $who }፣ { $wins } ድል ለ{ $losses }{ $draws ->
    [0] {""}
    [one] {" "}({ $draws } አቻ)
   *[other] {" "}({ $draws } አቻ)
}።
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = ጨዋታ { $number }{ $side ->
    [south] { $team ->
        [true] ፦ ቡድንዎ ደቡብ ሆኖ ይጫወታል (ቡድንዎ መጀመሪያ ይጫወታል)
       *[false] ፦ እርስዎ ደቡብ ሆነው ይጫወታሉ (መጀመሪያ ይጫወታሉ)
    }
    [north] { $team ->
        [true] ፦ ቡድንዎ ሰሜን ሆኖ ይጫወታል
       *[false] ፦ እርስዎ ሰሜን ሆነው ይጫወታሉ
    }
   *[none] {""}
}።
series-game-next = ጨዋታ { $number } አበቃ፤ ጨዋታ { $next } እየጀመረ ነው…
series-invite-team = ይህን ሊንክ ለሌላው ቡድን ይላኩ፤ እያንዳንዱ አባል (እስከ ስምንት) በእሱ ይቀላቀላል፦
series-invite = ይህን ሊንክ ለተጋጣሚዎ ይላኩ፤ የሚሠራው አንድ ጊዜ ብቻ ነው፦
invitation-label = ግብዣ፦
series-game = ጨዋታ { $number }
series-game-line = ፦ { $south } ደቡብ — { $result }
series-draws = አቻ፦ { $draws }። እያንዳንዱ ድል አንድ እንጨት ነው (ol alai፣ የማሳይ የድል መቁጠሪያ እንጨቶች)፤ አቻዎች ለግቡ አይቆጠሩም። ወገኖች በየጨዋታው ይቀያየራሉ፤ ደቡብ መጀመሪያ ይጫወታል።{ $team ->
    [true] {" "}እያንዳንዱ ቡድን አባላቱንና ዘሪውን ከጨዋታ ወደ ጨዋታ ይዞ ይቀጥላል፤ የቡድን ሊንክ ለቀሪው ተከታታይ ጨዋታ አባል ይጨምራል።
   *[false] {""}
}
series-games = ጨዋታዎች ({ $count })
series-link-label = የተከታታይ ጨዋታው ሊንክ፦

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] ደቡብ
   *[north] ሰሜን
} አሸነፈ
result-draw = አቻ
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] ደቡብ
   *[north] ሰሜን
} በነጥብ { $a }–{ $b } አሸነፈ{ $after ->
    [true] {" "}(ከድግግሞሽ በኋላ)
   *[false] {""}
}
result-draw-on-points = በነጥብ { $a }–{ $b } አቻ{ $after ->
    [true] {" "}(ከድግግሞሽ በኋላ)
   *[false] {""}
}
result-resigns = { $loser ->
    [south] ደቡብ
   *[north] ሰሜን
} እጅ ሰጠ፦ { $winner ->
    [south] ደቡብ
   *[north] ሰሜን
} አሸነፈ
result-resigns-detail = ጨዋታው ሲቆም የተማረኩ፦ ደቡብ { $south }፣ ሰሜን { $north }።
result-cannot-move = { $stuck ->
    [south] ደቡብ
   *[north] ሰሜን
} መንቀሳቀስ አይችልም፦ { $winner ->
    [south] ደቡብ
   *[north] ሰሜን
} አሸነፈ
result-sadeqa-detail = በSadeqa II እንቅስቃሴ ያጣ ተጫዋች ይሸነፋል፣ ቁጥሩ ምንም ይሁን። በረድፎች የቀሩ ዘሮች፦ ደቡብ { $southRow }፣ ሰሜን { $northRow }፤ የተማረኩ፦ ደቡብ { $south }፣ ሰሜን { $north }።
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
}፦ { $captured } የተማረኩ{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] የተጠረጉ
       *[left] በረድፉ የቀሩ
    }
}
result-parts = { $south }፤ { $north }
result-giuthi-detail = የትኛውም ወገን መዝራት አይችልም። { $parts }።
result-no-move-detail = { $stuck ->
    [south] ደቡብ
   *[north] ሰሜን
} መንቀሳቀስ አይችልም{ $swept ->
    [0] {""}
    [one] ፤ የቀረው { $swept } ዘር ለ{ $mover ->
        [south] ደቡብ
       *[north] ሰሜን
    } ይሄዳል
   *[other] ፤ የቀሩት { $swept } ዘሮች ለ{ $mover ->
        [south] ደቡብ
       *[north] ሰሜን
    } ይሄዳሉ
}። { $parts }።
result-repetition-draw = በድግግሞሽ አቻ
result-repetition-draw-detail = አንድ አቀማመጥ ተመልሶ መጣ፤ በዚህ ጨዋታ ድግግሞሽ አቻ ነው።
result-repetition-detail = አንድ አቀማመጥ ተመልሶ መጣ፦ እያንዳንዱ ወገን በራሱ ረድፍ ያሉትን ዘሮች በማረካቸው ላይ ይደምራል። { $parts }።
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] ቡድንዎ አሸነፈ
       *[false] ቡድንዎ ተሸነፈ
    }
   *[false] { $won ->
        [true] አሸንፈዋል
       *[false] ተሸንፈዋል
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = እንቅስቃሴዎች
game-no-move = እስካሁን እንቅስቃሴ የለም።
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $move }
game-players = ተጫዋቾች
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
}፦ { $who }{ $you ->
    [true] {" "}(እርስዎ)
   *[false] {""}
}
game-captured-count = የተማረኩ { $captured }
game-captured = { $captured } የተማረኩ
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = { $total } ነጥቦች ({ $captured } የተማረኩ + { $more } { $kind ->
    [swept] የተጠረጉ
   *[left] በረድፉ የቀሩ
})
game-you = እርስዎ
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(እርስዎ)
    [team] {" "}(የእርስዎ ቡድን)
   *[none] {""}
}
game-team-of = የ{ $count } ሰዎች ቡድን፦ { $members }
game-team-nobody = ቡድን፦ እስካሁን ማንም የለም
game-waiting-to-join = ለመቀላቀል እየጠበቀ
game-thinking = እያሰበ ነው
game-animation = እንቅስቃሴ ማሳያ
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] ቀርፋፋ
    [normal] መደበኛ
    [fast] ፈጣን
   *[instant] ወዲያውኑ
}
game-skip = ማሳያውን ዝለል
game-pass = እለፍ
game-undo = ቀልብስ
game-resign = እጅ ስጥ
game-resign-confirm = በእርግጥ እጅ ይሰጣሉ? እንደገና ይጫኑ
game-show-sowing = ዘራውን አሳይ
game-back-live = ወደ ጨዋታው ተመለስ
game-analyse-here = ከዚህ ተንትን
step-first = የመጀመሪያ አቀማመጥ (Home)
step-back = አንድ እንቅስቃሴ ወደ ኋላ (←)
step-next = አንድ እንቅስቃሴ ወደ ፊት (→)
step-last = የመጨረሻ አቀማመጥ (End)
game-ply-of = እንቅስቃሴ { $ply } ከ{ $plies }
review-start-position = የመነሻ አቀማመጥ (እንቅስቃሴ 0)።
review-ply = እንቅስቃሴ { $ply } ከ{ $plies }፣ { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $move } ተጫወተ።
game-download = መዝገቡን አውርድ
game-download-json = በJSON
game-spectator-link = የተመልካች ሊንክ፦
game-local-note = በዚህ መሣሪያ ላይ ከኮምፒውተሩ ጋር የሚጫወት፦ ግንኙነት አያስፈልግም። ከሌሎች ሰዎች ጋር የሚደረጉ ጨዋታዎች ሰርቨሩን ይፈልጋሉ።
# "This game is part of a [match series]." around the link.
game-in-series-before = ይህ ጨዋታ የአንድ{" "}
game-in-series-link = ተከታታይ ጨዋታ
game-in-series-after = {" "}አካል ነው።
game-over = ጨዋታው አበቃ
game-over-headline = { $headline }።
game-over-plies = { $count ->
    [one] { $count } እንቅስቃሴ። በአዝራሮቹ ወይም በቀስት ቁልፎች ይመልከቱት።
   *[other] { $count } እንቅስቃሴዎች። በአዝራሮቹ ወይም በቀስት ቁልፎች ይመልከቷቸው።
}
game-review = ግምገማ
game-no-replay-start = ይህን ጨዋታ እዚህ ደረጃ በደረጃ ማየት አይቻልም (ከመነሻ አቀማመጥ አልጀመረም)።
game-no-replay = ይህን ጨዋታ እዚህ ደረጃ በደረጃ ማየት አይቻልም።
game-analysis-failed = የትንተና ሰሌዳውን መክፈት አልተቻለም፦ { $error }
no-game-title = mancala: እንዲህ ያለ ጨዋታ የለም
no-game-heading = እንዲህ ያለ ጨዋታ የለም
no-game-text = በዚህ አድራሻ ምንም ጨዋታ የለም፦ ሊንኩ በስህተት ተጽፎ ሊሆን ይችላል፣ ወይም ጨዋታው ፈጽሞ አልተጀመረም።
no-game-start = አዲስ ጨዋታ ጀምር
no-game-lobby = በአዳራሹ ጨዋታ ፈልግ
local-no-game-text = በዚህ መሣሪያ ላይ በዚህ አድራሻ ምንም ጨዋታ የለም፦ ያለ ሰርቨር የተጫወተ ጨዋታ የሚቀመጠው በተጫወተበት ብራውዘር ውስጥ ብቻ ነው።
cancel = ሰርዝ
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = ጉድጓድ { $hole }ን መዝራት፦ በየትኛው አቅጣጫ?
direction-left = ← ወደ ግራዬ ({ $move })
direction-right = ወደ ቀኜ → ({ $move })
direction-status = ጉድጓድ { $hole }፦ የመጀመሪያ ዙሩን አቅጣጫ ይምረጡ (ከሰሌዳው በታች)፣ ወይም ሌላ ጉድጓድ ይምረጡ።
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = ሰዓት፦ ለአንድ ተራ { $seconds } ሰከንድ{ $waiting ->
    [true] ፣ ሁለቱም ቡድኖች ሰው ካገኙ በኋላ
   *[false] {""}
}
clock-left = ሰዓት፦ ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $seconds } ሰከንድ
invite-team-strong = ይህን ሊንክ ለሌላው ቡድን ይላኩ
invite-team-rest = {" "}(እያንዳንዳቸው ለመቀላቀል ይከፍቱታል)፤ የመጀመሪያው ሲከፍተው ጨዋታው ይጀምራል፦
invite-friend-strong = ይህን ሊንክ ለጓደኛዎ ይላኩ
invite-friend-rest = {" "}(የሚሠራው አንድ ጊዜ ነው)፤ ሲከፍቱት ጨዋታው ይጀምራል፦
rematch = የመልስ ጨዋታ
rematch-watch = የመልስ ጨዋታውን ተመልከት
rematch-go = ወደ የመልስ ጨዋታው ሂድ
rematch-join = የመልስ ጨዋታውን ተቀላቀል
rematch-accept = የመልስ ጨዋታውን ተቀበል
rematch-offer-team = የመልስ ጨዋታ ተጀምሯል፣ ወገኖች ተቀያይረዋል፦ እያንዳንዱ አባል ለቡድኑ ይቀላቀላል።
rematch-offer = ተጋጣሚዎ የመልስ ጨዋታ ጠይቋል፣ ወገኖች ተቀያይረው።
rematch-failed = የመልስ ጨዋታውን መጀመር አልተቻለም፦ { $error }

## The status line of a game

status-reviewing = በግምገማ ላይ፦ { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }።{ $rematch ->
    [team] {" "}የመልስ ጨዋታ ተጀምሯል፦ ከታች ይቀላቀሉ።
    [opponent] {" "}ተጋጣሚዎ የመልስ ጨዋታ ጠይቋል፦ ከታች ይቀበሉ።
   *[none] {""}
}
status-plays = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $move } ይጫወታል…
status-waiting-team = ሌላውን ቡድን በመጠበቅ ላይ፦ ከላይ ያለውን ሊንክ ይላኩላቸው። አንድ ሰው ሲቀላቀል ጨዋታው ይጀምራል።
status-waiting-friend = ጓደኛዎ እስኪቀላቀል በመጠበቅ ላይ፦ ከላይ ያለውን የግብዣ ሊንክ ይላኩ።
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] ደቡብ
       *[north] ሰሜን
    } አለፈ (ዘራ የለም)።{" "}
    [extra] ለ{ $side ->
        [south] ደቡብ
       *[north] ሰሜን
    } ተጨማሪ ተራ፦ ዘራው ሳይሻገር በ{ $side ->
        [south] ደቡብ
       *[north] ሰሜን
    } የራሱ ረድፍ ውስጥ አበቃ።{" "}
   *[none] {""}
}{ $text }
status-must-pass = የእርስዎ ተራ፦ የሚዘሩት የለም፣ ስለዚህ ያልፋሉ። «እለፍ»ን ይጫኑ።
status-extra-move = ተጨማሪ ተራ፦ ዘራዎ ሳይሻገር በራስዎ ረድፍ ውስጥ አበቃ። እንደገና ይጫወቱ።
status-your-turn = የእርስዎ ተራ፦ ጎልቶ ከሚታዩት ጉድጓዶች አንዱን ይምረጡ።
status-engine-thinking = { $engine } ({ $side ->
    [south] ደቡብ
   *[north] ሰሜን
}) እያሰበ ነው…
status-team-deciding = የ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ቡድን እየወሰነ ነው…
status-waiting-move = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} እስኪጫወት በመጠበቅ ላይ።
status-watching = የ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ተራ ነው። እርስዎ ተመልካች ነዎት።
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] የቡድንዎ ተራ፦ ዘሪው እርስዎ ነዎት። ቡድኑ ሲስማማ አንድ ሐሳብ ይዝሩ (ከታች ያለው የቡድን ሰሌዳ)፣ ወይም ሌላ ለማቅረብ ጉድጓድ ይጫኑ።
   *[none] የቡድንዎ ተራ፦ ዘሪው እርስዎ ነዎት። እንቅስቃሴ ለማቅረብ ጉድጓድ ይጫኑ፤ ቡድኑ ሲስማማ ይዘሩታል።
}
status-team-member = { $proposals ->
    [some] የቡድንዎ ተራ፦ በአንድ ሐሳብ ይስማሙ (ከታች ያለው የቡድን ሰሌዳ)፣ ወይም ሌላ ለማቅረብ ጉድጓድ ይጫኑ።
   *[none] የቡድንዎ ተራ፦ ለማቅረብ ጉድጓድ ይጫኑ።
}

## The team panel of a team game

team-heading = ቡድንዎ፦ { $side ->
    [south] ደቡብ
   *[north] ሰሜን
}
team-over = ጨዋታው አብቅቷል።
team-no-opponent = አንድ ሰው ሌላውን ቡድን ሲቀላቀል ጨዋታው ይጀምራል።
team-turn-sower = የቡድንዎ ተራ፦ ዘሪው እርስዎ ነዎት፤ ቡድኑ ሲስማማ አንድ ሐሳብ ይዝሩ።
team-turn-member = የቡድንዎ ተራ፦ ለማቅረብ ጉድጓድ ይጫኑ፣ ወይም በአንድ ሐሳብ ይስማሙ።
team-other-deciding = ሌላው ቡድን እየወሰነ ነው።
team-proposals = ሐሳቦች
# A proposal: who proposed it, who agreed and how many.
team-proposal = ያቀረበው { $by }፤ የተስማሙ፦ { $agreed } ({ $count })
team-you-agree = ተስማምተዋል
team-agree = እስማማለሁ
team-sow = { $move }ን ዝራ
team-no-proposal = እስካሁን ሐሳብ የለም።
team-withdraw = ስምምነቴን አንሳ
team-members = አባላት
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ ዘሪ
   *[false] {""}
}{ $you ->
    [true] {" "}(እርስዎ)
   *[false] {""}
}{ $away ->
    [true] {" "}— የለም
   *[false] {""}
}
team-hand-sower = የዘሪነቱን ሚና የሚረከበው፦
team-sower-away = ዘሪው የለም፤ ሚናውን የሚረከበው፦
team-give = ስጥ
team-level = ደረጃ { $level }
team-add-engine = የኮምፒውተር አባል አክል
team-add = አክል
team-invite = ቡድንዎን ይጋብዙ፦
team-chat = የቡድን ውይይት (ለቡድንዎ ብቻ)
team-chat-placeholder = ለቡድንዎ መልእክት
team-chat-send = ላክ
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = የቀረቡ { $proposals } (ስምምነቶች)

## The board (for screen readers)

board-label = ሰሌዳ
# A hole: "South hole 3: 4 seeds".
hole = የ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ጉድጓድ { $hole }፦ { $seeds ->
    [one] { $seeds } ዘር
   *[other] { $seeds } ዘሮች
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = የ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ጉድጓድ { $hole }፦ { $seeds ->
    [one] { $seeds } ዘር
   *[other] { $seeds } ዘሮች
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = ወደ ሰሌዳው ዝለል
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $move }ን ዘራ፦ { $laps ->
    [one] { $laps } ዙር
   *[other] { $laps } ዙሮች
}{ $captured ->
    [0] {""}
    [one] ፣ { $captured } ዘር ማረከ
   *[other] ፣ { $captured } ዘሮች ማረከ
}።
announce-pass = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} አለፈ።
hole-last-from = የመጨረሻው እንቅስቃሴ እዚህ ጀመረ
hole-last-end = የመጨረሻው እንቅስቃሴ እዚህ አበቃ
hole-captured = በመጨረሻው እንቅስቃሴ ተማርኳል

## Server jobs (analysis, solving, review)

job-too-many = በአንድ ጊዜ በጣም ብዙ ሥራዎች፦ { $error }
job-too-many-retry = በአንድ ጊዜ በጣም ብዙ ሥራዎች፦ { $error } ከ{ $seconds } ሰከንድ በኋላ እንደገና ይሞክሩ።

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = ጥያቄው ትክክል አይደለም።
error-unauthorized = ይህን ለማድረግ አልተፈቀደልዎትም።
error-forbidden = ይህ ተከልክሏል።
error-not-found = አልተገኘም።
error-no-route = በዚህ አድራሻ ምንም የለም።
error-method-not-allowed = ይህ አድራሻ ያንን ዘዴ አይቀበልም።
error-body-timeout = ጥያቄው በጊዜው አልደረሰም።
error-conflict = ይህ አሁን ሊደረግ አይችልም።
error-body-too-large = ጥያቄው በጣም ትልቅ ነው።
error-url-too-long = አድራሻው በጣም ረጅም ነው።
error-unsupported-coding = ጥያቄው ሰርቨሩ በማያነበው ኮድ የተጻፈ ነው።
error-unprocessable = ይህ ሊደረግ አይችልም።
error-too-many-requests = በጣም ብዙ ጥያቄዎች፦ ትንሽ ቆይተው እንደገና ይሞክሩ።
error-not-implemented = ሰርቨሩ ይህን አያደርግም።
error-unavailable = ሰርቨሩ ሥራ በዝቶበታል፦ ትንሽ ቆይተው እንደገና ይሞክሩ።
error-internal-error = ሰርቨሩ አልተሳካለትም፤ ምንም አልተለወጠም።
error-no-seat = በዚህ ጨዋታ ውስጥ ቦታ የለዎትም።
error-invalid-invite = ይህ ግብዣ ትክክል አይደለም (ወይም አስቀድሞ ጥቅም ላይ ውሏል)።
error-invite-expired = የዚህ ግብዣ ጊዜ አልፏል (ግብዣዎች የሚቆዩት አንድ ቀን ነው)።
error-game-over = ጨዋታው አብቅቷል።
error-game-not-over = ጨዋታው አላበቃም፦ የመልስ ጨዋታ የሚመጣው ከእሱ በኋላ ነው።
error-rematch-in-series = የተከታታይ ጨዋታ አካል የሆነን ጨዋታ የሚከተለው የተከታታዩ ቀጣይ ጨዋታ ነው እንጂ የመልስ ጨዋታ አይደለም።
error-in-rematch = አስቀድመው በመልስ ጨዋታው ውስጥ ነዎት።
error-opponent-not-joined = ጨዋታው አልጀመረም፦ ሌላው ተጫዋች (ወይም ቡድን) በግብዣው እስኪቀላቀል በመጠበቅ ላይ።
error-not-your-turn = የእርስዎ ተራ አይደለም።
error-illegal-move = ይህ እንቅስቃሴ እዚህ ሕጋዊ አይደለም።
error-undo-not-here = መቀልበስ የሚቻለው ከኮምፒውተር ጋር በሚደረጉ ጨዋታዎች ብቻ ነው።
error-engine-thinking = ኮምፒውተሩ እንቅስቃሴውን እየመረጠ ነው፦ እንደገና ይሞክሩ።
error-resigned = በጨዋታው እጅ ተሰጥቷል።
error-nothing-to-undo = የሚቀለበስ ነገር የለም።
error-game-counted = ይህ የተከታታዩ ጨዋታ አብቅቷል፣ ተቆጥሯልም።
error-not-team-game = ይህ የቡድን ጨዋታ አይደለም።
error-engine-games-full = በኮምፒውተሮች መካከል በጣም ብዙ ጨዋታዎች በሂደት ላይ ናቸው፦ ቆይተው ይሞክሩ።
error-not-member = በዚህ ጨዋታ ውስጥ ቦታ የለዎትም።
error-not-your-teams-turn = የቡድንዎ ተራ አይደለም።
error-not-sower = ለቡድኑ የሚሠራው (እንቅስቃሴ፣ እጅ መስጠት፣ መቀልበስ) የቡድንዎ ዘሪ ብቻ ነው፤ በምትኩ እንቅስቃሴ ያቅርቡ።
error-invalid-team-invite = ይህ የቡድን ግብዣ ትክክል አይደለም።
error-team-full = ቡድኑ ሞልቷል።
error-no-proposal = በዚህ ተራ እንዲህ ያለ ሐሳብ የለም።
error-no-member = በቡድንዎ ውስጥ እንዲህ ያለ አባል የለም።
error-sower-refused = የዘሪነቱ ሚና በዚህ መንገድ ሊሰጥ አይችልም።
error-invalid-team-request = የቡድኑ ጥያቄ ትክክል አይደለም።
error-chat-too-fast = በጣም ብዙ መልእክቶች፦ ትንሽ ይጠብቁ።
error-series-over = ተከታታይ ጨዋታው አብቅቷል።
error-no-game = እንዲህ ያለ ጨዋታ የለም።
error-no-series = እንዲህ ያለ ተከታታይ ጨዋታ የለም።
error-no-job = እንዲህ ያለ ሥራ የለም (የተጠናቀቁ ሥራዎች ለ10 ደቂቃ ይቀመጣሉ)።
error-no-study = እንዲህ ያለ ጥናት የለም።
error-study-exists = ይህ አቀማመጥ አስቀድሞ ጥናት ነው።
error-not-job-owner = ይህ ቶከን ሥራውን አይቆጣጠርም።
error-busy = በአንድ ጊዜ በጣም ብዙ ተጠይቋል፦ ትንሽ ቆይተው እንደገና ይሞክሩ።
error-changed-elsewhere = ሌላ ሰው ይህን ቀድሞ ለውጦታል፦ እንደገና ይሞክሩ።
error-store-failed = ሰርቨሩ ይህን ማስቀመጥ አልቻለም፤ ምንም አልተለወጠም።
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = ጉድጓዶች { $first }–{ $last } ({ $side ->
    [south] በደቡብ አቆጣጠር
   *[north] በሰሜን አቆጣጠር
})

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = ሕጎች
stop = አቁም
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] ደ
   *[north] ሰ
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] በ{ $plies } እንቅስቃሴ ድል
   *[loss] በ{ $plies } እንቅስቃሴ ሽንፈት
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = { $seconds } ሰከንድ

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: ትንተና
analysis-title-game = mancala: ትንተና፣ { $game } 2×{ $holes }
analysis-heading = የትንተና ሰሌዳ
analysis-heading-game = ትንተና፦ { $game } 2×{ $holes }
analysis-nav-first = የመጀመሪያው አቀማመጥ (Home)
analysis-nav-back = አንድ እንቅስቃሴ ወደ ኋላ (←)
analysis-nav-next = አንድ እንቅስቃሴ ወደ ፊት (→)
analysis-nav-last = የዚህ መስመር መጨረሻ (End)
analysis-flip = ገልብጥ
    .title = ሰሌዳውን አዙር
analysis-edit = አቀማመጡን አስተካክል
analysis-engine = ኮምፒውተር
analysis-engine-more = ቀጥል ({ $seconds } ሰከንድ)
analysis-solve-time = ለፈቺው የሚሰጥ ጊዜ
analysis-solve = ፍታ
analysis-solver = ፈቺ
analysis-delete-line = ከዚህ ጀምሮ ሰርዝ
analysis-promote = ዋና መስመር አድርግ
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = የአቀማመጥ JSON፣ { $json }፣ ወይም የጨዋታ መዝገብ፣ { $record }
analysis-paste-label = አቀማመጥ ወይም መዝገብ
analysis-paste-summary = አቀማመጥ ወይም መዝገብ ለጥፍ
analysis-paste-empty = መጀመሪያ የአቀማመጥ JSON ወይም መዝገብ ይለጥፉ።
analysis-paste-bad-json = ይህ ትክክለኛ JSON አይደለም፦ { $error }
analysis-paste-open = ክፈት
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = በዚህ አድራሻ ያለው አቀማመጥ እንደ JSON ሊነበብ አልቻለም ({ $error })።
analysis-url-not-object = በዚህ አድራሻ ያለው አቀማመጥ የአቀማመጥ ቅርጽ የለውም።
analysis-url-bad-ply = በዚህ አድራሻ ያለው የእንቅስቃሴ ቁጥር «{ $ply }» ሙሉ ቁጥር አይደለም።
# $games lists the games' names.
analysis-url-no-game = «{ $game }» የሚባል ጨዋታ የለም፦ ያሉት ጨዋታዎች { $games } ናቸው።
analysis-url-cannot-show = ይህን አቀማመጥ ማሳየት አይቻልም።
analysis-bad-url-heading = ይህን ትንተና መክፈት አይቻልም
analysis-bad-url-text = አድራሻው ተቆርጦ ወይም ተቀይሮ ሊሆን ይችላል። በምትኩ በአዲስ ሰሌዳ ይጀምሩ።
analysis-open-empty = ባዶ የትንተና ሰሌዳ ክፈት
analysis-record-unreadable = መዝገቡን ማንበብ አልተቻለም፦ { $error }
analysis-position-refused = አቀማመጡ ተቀባይነት አላገኘም፦ { $error }
analysis-ply-past-record = እንቅስቃሴ { $ply } ከመዝገቡ { $plies } እንቅስቃሴዎች በላይ ነው።
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = መስመሩ { $line } ሊጫወት አይችልም፦ { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← ወደ ተጫዋቹ ግራ ({ $move })
analysis-direction-right = ወደ ተጫዋቹ ቀኝ → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } እዚህ ሕጋዊ አይደለም (ሕጋዊዎቹ፦ { $legal })።
# Beside the heading: where the position comes from.
analysis-from-record = ከ{ $plies } እንቅስቃሴዎች መዝገብ (ታሪኩ ይቆጠራል)
analysis-from-position = ከተዘጋጀ አቀማመጥ (ታሪክ የለውም)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }፦ ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} በ{ $margin } { $result ->
    [win] ድል
    [loss] ሽንፈት
   *[draw] አቻ
}
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }፦ ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $result ->
    [win] ድል
    [loss] ሽንፈት
   *[draw] አቻ
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }፦ ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ከ{ $lower } እስከ { $upper }
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
analysis-solve-letter = { $result ->
    [win] ድ
    [loss] ሽ
   *[draw] አ
}
analysis-to-move = ተራው ነው
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = እንቅስቃሴ { $ply }፦ { $text }
analysis-status-over = { $headline }። { $detail }
analysis-status-pass = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} የሚዘራው የለውም፣ ስለዚህ ያልፋል።
analysis-status-move = የ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ተራ ነው። ለመጫወት ጎልቶ የሚታይ ጉድጓድ ይጫኑ።
analysis-no-move = እስካሁን እንቅስቃሴ የለም፦ በሰሌዳው ላይ አንድ ይጫወቱ። የሚሞክሩት እያንዳንዱ እንቅስቃሴ እዚህ ይቀመጣል፤ ወደ ኋላ ተመልሰው (←) ሌላ በመጫወት አዲስ ቅርንጫፍ ይክፈቱ።
analysis-share = አጋራ
analysis-share-hint = ይህ ሊንክ ሰሌዳውን ልክ አሁን እንዳለ ይከፍታል፦ ያው አቀማመጥ፣ ያው ታሪክ እና ያው መስመር።
analysis-share-link = ሊንክ፦
# <code> marks the command, which is not translated.
analysis-share-json = ይህ አቀማመጥ በJSON (ለ<code>{ $command }</code>)፦
analysis-engine-off = ጠፍቷል
analysis-engine-over = ጨዋታው አብቅቷል
analysis-engine-no-move = የሚተነተን እንቅስቃሴ የለም፦ { $headline }።
analysis-engine-starting = በመጀመር ላይ…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] አልተሳካም፦ { $error }
    [stopped] ቆሟል
   *[done] ተጠናቋል
}
analysis-engine-end-depth = ጥልቀት { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = ደቡብ { $score } በኮምፒውተሩ ግምት (ጥልቀት { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = ጥልቀት { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(ጥልቀት { $searching } በመፈለግ ላይ)
} · { $nodes } ኖዶች · { $rate } · { $seconds } s
analysis-engine-hint = ውጤቶቹ ተራው ለደረሰው ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} በዘሮች ይቆጠራሉ («በ7 እንቅስቃሴ ድል»፦ ፍለጋው የጨዋታውን መጨረሻ ያያል)።
analysis-depth = ጥልቀት { $depth }
analysis-play-to-here = መስመሩን እስከዚህ ተጫወት
analysis-solve-over = ጨዋታው እዚህ አብቅቷል፦ የሚፈታ ነገር የለም።
analysis-solve-starting = ፈቺው እየጀመረ ነው…
analysis-solve-searching = በመፈለግ ላይ፦ { $nodes } ኖዶች፣ { $elapsed } s ከ{ $seconds } s፤ እሴቱ ከ{ $lower } እስከ { $upper } ነው።
analysis-solve-hint = ፈቺው ከዚህ ጀምሮ በምርጥ አጨዋወት የሚገኘውን ትክክለኛ ውጤት (የመጨረሻውን ልዩነት በዘሮች፣ ወይም በSadeqa II ድል፣ አቻ ወይም ሽንፈት) እና የእያንዳንዱን እንቅስቃሴ እሴት፣ በሚሰጡት ጊዜ ውስጥ ያረጋግጣል።
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = ተረጋግጧል፦ { $result ->
    [draw] አቻ
    [win] ለ{ $side ->
        [south] ደቡብ
       *[north] ሰሜን
    } ድል
   *[loss] ለ{ $side ->
        [south] ደቡብ
       *[north] ሰሜን
    } ሽንፈት
}{ $margin ->
    [none] {""}
   *[other] {" "}በ{ $margin } ልዩነት
}
analysis-solve-proved-detail = {" "}(ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} እሴት { $value }፣ { $nodes } ኖዶች፣ { $seconds } s)።
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = { $stopped ->
    [true] ከመቆሙ በፊት
   *[false] በተሰጠው ጊዜ ውስጥ
} አልተረጋገጠም፦ ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ያለው እሴት ከ{ $lower } እስከ { $upper } ነው።
analysis-solve-unproved = { $stopped ->
    [true] ከመቆሙ በፊት
   *[false] በተሰጠው ጊዜ ውስጥ
} አልተረጋገጠም።
analysis-optimal-line = ምርጥ መስመር፦{" "}
analysis-play-it = ተጫወተው
analysis-solve-move = እንቅስቃሴ
analysis-solve-outcome-for = ውጤት ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
}
analysis-solve-margin = ልዩነት
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] ድል
    [loss] ሽንፈት
    [draw] አቻ
   *[none] አልተረጋገጠም
}
analysis-editing = በማስተካከል ላይ፦ ጉድጓድ ይጫኑ፣ ከዚያ ዘሮችን ይጨምሩ ወይም ይቀንሱ (+ እና − ቁልፎችም ይሠራሉ)።
analysis-edit-size = አንድ ሰሌዳ በአንድ ረድፍ ከ{ $minHoles } እስከ { $maxHoles } ጉድጓዶች፣ በመነሻው ደግሞ በአንድ ጉድጓድ ከ{ $minSeeds } እስከ { $maxSeeds } ዘሮች አሉት።
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] የዙር ገደብ
    [capture_lone_seed] ብቸኛ ዘር መማረክ
    [opening_rule] የግዴታ መክፈቻ
    [repetition] አቀማመጥ ሲደገም
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] የራስ ረድፍ ይቆጠራል
   *[draw] አቻ
}
analysis-opening-made = የመክፈቻው እንቅስቃሴ ተደርጓል፦{" "}
analysis-edit-heading = አቀማመጥ አዘጋጅ
analysis-edit-hint = ጉድጓድ ይጫኑ፣ ከዚያ በ− እና + ዘሮችን ይቀንሱ ወይም ይጨምሩ (ወይም ቁጥሩን ይጻፉ)። እያንዳንዱ የጨዋታው ዘር በሰሌዳው ላይ ወይም ከተማረኩት መካከል መሆን አለበት።
analysis-edit-start = የመነሻ አቀማመጥ
analysis-edit-clear = ሰሌዳውን አጽዳ
analysis-edit-balance = ቀሪውን ወደ ምርኮ
analysis-edit-seeds = በመነሻው ዘሮች በአንድ ጉድጓድ
analysis-edit-to-move = ተራው የማን ነው
analysis-edit-captured = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} የማረካቸው
analysis-edit-done = ይህን አቀማመጥ ተንትን
analysis-hole = የ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ጉድጓድ { $hole }
analysis-hole-seeds = የ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ጉድጓድ { $hole } ዘሮች
analysis-hole-not-whole = ቁጥሩ ሙሉ ቁጥር መሆን አለበት
analysis-hole-negative = { $count } ዘሮች፦ አንድ ጉድጓድ ከ0 ያነሰ ሊይዝ አይችልም
analysis-hole-too-many = { $count } ዘሮች አንድ ጉድጓድ ሊይዝ ከሚችለው ከፍተኛ ቁጥር ({ $max }) ይበልጣሉ
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }፦ { $error }።
analysis-board-over = ሰሌዳው { $onBoard } ዘሮች ይዟል፤ ይህ ከጨዋታው { $total } በ{ $over } ይበልጣል፦ ጥቂት ያንሱ።
analysis-no-hole = ምንም ጉድጓድ አልተመረጠም፦ በሰሌዳው ላይ አንዱን ይጫኑ።
analysis-seed-less = አንድ ዘር ቀንስ
analysis-seed-more = አንድ ዘር ጨምር
analysis-hole-empty = ባዶ
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = በሰሌዳው { $onBoard } + የተማረኩ { $captured } = { $sum } ከጨዋታው { $total }{ $state ->
    [complete] ፦ ተሟልቷል።
    [missing] ፦ { $count ->
        [one] { $count } ዘር ጎድሏል።
       *[other] { $count } ዘሮች ጎድለዋል።
    }
   *[over] ፦ { $count } ተርፈዋል።
}
analysis-captured-whole = የተማረኩት ቁጥሮች ሙሉ ቁጥሮች፣ 0 ወይም ከዚያ በላይ መሆን አለባቸው።
analysis-total-wrong = የሰሌዳው ድምር ትክክል አይደለም፦ በሰሌዳው ላይና በምርኮ { $sum } ዘሮች አሉ፣ ጨዋታው ግን { $total } አለው (2 × { $holes } ጉድጓዶች × { $seeds })። «ቀሪውን ወደ ምርኮ»ን ይጠቀሙ ወይም ቁጥሮቹን ይለውጡ።

## A finished game's review (/review?game=ID)

review-title = mancala: ግምገማ
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: ግምገማ፦ { $game } 2×{ $holes }
review-heading = ግምገማ፦ { $game } 2×{ $holes }
review-back = ወደ ጨዋታው ተመለስ
review-new-game = አዲስ ጨዋታ
review-analysis = የትንተና ሰሌዳ
review-no-id-heading = የሚገመገም ጨዋታ የለም
review-no-id-text = ይህ አድራሻ ምንም ጨዋታ አይጠቅስም፦ ግምገማ የሚከፈተው በ/review?game=ID መልክ፣ ካበቃ ጨዋታ ገጽ ነው።
review-no-game-text = በዚህ አድራሻ ምንም ጨዋታ የለም።
review-not-over-heading = ጨዋታው ገና አላበቃም
review-not-over-text = ጨዋታ የሚገመገመው ካበቃ በኋላ ነው። ሲያበቃ ይመለሱ።
review-record-unreadable = መዝገቡን ማንበብ አልተቻለም
review-nav-first = መጀመሪያው (Home)
review-nav-back = አንድ እንቅስቃሴ ወደ ኋላ (←)
review-nav-next = አንድ እንቅስቃሴ ወደ ፊት (→)
review-nav-last = መጨረሻው (End)
review-the-game = ጨዋታው
review-summary = ከ{ $plies } እንቅስቃሴዎች በኋላ፦ { $headline }።
review-evaluation = ግምት
review-accuracy = ትክክለኛነት
review-reviewing = በመገምገም ላይ፦ ኮምፒውተሩና ፈቺው እያንዳንዱን እንቅስቃሴ ይመለከታሉ…
review-try-again = እንደገና ሞክር
review-progress = ከ{ $total } እንቅስቃሴዎች { $done } ተገምግመዋል፣ { $seconds } ሰከንድ
review-done = ሁሉም { $total } እንቅስቃሴዎች በ{ $seconds } ሰከንድ ተገምግመዋል። ያንን አቀማመጥ ለማየት ግራፉን ወይም አንድ እንቅስቃሴ ይጫኑ።
review-failed = ግምገማው አልተሳካም፦ { $error }
review-stopped = ከ{ $total } እንቅስቃሴዎች { $done } ከተገመገሙ በኋላ ቆሟል።
review-again = እንደገና ገምግም
review-best-here = እዚህ ምርጡ፦ { $move }
review-start = የመነሻ አቀማመጥ።
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] ምርጥ
    [good] ጥሩ
    [inaccuracy] ትንሽ ስህተት
    [mistake] ስህተት
   *[blunder] ከባድ ስህተት
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] ምርጥ
    [good] ጥሩ
    [inaccuracy] ትንሽ ስህተት
    [mistake] ስህተት
   *[blunder] ከባድ ስህተት
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = እንቅስቃሴ { $ply }፦ { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $move } ተጫወተ{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] ፣ { $loss } ያሳጣል
    })
}።
review-graph-label = በእንቅስቃሴዎቹ ሂደት የደቡብ ግምት
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = እንቅስቃሴ { $ply }፦ { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $move }፣ { $name } (ደቡብ { $eval })
review-point-label = እንቅስቃሴ { $ply }
review-better = ምርጡ { $best }፣ −{ $loss }
review-waiting = ግምገማውን በመጠበቅ ላይ…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] ተጫዋች
   *[other] ኮምፒውተር፣ ደረጃ { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = የ{ $side ->
    [south] ደቡብን
   *[north] ሰሜንን
} ቀጣይ { $class ->
    [inaccuracy] ትንሽ ስህተት
    [mistake] ስህተት
   *[blunder] ከባድ ስህተት
} አሳይ
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } ትንሽ ስህተት
       *[other] { $count } ትንሽ ስህተቶች
    }
    [mistake] { $count ->
        [one] { $count } ስህተት
       *[other] { $count } ስህተቶች
    }
   *[blunder] { $count ->
        [one] { $count } ከባድ ስህተት
       *[other] { $count } ከባድ ስህተቶች
    }
}
review-explain-summary = እንቅስቃሴዎች እንዴት እንደሚመደቡ
review-explain = እያንዳንዱ እንቅስቃሴ በዚያው አቀማመጥ ካለው ምርጥ እንቅስቃሴ ጋር ይነጻጸራል። ኪሳራው ከምርጡ እንቅስቃሴ አንጻር ከመጨረሻው ልዩነት ስንት ዘር እንደሚያሳጣ ነው (አንድ ዘር አሳልፎ መስጠት ልዩነቱን በሁለት ይቀይራል)፦ ፈቺው እያንዳንዱን እንቅስቃሴ በሚያረጋግጥበት ቦታ በትክክል፣ በፈቺው፤ ካልሆነ በኮምፒውተሩ ፍለጋ (እንዲህ ያሉ እንቅስቃሴዎች ≈ ምልክት አላቸው)።
review-loses-nothing = ምንም አያሳጣም፦ እንደ ምርጡ እንቅስቃሴ ጥሩ ነው
review-loses-range = ከ{ $from } እስከ { $to } { $to ->
    [one] ዘር
   *[other] ዘሮች
} ያሳጣል
review-loses-more = { $from } ወይም ከዚያ በላይ ዘሮች ያሳጣል
review-thresholds-later = ወሰኖቹ ከግምገማው ጋር ይመጣሉ።
review-sadeqa = Sadeqa II የሚቆጠረው በውጤት ነው (ድል 1፣ አቻ 0፣ ሽንፈት −1)፦ ፈቺው በሚያረጋግጥበት ቦታ፣ አንድ ውጤት የሚያሳጣ እንቅስቃሴ (ከድል ወደ አቻ፣ ከአቻ ወደ ሽንፈት) ስህተት ነው፤ ሁለት የሚያሳጣ (ከድል ወደ ሽንፈት) ከባድ ስህተት ነው።
review-accuracy-formula = ትክክለኛነት፦ የአንድ ወገን እያንዳንዱ እንቅስቃሴ በምድቡ ነጥብ ያገኛል፦ ምርጥ 100፣ ጥሩ 90፣ ትንሽ ስህተት 70፣ ስህተት 40፣ ከባድ ስህተት 0፤ የአንድ ወገን ትክክለኛነት የእነዚህ ነጥቦች አማካይ ነው፣ የግዴታ እንቅስቃሴዎችን (አንድ ሕጋዊ እንቅስቃሴ ብቻ ያለበት አቀማመጥ) ሳይጨምር።
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } ምርጡ እንቅስቃሴ ነበር (ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value })።
review-note-good = { $move } ጥሩ ነው፦ ከ{ $best } አንጻር { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } ያሳጣል (በ{ $value } ፈንታ { $played })።
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }፦ { $move } ለ{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } { $loss ->
    [one] ዘር
   *[other] ዘሮች
} ያሳጣል ({ $played })። የተሻለው <strong>{ $best }</strong> ነበር ({ $value })።

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: ጥናቶች
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] ከ10 በላይ
   *[other] { $level } ከ10
}
studies-every-game = ሁሉም ጨዋታዎች
studies-any-size = ማንኛውም መጠን
studies-any-difficulty = ማንኛውም ክብደት
studies-level = ደረጃ { $level }
studies-heading = ጥናቶች እና እንቆቅልሾች
studies-analysis = የትንተና ሰሌዳ
studies-intro = የተረጋገጠ ውጤት ያላቸው አቀማመጦች፦ ያንን ውጤት የሚጠብቁትን እንቅስቃሴዎች ያግኙ። ትክክለኛውን እሴት የሚጠብቅ ማንኛውም እንቅስቃሴ ይቆጠራል፤ ፈቺው ለሌላው ወገን ይመልሳል።
studies-daily = የዕለቱ እንቆቅልሾች
studies-filter-board = ሰሌዳ
studies-filter-difficulty = ክብደት
studies-no-daily = ዛሬ እንቆቅልሽ የለም።
studies-none = ከእነዚህ ማጣሪያዎች ጋር የሚስማማ ጥናት የለም።
studies-col-study = ጥናት
studies-col-task = ተግባር
studies-solved-here = በዚህ ብራውዘር ተፈቷል
studies-difficulty-title = መፍትሔውን የሚያገኘው ዝቅተኛው የኮምፒውተር ደረጃ
studies-pager = { $total ->
    [one] { $total } ጥናት
   *[other] { $total } ጥናቶች
}፣ ገጽ { $page } ከ{ $pages }
studies-previous = ← ቀዳሚ
studies-next = ቀጣይ →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· ተፈቷል ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} ተጫውቶ { $goal ->
    [win-by] በ{ $value } ያሸንፋል
    [win] ያሸንፋል
    [draw] አቻ ያደርጋል
    [lose] ይሸነፋል
   *[lose-by] ከ{ $value } ባልበለጠ ልዩነት ይሸነፋል
}
submit-position-label = አቀማመጡ በJSON
submit-name-placeholder = ለምሳሌ፦ ጸጥ ያለ ምርኮ
submit-button = ላክ
submit-summary = አቀማመጥን እንደ ጥናት ይላኩ
# <a> is the link to the analysis board.
submit-hint = አቀማመጡን በ<a>የትንተና ሰሌዳው</a> ላይ ያዘጋጁና JSONኑን ከዚያ ይቅዱ (በ«አጋራ» ስር)። ሰርቨሩ የሚቀበለው ፈቺው በጊዜ ገደቡ ውስጥ የአቀማመጡን እሴት የሚጠብቀው አንድ የመጀመሪያ እንቅስቃሴ ብቻ መሆኑን ሲያረጋግጥ ነው፦ አንድ ጥናት አንድ መፍትሔ አለው።
submit-no-name = ለጥናቱ ስም ይስጡት።
submit-bad-json = አቀማመጡ ትክክለኛ JSON አይደለም፦ { $error }
submit-checking = ፈቺው እያረጋገጠው ነው…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = ተቀባይነት አግኝቷል፦ <a>{ $stipulation }</a>።
# <a> links to the study the position already is.
submit-exists = ተቀባይነት አላገኘም፦ ይህ አቀማመጥ አስቀድሞ <a>ጥናት</a> ነው።
submit-refused = ተቀባይነት አላገኘም፦ { $error }
submit-position = አቀማመጥ (JSON)
submit-name = ስም
puzzle-no-study-title = mancala: እንዲህ ያለ ጥናት የለም
puzzle-no-study = እንዲህ ያለ ጥናት የለም
puzzle-cannot-open = ጥናቱን መክፈት አልተቻለም
puzzle-all-studies = ሁሉም ጥናቶች
puzzle-heading = { $game } 2×{ $holes }፦ { $stipulation }
puzzle-title = mancala: ጥናት { $name }
puzzle-hint = ፍንጭ
puzzle-restart = እንደገና ጀምር
puzzle-analyse = ተንትን
puzzle-no-moves = እስካሁን የለም፦ የመጀመሪያው እንቅስቃሴዎ ቁልፉ ነው።
puzzle-task = ተግባርዎ
puzzle-task-text = እርስዎ { $side ->
    [south] ደቡብን
   *[north] ሰሜንን
} ይጫወታሉ፤ ፈቺው ለ{ $other ->
    [south] ደቡብ
   *[north] ሰሜን
} በምርጥ መከላከያው ይመልሳል። የተረጋገጠውን ውጤት የሚጠብቅ ማንኛውም እንቅስቃሴ ትክክል ነው።
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = ክብደት { $difficulty } · { $source ->
    [submitted] በተጠቃሚ የቀረበ
   *[collection] ከስብስቡ
} · { $id }
puzzle-solved-before = ✓ ይህንን ከዚህ በፊት ፈትተውታል።
puzzle-you = እርስዎ
puzzle-solver = ፈቺው
puzzle-must-pass = የሚዘሩት የለም፣ ስለዚህ ያልፋሉ፦ «እለፍ»ን ይጫኑ።
puzzle-again = ትክክል። እንደገና የእርስዎ ተራ ነው፦ በዚሁ ይቀጥሉ።
puzzle-your-move = የእርስዎ ተራ፦ { $stipulation }።
puzzle-checking = በማረጋገጥ ላይ…
puzzle-you-pass = ያልፋሉ…
puzzle-you-play = { $move } ይጫወታሉ…
puzzle-not-kept = { $move } እሴቱን አይጠብቅም።
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } ስህተት ነው።{" "}
puzzle-refutation = ማስተባበያው፦ { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} በ{ $reply } ይመልሳል።
puzzle-put-back = አቀማመጡ ተመልሷል፦ ሌላ እንቅስቃሴ ይሞክሩ።
puzzle-refuted = { $move } ተስተባብሏል። እንደገና የእርስዎ ተራ ነው።
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] ደቡብ
   *[north] ሰሜን
} { $again ->
    [true] እንደገና ይጫወታል
   *[false] ይመልሳል
}፦ { $reply }…
puzzle-solved-status = ተፈቷል!
puzzle-solved = ✓ ተፈቷል።{" "}
puzzle-kept = እሴቱን እስከ መጨረሻው ጠብቀዋል።
puzzle-another = ሌላ ጥናት
puzzle-analyse-it = ተንትነው
puzzle-right = ✓ { $move } ትክክል ነው።
puzzle-pass-right = ✓ ማለፍ ትክክል ነው።
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] ደቡብ
   *[north] ሰሜን
} በ{ $replies } ይመልሳል።
puzzle-then = { $first }፣ ከዚያ { $next }
puzzle-hint-title = ፍንጭ
puzzle-hint-move = { $move }ን ይጫወቱ።
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = ጉድጓድ { $hole }ን ይመልከቱ።{ $direction ->
    [true] {" "}(አቅጣጫውን ለማወቅ እንደገና ይጠይቁ።)
   *[false] {""}
}
