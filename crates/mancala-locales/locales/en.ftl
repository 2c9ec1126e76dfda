# The English catalog of the mancala page: the source of every translation.
# Each message is one text of the page. Keep the ids; translate the values.
# Game names (En Gehé, En Dodoi, Sadeqa II, Giuthi) and move notation (3R, 12L) are not
# translated. Variables in { $braces } must be kept; plurals and selectors follow CLDR.

## Counts used in several places

# A number of seeds: "1 seed", "4 seeds".
seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}

## The header on every page

nav-play = Play
nav-analysis = Analysis
nav-studies = Studies
nav-lobby = Lobby
nav-rules = Rules
