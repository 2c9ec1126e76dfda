# ਮੈਨਕਾਲਾ ਸਫ਼ੇ ਦਾ ਪੰਜਾਬੀ (ਗੁਰਮੁਖੀ) ਕੈਟਾਲਾਗ, en.ftl ਤੋਂ ਅਨੁਵਾਦ।
# Status: draft — drafted without a speaker's review.
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } are kept. Plurals follow CLDR for pa: [one] is 0 and 1.
# Words (see docs/translations.md, Glossary): ਟੋਆ (hole), ਗੋਟੀ (seed), ਬੀਜਣਾ (sow),
# ਗੇੜਾ (lap), ਰੀਲੇਅ ਬਿਜਾਈ (relay sowing), ਕਬਜ਼ਾ (capture), ਟੀਮ, ਬੀਜਣ ਵਾਲਾ (sower),
# ਸੁਝਾਅ (proposal), ਕੰਪਿਊਟਰ (engine), ਦੱਖਣ / ਉੱਤਰ (South / North).

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] { $count } ਗੋਟੀ
   *[other] { $count } ਗੋਟੀਆਂ
}

## The header on every page

nav-play = ਖੇਡੋ
nav-analysis = ਵਿਸ਼ਲੇਸ਼ਣ
nav-studies = ਅਧਿਐਨ
nav-lobby = ਲੌਬੀ
nav-rules = ਨਿਯਮ

## The page as a whole

page-title = mancala: En Gehé, En Dodoi, Sadeqa II, Giuthi
loading = ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ…
server-unreachable = ਸਰਵਰ ਤੱਕ ਨਹੀਂ ਪਹੁੰਚ ਸਕੇ: { $error }
# An invitation link that could not be used: the reader watches the game instead.
join-failed = ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਸਕੇ: { $error }। ਤੁਸੀਂ ਖੇਡ ਦੇਖ ਰਹੇ ਹੋ।
copy = ਕਾਪੀ ਕਰੋ
# The picker of languages in the header (its label for screen readers).
language-picker = ਭਾਸ਼ਾ
# A language whose catalog is a draft not yet reviewed by a speaker.
language-draft = { $name } (ਖਰੜਾ)

## Players and sides

# A side of the board: $side is "south" or "north".
side = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
}
player-human = ਖਿਡਾਰੀ
player-engine = ਕੰਪਿਊਟਰ, ਪੱਧਰ { $level }

## Joining a team

join-team-heading = ਟੀਮ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ: { $game } 2×{ $holes }
join-team-text = ਤੁਹਾਡੀ ਟੀਮ ਹਰ ਚਾਲ ਮਿਲ ਕੇ ਤੈਅ ਕਰਦੀ ਹੈ; ਬੀਜਣ ਵਾਲਾ ਉਸ ਨੂੰ ਚੱਲਦਾ ਹੈ।
your-name = ਤੁਹਾਡਾ ਨਾਮ
join-team-button = ਟੀਮ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ

## The 404 page

not-found-title = ਸਫ਼ਾ ਨਹੀਂ ਮਿਲਿਆ · mancala
not-found-heading = ਇੱਥੇ ਕੋਈ ਸਫ਼ਾ ਨਹੀਂ ਹੈ
# <a> is the link to the lobby and <code> the form of a game's link: keep both tags.
not-found-text = ਸ਼ਾਇਦ ਪਤਾ ਗਲਤ ਲਿਖਿਆ ਗਿਆ ਹੈ, ਜਾਂ ਸਫ਼ਾ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੈ। ਕਿਸੇ ਖੇਡ ਦਾ ਆਪਣਾ ਲਿੰਕ <code>/?game=…</code> ਵਰਗਾ ਦਿਸਦਾ ਹੈ, ਅਤੇ ਚੱਲ ਰਹੀਆਂ ਖੇਡਾਂ <a>ਲੌਬੀ</a> ਵਿੱਚ ਦਿੱਤੀਆਂ ਹਨ।
not-found-start = ਖੇਡ ਸ਼ੁਰੂ ਕਰੋ
not-found-analysis = ਵਿਸ਼ਲੇਸ਼ਣ ਬੋਰਡ

## The new-game page (/)

