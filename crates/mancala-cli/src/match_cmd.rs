//! `mancala match`: two players over K games on one board, with Elo statistics.

use std::io::IsTerminal;

use anyhow::{bail, Context, Result};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use mancala_match::{
    parse_player, play_match, MatchConfig, MatchReport, PlayerTimes, TimeControl, BALANCE_DEPTH,
    BALANCE_NODES,
};

use crate::board_args::BoardArgs;
use crate::usage::usage;

/// Options of `mancala match`.
#[derive(Args)]
pub struct MatchArgs {
    /// The game: en-gehe, en-dodoi, sadeqa-ii or giuthi.
    #[arg(long)]
    game: String,
    #[command(flatten)]
    board: BoardArgs,
    /// Number of games (each opening is played with both colours).
    #[arg(long, default_value_t = 2)]
    games: usize,
    /// Seed of the openings and of the players' random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Random plies opening each pair of games (forced plies are played too but not counted);
    /// every pair's opening is new, with more plies once the short ones are used up.
    #[arg(long, default_value_t = 2)]
    opening_plies: usize,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Keep only openings that a short search finds within this many seeds of even (0: any opening).
    #[arg(long, default_value_t = 3)]
    balance: u32,
    /// Depth of the plain search that judges an opening's balance.
    #[arg(long, default_value_t = BALANCE_DEPTH, value_parser = clap::value_parser!(u32).range(1..=64))]
    balance_depth: u32,
    /// Node budget of that search (it keeps the deepest iteration completed within it).
    #[arg(long, default_value_t = BALANCE_NODES, value_parser = clap::value_parser!(u64).range(100..=1_000_000_000))]
    balance_nodes: u64,
    /// Limits sent with every genmove to cmd: players, e.g. "movetime=100" (default: none, the engine's own).
    #[arg(long, default_value = "")]
    cmd_limits: String,
    /// Play on time: each side's time for the game and the increment after each move, in
    /// seconds, e.g. "60+0.5". Every player gets its clock with each move (cmd: players as
    /// south_time, north_time and increment); a player whose clock runs out loses the game.
    #[arg(long, value_name = "BASE+INCREMENT")]
    clock: Option<TimeControl>,
    /// Write every game to this record file (.json for JSON, text otherwise) as it finishes;
    /// past 16 MB, to NAME-2.EXT, NAME-3.EXT and so on beside it.
    #[arg(long, value_name = "FILE")]
    record: Option<std::path::PathBuf>,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// The first player: ab:depth=N, mcts:ms=N, level:N, random, greedy or cmd:'program args'.
    player_a: String,
    /// The second player.
    player_b: String,
}

fn ms(d: std::time::Duration) -> f64 {
    (d.as_secs_f64() * 1e5).round() / 100.0
}

fn elo_text(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    } else {
        // Rounded to a whole number; a value that rounds to zero is written +0, never -0.
        let rounded = x.round();
        format!("{:+.0}", if rounded == 0.0 { 0.0 } else { rounded })
    }
}

fn elo_json(x: f64) -> serde_json::Value {
    if x.is_finite() {
        // Adding 0.0 turns -0 into 0.
        serde_json::json!((x * 10.0).round() / 10.0 + 0.0)
    } else {
        serde_json::json!(elo_text(x))
    }
}

fn times_json(t: &PlayerTimes) -> serde_json::Value {
    let mut object =
        serde_json::json!({"moves": t.moves, "avg_ms": ms(t.average()), "max_ms": ms(t.longest)});
    if let Some(left) = t.least_left {
        object["least_left_ms"] = serde_json::json!(ms(left));
        object["lost_on_time"] = serde_json::json!(t.flags);
    }
    object
}

