//! A game in progress: the positions so far, repetition, the outcome, undo.

use crate::error::PlayError;
use crate::game::Rules;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::position::Position;

#[derive(Clone, Debug)]
struct Entry {
    position: Position,
    hash: u64,
    /// Index of the earliest entry with the same capture total: repetitions can only go back that far.
    since_capture: usize,
    /// The move that led here (`None` for the first position).
    mv: Option<Move>,
    outcome: Option<Outcome>,
}

/// The legal moves of one position and the positions they lead to (`History::successors`).
#[derive(Clone, Debug)]
pub struct Successors {
    parent: Position,
    list: Vec<(Move, Position)>,
}

impl Successors {
    /// The position these are the successors of.
    pub fn parent(&self) -> &Position {
        &self.parent
    }

    /// The legal moves, in protocol order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.list.iter().map(|(m, _)| *m)
    }

    /// Each legal move with the position it leads to, in protocol order.
    pub fn iter(&self) -> impl Iterator<Item = &(Move, Position)> + '_ {
        self.list.iter()
    }
}

/// A game from a start position: every ply played, with repetition and the outcome kept.
#[derive(Clone, Debug)]
pub struct History {
    entries: Vec<Entry>,
    start_ply: u64,
}

impl History {
    /// A new game from the rules' start position.
    pub fn new(rules: Rules) -> History {
        History::from_position(Position::start(rules), 0)
    }

    /// A game from a set-up position, numbered from `ply`; that position counts as occurred.
    pub fn from_position(position: Position, ply: u64) -> History {
        let outcome = (!position.has_legal_move()).then(|| position.no_move_outcome());
        History {
            entries: vec![Entry {
                hash: position.hash(),
                position,
                since_capture: 0,
                mv: None,
                outcome,
            }],
            start_ply: ply,
        }
    }

    /// The current position.
    #[inline]
    pub fn position(&self) -> &Position {
        &self.last().position
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.entries[0].position
    }

    /// The rules of the game.
    pub fn rules(&self) -> &Rules {
        self.position().rules()
    }

    /// How the game ended, or `None` while it goes on.
    #[inline]
    pub fn outcome(&self) -> Option<&Outcome> {
        self.last().outcome.as_ref()
    }

    /// The ply number of the current position (the start's number plus the plies played).
    pub fn ply(&self) -> u64 {
        self.start_ply + self.moves_played() as u64
    }

    /// The ply number of the start position.
    pub fn start_ply(&self) -> u64 {
        self.start_ply
    }

    /// How many plies have been played since the start.
    pub fn moves_played(&self) -> usize {
        self.entries.len() - 1
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.entries.iter().filter_map(|e| e.mv)
    }

    /// Every position of the game, from the start to the current one.
    pub fn positions(&self) -> impl Iterator<Item = &Position> + '_ {
        self.entries.iter().map(|e| &e.position)
    }

    /// Plays `mv`, or leaves the game unchanged and says why not.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let next = self.position().play(mv)?;
        self.push(mv, next);
        Ok(())
    }

    /// Plays a uniformly random legal move; returns it, or `None` when the game is over.
    pub fn play_random(&mut self, pick: &mut impl FnMut(usize) -> usize) -> Option<Move> {
        if self.outcome().is_some() {
            return None;
        }
        let (mv, next) = self.position().random_successor(pick)?;
        self.push(mv, next);
        Some(mv)
    }

    /// The legal moves of the current position with the positions they lead to (none when the
    /// game is over), kept so that one of them can be played without sowing it again.
    pub fn successors(&self) -> Successors {
        let mut successors = Successors {
            parent: self.position().clone(),
            list: Vec::new(),
        };
        self.successors_into(&mut successors);
        successors
    }

    /// Lists the current position's successors into `successors` as [`History::successors`]
    /// does, reusing its memory.
    pub fn successors_into(&self, successors: &mut Successors) {
        successors.parent.clone_from(self.position());
        successors.list.clear();
        if self.outcome().is_none() {
            self.position().successors_into(&mut successors.list);
        }
    }

    /// Plays `mv` as `play` does, then lists the new position's successors into `successors`
    /// (none once the game is over). The move's position is taken from `successors` when they
    /// were listed at a position equal to the current one, and sown afresh otherwise; the new
    /// listing also tells whether the new position has a move, so no sowing is done twice. On
    /// an error neither the game nor `successors` changes.
    pub fn play_listed(&mut self, successors: &mut Successors, mv: Move) -> Result<(), PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let listed = if successors.parent == *self.position() {
            successors.list.iter().position(|(m, _)| *m == mv)
        } else {
            None
        };
        let next = match listed {
            Some(i) => successors.list.swap_remove(i).1,
            None => self.position().play(mv)?,
        };
        successors.list.clear();
        next.successors_into(&mut successors.list);
        successors.parent.clone_from(&next);
        let has_move = !successors.list.is_empty();
        self.push_known(mv, next, has_move);
        if self.outcome().is_some() {
            successors.list.clear();
        }
        Ok(())
    }

    /// Takes back the last ply; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        if self.entries.len() > 1 {
            self.entries.pop();
            true
        } else {
            false
        }
    }

    /// Whether `position` is one of this game's positions so far.
    pub fn occurred(&self, position: &Position) -> bool {
        let hash = position.hash();
        self.entries
            .iter()
            .any(|e| e.hash == hash && e.position == *position)
    }

    /// Whether `position`, a candidate next position, repeats one of this game's positions.
    fn occurred_with_hash(&self, position: &Position, hash: u64) -> bool {
        let total = position.captured_total();
        // Captures never shrink, so only the stretch since the last capture can repeat.
        let last = self.last();
        if last.position.captured_total() != total {
            return false;
        }
        self.entries[last.since_capture..]
            .iter()
            .rev()
            .any(|e| e.hash == hash && e.position == *position)
    }

    fn push(&mut self, mv: Move, next: Position) {
        let has_move = next.has_legal_move();
        self.push_known(mv, next, has_move);
    }

    /// Appends `next`, reached by `mv`; `has_move` tells whether it has a legal move.
    fn push_known(&mut self, mv: Move, next: Position, has_move: bool) {
        let hash = next.hash();
        let repeated = self.occurred_with_hash(&next, hash);
        let last = self.last();
        let since_capture = if last.position.captured_total() == next.captured_total() {
            last.since_capture
        } else {
            self.entries.len()
        };
        let outcome = if !has_move {
            Some(next.no_move_outcome())
        } else if repeated {
            Some(next.repetition_outcome())
        } else {
            None
        };
        self.entries.push(Entry {
            hash,
            position: next,
            since_capture,
            mv: Some(mv),
            outcome,
        });
    }

    #[inline]
    fn last(&self) -> &Entry {
        // `entries` always holds the start position.
        &self.entries[self.entries.len() - 1]
    }
}