home-title = mancala: ਖੇਡੋ
home-heading = ਨਵੀਂ ਖੇਡ
home-game = ਖੇਡ
# The link beside the game's choice before a game is chosen.
home-rules = ਨਿਯਮ
# The link to a game's rules page: "En Dodoi rules".
game-rules = { $game } ਦੇ ਨਿਯਮ
game-note-en-gehe = ਲੰਮੀਆਂ ਕਤਾਰਾਂ (40 ਤੋਂ 50 ਟੋਏ) ਵਾਲੀ ਮਾਸਾਈ ਖੇਡ, ਦੋ ਟੀਮਾਂ ਖੇਡਦੀਆਂ ਹਨ; ਲੰਮੀਆਂ ਖੇਡਾਂ।
game-note-en-dodoi = ਹਰ ਕਤਾਰ ਵਿੱਚ 6 ਤੋਂ 10 ਟੋਇਆਂ ਵਾਲੀ ਮਾਸਾਈ ਖੇਡ: ਰੀਲੇਅ ਬਿਜਾਈ, ਸਾਹਮਣੇ ਵਾਲੇ ਟੋਏ ਤੋਂ ਕਬਜ਼ਾ। ਛੇਤੀ ਮੁੱਕਦੀ ਹੈ।
game-note-sadeqa-ii = ਓਰੋਮੀਆ ਤੋਂ: ਦੋਵੇਂ ਪਾਸੇ ਕਬਜ਼ਾ; ਜਿਸ ਖਿਡਾਰੀ ਕੋਲ ਕੋਈ ਚਾਲ ਨਾ ਬਚੇ, ਉਹ ਹਾਰ ਜਾਂਦਾ ਹੈ।
game-note-giuthi = ਕਿਕੂਯੂ ਖੇਡ: ਕਿਸੇ ਵੀ ਪਾਸੇ ਬੀਜੋ, ਗੇੜੇ ਵਾਰੀ-ਵਾਰੀ ਦਿਸ਼ਾ ਬਦਲਦੇ ਹਨ, ਵਾਧੂ ਚਾਲਾਂ ਅਤੇ ਲੜੀਵਾਰ ਕਬਜ਼ੇ।
home-board-label = ਬੋਰਡ
# A board size: $usual is "true" for the game's usual size.
home-board = 2×{ $holes }, { $seeds ->
    [one] ਹਰ ਟੋਏ ਵਿੱਚ { $seeds } ਗੋਟੀ
   *[other] ਹਰ ਟੋਏ ਵਿੱਚ { $seeds } ਗੋਟੀਆਂ
}{ $usual ->
    [true] {" "}(ਆਮ)
   *[false] {""}
}
home-board-custom = ਆਪਣਾ ਆਕਾਰ…
home-holes = ਹਰ ਕਤਾਰ ਵਿੱਚ ਟੋਏ
home-seeds = ਹਰ ਟੋਏ ਵਿੱਚ ਗੋਟੀਆਂ
home-play-against = ਕਿਸ ਨਾਲ ਖੇਡਣਾ ਹੈ
home-opponent-engine = ਕੰਪਿਊਟਰ
home-opponent-friend = ਕੋਈ ਦੋਸਤ (ਸੱਦੇ ਦਾ ਲਿੰਕ)
home-opponent-teams = ਟੀਮ ਬਨਾਮ ਟੀਮ (ਹਰ ਪਾਸੇ 8 ਤੱਕ)
# What the chosen opponent means: $opponent is "engine", "friend" or "teams".
home-opponent-hint = { $opponent ->
    [engine] ਕੰਪਿਊਟਰ ਝੱਟ ਜਵਾਬ ਦਿੰਦਾ ਹੈ; ਪੱਧਰ 1 ਨਰਮ ਹੈ, ਪੱਧਰ 10 ਡੂੰਘਾ ਸੋਚਦਾ ਹੈ।
    [friend] ਤੁਹਾਨੂੰ ਭੇਜਣ ਲਈ ਇੱਕ ਲਿੰਕ ਮਿਲੇਗਾ; ਜਦੋਂ ਤੁਹਾਡਾ ਦੋਸਤ ਉਸ ਨੂੰ ਖੋਲ੍ਹੇਗਾ, ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਜਾਵੇਗੀ।
   *[teams] ਦੋ ਟੀਮਾਂ ਚਾਲਾਂ ਸੁਝਾਉਂਦੀਆਂ ਹਨ ਅਤੇ ਸਹਿਮਤ ਹੁੰਦੀਆਂ ਹਨ; ਹਰ ਟੀਮ ਦਾ ਬੀਜਣ ਵਾਲਾ ਉਨ੍ਹਾਂ ਨੂੰ ਚੱਲਦਾ ਹੈ।
}
home-engine-level = ਕੰਪਿਊਟਰ ਦਾ ਪੱਧਰ
# An engine level in the list: 1 is the easiest, 10 the strongest.
home-level = ਪੱਧਰ { $level }{ $level ->
    [1] {" "}(ਸਭ ਤੋਂ ਸੌਖਾ)
    [10] {" "}(ਸਭ ਤੋਂ ਤਕੜਾ)
   *[other] {""}
}
home-my-side = ਮੇਰਾ ਪਾਸਾ
home-side-south = ਦੱਖਣ (ਪਹਿਲੀ ਚਾਲ)
home-listed = ਸੱਦਾ ਲੌਬੀ ਵਿੱਚ ਦਿਖਾਓ (ਕੋਈ ਵੀ ਮੰਨ ਸਕਦਾ ਹੈ)
home-team-game = ਟੀਮ ਖੇਡ
home-clock = ਵਾਰੀ ਦੀ ਘੜੀ (ਸਕਿੰਟ, ਖਾਲੀ ਛੱਡੋ ਤਾਂ ਕੋਈ ਨਹੀਂ)
# The placeholder of the empty turn clock.
home-clock-none = ਕੋਈ ਨਹੀਂ
home-team-hint = ਤੁਸੀਂ ਦੱਖਣ ਦੀ ਟੀਮ ਦੀ ਅਗਵਾਈ ਕਰਦੇ ਹੋ ਅਤੇ ਪਹਿਲਾਂ ਬੀਜਦੇ ਹੋ (ਲੜੀ ਵਿੱਚ, ਟੀਮ A: ਪਹਿਲੀ ਖੇਡ ਵਿੱਚ ਦੱਖਣ, ਫਿਰ ਹਰ ਖੇਡ ਵਿੱਚ ਪਾਸੇ ਬਦਲਦੇ ਹਨ); ਜਦੋਂ ਘੜੀ ਮੁੱਕ ਜਾਵੇ ਤਾਂ ਸਭ ਤੋਂ ਵੱਧ ਸਹਿਮਤੀ ਵਾਲਾ ਸੁਝਾਅ ਚੱਲਿਆ ਜਾਂਦਾ ਹੈ, ਜਾਂ ਕੋਈ ਸੁਝਾਅ ਨਾ ਹੋਵੇ ਤਾਂ ਕੰਪਿਊਟਰ (ਉੱਪਰ ਦਿੱਤੇ ਪੱਧਰ 'ਤੇ) ਟੀਮ ਵੱਲੋਂ ਖੇਡਦਾ ਹੈ।
# "Series to [number] wins": the words before and after the number's box.
home-series-before = ਲੜੀ:
home-series-after = ਜਿੱਤਾਂ ਤੱਕ
# The placeholder of the empty series box.
home-single-game = ਇੱਕੋ ਖੇਡ
home-series-hint = ਇੱਕੋ ਖੇਡ ਲਈ ਖਾਲੀ ਛੱਡੋ; ਕੋਈ ਗਿਣਤੀ ਲਿਖੋ ਤਾਂ ਖੇਡਾਂ ਉਦੋਂ ਤੱਕ ਚੱਲਦੀਆਂ ਹਨ ਜਦੋਂ ਤੱਕ ਇੱਕ ਪਾਸੇ ਦੀਆਂ ਉਨੀਆਂ ਜਿੱਤਾਂ ਨਾ ਹੋ ਜਾਣ, ਅਤੇ ਹਰ ਖੇਡ ਵਿੱਚ ਪਾਸੇ ਬਦਲਦੇ ਹਨ।
home-rule-options = ਨਿਯਮਾਂ ਦੀਆਂ ਚੋਣਾਂ
home-start = ਖੇਡ ਸ਼ੁਰੂ ਕਰੋ
home-holes-range = ਹਰ ਕਤਾਰ ਵਿੱਚ ਟੋਏ { $min } ਤੋਂ { $max } ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।
home-seeds-range = ਹਰ ਟੋਏ ਵਿੱਚ ਗੋਟੀਆਂ { $min } ਤੋਂ { $max } ਹੋਣੀਆਂ ਚਾਹੀਦੀਆਂ ਹਨ।
home-series-range = ਲੜੀ 1 ਤੋਂ 99 ਜਿੱਤਾਂ ਤੱਕ ਖੇਡੀ ਜਾਂਦੀ ਹੈ।
home-offline-note = ਕੋਈ ਕਨੈਕਸ਼ਨ ਨਹੀਂ: ਕੰਪਿਊਟਰ ਨਾਲ ਖੇਡ ਇਸੇ ਡਿਵਾਈਸ 'ਤੇ ਖੇਡੀ ਜਾਂਦੀ ਹੈ। ਦੋਸਤ ਨਾਲ ਖੇਡਾਂ, ਟੀਮਾਂ ਅਤੇ ਲੜੀਆਂ ਲਈ ਕਨੈਕਸ਼ਨ ਚਾਹੀਦਾ ਹੈ।
home-unreachable = ਸਰਵਰ ਤੱਕ ਨਹੀਂ ਪਹੁੰਚ ਸਕੇ: ਦੋਸਤ ਨਾਲ ਖੇਡਾਂ, ਟੀਮਾਂ ਅਤੇ ਲੜੀਆਂ ਲਈ ਕਨੈਕਸ਼ਨ ਚਾਹੀਦਾ ਹੈ। ਕੰਪਿਊਟਰ ਨਾਲ ਇੱਕ ਖੇਡ ਇਸੇ ਡਿਵਾਈਸ 'ਤੇ ਖੇਡੀ ਜਾ ਸਕਦੀ ਹੈ।

## Rule options (by their names in the catalogue of games)

option-lap-limit = ਗੇੜਿਆਂ ਦੀ ਹੱਦ
option-lap-limit-hint = ਜੋ ਬਿਜਾਈ ਇੰਨੇ ਗੇੜਿਆਂ ਵਿੱਚ ਨਾ ਮੁੱਕੇ, ਉਹ ਜਾਇਜ਼ ਚਾਲ ਨਹੀਂ ਹੈ (ਰੀਲੇਅ ਬਿਜਾਈ ਸਦਾ ਚੱਲਦੀ ਰਹਿ ਸਕਦੀ ਹੈ)।
option-capture-lone-seed = ਇਕੱਲੀ ਗੋਟੀ 'ਤੇ ਕਬਜ਼ਾ
option-capture-lone-seed-hint = ਜਦੋਂ ਆਖਰੀ ਟੋਏ ਦੇ ਸਾਹਮਣੇ ਵਾਲਾ ਟੋਆ ਖਾਲੀ ਹੋਵੇ, ਤਾਂ ਵੀ ਆਖਰੀ ਗੋਟੀ ਇਕੱਲੀ ਕਬਜ਼ੇ ਵਿੱਚ ਲਈ ਜਾਂਦੀ ਹੈ।
option-repetition = ਜਦੋਂ ਕੋਈ ਸਥਿਤੀ ਦੁਹਰਾਈ ਜਾਵੇ
option-repetition-hint = ਆਪਣੀ ਕਤਾਰ: ਹਰ ਪਾਸਾ ਆਪਣੀ ਕਤਾਰ ਦੀਆਂ ਗੋਟੀਆਂ ਆਪਣੇ ਕਬਜ਼ੇ ਵਿੱਚ ਜੋੜਦਾ ਹੈ ਅਤੇ ਵੱਧ ਜੋੜ ਵਾਲਾ ਜਿੱਤਦਾ ਹੈ। ਬਰਾਬਰੀ: ਖੇਡ ਬਰਾਬਰ ਰਹਿੰਦੀ ਹੈ।
option-repetition-own-row = ਆਪਣੀ ਕਤਾਰ ਗਿਣੀ ਜਾਂਦੀ ਹੈ
option-repetition-draw = ਬਰਾਬਰੀ
option-opening-rule = ਲਾਜ਼ਮੀ ਸ਼ੁਰੂਆਤ
option-opening-rule-hint = ਹਰ ਖਿਡਾਰੀ ਦੀ ਪਹਿਲੀ ਚਾਲ ਸਭ ਤੋਂ ਸੱਜੇ ਟੋਏ ਤੋਂ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ।

## The lobby (/lobby, and beside the new-game form)

lobby-title = mancala: ਲੌਬੀ
lobby-heading = ਲੌਬੀ
# A game's board in a list: "En Dodoi 2×6, 4 seeds a hole".
lobby-board = { $game } 2×{ $holes }, { $seeds ->
    [one] ਹਰ ਟੋਏ ਵਿੱਚ { $seeds } ਗੋਟੀ
   *[other] ਹਰ ਟੋਏ ਵਿੱਚ { $seeds } ਗੋਟੀਆਂ
}
# How long ago something happened.
ago-now = ਹੁਣੇ
ago-minutes = { $count } ਮਿੰਟ ਪਹਿਲਾਂ
ago-hours = { $count } ਘੰਟੇ ਪਹਿਲਾਂ
ago-days = { $count ->
    [one] ਇੱਕ ਦਿਨ ਪਹਿਲਾਂ
   *[other] { $count } ਦਿਨ ਪਹਿਲਾਂ
}
lobby-opened = { $ago } ਖੋਲ੍ਹਿਆ
lobby-last-move = ਆਖਰੀ ਚਾਲ { $ago }
lobby-started = { $ago } ਸ਼ੁਰੂ ਹੋਈ
lobby-yours = ਤੁਹਾਡਾ ਸੱਦਾ: ਕਿਸੇ ਦੇ ਮੰਨਣ ਦੀ ਉਡੀਕ
lobby-yours-team = ਤੁਹਾਡੀ ਟੀਮ ਖੇਡ: ਦੂਜੀ ਟੀਮ ਦੀ ਉਡੀਕ
# $waiting and $seat are "south" or "north".
lobby-team-waits = ਟੀਮ ਖੇਡ: { $waiting ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਟੀਮ ਉਡੀਕ ਕਰ ਰਹੀ ਹੈ; ਤੁਸੀਂ { $seat ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਟੀਮ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋਗੇ
lobby-player-waits = { $player } ਉਡੀਕ ਕਰ ਰਿਹਾ ਹੈ; ਤੁਸੀਂ { $seat ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਵੱਲੋਂ ਖੇਡੋਗੇ
# A game in progress: its two players and how far it has come.
lobby-playing = { $south } – { $north }, ਚਾਲ { $ply }
lobby-open = ਖੋਲ੍ਹੋ
lobby-accept = ਮੰਨੋ
lobby-watch = ਦੇਖੋ
lobby-open-heading = ਖੁੱਲ੍ਹੇ ਸੱਦੇ
lobby-playing-heading = ਦੇਖਣ ਲਈ ਖੇਡਾਂ
lobby-no-invitation = ਹੁਣ ਕੋਈ ਖੁੱਲ੍ਹਾ ਸੱਦਾ ਨਹੀਂ।
lobby-no-game = ਕੋਈ ਖੇਡ ਨਹੀਂ ਚੱਲ ਰਹੀ।

## Match series (/?series=ID)

series-loading = ਲੜੀ ਲੋਡ ਹੋ ਰਹੀ ਹੈ…
# A series in the lobby: $board as lobby-board, $team "true" for a series of team games.
series-lobby-board = { $board }, { $team ->
    [true] ਟੀਮ ਲੜੀ
   *[false] ਲੜੀ
} { $target ->
    [one] { $target } ਜਿੱਤ ਤੱਕ
   *[other] { $target } ਜਿੱਤਾਂ ਤੱਕ
}
series-lobby-team-waits = ਇੱਕ ਟੀਮ ਉਡੀਕ ਕਰ ਰਹੀ ਹੈ; ਤੁਸੀਂ ਟੀਮ { $player } ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋਗੇ
series-lobby-player-waits = ਇੱਕ ਖਿਡਾਰੀ ਉਡੀਕ ਕਰ ਰਿਹਾ ਹੈ; ਤੁਸੀਂ ਖਿਡਾਰੀ { $player } ਹੋਵੋਗੇ
series-title = { $target ->
    [one] { $target } ਜਿੱਤ ਤੱਕ ਲੜੀ
   *[other] { $target } ਜਿੱਤਾਂ ਤੱਕ ਲੜੀ
}: { $game } 2×{ $holes }
# A team member played by the engine.
member-engine = { $name } (ਕੰਪਿਊਟਰ, ਪੱਧਰ { $level })
# $you is "true" for the reader's own team.
series-team-members = ਟੀਮ { $team }{ $you ->
    [true] {" "}(ਤੁਹਾਡੀ ਟੀਮ)
   *[false] {""}
}: { $members }
series-team-waiting = ਟੀਮ { $team }{ $you ->
    [true] {" "}(ਤੁਹਾਡੀ ਟੀਮ)
   *[false] {""}
} — ਮੈਂਬਰਾਂ ਦੀ ਉਡੀਕ
series-team = ਟੀਮ { $team }
# A player of a series: $you "true" for the reader, $waiting "true" until they have joined.
series-player = ਖਿਡਾਰੀ { $player }{ $you ->
    [true] {" "}(ਤੁਸੀਂ)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਉਡੀਕ
   *[false] {""}
}
series-engine = { $name } ({ $player }){ $you ->
    [true] {" "}(ਤੁਸੀਂ)
   *[false] {""}
}{ $waiting ->
    [true] {" "}— ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਉਡੀਕ
   *[false] {""}
}
series-in-progress = ਚੱਲ ਰਹੀ ਹੈ
# How a game of the series ended: $reason is "no-move", "repetition" or "resignation".
series-reason = { $reason ->
    [no-move] ਕੋਈ ਚਾਲ ਨਹੀਂ ਬਚੀ
    [repetition] ਦੁਹਰਾਅ
   *[resignation] ਹਾਰ ਮੰਨੀ
}
series-draw = ਬਰਾਬਰੀ ({ $how })
series-draw-score = ਬਰਾਬਰੀ { $a }–{ $b } ({ $how })
series-game-won = { $winner } ਦੀ ਜਿੱਤ ({ $how })
series-game-won-score = { $winner } ਦੀ ਅੰਕਾਂ 'ਤੇ { $a }–{ $b } ਨਾਲ ਜਿੱਤ ({ $how })
series-wins = { $count ->
    [one] { $count } ਜਿੱਤ
   *[other] { $count } ਜਿੱਤਾਂ
}
# The title of one tally stick.
series-stick = ਇੱਕ ਜਿੱਤ
series-wins-of = { $target } ਵਿੱਚੋਂ { $wins }
series-over = ਲੜੀ ਮੁੱਕ ਗਈ
# $team "true" in a team series, $won "true" when the reader's side won.
series-over-yours = { $team ->
    [true] { $won ->
        [true] ਤੁਹਾਡੀ ਟੀਮ ਲੜੀ ਜਿੱਤ ਗਈ
       *[false] ਤੁਹਾਡੀ ਟੀਮ ਲੜੀ ਹਾਰ ਗਈ
    }
   *[false] { $won ->
        [true] ਤੁਸੀਂ ਲੜੀ ਜਿੱਤ ਗਏ
       *[false] ਤੁਸੀਂ ਲੜੀ ਹਾਰ ਗਏ
    }
} — { $winner } ਦੀ ਜਿੱਤ
series-over-winner = { $winner } ਨੇ ਲੜੀ ਜਿੱਤੀ
series-over-score = { $who }, { $wins } ਜਿੱਤਾਂ ਬਨਾਮ { $losses }{ $draws ->
    [0] {""}
    [one] {" "}({ $draws } ਬਰਾਬਰੀ)
   *[other] {" "}({ $draws } ਬਰਾਬਰੀਆਂ)
}।
# The game shown: $side is the reader's side ("south", "north", or "none" for a spectator).
series-game-now = ਖੇਡ { $number }{ $side ->
    [south] { $team ->
        [true] : ਤੁਹਾਡੀ ਟੀਮ ਦੱਖਣ ਵੱਲੋਂ ਖੇਡਦੀ ਹੈ (ਪਹਿਲੀ ਚਾਲ ਤੁਹਾਡੀ ਟੀਮ ਦੀ)
       *[false] : ਤੁਸੀਂ ਦੱਖਣ ਵੱਲੋਂ ਖੇਡਦੇ ਹੋ (ਪਹਿਲੀ ਚਾਲ ਤੁਹਾਡੀ)
    }
    [north] { $team ->
        [true] : ਤੁਹਾਡੀ ਟੀਮ ਉੱਤਰ ਵੱਲੋਂ ਖੇਡਦੀ ਹੈ
       *[false] : ਤੁਸੀਂ ਉੱਤਰ ਵੱਲੋਂ ਖੇਡਦੇ ਹੋ
    }
   *[none] {""}
}।
series-game-next = ਖੇਡ { $number } ਮੁੱਕ ਗਈ; ਖੇਡ { $next } ਸ਼ੁਰੂ ਹੋ ਰਹੀ ਹੈ…
series-invite-team = ਇਹ ਲਿੰਕ ਦੂਜੀ ਟੀਮ ਨੂੰ ਭੇਜੋ; ਉਸ ਦਾ ਹਰ ਮੈਂਬਰ (ਅੱਠ ਤੱਕ) ਇਸ ਨਾਲ ਸ਼ਾਮਲ ਹੁੰਦਾ ਹੈ:
series-invite = ਇਹ ਲਿੰਕ ਆਪਣੇ ਵਿਰੋਧੀ ਨੂੰ ਭੇਜੋ; ਇਹ ਇੱਕ ਵਾਰ ਹੀ ਚੱਲਦਾ ਹੈ:
invitation-label = ਸੱਦਾ:
series-game = ਖੇਡ { $number }
series-game-line = : { $south } ਦੱਖਣ — { $result }
series-draws = ਬਰਾਬਰੀਆਂ: { $draws }। ਹਰ ਜਿੱਤ ਇੱਕ ਡੰਡੀ ਹੈ (ol alai, ਮਾਸਾਈ ਲੋਕਾਂ ਦੀਆਂ ਗਿਣਤੀ ਵਾਲੀਆਂ ਡੰਡੀਆਂ); ਬਰਾਬਰੀਆਂ ਟੀਚੇ ਵਿੱਚ ਨਹੀਂ ਗਿਣੀਆਂ ਜਾਂਦੀਆਂ। ਹਰ ਖੇਡ ਵਿੱਚ ਪਾਸੇ ਬਦਲਦੇ ਹਨ; ਪਹਿਲੀ ਚਾਲ ਦੱਖਣ ਦੀ ਹੁੰਦੀ ਹੈ।{ $team ->
    [true] {" "}ਹਰ ਟੀਮ ਖੇਡ ਤੋਂ ਖੇਡ ਤੱਕ ਆਪਣੇ ਮੈਂਬਰ ਅਤੇ ਆਪਣਾ ਬੀਜਣ ਵਾਲਾ ਰੱਖਦੀ ਹੈ; ਟੀਮ ਦਾ ਲਿੰਕ ਬਾਕੀ ਲੜੀ ਲਈ ਇੱਕ ਮੈਂਬਰ ਜੋੜਦਾ ਹੈ।
   *[false] {""}
}
series-games = ਖੇਡਾਂ ({ $count })
series-link-label = ਲੜੀ ਦਾ ਲਿੰਕ:

## How a game ended (the result's headline and detail)
## $winner, $loser, $stuck, $mover and $side are "south" or "north"; $a–$b the score,
## the winner's first.

result-wins = { $winner ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਜਿੱਤ
result-draw = ਬਰਾਬਰੀ
# $after is "true" when the points were counted after a repetition.
result-wins-on-points = { $winner ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਅੰਕਾਂ 'ਤੇ { $a }–{ $b } ਨਾਲ ਜਿੱਤ{ $after ->
    [true] {" "}(ਦੁਹਰਾਅ ਤੋਂ ਬਾਅਦ)
   *[false] {""}
}
result-draw-on-points = ਅੰਕਾਂ 'ਤੇ { $a }–{ $b } ਨਾਲ ਬਰਾਬਰੀ{ $after ->
    [true] {" "}(ਦੁਹਰਾਅ ਤੋਂ ਬਾਅਦ)
   *[false] {""}
}
result-resigns = { $loser ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਨੇ ਹਾਰ ਮੰਨੀ: { $winner ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਜਿੱਤ
result-resigns-detail = ਖੇਡ ਰੁਕਣ ਵੇਲੇ ਕਬਜ਼ਾ: ਦੱਖਣ { $south }, ਉੱਤਰ { $north }।
result-cannot-move = { $stuck ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਕੋਈ ਚਾਲ ਨਹੀਂ ਚੱਲ ਸਕਦਾ: { $winner ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਜਿੱਤ
result-sadeqa-detail = Sadeqa II ਵਿੱਚ ਜਿਸ ਖਿਡਾਰੀ ਕੋਲ ਕੋਈ ਚਾਲ ਨਾ ਬਚੇ, ਉਹ ਹਾਰ ਜਾਂਦਾ ਹੈ, ਗਿਣਤੀ ਭਾਵੇਂ ਕੁਝ ਵੀ ਹੋਵੇ। ਕਤਾਰਾਂ ਵਿੱਚ ਬਚੀਆਂ ਗੋਟੀਆਂ: ਦੱਖਣ { $southRow }, ਉੱਤਰ { $northRow }; ਕਬਜ਼ਾ: ਦੱਖਣ { $south }, ਉੱਤਰ { $north }।
# Each side's points: "South: 12 captured + 3 left in the row" ($kind "left" or "swept").
result-side-part = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
}: { $captured } ਕਬਜ਼ੇ ਵਿੱਚ{ $more ->
    [0] {""}
   *[other] {" "}+ { $more } { $kind ->
        [swept] ਸਮੇਟੀਆਂ
       *[left] ਕਤਾਰ ਵਿੱਚ ਬਚੀਆਂ
    }
}
result-parts = { $south }; { $north }
result-giuthi-detail = ਕੋਈ ਵੀ ਪਾਸਾ ਬੀਜ ਨਹੀਂ ਸਕਦਾ। { $parts }।
result-no-move-detail = { $stuck ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਕੋਈ ਚਾਲ ਨਹੀਂ ਚੱਲ ਸਕਦਾ{ $swept ->
    [0] {""}
    [one] ; ਬਚੀ { $swept } ਗੋਟੀ { $mover ->
        [south] ਦੱਖਣ
       *[north] ਉੱਤਰ
    } ਨੂੰ ਜਾਂਦੀ ਹੈ
   *[other] ; ਬਚੀਆਂ { $swept } ਗੋਟੀਆਂ { $mover ->
        [south] ਦੱਖਣ
       *[north] ਉੱਤਰ
    } ਨੂੰ ਜਾਂਦੀਆਂ ਹਨ
}। { $parts }।
result-repetition-draw = ਦੁਹਰਾਅ ਕਾਰਨ ਬਰਾਬਰੀ
result-repetition-draw-detail = ਇੱਕ ਸਥਿਤੀ ਵਾਪਸ ਆ ਗਈ, ਅਤੇ ਇਸ ਖੇਡ ਵਿੱਚ ਦੁਹਰਾਅ ਬਰਾਬਰੀ ਹੁੰਦਾ ਹੈ।
result-repetition-detail = ਇੱਕ ਸਥਿਤੀ ਵਾਪਸ ਆ ਗਈ: ਹਰ ਪਾਸਾ ਆਪਣੀ ਕਤਾਰ ਦੀਆਂ ਗੋਟੀਆਂ ਆਪਣੇ ਕਬਜ਼ੇ ਵਿੱਚ ਜੋੜਦਾ ਹੈ। { $parts }।
# The headline for a player: $team "true" in a team game, $won "true" for the winner.
result-personal = { $team ->
    [true] { $won ->
        [true] ਤੁਹਾਡੀ ਟੀਮ ਜਿੱਤ ਗਈ
       *[false] ਤੁਹਾਡੀ ਟੀਮ ਹਾਰ ਗਈ
    }
   *[false] { $won ->
        [true] ਤੁਸੀਂ ਜਿੱਤ ਗਏ
       *[false] ਤੁਸੀਂ ਹਾਰ ਗਏ
    }
} — { $headline }

## A game (/?game=ID)
## $side is "south" or "north" wherever it appears.

game-heading = { $game } 2×{ $holes }
game-title = mancala: { $title }
game-moves = ਚਾਲਾਂ
game-no-move = ਅਜੇ ਕੋਈ ਚਾਲ ਨਹੀਂ।
# A move in the list: "South 3", "North 4R" (the move's notation is not translated).
game-move = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} { $move }
game-players = ਖਿਡਾਰੀ
# A player in the side panel: $you "true" for the reader.
game-player-line = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
}: { $who }{ $you ->
    [true] {" "}(ਤੁਸੀਂ)
   *[false] {""}
}
game-captured-count = ਕਬਜ਼ਾ { $captured }
game-captured = { $captured } ਕਬਜ਼ੇ ਵਿੱਚ
# A side's points at the end: "80 points (70 captured + 10 left in the row)".
game-points = { $total } ਅੰਕ ({ $captured } ਕਬਜ਼ੇ ਵਿੱਚ + { $more } { $kind ->
    [swept] ਸਮੇਟੀਆਂ
   *[left] ਕਤਾਰ ਵਿੱਚ ਬਚੀਆਂ
})
game-you = ਤੁਸੀਂ
# Who plays a side, on the strip beside the board: $you "you", "team" or "none".
game-who = { $who }{ $you ->
    [you] {" "}(ਤੁਸੀਂ)
    [team] {" "}(ਤੁਹਾਡੀ ਟੀਮ)
   *[none] {""}
}
game-team-of = { $count } ਦੀ ਟੀਮ: { $members }
game-team-nobody = ਟੀਮ: ਅਜੇ ਕੋਈ ਨਹੀਂ
game-waiting-to-join = ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਉਡੀਕ
game-thinking = ਸੋਚ ਰਿਹਾ ਹੈ
game-animation = ਐਨੀਮੇਸ਼ਨ
# The sowing animation's speeds.
game-speed = { $speed ->
    [slow] ਹੌਲੀ
    [normal] ਆਮ
    [fast] ਤੇਜ਼
   *[instant] ਝੱਟ
}
game-skip = ਐਨੀਮੇਸ਼ਨ ਛੱਡੋ
game-pass = ਵਾਰੀ ਛੱਡੋ
game-undo = ਵਾਪਸ ਲਓ
game-resign = ਹਾਰ ਮੰਨੋ
game-resign-confirm = ਸੱਚਮੁੱਚ ਹਾਰ ਮੰਨਣੀ ਹੈ? ਦੁਬਾਰਾ ਕਲਿੱਕ ਕਰੋ
game-show-sowing = ਬਿਜਾਈ ਦਿਖਾਓ
game-back-live = ਖੇਡ 'ਤੇ ਵਾਪਸ
game-analyse-here = ਇੱਥੋਂ ਵਿਸ਼ਲੇਸ਼ਣ ਕਰੋ
step-first = ਪਹਿਲੀ ਸਥਿਤੀ (Home)
step-back = ਇੱਕ ਚਾਲ ਪਿੱਛੇ (←)
step-next = ਇੱਕ ਚਾਲ ਅੱਗੇ (→)
step-last = ਆਖਰੀ ਸਥਿਤੀ (End)
game-ply-of = { $plies } ਵਿੱਚੋਂ ਚਾਲ { $ply }
review-start-position = ਸ਼ੁਰੂਆਤੀ ਸਥਿਤੀ (ਚਾਲ 0)।
review-ply = { $plies } ਵਿੱਚੋਂ ਚਾਲ { $ply }, { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਨੇ { $move } ਚੱਲੀ।
game-download = ਰਿਕਾਰਡ ਡਾਊਨਲੋਡ ਕਰੋ
game-download-json = JSON ਵਜੋਂ
game-spectator-link = ਦਰਸ਼ਕਾਂ ਲਈ ਲਿੰਕ:
game-local-note = ਇਸ ਡਿਵਾਈਸ 'ਤੇ ਕੰਪਿਊਟਰ ਨਾਲ ਖੇਡੀ ਗਈ: ਕਨੈਕਸ਼ਨ ਦੀ ਲੋੜ ਨਹੀਂ। ਦੂਜੇ ਲੋਕਾਂ ਨਾਲ ਖੇਡਾਂ ਲਈ ਸਰਵਰ ਚਾਹੀਦਾ ਹੈ।
# "This game is part of a [match series]." around the link.
game-in-series-before = ਇਹ ਖੇਡ ਇੱਕ{" "}
game-in-series-link = ਮੁਕਾਬਲਾ ਲੜੀ
game-in-series-after = {" "}ਦਾ ਹਿੱਸਾ ਹੈ।
game-over = ਖੇਡ ਮੁੱਕ ਗਈ
game-over-headline = { $headline }।
game-over-plies = { $count ->
    [one] { $count } ਚਾਲ। ਬਟਨਾਂ ਜਾਂ ਤੀਰ ਵਾਲੀਆਂ ਕੁੰਜੀਆਂ ਨਾਲ ਇਸ ਨੂੰ ਕਦਮ-ਕਦਮ ਦੇਖੋ।
   *[other] { $count } ਚਾਲਾਂ। ਬਟਨਾਂ ਜਾਂ ਤੀਰ ਵਾਲੀਆਂ ਕੁੰਜੀਆਂ ਨਾਲ ਇਨ੍ਹਾਂ ਨੂੰ ਕਦਮ-ਕਦਮ ਦੇਖੋ।
}
game-review = ਸਮੀਖਿਆ
game-no-replay-start = ਇਹ ਖੇਡ ਇੱਥੇ ਕਦਮ-ਕਦਮ ਨਹੀਂ ਦੇਖੀ ਜਾ ਸਕਦੀ (ਇਹ ਸ਼ੁਰੂਆਤੀ ਸਥਿਤੀ ਤੋਂ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ ਸੀ)।
game-no-replay = ਇਹ ਖੇਡ ਇੱਥੇ ਕਦਮ-ਕਦਮ ਨਹੀਂ ਦੇਖੀ ਜਾ ਸਕਦੀ।
game-analysis-failed = ਵਿਸ਼ਲੇਸ਼ਣ ਬੋਰਡ ਨਹੀਂ ਖੁੱਲ੍ਹ ਸਕਿਆ: { $error }
no-game-title = mancala: ਇਹੋ ਜਿਹੀ ਕੋਈ ਖੇਡ ਨਹੀਂ
no-game-heading = ਇਹੋ ਜਿਹੀ ਕੋਈ ਖੇਡ ਨਹੀਂ
no-game-text = ਇਸ ਪਤੇ 'ਤੇ ਕੋਈ ਖੇਡ ਨਹੀਂ: ਸ਼ਾਇਦ ਲਿੰਕ ਗਲਤ ਲਿਖਿਆ ਗਿਆ ਹੈ, ਜਾਂ ਖੇਡ ਕਦੇ ਸ਼ੁਰੂ ਹੀ ਨਹੀਂ ਹੋਈ।
no-game-start = ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਕਰੋ
no-game-lobby = ਲੌਬੀ ਵਿੱਚ ਕੋਈ ਲੱਭੋ
local-no-game-text = ਇਸ ਡਿਵਾਈਸ 'ਤੇ ਇਸ ਪਤੇ ਉੱਤੇ ਕੋਈ ਖੇਡ ਨਹੀਂ: ਸਰਵਰ ਤੋਂ ਬਿਨਾਂ ਖੇਡੀ ਖੇਡ ਸਿਰਫ਼ ਉਸੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਰੱਖੀ ਜਾਂਦੀ ਹੈ ਜਿਸ ਵਿੱਚ ਉਹ ਖੇਡੀ ਗਈ।
cancel = ਰੱਦ ਕਰੋ
# Giuthi: the first lap's direction. $hole is the hole's number, $move the move's notation.
direction-question = ਟੋਆ { $hole } ਬੀਜੋ: ਕਿਸ ਪਾਸੇ?
direction-left = ← ਮੇਰੇ ਖੱਬੇ ਵੱਲ ({ $move })
direction-right = ਮੇਰੇ ਸੱਜੇ ਵੱਲ → ({ $move })
direction-status = ਟੋਆ { $hole }: ਇਸ ਦੇ ਪਹਿਲੇ ਗੇੜੇ ਦੀ ਦਿਸ਼ਾ ਚੁਣੋ (ਬੋਰਡ ਦੇ ਹੇਠਾਂ), ਜਾਂ ਕੋਈ ਹੋਰ ਟੋਆ।
# The turn clock of a team game: $waiting "true" until both teams have someone.
clock-turn = ਘੜੀ: ਹਰ ਵਾਰੀ { $seconds } ਸਕਿੰਟ{ $waiting ->
    [true] , ਜਦੋਂ ਦੋਵਾਂ ਟੀਮਾਂ ਵਿੱਚ ਕੋਈ ਆ ਜਾਵੇ
   *[false] {""}
}
clock-left = ਘੜੀ: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ { $seconds } ਸਕਿੰਟ
invite-team-strong = ਇਹ ਲਿੰਕ ਦੂਜੀ ਟੀਮ ਨੂੰ ਭੇਜੋ
invite-team-rest = {" "}(ਹਰ ਮੈਂਬਰ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਇਸ ਨੂੰ ਖੋਲ੍ਹਦਾ ਹੈ); ਪਹਿਲਾ ਮੈਂਬਰ ਖੋਲ੍ਹਦੇ ਹੀ ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਜਾਂਦੀ ਹੈ:
invite-friend-strong = ਇਹ ਲਿੰਕ ਆਪਣੇ ਦੋਸਤ ਨੂੰ ਭੇਜੋ
invite-friend-rest = {" "}(ਇਹ ਇੱਕ ਵਾਰ ਹੀ ਚੱਲਦਾ ਹੈ); ਜਦੋਂ ਉਹ ਇਸ ਨੂੰ ਖੋਲ੍ਹਣਗੇ, ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਜਾਵੇਗੀ:
rematch = ਦੁਬਾਰਾ ਖੇਡੋ
rematch-watch = ਦੁਬਾਰਾ ਖੇਡ ਦੇਖੋ
rematch-go = ਦੁਬਾਰਾ ਖੇਡ 'ਤੇ ਜਾਓ
rematch-join = ਦੁਬਾਰਾ ਖੇਡ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ
rematch-accept = ਦੁਬਾਰਾ ਖੇਡ ਮੰਨੋ
rematch-offer-team = ਦੁਬਾਰਾ ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਗਈ ਹੈ, ਪਾਸੇ ਬਦਲ ਕੇ: ਹਰ ਮੈਂਬਰ ਆਪਣੀ ਟੀਮ ਲਈ ਇਸ ਵਿੱਚ ਸ਼ਾਮਲ ਹੁੰਦਾ ਹੈ।
rematch-offer = ਤੁਹਾਡਾ ਵਿਰੋਧੀ ਪਾਸੇ ਬਦਲ ਕੇ ਦੁਬਾਰਾ ਖੇਡਣ ਲਈ ਕਹਿੰਦਾ ਹੈ।
rematch-failed = ਦੁਬਾਰਾ ਖੇਡ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕੀ: { $error }

## The status line of a game

status-reviewing = ਸਮੀਖਿਆ: { $position }
# The game is over: $rematch "team" or "opponent" when a rematch waits for the reader.
status-over = { $headline }।{ $rematch ->
    [team] {" "}ਦੁਬਾਰਾ ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਗਈ ਹੈ: ਹੇਠਾਂ ਸ਼ਾਮਲ ਹੋਵੋ।
    [opponent] {" "}ਤੁਹਾਡਾ ਵਿਰੋਧੀ ਦੁਬਾਰਾ ਖੇਡਣ ਲਈ ਕਹਿੰਦਾ ਹੈ: ਹੇਠਾਂ ਮੰਨੋ।
   *[none] {""}
}
status-plays = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} { $move } ਚੱਲ ਰਿਹਾ ਹੈ…
status-waiting-team = ਦੂਜੀ ਟੀਮ ਦੀ ਉਡੀਕ: ਉਨ੍ਹਾਂ ਨੂੰ ਉੱਪਰ ਵਾਲਾ ਲਿੰਕ ਭੇਜੋ। ਜਦੋਂ ਕੋਈ ਸ਼ਾਮਲ ਹੋਵੇਗਾ, ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਜਾਵੇਗੀ।
status-waiting-friend = ਤੁਹਾਡੇ ਦੋਸਤ ਦੇ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਉਡੀਕ: ਉੱਪਰ ਵਾਲਾ ਸੱਦੇ ਦਾ ਲਿੰਕ ਭੇਜੋ।
# The status after the last ply: $last "pass" or "extra" (Giuthi's extra move) is said
# before $text, the turn's own status.
status-note = { $last ->
    [pass] { $side ->
        [south] ਦੱਖਣ
       *[north] ਉੱਤਰ
    } ਨੇ ਵਾਰੀ ਛੱਡੀ (ਕੋਈ ਬਿਜਾਈ ਨਹੀਂ)।{" "}
    [extra] { $side ->
        [south] ਦੱਖਣ
       *[north] ਉੱਤਰ
    } ਲਈ ਵਾਧੂ ਚਾਲ: ਬਿਜਾਈ ਪਾਰ ਲੰਘੇ ਬਿਨਾਂ { $side ->
        [south] ਦੱਖਣ
       *[north] ਉੱਤਰ
    } ਦੀ ਆਪਣੀ ਕਤਾਰ ਵਿੱਚ ਮੁੱਕੀ।{" "}
   *[none] {""}
}{ $text }
status-must-pass = ਤੁਹਾਡੀ ਵਾਰੀ: ਤੁਹਾਡੇ ਕੋਲ ਕੋਈ ਬਿਜਾਈ ਨਹੀਂ, ਇਸ ਲਈ ਵਾਰੀ ਛੱਡਣੀ ਪਵੇਗੀ। "ਵਾਰੀ ਛੱਡੋ" ਦਬਾਓ।
status-extra-move = ਵਾਧੂ ਚਾਲ: ਤੁਹਾਡੀ ਬਿਜਾਈ ਪਾਰ ਲੰਘੇ ਬਿਨਾਂ ਤੁਹਾਡੀ ਆਪਣੀ ਕਤਾਰ ਵਿੱਚ ਮੁੱਕੀ। ਫਿਰ ਖੇਡੋ।
status-your-turn = ਤੁਹਾਡੀ ਵਾਰੀ: ਕੋਈ ਚਮਕਦਾ ਟੋਆ ਚੁਣੋ।
status-engine-thinking = { $engine } ({ $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
}) ਸੋਚ ਰਿਹਾ ਹੈ…
status-team-deciding = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਟੀਮ ਫ਼ੈਸਲਾ ਕਰ ਰਹੀ ਹੈ…
status-waiting-move = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਚਾਲ ਦੀ ਉਡੀਕ।
status-watching = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਵਾਰੀ। ਤੁਸੀਂ ਦੇਖ ਰਹੇ ਹੋ।
# On the team's turn: $proposals "some" when the team has proposals, else "none".
status-team-sower = { $proposals ->
    [some] ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਵਾਰੀ: ਤੁਸੀਂ ਬੀਜਣ ਵਾਲੇ ਹੋ। ਟੀਮ ਸਹਿਮਤ ਹੋਵੇ ਤਾਂ ਕੋਈ ਸੁਝਾਅ ਬੀਜੋ (ਹੇਠਾਂ ਟੀਮ ਪੈਨਲ), ਜਾਂ ਹੋਰ ਸੁਝਾਅ ਦੇਣ ਲਈ ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ।
   *[none] ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਵਾਰੀ: ਤੁਸੀਂ ਬੀਜਣ ਵਾਲੇ ਹੋ। ਚਾਲ ਸੁਝਾਉਣ ਲਈ ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ; ਟੀਮ ਸਹਿਮਤ ਹੋਵੇ ਤਾਂ ਤੁਸੀਂ ਉਸ ਨੂੰ ਬੀਜਦੇ ਹੋ।
}
status-team-member = { $proposals ->
    [some] ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਵਾਰੀ: ਕਿਸੇ ਸੁਝਾਅ ਨਾਲ ਸਹਿਮਤ ਹੋਵੋ (ਹੇਠਾਂ ਟੀਮ ਪੈਨਲ), ਜਾਂ ਹੋਰ ਸੁਝਾਅ ਦੇਣ ਲਈ ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ।
   *[none] ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਵਾਰੀ: ਸੁਝਾਅ ਦੇਣ ਲਈ ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ।
}

## The team panel of a team game

team-heading = ਤੁਹਾਡੀ ਟੀਮ: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
}
team-over = ਖੇਡ ਮੁੱਕ ਗਈ ਹੈ।
team-no-opponent = ਜਦੋਂ ਕੋਈ ਦੂਜੀ ਟੀਮ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੇਗਾ, ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਜਾਵੇਗੀ।
team-turn-sower = ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਵਾਰੀ: ਤੁਸੀਂ ਬੀਜਣ ਵਾਲੇ ਹੋ; ਟੀਮ ਸਹਿਮਤ ਹੋਵੇ ਤਾਂ ਕੋਈ ਸੁਝਾਅ ਬੀਜੋ।
team-turn-member = ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਵਾਰੀ: ਸੁਝਾਅ ਦੇਣ ਲਈ ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ, ਜਾਂ ਕਿਸੇ ਸੁਝਾਅ ਨਾਲ ਸਹਿਮਤ ਹੋਵੋ।
team-other-deciding = ਦੂਜੀ ਟੀਮ ਫ਼ੈਸਲਾ ਕਰ ਰਹੀ ਹੈ।
team-proposals = ਸੁਝਾਅ
# A proposal: who proposed it, who agreed and how many.
team-proposal = { $by } ਦਾ ਸੁਝਾਅ; ਸਹਿਮਤ: { $agreed } ({ $count })
team-you-agree = ਤੁਸੀਂ ਸਹਿਮਤ ਹੋ
team-agree = ਸਹਿਮਤ
team-sow = { $move } ਬੀਜੋ
team-no-proposal = ਅਜੇ ਕੋਈ ਸੁਝਾਅ ਨਹੀਂ।
team-withdraw = ਮੇਰੀ ਸਹਿਮਤੀ ਵਾਪਸ ਲਓ
team-members = ਮੈਂਬਰ
# A member: $sower, $you, $away "true" or "false".
team-member = { $name }{ $sower ->
    [true] {" "}★ ਬੀਜਣ ਵਾਲਾ
   *[false] {""}
}{ $you ->
    [true] {" "}(ਤੁਸੀਂ)
   *[false] {""}
}{ $away ->
    [true] {" "}— ਗੈਰਹਾਜ਼ਰ
   *[false] {""}
}
team-hand-sower = ਬੀਜਣ ਵਾਲੇ ਦੀ ਭੂਮਿਕਾ ਇਸ ਨੂੰ ਦਿਓ:
team-sower-away = ਬੀਜਣ ਵਾਲਾ ਗੈਰਹਾਜ਼ਰ ਹੈ: ਭੂਮਿਕਾ ਇਸ ਨੂੰ ਦਿਓ:
team-give = ਦਿਓ
team-level = ਪੱਧਰ { $level }
team-add-engine = ਕੰਪਿਊਟਰ ਮੈਂਬਰ ਜੋੜੋ
team-add = ਜੋੜੋ
team-invite = ਆਪਣੀ ਟੀਮ ਨੂੰ ਸੱਦੋ:
team-chat = ਟੀਮ ਗੱਲਬਾਤ (ਸਿਰਫ਼ ਤੁਹਾਡੀ ਟੀਮ)
team-chat-placeholder = ਆਪਣੀ ਟੀਮ ਲਈ ਸੁਨੇਹਾ
team-chat-send = ਭੇਜੋ
# The badge on a hole that has proposals: "proposed 3: 2 4: 1 (agreements)".
team-badge = ਸੁਝਾਏ { $proposals } (ਸਹਿਮਤੀਆਂ)

## The board (for screen readers)

board-label = ਬੋਰਡ
# A hole: "South hole 3: 4 seeds".
hole = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਟੋਆ { $hole }: { $seeds ->
    [one] { $seeds } ਗੋਟੀ
   *[other] { $seeds } ਗੋਟੀਆਂ
}
# A hole the last move marked: $marks lists hole-last-from, hole-last-end, hole-captured.
hole-marked = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਟੋਆ { $hole }: { $seeds ->
    [one] { $seeds } ਗੋਟੀ
   *[other] { $seeds } ਗੋਟੀਆਂ
} ({ $marks })
# The link first in the page, shown when it has the keyboard's focus.
skip-to-board = ਬੋਰਡ 'ਤੇ ਜਾਓ
# Said to a screen reader after each ply, before the status: "North sowed 3: 4 laps,
# captured 6 seeds."; $move is the move as written ("3", "3R"), $laps and $captured numbers.
announce-ply = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਨੇ { $move } ਬੀਜਿਆ: { $laps ->
    [one] { $laps } ਗੇੜਾ
   *[other] { $laps } ਗੇੜੇ
}{ $captured ->
    [0] {""}
    [one] , { $captured } ਗੋਟੀ ਕਬਜ਼ੇ ਵਿੱਚ
   *[other] , { $captured } ਗੋਟੀਆਂ ਕਬਜ਼ੇ ਵਿੱਚ
}।
announce-pass = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਨੇ ਵਾਰੀ ਛੱਡੀ।
hole-last-from = ਆਖਰੀ ਚਾਲ ਇੱਥੋਂ ਸ਼ੁਰੂ ਹੋਈ
hole-last-end = ਆਖਰੀ ਚਾਲ ਇੱਥੇ ਮੁੱਕੀ
hole-captured = ਆਖਰੀ ਚਾਲ ਨੇ ਕਬਜ਼ਾ ਕੀਤਾ

## Server jobs (analysis, solving, review)

job-too-many = ਇੱਕੋ ਵੇਲੇ ਬਹੁਤ ਸਾਰੇ ਕੰਮ: { $error }
job-too-many-retry = ਇੱਕੋ ਵੇਲੇ ਬਹੁਤ ਸਾਰੇ ਕੰਮ: { $error } { $seconds } ਸਕਿੰਟ ਬਾਅਦ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।

## The server's errors, by their stable code (docs/api.md lists them). In English the page
## shows the server's own text, which names the details; another language shows these.

error-invalid-request = ਬੇਨਤੀ ਸਹੀ ਨਹੀਂ ਹੈ।
error-unauthorized = ਤੁਹਾਨੂੰ ਇਹ ਕਰਨ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ।
error-forbidden = ਇਹ ਮਨਜ਼ੂਰ ਨਹੀਂ ਹੈ।
error-not-found = ਨਹੀਂ ਮਿਲਿਆ।
error-no-route = ਇਸ ਪਤੇ 'ਤੇ ਕੁਝ ਨਹੀਂ ਹੈ।
error-method-not-allowed = ਇਹ ਪਤਾ ਉਹ ਤਰੀਕਾ ਨਹੀਂ ਲੈਂਦਾ।
error-body-timeout = ਬੇਨਤੀ ਸਮੇਂ ਸਿਰ ਨਹੀਂ ਪਹੁੰਚੀ।
error-conflict = ਇਹ ਹੁਣ ਨਹੀਂ ਹੋ ਸਕਦਾ।
error-body-too-large = ਬੇਨਤੀ ਬਹੁਤ ਵੱਡੀ ਹੈ।
error-url-too-long = ਪਤਾ ਬਹੁਤ ਲੰਮਾ ਹੈ।
error-unsupported-coding = ਬੇਨਤੀ ਅਜਿਹੀ ਕੋਡਿੰਗ ਵਿੱਚ ਹੈ ਜੋ ਸਰਵਰ ਨਹੀਂ ਪੜ੍ਹਦਾ।
error-unprocessable = ਇਹ ਨਹੀਂ ਹੋ ਸਕਦਾ।
error-too-many-requests = ਬਹੁਤ ਸਾਰੀਆਂ ਬੇਨਤੀਆਂ: ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
error-not-implemented = ਸਰਵਰ ਇਹ ਨਹੀਂ ਕਰਦਾ।
error-unavailable = ਸਰਵਰ ਰੁੱਝਿਆ ਹੋਇਆ ਹੈ: ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
error-internal-error = ਸਰਵਰ ਵਿੱਚ ਗੜਬੜ ਹੋਈ; ਕੁਝ ਵੀ ਨਹੀਂ ਬਦਲਿਆ।
error-no-seat = ਇਸ ਖੇਡ ਵਿੱਚ ਤੁਹਾਡੀ ਕੋਈ ਥਾਂ ਨਹੀਂ।
error-invalid-invite = ਇਹ ਸੱਦਾ ਸਹੀ ਨਹੀਂ ਹੈ (ਜਾਂ ਪਹਿਲਾਂ ਹੀ ਵਰਤਿਆ ਜਾ ਚੁੱਕਾ ਹੈ)।
error-invite-expired = ਇਸ ਸੱਦੇ ਦੀ ਮਿਆਦ ਮੁੱਕ ਗਈ ਹੈ (ਸੱਦੇ ਇੱਕ ਦਿਨ ਚੱਲਦੇ ਹਨ)।
error-game-over = ਖੇਡ ਮੁੱਕ ਗਈ ਹੈ।
error-game-not-over = ਖੇਡ ਅਜੇ ਨਹੀਂ ਮੁੱਕੀ: ਦੁਬਾਰਾ ਖੇਡ ਉਸ ਤੋਂ ਬਾਅਦ ਹੁੰਦੀ ਹੈ।
error-rematch-in-series = ਲੜੀ ਦੀ ਖੇਡ ਤੋਂ ਬਾਅਦ ਲੜੀ ਦੀ ਅਗਲੀ ਖੇਡ ਹੁੰਦੀ ਹੈ, ਦੁਬਾਰਾ ਖੇਡ ਨਹੀਂ।
error-in-rematch = ਤੁਸੀਂ ਪਹਿਲਾਂ ਹੀ ਦੁਬਾਰਾ ਖੇਡ ਵਿੱਚ ਹੋ।
error-opponent-not-joined = ਖੇਡ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ: ਦੂਜੇ ਖਿਡਾਰੀ (ਜਾਂ ਟੀਮ) ਦੇ ਸੱਦੇ ਨਾਲ ਸ਼ਾਮਲ ਹੋਣ ਦੀ ਉਡੀਕ।
error-not-your-turn = ਇਹ ਤੁਹਾਡੀ ਵਾਰੀ ਨਹੀਂ ਹੈ।
error-illegal-move = ਇੱਥੇ ਇਹ ਚਾਲ ਜਾਇਜ਼ ਨਹੀਂ ਹੈ।
error-undo-not-here = ਵਾਪਸ ਲੈਣਾ ਸਿਰਫ਼ ਕੰਪਿਊਟਰ ਨਾਲ ਖੇਡਾਂ ਵਿੱਚ ਹੁੰਦਾ ਹੈ।
error-engine-thinking = ਕੰਪਿਊਟਰ ਆਪਣੀ ਚਾਲ ਚੁਣ ਰਿਹਾ ਹੈ: ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
error-resigned = ਖੇਡ ਵਿੱਚ ਹਾਰ ਮੰਨ ਲਈ ਗਈ ਸੀ।
error-nothing-to-undo = ਵਾਪਸ ਲੈਣ ਲਈ ਕੁਝ ਨਹੀਂ।
error-game-counted = ਲੜੀ ਦੀ ਇਹ ਖੇਡ ਮੁੱਕ ਗਈ ਹੈ ਅਤੇ ਗਿਣੀ ਜਾ ਚੁੱਕੀ ਹੈ।
error-not-team-game = ਇਹ ਟੀਮ ਖੇਡ ਨਹੀਂ ਹੈ।
error-engine-games-full = ਕੰਪਿਊਟਰਾਂ ਵਿਚਕਾਰ ਬਹੁਤ ਸਾਰੀਆਂ ਖੇਡਾਂ ਚੱਲ ਰਹੀਆਂ ਹਨ: ਬਾਅਦ ਵਿੱਚ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
error-not-member = ਇਸ ਖੇਡ ਵਿੱਚ ਤੁਹਾਡੀ ਕੋਈ ਥਾਂ ਨਹੀਂ।
error-not-your-teams-turn = ਇਹ ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਵਾਰੀ ਨਹੀਂ ਹੈ।
error-not-sower = ਟੀਮ ਵੱਲੋਂ ਸਿਰਫ਼ ਤੁਹਾਡੀ ਟੀਮ ਦਾ ਬੀਜਣ ਵਾਲਾ ਕੰਮ ਕਰਦਾ ਹੈ (ਚਾਲਾਂ, ਹਾਰ ਮੰਨਣਾ, ਵਾਪਸ ਲੈਣਾ); ਇਸ ਦੀ ਥਾਂ ਕੋਈ ਚਾਲ ਸੁਝਾਓ।
error-invalid-team-invite = ਇਹ ਟੀਮ ਸੱਦਾ ਸਹੀ ਨਹੀਂ ਹੈ।
error-team-full = ਟੀਮ ਭਰੀ ਹੋਈ ਹੈ।
error-no-proposal = ਇਸ ਵਾਰੀ ਵਿੱਚ ਅਜਿਹਾ ਕੋਈ ਸੁਝਾਅ ਨਹੀਂ।
error-no-member = ਤੁਹਾਡੀ ਟੀਮ ਵਿੱਚ ਅਜਿਹਾ ਕੋਈ ਮੈਂਬਰ ਨਹੀਂ।
error-sower-refused = ਬੀਜਣ ਵਾਲੇ ਦੀ ਭੂਮਿਕਾ ਇਸ ਤਰ੍ਹਾਂ ਨਹੀਂ ਦਿੱਤੀ ਜਾ ਸਕਦੀ।
error-invalid-team-request = ਟੀਮ ਦੀ ਬੇਨਤੀ ਸਹੀ ਨਹੀਂ ਹੈ।
error-chat-too-fast = ਬਹੁਤ ਸਾਰੇ ਸੁਨੇਹੇ: ਥੋੜ੍ਹਾ ਰੁਕੋ।
error-series-over = ਲੜੀ ਮੁੱਕ ਗਈ ਹੈ।
error-no-game = ਅਜਿਹੀ ਕੋਈ ਖੇਡ ਨਹੀਂ।
error-no-series = ਅਜਿਹੀ ਕੋਈ ਲੜੀ ਨਹੀਂ।
error-no-job = ਅਜਿਹਾ ਕੋਈ ਕੰਮ ਨਹੀਂ (ਮੁੱਕੇ ਹੋਏ ਕੰਮ 10 ਮਿੰਟ ਰੱਖੇ ਜਾਂਦੇ ਹਨ)।
error-no-study = ਅਜਿਹਾ ਕੋਈ ਅਧਿਐਨ ਨਹੀਂ।
error-study-exists = ਇਹ ਸਥਿਤੀ ਪਹਿਲਾਂ ਹੀ ਇੱਕ ਅਧਿਐਨ ਹੈ।
error-not-job-owner = ਇਹ ਟੋਕਨ ਇਸ ਕੰਮ ਨੂੰ ਨਹੀਂ ਚਲਾਉਂਦਾ।
error-busy = ਇੱਕੋ ਵੇਲੇ ਬਹੁਤ ਕੁਝ ਮੰਗਿਆ ਗਿਆ: ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
error-changed-elsewhere = ਕਿਸੇ ਹੋਰ ਨੇ ਪਹਿਲਾਂ ਇਹ ਬਦਲ ਦਿੱਤਾ: ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
error-store-failed = ਸਰਵਰ ਇਸ ਨੂੰ ਸੰਭਾਲ ਨਹੀਂ ਸਕਿਆ; ਕੁਝ ਵੀ ਨਹੀਂ ਬਦਲਿਆ।
# The label of a band of a long row folded on a narrow screen: "holes 1–10 (South's count)".
board-band = ਟੋਏ { $first }–{ $last } ({ $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਗਿਣਤੀ)

## Shared by the analysis board, a game's review and the studies

# The link to the game's rules beside a page's heading.
page-rules = ਨਿਯਮ
stop = ਰੋਕੋ
# A side's initial in a list of moves: "S" for South, "N" for North.
side-initial = { $side ->
    [south] ਦ
   *[north] ਉ
}
# An engine's score when its search sees the game's end: "win in 7" ($plies plies).
engine-score-mate = { $result ->
    [win] { $plies } ਵਿੱਚ ਜਿੱਤ
   *[loss] { $plies } ਵਿੱਚ ਹਾਰ
}
# A number of seconds: "10 s" ($seconds is already written in the reader's language).
seconds = { $seconds } ਸਕਿੰਟ

## The analysis board (/analysis)
## $side and $mover are "south" or "north" wherever they appear.

analysis-title = mancala: ਵਿਸ਼ਲੇਸ਼ਣ
analysis-title-game = mancala: ਵਿਸ਼ਲੇਸ਼ਣ, { $game } 2×{ $holes }
analysis-heading = ਵਿਸ਼ਲੇਸ਼ਣ ਬੋਰਡ
analysis-heading-game = ਵਿਸ਼ਲੇਸ਼ਣ: { $game } 2×{ $holes }
analysis-nav-first = ਪਹਿਲੀ ਸਥਿਤੀ (Home)
analysis-nav-back = ਇੱਕ ਚਾਲ ਪਿੱਛੇ (←)
analysis-nav-next = ਇੱਕ ਚਾਲ ਅੱਗੇ (→)
analysis-nav-last = ਇਸ ਲਾਈਨ ਦਾ ਅੰਤ (End)
analysis-flip = ਪਲਟੋ
    .title = ਬੋਰਡ ਘੁਮਾਓ
analysis-edit = ਸਥਿਤੀ ਬਦਲੋ
analysis-engine = ਕੰਪਿਊਟਰ
analysis-engine-more = ਜਾਰੀ ਰੱਖੋ ({ $seconds } ਸਕਿੰਟ)
analysis-solve-time = ਹੱਲ ਕਰਨ ਵਾਲੇ ਲਈ ਸਮਾਂ
analysis-solve = ਹੱਲ ਕਰੋ
analysis-solver = ਹੱਲ ਕਰਨ ਵਾਲਾ
analysis-delete-line = ਇੱਥੋਂ ਮਿਟਾਓ
analysis-promote = ਮੁੱਖ ਲਾਈਨ ਬਣਾਓ
# The paste box's placeholder: $json and $record are examples, not translated.
analysis-paste-placeholder = ਸਥਿਤੀ ਦਾ JSON, { $json }, ਜਾਂ ਖੇਡ ਦਾ ਰਿਕਾਰਡ, { $record }
analysis-paste-label = ਸਥਿਤੀ ਜਾਂ ਰਿਕਾਰਡ
analysis-paste-summary = ਸਥਿਤੀ ਜਾਂ ਰਿਕਾਰਡ ਚਿਪਕਾਓ
analysis-paste-empty = ਪਹਿਲਾਂ ਸਥਿਤੀ ਦਾ JSON ਜਾਂ ਰਿਕਾਰਡ ਚਿਪਕਾਓ।
analysis-paste-bad-json = ਇਹ ਸਹੀ JSON ਨਹੀਂ ਹੈ: { $error }
analysis-paste-open = ਖੋਲ੍ਹੋ
# An address the board cannot open: why, then what to do.
analysis-url-bad-json = ਇਸ ਪਤੇ ਵਿਚਲੀ ਸਥਿਤੀ JSON ਵਜੋਂ ਨਹੀਂ ਪੜ੍ਹੀ ਜਾਂਦੀ ({ $error })।
analysis-url-not-object = ਇਸ ਪਤੇ ਵਿਚਲੀ ਸਥਿਤੀ ਕੋਈ ਸਥਿਤੀ-ਆਬਜੈਕਟ ਨਹੀਂ ਹੈ।
analysis-url-bad-ply = ਇਸ ਪਤੇ ਵਿਚਲੀ ਚਾਲ, "{ $ply }", ਚਾਲਾਂ ਦੀ ਪੂਰੀ ਗਿਣਤੀ ਨਹੀਂ ਹੈ।
# $games lists the games' names.
analysis-url-no-game = "{ $game }" ਨਾਂ ਦੀ ਕੋਈ ਖੇਡ ਨਹੀਂ: ਖੇਡਾਂ ਇਹ ਹਨ: { $games }।
analysis-url-cannot-show = ਇਹ ਸਥਿਤੀ ਦਿਖਾਈ ਨਹੀਂ ਜਾ ਸਕਦੀ।
analysis-bad-url-heading = ਇਹ ਵਿਸ਼ਲੇਸ਼ਣ ਨਹੀਂ ਖੁੱਲ੍ਹ ਸਕਦਾ
analysis-bad-url-text = ਸ਼ਾਇਦ ਪਤਾ ਅਧੂਰਾ ਰਹਿ ਗਿਆ ਹੈ ਜਾਂ ਬਦਲ ਗਿਆ ਹੈ। ਇਸ ਦੀ ਥਾਂ ਨਵੇਂ ਬੋਰਡ ਤੋਂ ਸ਼ੁਰੂ ਕਰੋ।
analysis-open-empty = ਖਾਲੀ ਵਿਸ਼ਲੇਸ਼ਣ ਬੋਰਡ ਖੋਲ੍ਹੋ
analysis-record-unreadable = ਰਿਕਾਰਡ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ: { $error }
analysis-position-refused = ਸਥਿਤੀ ਮਨਜ਼ੂਰ ਨਹੀਂ: { $error }
analysis-ply-past-record = ਚਾਲ { $ply } ਰਿਕਾਰਡ ਦੀਆਂ { $plies } ਚਾਲਾਂ ਤੋਂ ਅੱਗੇ ਹੈ।
# $line is the line's moves, "3R 5 2L".
analysis-line-refused = ਲਾਈਨ { $line } ਨਹੀਂ ਚੱਲੀ ਜਾ ਸਕਦੀ: { $error }
# Giuthi: the first lap's direction, from the mover's point of view.
analysis-direction-left = ← ਚਾਲ ਚੱਲਣ ਵਾਲੇ ਦੇ ਖੱਬੇ ਵੱਲ ({ $move })
analysis-direction-right = ਚਾਲ ਚੱਲਣ ਵਾਲੇ ਦੇ ਸੱਜੇ ਵੱਲ → ({ $move })
# $legal lists the legal moves, "1, 2, 5".
analysis-illegal = { $move } ਇੱਥੇ ਜਾਇਜ਼ ਨਹੀਂ (ਜਾਇਜ਼: { $legal })।
# Beside the heading: where the position comes from.
analysis-from-record = { $plies } ਚਾਲਾਂ ਦੇ ਰਿਕਾਰਡ ਤੋਂ (ਇਸ ਦਾ ਇਤਿਹਾਸ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ)
analysis-from-position = ਤਿਆਰ ਕੀਤੀ ਸਥਿਤੀ ਤੋਂ (ਕੋਈ ਇਤਿਹਾਸ ਨਹੀਂ)
# The solver's mark on a hole: "3R: win by 4 for North"; $result "win", "loss" or "draw".
analysis-solve-mark = { $move }: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ { $margin } ਨਾਲ { $result ->
    [win] ਜਿੱਤ
    [loss] ਹਾਰ
   *[draw] ਬਰਾਬਰੀ
}
# The same in Sadeqa II, scored by result only.
analysis-solve-mark-result = { $move }: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ { $result ->
    [win] ਜਿੱਤ
    [loss] ਹਾਰ
   *[draw] ਬਰਾਬਰੀ
}
# The same for a move the solver has not proved: its value lies between two bounds.
analysis-solve-mark-open = { $move }: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ { $lower } ਅਤੇ { $upper } ਦੇ ਵਿਚਕਾਰ
# Sadeqa II: the one-letter mark of a move's proved result on its hole.
# ਜ: ਜਿੱਤ (win), ਹ: ਹਾਰ (loss), ਬ: ਬਰਾਬਰੀ (draw).
analysis-solve-letter = { $result ->
    [win] ਜ
    [loss] ਹ
   *[draw] ਬ
}
analysis-to-move = ਚਾਲ ਦੀ ਵਾਰੀ
# The status line: "Ply 4: " before $text (one of the three below).
analysis-status = ਚਾਲ { $ply }: { $text }
analysis-status-over = { $headline }। { $detail }
analysis-status-pass = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਕੋਲ ਕੋਈ ਬਿਜਾਈ ਨਹੀਂ, ਇਸ ਲਈ ਵਾਰੀ ਛੱਡਦਾ ਹੈ।
analysis-status-move = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਵਾਰੀ। ਚੱਲਣ ਲਈ ਕਿਸੇ ਚਮਕਦੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ।
analysis-no-move = ਅਜੇ ਕੋਈ ਚਾਲ ਨਹੀਂ: ਬੋਰਡ 'ਤੇ ਇੱਕ ਚਾਲ ਚੱਲੋ। ਤੁਹਾਡੀ ਅਜ਼ਮਾਈ ਹਰ ਚਾਲ ਇੱਥੇ ਰੱਖੀ ਜਾਂਦੀ ਹੈ; ਨਵੀਂ ਸ਼ਾਖ ਲਈ ਪਿੱਛੇ ਜਾਓ (←) ਅਤੇ ਕੋਈ ਹੋਰ ਚਾਲ ਚੱਲੋ।
analysis-share = ਸਾਂਝਾ ਕਰੋ
analysis-share-hint = ਇਹ ਲਿੰਕ ਬੋਰਡ ਨੂੰ ਬਿਲਕੁਲ ਉਵੇਂ ਖੋਲ੍ਹਦਾ ਹੈ ਜਿਵੇਂ ਇਹ ਹੁਣ ਹੈ: ਉਹੀ ਸਥਿਤੀ, ਇਤਿਹਾਸ ਅਤੇ ਲਾਈਨ।
analysis-share-link = ਲਿੰਕ:
# <code> marks the command, which is not translated.
analysis-share-json = ਇਹ ਸਥਿਤੀ JSON ਵਜੋਂ (<code>{ $command }</code> ਲਈ):
analysis-engine-off = ਬੰਦ
analysis-engine-over = ਖੇਡ ਮੁੱਕ ਗਈ ਹੈ
analysis-engine-no-move = ਵਿਸ਼ਲੇਸ਼ਣ ਲਈ ਕੋਈ ਚਾਲ ਨਹੀਂ: { $headline }।
analysis-engine-starting = ਸ਼ੁਰੂ ਹੋ ਰਿਹਾ ਹੈ…
# How the engine's search ended: $state "done", "stopped" or "failed".
analysis-engine-end = { $state ->
    [failed] ਨਾਕਾਮ: { $error }
    [stopped] ਰੋਕਿਆ ਗਿਆ
   *[done] ਪੂਰਾ
}
analysis-engine-end-depth = ਡੂੰਘਾਈ { $depth } · { $rate } · { $end }
# The evaluation bar's title: $score is South's score, "+1.2".
analysis-bar-title = ਕੰਪਿਊਟਰ ਮੁਤਾਬਕ ਦੱਖਣ { $score } (ਡੂੰਘਾਈ { $depth })
# The engine's progress: $searching is 0 unless an iteration deeper than $depth runs.
analysis-engine-info = ਡੂੰਘਾਈ { $depth }{ $searching ->
    [0] {""}
   *[other] {" "}(ਡੂੰਘਾਈ { $searching } ਖੋਜ ਰਿਹਾ ਹੈ)
} · { $nodes } ਨੋਡ · { $rate } · { $seconds } ਸਕਿੰਟ
analysis-engine-hint = ਅੰਕ { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ ਗੋਟੀਆਂ ਵਿੱਚ ਹਨ, ਜਿਸ ਦੀ ਵਾਰੀ ਹੈ ("7 ਵਿੱਚ ਜਿੱਤ": ਖੋਜ ਨੂੰ ਖੇਡ ਦਾ ਅੰਤ ਦਿਸਦਾ ਹੈ)।
analysis-depth = ਡੂੰਘਾਈ { $depth }
analysis-play-to-here = ਲਾਈਨ ਇੱਥੋਂ ਤੱਕ ਚੱਲੋ
analysis-solve-over = ਇੱਥੇ ਖੇਡ ਮੁੱਕ ਚੁੱਕੀ ਹੈ: ਹੱਲ ਕਰਨ ਲਈ ਕੁਝ ਨਹੀਂ।
analysis-solve-starting = ਹੱਲ ਕਰਨ ਵਾਲਾ ਸ਼ੁਰੂ ਹੋ ਰਿਹਾ ਹੈ…
analysis-solve-searching = ਖੋਜ ਜਾਰੀ: { $nodes } ਨੋਡ, { $seconds } ਵਿੱਚੋਂ { $elapsed } ਸਕਿੰਟ; ਮੁੱਲ { $lower } ਅਤੇ { $upper } ਦੇ ਵਿਚਕਾਰ ਹੈ।
analysis-solve-hint = ਹੱਲ ਕਰਨ ਵਾਲਾ ਤੁਹਾਡੇ ਦਿੱਤੇ ਸਮੇਂ ਵਿੱਚ ਇੱਥੋਂ ਸਭ ਤੋਂ ਵਧੀਆ ਖੇਡ ਨਾਲ ਸਹੀ ਨਤੀਜਾ (ਅੰਤਲਾ ਫ਼ਰਕ ਗੋਟੀਆਂ ਵਿੱਚ, ਜਾਂ Sadeqa II ਵਿੱਚ ਜਿੱਤ, ਬਰਾਬਰੀ ਜਾਂ ਹਾਰ) ਅਤੇ ਹਰ ਚਾਲ ਦਾ ਮੁੱਲ ਸਾਬਤ ਕਰਦਾ ਹੈ।
# The proved outcome for the side to move: $result "win", "loss" or "draw"; $margin the
# seeds of the margin, or "none" (a draw, and Sadeqa II).
analysis-solve-proved = ਸਾਬਤ: { $result ->
    [draw] ਬਰਾਬਰੀ
    [win] { $side ->
        [south] ਦੱਖਣ
       *[north] ਉੱਤਰ
    } ਦੀ ਜਿੱਤ
   *[loss] { $side ->
        [south] ਦੱਖਣ
       *[north] ਉੱਤਰ
    } ਦੀ ਹਾਰ
}{ $margin ->
    [none] {""}
   *[other] , { $margin } ਦੇ ਫ਼ਰਕ ਨਾਲ
}
analysis-solve-proved-detail = {" "}({ $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ ਮੁੱਲ { $value }, { $nodes } ਨੋਡ, { $seconds } ਸਕਿੰਟ)।
# $stopped "true" when the reader stopped the solver.
analysis-solve-open = { $stopped ->
    [true] ਰੋਕੇ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ
   *[false] ਦਿੱਤੇ ਸਮੇਂ ਵਿੱਚ
} ਸਾਬਤ ਨਹੀਂ ਹੋਇਆ: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ ਮੁੱਲ { $lower } ਅਤੇ { $upper } ਦੇ ਵਿਚਕਾਰ ਹੈ।
analysis-solve-unproved = { $stopped ->
    [true] ਰੋਕੇ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ
   *[false] ਦਿੱਤੇ ਸਮੇਂ ਵਿੱਚ
} ਸਾਬਤ ਨਹੀਂ ਹੋਇਆ।
analysis-optimal-line = ਸਭ ਤੋਂ ਵਧੀਆ ਲਾਈਨ:{" "}
analysis-play-it = ਇਹ ਚੱਲੋ
analysis-solve-move = ਚਾਲ
analysis-solve-outcome-for = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ ਨਤੀਜਾ
analysis-solve-margin = ਫ਼ਰਕ
# A move's outcome in the solver's table: $result "win", "loss", "draw", or "none".
analysis-outcome = { $result ->
    [win] ਜਿੱਤ
    [loss] ਹਾਰ
    [draw] ਬਰਾਬਰੀ
   *[none] ਸਾਬਤ ਨਹੀਂ
}
analysis-editing = ਬਦਲਾਅ: ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ, ਫਿਰ ਗੋਟੀਆਂ ਜੋੜੋ ਜਾਂ ਕੱਢੋ (+ ਅਤੇ − ਕੁੰਜੀਆਂ ਨਾਲ ਵੀ)।
analysis-edit-size = ਬੋਰਡ ਦੀ ਹਰ ਕਤਾਰ ਵਿੱਚ { $minHoles } ਤੋਂ { $maxHoles } ਟੋਏ ਹੁੰਦੇ ਹਨ ਅਤੇ ਸ਼ੁਰੂ ਵਿੱਚ ਹਰ ਟੋਏ ਵਿੱਚ { $minSeeds } ਤੋਂ { $maxSeeds } ਗੋਟੀਆਂ।
# A rule option in the editor, by its name in the catalogue of games.
analysis-option = { $name ->
    [lap_limit] ਗੇੜਿਆਂ ਦੀ ਹੱਦ
    [capture_lone_seed] ਇਕੱਲੀ ਗੋਟੀ 'ਤੇ ਕਬਜ਼ਾ
    [opening_rule] ਲਾਜ਼ਮੀ ਸ਼ੁਰੂਆਤ
    [repetition] ਦੁਹਰਾਅ
   *[other] { $name }
}
# The values of the option "repetition".
analysis-repetition = { $value ->
    [own-row] ਆਪਣੀ ਕਤਾਰ
   *[draw] ਬਰਾਬਰੀ
}
analysis-opening-made = ਸ਼ੁਰੂਆਤੀ ਚਾਲ ਚੱਲੀ ਗਈ:{" "}
analysis-edit-heading = ਸਥਿਤੀ ਤਿਆਰ ਕਰੋ
analysis-edit-hint = ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ, ਫਿਰ − ਅਤੇ + ਨਾਲ ਗੋਟੀਆਂ ਜੋੜੋ ਜਾਂ ਕੱਢੋ (ਜਾਂ ਗਿਣਤੀ ਲਿਖੋ)। ਖੇਡ ਦੀ ਹਰ ਗੋਟੀ ਬੋਰਡ 'ਤੇ ਜਾਂ ਕਬਜ਼ੇ ਵਿੱਚ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ।
analysis-edit-start = ਸ਼ੁਰੂਆਤੀ ਸਥਿਤੀ
analysis-edit-clear = ਬੋਰਡ ਖਾਲੀ ਕਰੋ
analysis-edit-balance = ਬਾਕੀ ਕਬਜ਼ੇ ਵਿੱਚ
analysis-edit-seeds = ਸ਼ੁਰੂ ਵਿੱਚ ਹਰ ਟੋਏ ਵਿੱਚ ਗੋਟੀਆਂ
analysis-edit-to-move = ਕਿਸ ਦੀ ਵਾਰੀ
analysis-edit-captured = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੇ ਕਬਜ਼ੇ ਵਿੱਚ
analysis-edit-done = ਇਸ ਸਥਿਤੀ ਦਾ ਵਿਸ਼ਲੇਸ਼ਣ ਕਰੋ
analysis-hole = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਟੋਆ { $hole }
analysis-hole-seeds = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਟੋਏ { $hole } ਦੀਆਂ ਗੋਟੀਆਂ
analysis-hole-not-whole = ਗਿਣਤੀ ਪੂਰਾ ਅੰਕ ਹੁੰਦੀ ਹੈ
analysis-hole-negative = { $count } ਗੋਟੀਆਂ: ਟੋਏ ਵਿੱਚ 0 ਤੋਂ ਘੱਟ ਨਹੀਂ ਹੋ ਸਕਦੀਆਂ
analysis-hole-too-many = { $count } ਗੋਟੀਆਂ { $max } ਤੋਂ ਵੱਧ ਹਨ, ਜਿੰਨੀਆਂ ਇੱਕ ਟੋਏ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ ਹੋ ਸਕਦੀਆਂ ਹਨ
# A hole's problem: $hole is analysis-hole, $error one of the three above.
analysis-hole-error = { $hole }: { $error }।
analysis-board-over = ਬੋਰਡ 'ਤੇ { $onBoard } ਗੋਟੀਆਂ ਹਨ, ਖੇਡ ਦੀਆਂ { $total } ਤੋਂ { $over } ਵੱਧ: ਕੁਝ ਕੱਢੋ।
analysis-no-hole = ਕੋਈ ਟੋਆ ਨਹੀਂ ਚੁਣਿਆ: ਬੋਰਡ 'ਤੇ ਕਿਸੇ ਟੋਏ 'ਤੇ ਕਲਿੱਕ ਕਰੋ।
analysis-seed-less = ਇੱਕ ਗੋਟੀ ਘੱਟ
analysis-seed-more = ਇੱਕ ਗੋਟੀ ਵੱਧ
analysis-hole-empty = ਖਾਲੀ
# The editor's count: $state "complete", "missing" ($count seeds short) or "over" ($count too many).
analysis-total = ਬੋਰਡ 'ਤੇ { $onBoard } + ਕਬਜ਼ੇ ਵਿੱਚ { $captured } = ਖੇਡ ਦੀਆਂ { $total } ਵਿੱਚੋਂ { $sum }{ $state ->
    [complete] : ਪੂਰੀਆਂ।
    [missing] : { $count ->
        [one] { $count } ਗੋਟੀ ਘੱਟ ਹੈ।
       *[other] { $count } ਗੋਟੀਆਂ ਘੱਟ ਹਨ।
    }
   *[over] : { $count } ਵੱਧ ਹਨ।
}
analysis-captured-whole = ਕਬਜ਼ੇ ਵਾਲੀਆਂ ਗਿਣਤੀਆਂ ਪੂਰੇ ਅੰਕ ਹੋਣੀਆਂ ਚਾਹੀਦੀਆਂ ਹਨ, 0 ਜਾਂ ਵੱਧ।
analysis-total-wrong = ਬੋਰਡ ਦਾ ਜੋੜ ਗਲਤ ਹੈ: ਬੋਰਡ 'ਤੇ ਅਤੇ ਕਬਜ਼ੇ ਵਿੱਚ { $sum } ਗੋਟੀਆਂ ਹਨ, ਪਰ ਖੇਡ ਵਿੱਚ { $total } ਹਨ (2 × { $holes } ਟੋਏ × { $seeds })। "ਬਾਕੀ ਕਬਜ਼ੇ ਵਿੱਚ" ਵਰਤੋ ਜਾਂ ਗਿਣਤੀਆਂ ਬਦਲੋ।

## A finished game's review (/review?game=ID)

review-title = mancala: ਸਮੀਖਿਆ
# The tab's title: $game is the game's name in lower case.
review-title-game = mancala: ਸਮੀਖਿਆ: { $game } 2×{ $holes }
review-heading = ਸਮੀਖਿਆ: { $game } 2×{ $holes }
review-back = ਖੇਡ 'ਤੇ ਵਾਪਸ
review-new-game = ਨਵੀਂ ਖੇਡ
review-analysis = ਵਿਸ਼ਲੇਸ਼ਣ ਬੋਰਡ
review-no-id-heading = ਸਮੀਖਿਆ ਲਈ ਕੋਈ ਖੇਡ ਨਹੀਂ
review-no-id-text = ਇਹ ਪਤਾ ਕਿਸੇ ਖੇਡ ਦਾ ਨਾਂ ਨਹੀਂ ਲੈਂਦਾ: ਸਮੀਖਿਆ /review?game=ID ਵਜੋਂ, ਕਿਸੇ ਮੁੱਕੀ ਹੋਈ ਖੇਡ ਦੇ ਸਫ਼ੇ ਤੋਂ ਖੁੱਲ੍ਹਦੀ ਹੈ।
review-no-game-text = ਇਸ ਪਤੇ 'ਤੇ ਕੋਈ ਖੇਡ ਨਹੀਂ।
review-not-over-heading = ਖੇਡ ਅਜੇ ਨਹੀਂ ਮੁੱਕੀ
review-not-over-text = ਖੇਡ ਦੀ ਸਮੀਖਿਆ ਉਸ ਦੇ ਮੁੱਕਣ ਤੋਂ ਬਾਅਦ ਹੁੰਦੀ ਹੈ। ਖੇਡ ਮੁੱਕਣ 'ਤੇ ਵਾਪਸ ਆਓ।
review-record-unreadable = ਰਿਕਾਰਡ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ
review-nav-first = ਸ਼ੁਰੂਆਤ (Home)
review-nav-back = ਇੱਕ ਚਾਲ ਪਿੱਛੇ (←)
review-nav-next = ਇੱਕ ਚਾਲ ਅੱਗੇ (→)
review-nav-last = ਅੰਤ (End)
review-the-game = ਖੇਡ
review-summary = { $plies } ਚਾਲਾਂ ਤੋਂ ਬਾਅਦ { $headline }।
review-evaluation = ਮੁਲਾਂਕਣ
review-accuracy = ਸ਼ੁੱਧਤਾ
review-reviewing = ਸਮੀਖਿਆ ਜਾਰੀ: ਕੰਪਿਊਟਰ ਅਤੇ ਹੱਲ ਕਰਨ ਵਾਲਾ ਹਰ ਚਾਲ ਦੇਖ ਰਹੇ ਹਨ…
review-try-again = ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ
review-progress = { $total } ਵਿੱਚੋਂ { $done } ਚਾਲਾਂ ਦੀ ਸਮੀਖਿਆ ਹੋਈ, { $seconds } ਸਕਿੰਟ
review-done = ਸਾਰੀਆਂ { $total } ਚਾਲਾਂ ਦੀ ਸਮੀਖਿਆ { $seconds } ਸਕਿੰਟ ਵਿੱਚ ਹੋਈ। ਉਹ ਸਥਿਤੀ ਦੇਖਣ ਲਈ ਗ੍ਰਾਫ਼ ਜਾਂ ਕਿਸੇ ਚਾਲ 'ਤੇ ਕਲਿੱਕ ਕਰੋ।
review-failed = ਸਮੀਖਿਆ ਨਾਕਾਮ ਰਹੀ: { $error }
review-stopped = { $total } ਵਿੱਚੋਂ { $done } ਚਾਲਾਂ ਤੋਂ ਬਾਅਦ ਰੋਕੀ ਗਈ।
review-again = ਦੁਬਾਰਾ ਸਮੀਖਿਆ ਕਰੋ
review-best-here = ਇੱਥੇ ਸਭ ਤੋਂ ਵਧੀਆ: { $move }
review-start = ਸ਼ੁਰੂਆਤੀ ਸਥਿਤੀ।
# A move's class: $class "best", "good", "inaccuracy", "mistake" or "blunder".
review-class = { $class ->
    [best] ਸਭ ਤੋਂ ਵਧੀਆ
    [good] ਚੰਗੀ
    [inaccuracy] ਢਿੱਲੀ ਚਾਲ
    [mistake] ਗਲਤੀ
   *[blunder] ਵੱਡੀ ਗਲਤੀ
}
# The same inside a sentence.
review-class-lower = { $class ->
    [best] ਸਭ ਤੋਂ ਵਧੀਆ
    [good] ਚੰਗੀ
    [inaccuracy] ਢਿੱਲੀ ਚਾਲ
    [mistake] ਗਲਤੀ
   *[blunder] ਵੱਡੀ ਗਲਤੀ
}
# The status line at a ply: $class is review-class-lower ("" while not reviewed), $loss the seeds lost (0: none).
review-status = ਚਾਲ { $ply }: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਨੇ { $move } ਚੱਲੀ{ $class ->
    [none] {""}
   *[other] {" "}({ $name }{ $loss ->
        [0] {""}
       *[other] , { $loss } ਦਾ ਨੁਕਸਾਨ
    })
}।
review-graph-label = ਚਾਲਾਂ ਦੌਰਾਨ ਦੱਖਣ ਲਈ ਮੁਲਾਂਕਣ
# A point of the graph: "ply 5: North 3R, mistake (South +4)"; $name is review-class-lower.
review-point-title = ਚਾਲ { $ply }: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} { $move }, { $name } (ਦੱਖਣ { $eval })
review-point-label = ਚਾਲ { $ply }
review-better = ਸਭ ਤੋਂ ਵਧੀਆ { $best }, −{ $loss }
review-waiting = ਸਮੀਖਿਆ ਦੀ ਉਡੀਕ…
# Who played a side: $level 0 for a person.
review-seat = { $level ->
    [0] ਖਿਡਾਰੀ
   *[other] ਕੰਪਿਊਟਰ, ਪੱਧਰ { $level }
}
review-accuracy-figure = { $accuracy }%
review-next-of-class = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਦੀ ਅਗਲੀ { $class ->
    [inaccuracy] ਢਿੱਲੀ ਚਾਲ
    [mistake] ਗਲਤੀ
   *[blunder] ਵੱਡੀ ਗਲਤੀ
} 'ਤੇ ਜਾਓ
review-class-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } ਢਿੱਲੀ ਚਾਲ
       *[other] { $count } ਢਿੱਲੀਆਂ ਚਾਲਾਂ
    }
    [mistake] { $count ->
        [one] { $count } ਗਲਤੀ
       *[other] { $count } ਗਲਤੀਆਂ
    }
   *[blunder] { $count ->
        [one] { $count } ਵੱਡੀ ਗਲਤੀ
       *[other] { $count } ਵੱਡੀਆਂ ਗਲਤੀਆਂ
    }
}
review-explain-summary = ਚਾਲਾਂ ਦਾ ਦਰਜਾ ਕਿਵੇਂ ਤੈਅ ਹੁੰਦਾ ਹੈ
review-explain = ਹਰ ਚਾਲ ਦੀ ਤੁਲਨਾ ਉਸੇ ਸਥਿਤੀ ਦੀ ਸਭ ਤੋਂ ਵਧੀਆ ਚਾਲ ਨਾਲ ਕੀਤੀ ਜਾਂਦੀ ਹੈ। ਉਸ ਦਾ ਨੁਕਸਾਨ ਇਹ ਹੈ ਕਿ ਉਹ ਸਭ ਤੋਂ ਵਧੀਆ ਚਾਲ ਦੇ ਮੁਕਾਬਲੇ ਅੰਤਲੇ ਫ਼ਰਕ ਦੀਆਂ ਕਿੰਨੀਆਂ ਗੋਟੀਆਂ ਗੁਆਉਂਦੀ ਹੈ (ਇੱਕ ਗੋਟੀ ਗੁਆਉਣ ਨਾਲ ਫ਼ਰਕ ਦੋ ਬਦਲਦਾ ਹੈ): ਜਿੱਥੇ ਹੱਲ ਕਰਨ ਵਾਲਾ ਹਰ ਚਾਲ ਸਾਬਤ ਕਰਦਾ ਹੈ, ਉੱਥੇ ਬਿਲਕੁਲ ਸਹੀ; ਨਹੀਂ ਤਾਂ ਕੰਪਿਊਟਰ ਦੀ ਖੋਜ ਨਾਲ (ਅਜਿਹੀਆਂ ਚਾਲਾਂ 'ਤੇ ≈ ਲੱਗਾ ਹੁੰਦਾ ਹੈ)।
review-loses-nothing = ਕੋਈ ਨੁਕਸਾਨ ਨਹੀਂ: ਸਭ ਤੋਂ ਵਧੀਆ ਚਾਲ ਜਿੰਨੀ ਚੰਗੀ
review-loses-range = { $from } ਤੋਂ { $to } { $to ->
    [one] ਗੋਟੀ
   *[other] ਗੋਟੀਆਂ
} ਦਾ ਨੁਕਸਾਨ
review-loses-more = { $from } ਜਾਂ ਵੱਧ ਗੋਟੀਆਂ ਦਾ ਨੁਕਸਾਨ
review-thresholds-later = ਹੱਦਾਂ ਸਮੀਖਿਆ ਦੇ ਨਾਲ ਆਉਂਦੀਆਂ ਹਨ।
review-sadeqa = Sadeqa II ਵਿੱਚ ਸਿਰਫ਼ ਨਤੀਜਾ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ (ਜਿੱਤ 1, ਬਰਾਬਰੀ 0, ਹਾਰ −1): ਜਿੱਥੇ ਹੱਲ ਕਰਨ ਵਾਲਾ ਇਹ ਸਾਬਤ ਕਰਦਾ ਹੈ, ਉੱਥੇ ਨਤੀਜੇ ਦਾ ਇੱਕ ਦਰਜਾ ਗੁਆਉਣ ਵਾਲੀ ਚਾਲ (ਜਿੱਤ ਤੋਂ ਬਰਾਬਰੀ, ਬਰਾਬਰੀ ਤੋਂ ਹਾਰ) ਗਲਤੀ ਹੈ, ਅਤੇ ਦੋ ਦਰਜੇ (ਜਿੱਤ ਤੋਂ ਹਾਰ) ਗੁਆਉਣ ਵਾਲੀ ਵੱਡੀ ਗਲਤੀ।
review-accuracy-formula = ਸ਼ੁੱਧਤਾ: ਕਿਸੇ ਪਾਸੇ ਦੀ ਹਰ ਚਾਲ ਨੂੰ ਉਸ ਦੇ ਦਰਜੇ ਮੁਤਾਬਕ ਅੰਕ ਮਿਲਦੇ ਹਨ: ਸਭ ਤੋਂ ਵਧੀਆ 100, ਚੰਗੀ 90, ਢਿੱਲੀ ਚਾਲ 70, ਗਲਤੀ 40, ਵੱਡੀ ਗਲਤੀ 0; ਕਿਸੇ ਪਾਸੇ ਦੀ ਸ਼ੁੱਧਤਾ ਉਸ ਦੀਆਂ ਚਾਲਾਂ ਦੇ ਇਨ੍ਹਾਂ ਅੰਕਾਂ ਦੀ ਔਸਤ ਹੈ, ਮਜਬੂਰੀ ਵਾਲੀਆਂ ਚਾਲਾਂ (ਜਿਸ ਸਥਿਤੀ ਵਿੱਚ ਸਿਰਫ਼ ਇੱਕ ਜਾਇਜ਼ ਚਾਲ ਹੋਵੇ) ਛੱਡ ਕੇ।
# The note under the board on a move: $exact "false" when the loss is the engine's estimate (≈).
review-note-best = { $move } ਸਭ ਤੋਂ ਵਧੀਆ ਚਾਲ ਸੀ ({ $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਲਈ { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $value })।
review-note-good = { $move } ਚੰਗੀ ਹੈ: { $best } ਦੇ ਮੁਕਾਬਲੇ { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } ਦਾ ਨੁਕਸਾਨ ({ $value } ਦੀ ਥਾਂ { $played })।
# $name is review-class; <strong> marks the better move.
review-note-worse = { $name }: { $move } ਨਾਲ { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਨੂੰ { $exact ->
    [true] {""}
   *[false] ≈{" "}
}{ $loss } { $loss ->
    [one] ਗੋਟੀ
   *[other] ਗੋਟੀਆਂ
} ਦਾ ਨੁਕਸਾਨ ({ $played })। ਬਿਹਤਰ ਸੀ <strong>{ $best }</strong> ({ $value })।

## Studies and puzzles (/studies, /studies/ID)

studies-title = mancala: ਅਧਿਐਨ
# A study's difficulty: the lowest engine level that finds its solution, or "none".
studies-difficulty = { $level ->
    [none] 10 ਤੋਂ ਪਰੇ
   *[other] 10 ਵਿੱਚੋਂ { $level }
}
studies-every-game = ਹਰ ਖੇਡ
studies-any-size = ਕੋਈ ਵੀ ਆਕਾਰ
studies-any-difficulty = ਕੋਈ ਵੀ ਔਖਿਆਈ
studies-level = ਪੱਧਰ { $level }
studies-heading = ਅਧਿਐਨ ਅਤੇ ਬੁਝਾਰਤਾਂ
studies-analysis = ਵਿਸ਼ਲੇਸ਼ਣ ਬੋਰਡ
studies-intro = ਸਾਬਤ ਨਤੀਜੇ ਵਾਲੀਆਂ ਸਥਿਤੀਆਂ: ਉਹ ਚਾਲਾਂ ਲੱਭੋ ਜੋ ਨਤੀਜਾ ਕਾਇਮ ਰੱਖਣ। ਸਹੀ ਮੁੱਲ ਕਾਇਮ ਰੱਖਣ ਵਾਲੀ ਹਰ ਚਾਲ ਗਿਣੀ ਜਾਂਦੀ ਹੈ; ਹੱਲ ਕਰਨ ਵਾਲਾ ਦੂਜੇ ਪਾਸੇ ਵੱਲੋਂ ਜਵਾਬ ਦਿੰਦਾ ਹੈ।
studies-daily = ਅੱਜ ਦੀਆਂ ਬੁਝਾਰਤਾਂ
studies-filter-board = ਬੋਰਡ
studies-filter-difficulty = ਔਖਿਆਈ
studies-no-daily = ਅੱਜ ਕੋਈ ਬੁਝਾਰਤ ਨਹੀਂ।
studies-none = ਇਨ੍ਹਾਂ ਫ਼ਿਲਟਰਾਂ ਨਾਲ ਕੋਈ ਅਧਿਐਨ ਨਹੀਂ ਮਿਲਦਾ।
studies-col-study = ਅਧਿਐਨ
studies-col-task = ਕੰਮ
studies-solved-here = ਇਸ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਹੱਲ ਕੀਤਾ
studies-difficulty-title = ਕੰਪਿਊਟਰ ਦਾ ਸਭ ਤੋਂ ਨੀਵਾਂ ਪੱਧਰ ਜੋ ਹੱਲ ਲੱਭ ਲੈਂਦਾ ਹੈ
studies-pager = { $total ->
    [one] { $total } ਅਧਿਐਨ
   *[other] { $total } ਅਧਿਐਨ
}, ਸਫ਼ਾ { $pages } ਵਿੱਚੋਂ { $page }
studies-previous = ← ਪਿਛਲਾ
studies-next = ਅਗਲਾ →
# A puzzle of the day: its difficulty (studies-difficulty), marked when solved here.
studies-card = { $difficulty }{ $solved ->
    [true] {" "}· ਹੱਲ ਕੀਤਾ ✓
   *[false] {""}
}
# What a study asks: "South to move and win by 3"; $goal "win-by", "win", "draw", "lose"
# or "lose-by" (by no more than $value).
study-stipulation = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਚੱਲੇ ਅਤੇ { $goal ->
    [win-by] { $value } ਨਾਲ ਜਿੱਤੇ
    [win] ਜਿੱਤੇ
    [draw] ਬਰਾਬਰੀ ਕਰੇ
    [lose] ਹਾਰੇ
   *[lose-by] { $value } ਤੋਂ ਵੱਧ ਨਾਲ ਨਾ ਹਾਰੇ
}
submit-position-label = ਸਥਿਤੀ JSON ਵਜੋਂ
submit-name-placeholder = ਜਿਵੇਂ: ਚੁੱਪ-ਚਾਪ ਕਬਜ਼ਾ
submit-button = ਭੇਜੋ
submit-summary = ਕੋਈ ਸਥਿਤੀ ਅਧਿਐਨ ਵਜੋਂ ਭੇਜੋ
# <a> is the link to the analysis board.
submit-hint = ਸਥਿਤੀ <a>ਵਿਸ਼ਲੇਸ਼ਣ ਬੋਰਡ</a> 'ਤੇ ਤਿਆਰ ਕਰੋ ਅਤੇ ਉਸ ਦਾ JSON ਉੱਥੋਂ ਕਾਪੀ ਕਰੋ ("ਸਾਂਝਾ ਕਰੋ" ਹੇਠਾਂ)। ਸਰਵਰ ਇਸ ਨੂੰ ਤਦ ਮੰਨਦਾ ਹੈ ਜਦੋਂ ਹੱਲ ਕਰਨ ਵਾਲਾ ਆਪਣੀ ਸਮਾਂ-ਹੱਦ ਵਿੱਚ ਸਾਬਤ ਕਰ ਦੇਵੇ ਕਿ ਸਿਰਫ਼ ਇੱਕ ਪਹਿਲੀ ਚਾਲ ਸਥਿਤੀ ਦਾ ਮੁੱਲ ਕਾਇਮ ਰੱਖਦੀ ਹੈ: ਅਧਿਐਨ ਦਾ ਇੱਕੋ ਹੱਲ ਹੁੰਦਾ ਹੈ।
submit-no-name = ਅਧਿਐਨ ਨੂੰ ਨਾਂ ਦਿਓ।
submit-bad-json = ਸਥਿਤੀ ਸਹੀ JSON ਨਹੀਂ ਹੈ: { $error }
submit-checking = ਹੱਲ ਕਰਨ ਵਾਲਾ ਇਸ ਨੂੰ ਜਾਂਚ ਰਿਹਾ ਹੈ…
# <a> links to the new study; $stipulation is what it asks.
submit-accepted = ਮਨਜ਼ੂਰ: <a>{ $stipulation }</a>।
# <a> links to the study the position already is.
submit-exists = ਮਨਜ਼ੂਰ ਨਹੀਂ: ਇਹ ਸਥਿਤੀ ਪਹਿਲਾਂ ਹੀ <a>ਇੱਕ ਅਧਿਐਨ</a> ਹੈ।
submit-refused = ਮਨਜ਼ੂਰ ਨਹੀਂ: { $error }
submit-position = ਸਥਿਤੀ (JSON)
submit-name = ਨਾਂ
puzzle-no-study-title = mancala: ਅਜਿਹਾ ਕੋਈ ਅਧਿਐਨ ਨਹੀਂ
puzzle-no-study = ਅਜਿਹਾ ਕੋਈ ਅਧਿਐਨ ਨਹੀਂ
puzzle-cannot-open = ਅਧਿਐਨ ਨਹੀਂ ਖੁੱਲ੍ਹ ਸਕਦਾ
puzzle-all-studies = ਸਾਰੇ ਅਧਿਐਨ
puzzle-heading = { $game } 2×{ $holes }: { $stipulation }
puzzle-title = mancala: ਅਧਿਐਨ { $name }
puzzle-hint = ਸੰਕੇਤ
puzzle-restart = ਮੁੜ ਸ਼ੁਰੂ ਕਰੋ
puzzle-analyse = ਵਿਸ਼ਲੇਸ਼ਣ ਕਰੋ
puzzle-no-moves = ਅਜੇ ਕੋਈ ਨਹੀਂ: ਤੁਹਾਡੀ ਪਹਿਲੀ ਚਾਲ ਹੀ ਕੁੰਜੀ ਹੈ।
puzzle-task = ਤੁਹਾਡਾ ਕੰਮ
puzzle-task-text = ਤੁਸੀਂ { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਵੱਲੋਂ ਖੇਡਦੇ ਹੋ; ਹੱਲ ਕਰਨ ਵਾਲਾ ਆਪਣੇ ਸਭ ਤੋਂ ਵਧੀਆ ਬਚਾਅ ਨਾਲ { $other ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} ਵੱਲੋਂ ਜਵਾਬ ਦਿੰਦਾ ਹੈ। ਸਾਬਤ ਨਤੀਜਾ ਕਾਇਮ ਰੱਖਣ ਵਾਲੀ ਹਰ ਚਾਲ ਸਹੀ ਹੈ।
# $source "submitted" or "collection"; $id the study's id.
puzzle-facts = ਔਖਿਆਈ { $difficulty } · { $source ->
    [submitted] ਭੇਜਿਆ ਗਿਆ
   *[collection] ਸੰਗ੍ਰਹਿ ਵਿੱਚੋਂ
} · { $id }
puzzle-solved-before = ✓ ਤੁਸੀਂ ਇਹ ਪਹਿਲਾਂ ਹੱਲ ਕਰ ਚੁੱਕੇ ਹੋ।
puzzle-you = ਤੁਸੀਂ
puzzle-solver = ਹੱਲ ਕਰਨ ਵਾਲਾ
puzzle-must-pass = ਤੁਹਾਡੇ ਕੋਲ ਕੋਈ ਬਿਜਾਈ ਨਹੀਂ, ਇਸ ਲਈ ਵਾਰੀ ਛੱਡਣੀ ਪਵੇਗੀ: "ਵਾਰੀ ਛੱਡੋ" ਦਬਾਓ।
puzzle-again = ਸਹੀ। ਫਿਰ ਤੁਹਾਡੀ ਚਾਲ: ਇਸੇ ਤਰ੍ਹਾਂ ਜਾਰੀ ਰੱਖੋ।
puzzle-your-move = ਤੁਹਾਡੀ ਚਾਲ: { $stipulation }।
puzzle-checking = ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ…
puzzle-you-pass = ਤੁਸੀਂ ਵਾਰੀ ਛੱਡਦੇ ਹੋ…
puzzle-you-play = ਤੁਸੀਂ { $move } ਚੱਲਦੇ ਹੋ…
puzzle-not-kept = { $move } ਮੁੱਲ ਕਾਇਮ ਨਹੀਂ ਰੱਖਦੀ।
# The verdict on a wrong try, before the server's explanation (kept in English for now).
puzzle-wrong = ✗ { $move } ਗਲਤ ਹੈ।{" "}
puzzle-refutation = ਕਾਟ: { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} { $reply } ਨਾਲ ਜਵਾਬ ਦਿੰਦਾ ਹੈ।
puzzle-put-back = ਸਥਿਤੀ ਵਾਪਸ ਰੱਖ ਦਿੱਤੀ ਗਈ: ਕੋਈ ਹੋਰ ਚਾਲ ਅਜ਼ਮਾਓ।
puzzle-refuted = { $move } ਦੀ ਕਾਟ ਹੋ ਗਈ। ਫਿਰ ਤੁਹਾਡੀ ਚਾਲ।
# The defender's reply being played: $again "true" for a Giuthi extra move.
puzzle-replying = { $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} { $again ->
    [true] ਫਿਰ ਚੱਲਦਾ ਹੈ
   *[false] ਜਵਾਬ ਦਿੰਦਾ ਹੈ
}: { $reply }…
puzzle-solved-status = ਹੱਲ ਹੋ ਗਿਆ!
puzzle-solved = ✓ ਹੱਲ ਹੋ ਗਿਆ।{" "}
puzzle-kept = ਤੁਸੀਂ ਅੰਤ ਤੱਕ ਮੁੱਲ ਕਾਇਮ ਰੱਖਿਆ।
puzzle-another = ਹੋਰ ਅਧਿਐਨ
puzzle-analyse-it = ਇਸ ਦਾ ਵਿਸ਼ਲੇਸ਼ਣ ਕਰੋ
puzzle-right = ✓ { $move } ਸਹੀ ਹੈ।
puzzle-pass-right = ✓ ਵਾਰੀ ਛੱਡਣਾ ਸਹੀ ਹੈ।
# The defender's replies after a right move: $replies is "4" or "4, then 2" (puzzle-then).
puzzle-answers = {" "}{ $side ->
    [south] ਦੱਖਣ
   *[north] ਉੱਤਰ
} { $replies } ਨਾਲ ਜਵਾਬ ਦਿੰਦਾ ਹੈ।
puzzle-then = { $first }, ਫਿਰ { $next }
puzzle-hint-title = ਸੰਕੇਤ
puzzle-hint-move = { $move } ਚੱਲੋ।
# $direction "true" when the hole has two moves (Giuthi): the next hint names the direction.
puzzle-hint-hole = ਟੋਆ { $hole } ਦੇਖੋ।{ $direction ->
    [true] {" "}(ਦਿਸ਼ਾ ਲਈ ਫਿਰ ਪੁੱਛੋ।)
   *[false] {""}
}