/// Runs the match and prints the report.
pub fn run(args: MatchArgs) -> Result<()> {
    if args.games == 0 || args.games > 1_000_000 || !args.games.is_multiple_of(2) {
        usage!(
            "--games must be an even number from 2 to 1000000 (each opening is played with both colours), not {}",
            args.games
        );
    }
    if args.threads == 0 || args.threads > 64 {
        usage!("--threads must be from 1 to 64, not {}", args.threads);
    }
    if args.opening_plies > 1000 {
        usage!("--opening-plies must be at most 1000");
    }
    let rules = args.board.rules(&args.game)?;
    let words: Vec<&str> = args.cmd_limits.split_whitespace().collect();
    mancala_protocol::check_genmove_limits(&words)
        .map_err(|e| crate::usage::as_usage(format!("--cmd-limits: {e}")))?;
    let on_time = args.clock.is_some();
    // Check both specifications before anything runs (a `cmd:` player's words only: its
    // program starts with the match). A file a player names that cannot be read is a
    // failure (status 1), any other mistake one of the command line (2).
    for spec in [&args.player_a, &args.player_b] {
        let checked = match spec.strip_prefix("cmd:") {
            Some(command) => mancala_match::command_words(command).map(drop),
            None => parse_player(spec, 0, "", on_time).map(drop),
        };
        match checked {
            Err(e @ mancala_match::PlayerError::File { .. }) => return Err(e.into()),
            Err(e) => return Err(crate::usage::as_usage(e)),
            Ok(()) => {}
        }
    }
    // And the record file, so that a mistyped path does not throw the games away.
    if let Some(path) = &args.record {
        mancala_record::check_writable(path).context("--record")?;
    }
    let config = MatchConfig {
        rules,
        games: args.games,
        seed: args.seed,
        opening_plies: args.opening_plies,
        threads: args.threads,
        balance: (args.balance > 0).then_some(args.balance),
        balance_depth: args.balance_depth,
        balance_nodes: args.balance_nodes,
        keep_games: false,
        clock: args.clock,
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(args.games as u64);
        bar.set_style(
            ProgressStyle::with_template(
                "{bar:30} {pos}/{len} games  {msg}  [{elapsed_precise}, eta {eta}]",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let a = args.player_a.clone();
    let b = args.player_b.clone();
    // The games go to the record file as they finish (in their order), not kept in memory.
    let sink = args
        .record
        .as_ref()
        .map(|path| std::sync::Mutex::new(RecordSink::new(path)));
    let report: MatchReport = play_match(
        &config,
        &|seed| parse_player(&a, seed, &args.cmd_limits, on_time),
        &|seed| parse_player(&b, seed, &args.cmd_limits, on_time),
        &|p| {
            bar.set_position(p.done as u64);
            bar.set_message(format!(
                "+{} ={} -{}",
                p.tally.wins, p.tally.draws, p.tally.losses
            ));
            if let Some(sink) = &sink {
                let mut sink = sink.lock().unwrap_or_else(|e| e.into_inner());
                let record = game_record(&args, p.record, p.game.clone());
                sink.add(p.record.index, record);
            }
        },
    );
    bar.finish_and_clear();
    // The record's failure (a full disk) is told after the results, which stand.
    let recorded = sink.map(|sink| {
        let sink = sink.into_inner().unwrap_or_else(|e| e.into_inner());
        sink.finish().context("--record")
    });
    if let Some(Ok(files)) = &recorded {
        crate::records_cmd::tell_files(files);
    }
    let t = report.tally;
    // No game finished: there is no result to report, only the failure.
    if let (0, Some(e)) = (t.games(), &report.error) {
        bail!("the match stopped before any game finished: {e}");
    }
    let (lo, hi) = t.elo_interval();
    let unfinished = report.records.iter().filter(|r| r.unfinished).count();
    if args.json {
        let object = serde_json::json!({
            "game": rules.game().name(), "holes": rules.holes(), "seeds": rules.seeds(),
            "player_a": args.player_a, "player_b": args.player_b,
            "games": t.games(), "wins": t.wins, "draws": t.draws, "losses": t.losses,
            "score": (t.score() * 10000.0).round() / 10000.0,
            "elo": elo_json(t.elo()), "elo_low": elo_json(lo), "elo_high": elo_json(hi),
            "times": {"player_a": times_json(&report.times[0]), "player_b": times_json(&report.times[1])},
            "unfinished": unfinished,
            "clock": args.clock.map(|c| c.to_string()),
            "seconds": report.elapsed.as_secs_f64(),
        });
        outln!("{object}");
    } else {
        let clock = args
            .clock
            .map_or(String::new(), |c| format!(", on time {c}"));
        outln!(
            "{} 2x{} ({} seeds{clock}): {} vs {}",
            rules.game(),
            rules.holes(),
            rules.seeds(),
            args.player_a,
            args.player_b
        );
        outln!(
            "games {}  wins {}  draws {}  losses {}  score {:.1}%",
            t.games(),
            t.wins,
            t.draws,
            t.losses,
            t.score() * 100.0
        );
        outln!(
            "elo {}  (95%: {} .. {})",
            elo_text(t.elo()),
            elo_text(lo),
            elo_text(hi)
        );
        for (name, times) in [
            (&args.player_a, &report.times[0]),
            (&args.player_b, &report.times[1]),
        ] {
            let clock = match times.least_left {
                Some(left) => format!(
                    ", least left on its clock {:.2} ms, lost on time {}",
                    ms(left),
                    times.flags
                ),
                None => String::new(),
            };
            outln!(
                "{name}: {} moves, average {:.2} ms, longest {:.2} ms{clock}",
                times.moves,
                ms(times.average()),
                ms(times.longest)
            );
        }
        if unfinished > 0 {
            outln!("{unfinished} games stopped at the ply guard and counted as draws");
        }
        outln!("time {:.1} s", report.elapsed.as_secs_f64());
    }
    if let Some(e) = report.error {
        bail!(
            "the match stopped after {} games (the results above count those): {e}",
            t.games()
        );
    }
    if let Some(Err(e)) = recorded {
        return Err(e.context("the results above stand, but the games could not all be written"));
    }
    Ok(())
}

/// The record of a match's game `r` (`game` as played), its players named by their
/// specifications.
fn game_record(
    args: &MatchArgs,
    r: &mancala_match::GameRecord,
    game: mancala_rules::History,
) -> Result<mancala_record::Record> {
    let (south, north) = if r.first_player_side == mancala_rules::Side::South {
        (&args.player_a, &args.player_b)
    } else {
        (&args.player_b, &args.player_a)
    };
    let date = crate::records_cmd::today();
    let mut record =
        mancala_record::Record::new(game, south.as_str(), north.as_str(), date.as_str());
    let mut tag = |name: &str, value: String| record.extra_tags.push((name.to_string(), value));
    tag("Round", (r.index + 1).to_string());
    tag("Opening", r.opening_plies.to_string());
    if let Some(clock) = args.clock {
        tag("TimeControl", clock.to_string());
    }
    if r.unfinished {
        tag("Termination", "ply guard".to_string());
    }
    if let Some(side) = r.flagged {
        tag("Termination", "time forfeit".to_string());
        // Losing on time gives the result of a resignation: a win for the other side.
        // The rules did not end the game, so any result is allowed.
        record.set_result(mancala_record::GameResult::resignation(side))?;
    }
    Ok(record)
}

/// Where a match's games are written as they finish: in the order of their rounds (a game
/// finished early waits for the ones before it), to the record file and, past the size a
/// record file may have, to further files beside it.
struct RecordSink {
    writer: mancala_record::RecordWriter,
    /// The round whose game is to be written next.
    next: usize,
    /// Games finished before an earlier round's.
    waiting: std::collections::BTreeMap<usize, mancala_record::Record>,
    /// The first failure (the games after it are not written).
    error: Option<anyhow::Error>,
}

impl RecordSink {
    fn new(path: &std::path::Path) -> RecordSink {
        RecordSink {
            writer: mancala_record::RecordWriter::new(
                path,
                mancala_record::Format::from_path(path),
            ),
            next: 0,
            waiting: std::collections::BTreeMap::new(),
            error: None,
        }
    }

    /// Takes round `index`'s record, and writes every game now due.
    fn add(&mut self, index: usize, record: Result<mancala_record::Record>) {
        if self.error.is_some() {
            return;
        }
        match record {
            Ok(record) => {
                self.waiting.insert(index, record);
            }
            Err(e) => {
                self.error = Some(e);
                return;
            }
        }
        while let Some(record) = self.waiting.remove(&self.next) {
            self.next += 1;
            if let Err(e) = self.writer.write(&record) {
                self.error = Some(e.into());
                return;
            }
        }
    }

    /// Writes the games still waiting (rounds after one that never finished), then puts the
    /// files in place: the files written.
    fn finish(mut self) -> Result<Vec<std::path::PathBuf>> {
        if let Some(e) = self.error {
            return Err(e);
        }
        for record in std::mem::take(&mut self.waiting).into_values() {
            self.writer.write(&record)?;
        }
        Ok(self.writer.finish()?)
    }
}
