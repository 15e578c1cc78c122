//! Depth-first proof-number search (df-pn) with a depth limit.
//!
//! The attacker's node (an OR node) is proved when one check leads to a
//! proved position, the defender's (an AND node) when every legal reply
//! does. Each node is searched while its proof and disproof numbers stay
//! below the thresholds its parent gave it, the classic multiple-iterative
//! deepening of df-pn. The nodes of the current line are kept on a stack
//! rather than in the recursion, so a search stopped by its node budget is
//! suspended where it stands and resumes with the same thresholds: unwound
//! and restarted from the start, as it once was, it lost the hysteresis of
//! the 1 + ε thresholds at every stop, and small slices could cost many
//! times the nodes of one run.
//!
//! The children of the nodes on the current line live in one arena that
//! grows to the deepest line's needs and is then reused: after the first few
//! nodes the search allocates nothing.

use alloc::boxed::Box;
use alloc::vec::Vec;

use super::table::{Pos, Probe, Table, FINAL, INF};
use crate::{Board, Color, Move, MoveList};

/// The value of a node for the attacker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    /// Mate in this many plies (within the depth searched).
    Proved(u16),
    /// No mate within this many plies ([`FINAL`]: none at all).
    Disproved(u16),
    /// Unsettled: proof and disproof numbers.
    Open(u32, u32),
}

impl Value {
    fn from_probe(p: Probe) -> Value {
        match p {
            Probe::Proved(n) => Value::Proved(n),
            Probe::Disproved(d) => Value::Disproved(d),
            Probe::Open(pn, dn) => Value::Open(pn, dn),
        }
    }

    /// Whether the value is settled.
    pub(crate) fn settled(self) -> bool {
        !matches!(self, Value::Open(..))
    }
}

/// The fewest plies left after a check for its replies to be counted as its
/// first proof number. Nearer the depth limit the count costs more than the
/// order it gives saves: there most checks are searched to the end anyway,
/// and a check with no reply settles as soon as it is expanded.
const ESTIMATED: u16 = 5;

/// One more ply, where "no mate at all" stays so.
fn deeper(d: u16) -> u16 {
    if d == FINAL {
        FINAL
    } else {
        d + 1
    }
}

/// The threshold a best child gets from the second best number `n`.
fn widen(n: u32) -> u32 {
    n.saturating_add(n / 4).saturating_add(1).min(INF)
}

#[derive(Clone, Copy)]
struct Child {
    mv: Move,
    key: u64,
    value: Value,
}

/// A node on the current line whose children are being searched: what the
/// recursion of df-pn would keep in its locals, kept on a stack instead, so
/// that a search stopped by its node budget is suspended where it stands and
/// goes on from there, with the same thresholds, when it resumes.
struct Frame {
    board: Board,
    pos: Pos,
    depth: u16,
    attack: bool,
    th_pn: u32,
    th_dn: u32,
    /// Where the node's children start in [`Search::children`].
    base: usize,
    /// The node count when the node was entered.
    first: u64,
    /// The child being searched.
    best: usize,
}

/// The search's state: the table, the node count and the reusable buffers.
pub(crate) struct Search {
    pub(crate) table: Table,
    /// Nodes expanded so far.
    pub(crate) nodes: u64,
    /// The search is suspended once `nodes` reaches this.
    pub(crate) stop_at: u64,
    /// Keys of the positions on the current line: meeting one again is a
    /// repetition, which the tsume rule counts against the attacker.
    pub(crate) path: Vec<u64>,
    children: Vec<Child>,
    frames: Vec<Frame>,
    list: Box<MoveList>,
    replies: Box<MoveList>,
}

impl Search {
    /// A search for a mate by `attacker` with a table of `table_bytes` and
    /// room for lines of `max_ply`.
    pub(crate) fn new(table_bytes: usize, max_ply: u16, attacker: Color) -> Search {
        let plies = usize::from(max_ply) + 2;
        Search {
            table: Table::new(table_bytes, attacker),
            nodes: 0,
            stop_at: 0,
            path: Vec::with_capacity(plies),
            children: Vec::with_capacity(plies * 32),
            frames: Vec::new(),
            list: Box::new(MoveList::new()),
            replies: Box::new(MoveList::new()),
        }
    }

    /// Whether a search stopped by the node budget waits to be resumed.
    pub(crate) fn suspended(&self) -> bool {
        !self.frames.is_empty()
    }

    /// Drops a suspended search (its table stays).
    pub(crate) fn abandon(&mut self) {
        if let Some(bottom) = self.frames.first() {
            self.children.truncate(bottom.base);
        }
        self.frames.clear();
    }

    /// Searches `board` (whose key is `key`) until its value is settled for
    /// `depth` plies or the node budget is spent, when the search is
    /// suspended and the value is [`Value::Open`]; the next call resumes the
    /// suspended search, whatever its arguments. `attack`: the side to move
    /// is the attacker. Positions already on `self.path` count as
    /// repetitions.
    pub(crate) fn settle(&mut self, board: &Board, key: u64, depth: u16, attack: bool) -> Value {
        loop {
            if self.frames.is_empty() {
                if let Some(v) = self.enter(board.clone(), key, depth, attack, INF, INF) {
                    if v.settled() {
                        return v;
                    }
                    continue;
                }
            }
            match self.run_frames() {
                Some(v) if v.settled() => return v,
                Some(_) => {}
                None => return Value::Open(1, 1),
            }
        }
    }

    /// What is known of a child before it is searched: a repetition of the
    /// line counts as no mate; then the table; a check never searched, with
    /// at least [`ESTIMATED`] plies left, gets its number of replies as the
    /// first proof number (drops on one square counted once, see
    /// [`evaluate`]), and none means mate. This orders the checks that leave
    /// the king fewest replies first.
    fn first_value(
        &mut self,
        parent: &Board,
        mv: Move,
        child: (u64, &Pos),
        depth: u16,
        check: bool,
    ) -> Value {
        let (k, pos) = child;
        if check && depth <= 1 {
            // With one ply left after the check, any reply escapes: only
            // whether there is one matters. Neither the line nor the table
            // can say more: a position met before on the line had a reply
            // then, and a fact in the table for the same board at this depth
            // is again whether the king is mated.
            let mut next = parent.clone();
            next.play_unchecked(mv);
            return if next.has_legal_move() {
                Value::Disproved(depth)
            } else {
                Value::Proved(0)
            };
        }
        if k == parent.key() || self.path.contains(&k) {
            return Value::Disproved(depth);
        }
        let value = Value::from_probe(self.table.probe(pos, depth));
        if !check || value != Value::Open(1, 1) || depth < ESTIMATED {
            return value;
        }
        let mut next = parent.clone();
        next.play_unchecked(mv);
        let replies = self.replies(&next);
        if replies == 0 {
            self.table.store_proof(pos, 0, 1);
            Value::Proved(0)
        } else {
            Value::Open(replies, 1)
        }
    }

    /// The first proof number of a check: the defender's replies, where
    /// drops on one square count once, as [`evaluate`] counts them.
    fn replies(&mut self, next: &Board) -> u32 {
        next.legal_moves(&mut self.replies);
        let mut n = 0;
        let mut last = None;
        for &mv in self.replies.iter() {
            match mv {
                Move::Drop { to, .. } if last == Some(to) => {}
                Move::Drop { to, .. } => {
                    last = Some(to);
                    n += 1;
                }
                Move::Board { .. } => n += 1,
            }
        }
        n
    }

    /// Expands a node: settles it at once where its moves decide it, or
    /// else puts it on the stack of nodes being searched with thresholds
    /// `th_pn` and `th_dn`.
    fn enter(
        &mut self,
        board: Board,
        key: u64,
        depth: u16,
        attack: bool,
        th_pn: u32,
        th_dn: u32,
    ) -> Option<Value> {
        self.nodes += 1;
        let first = self.nodes;
        let pos = Pos::of(&board);
        if attack && depth == 0 {
            self.table.store_disproof(&pos, 0, 1);
            return Some(Value::Disproved(0));
        }
        if attack {
            board.check_moves(&mut self.list);
        } else {
            board.legal_moves(&mut self.list);
        }
        let base = self.children.len();
        let child_depth = depth.saturating_sub(1);
        if attack {
            for i in 0..self.list.len() {
                let Some(&mv) = self.list.get(i) else { break };
                let (k, board_key, hands) = board.keys_after(mv);
                let child = Pos::from_parts(board_key, &hands);
                let value = self.first_value(&board, mv, (k, &child), child_depth, true);
                self.children.push(Child { mv, key: k, value });
            }
            if self.children.len() == base {
                self.table.store_disproof(&pos, FINAL, 1);
                return Some(Value::Disproved(FINAL));
            }
        } else {
            if self.list.is_empty() {
                self.table.store_proof(&pos, 0, 1);
                return Some(Value::Proved(0));
            }
            if depth == 0 {
                self.table.store_disproof(&pos, 0, 1);
                return Some(Value::Disproved(0));
            }
            for i in 0..self.list.len() {
                let Some(&mv) = self.list.get(i) else { break };
                let (k, board_key, hands) = board.keys_after(mv);
                let child = Pos::from_parts(board_key, &hands);
                let value = self.first_value(&board, mv, (k, &child), child_depth, false);
                self.children.push(Child { mv, key: k, value });
            }
        }
        self.path.push(key);
        self.frames.push(Frame {
            board,
            pos,
            depth,
            attack,
            th_pn,
            th_dn,
            base,
            first,
            best: 0,
        });
        None
    }

    /// Takes the top node off the stack with its value, which it stores.
    fn leave(&mut self, result: Value) -> Value {
        let Some(f) = self.frames.pop() else {
            return result;
        };
        self.path.pop();
        self.children.truncate(f.base);
        let work = u32::try_from(self.nodes - f.first + 1).unwrap_or(u32::MAX);
        match result {
            Value::Proved(n) => self.table.store_proof(&f.pos, n, work),
            Value::Disproved(d) => self.table.store_disproof(&f.pos, d, work),
            Value::Open(pn, dn) => self.table.store_open(&f.pos, f.depth, pn, dn, work),
        }
        result
    }

    /// Searches the nodes on the stack, each while its numbers stay below
    /// its thresholds, the classic multiple-iterative deepening of df-pn:
    /// returns the value of the bottom node when it is taken off, or `None`
    /// when the node budget suspends the search.
    fn run_frames(&mut self) -> Option<Value> {
        loop {
            let f = self.frames.last()?;
            let (base, attack) = (f.base, f.attack);
            let (value, best, second) =
                evaluate(self.children.get(base..).unwrap_or_default(), attack);
            let open = match value {
                Value::Open(pn, dn) if pn < f.th_pn && dn < f.th_dn => Some((pn, dn)),
                _ => None,
            };
            let Some((pn, dn)) = open else {
                let v = self.leave(value);
                match self.frames.last() {
                    Some(parent) => {
                        let i = parent.base + parent.best;
                        if let Some(c) = self.children.get_mut(i) {
                            c.value = v;
                        }
                        continue;
                    }
                    None => return Some(v),
                }
            };
            if self.nodes >= self.stop_at {
                return None;
            }
            // `best` indexes the node's children, which are there.
            let &child = self.children.get(base + best)?;
            let (cpn, cdn) = match child.value {
                Value::Open(p, d) => (p, d),
                _ => (1, 1),
            };
            // The 1 + ε trick of df-pn+: the best child may pass the
            // second best by a quarter before the search switches to it,
            // which keeps two close children from taking turns one node at
            // a time.
            let (cth_pn, cth_dn) = if attack {
                (
                    f.th_pn.min(widen(second)),
                    (f.th_dn - dn).saturating_add(cdn).min(INF),
                )
            } else {
                (
                    (f.th_pn - pn).saturating_add(cpn).min(INF),
                    f.th_dn.min(widen(second)),
                )
            };
            let mut next = f.board.clone();
            let child_depth = f.depth.saturating_sub(1);
            next.play_unchecked(child.mv);
            if let Some(top) = self.frames.last_mut() {
                top.best = best;
            }
            if let Some(v) = self.enter(next, child.key, child_depth, !attack, cth_pn, cth_dn) {
                if let Some(c) = self.children.get_mut(base + best) {
                    c.value = v;
                }
            }
        }
    }
}

/// The node's value from its children's, the child to search next and the
/// second best number (the threshold that child must not pass).
fn evaluate(children: &[Child], attack: bool) -> (Value, usize, u32) {
    let mut best = 0;
    let mut best_n = u32::MAX;
    let mut second = INF;
    let mut sum: u32 = 0;
    let mut proved_min = u16::MAX;
    let mut proved_max = 0u16;
    let mut proved = 0usize;
    let mut disproved_min = u16::MAX;
    let mut disproved_max = 0u16;
    let mut disproved = 0usize;
    let mut group = None;
    let mut group_max = 0u32;
    for (i, c) in children.iter().enumerate() {
        match c.value {
            Value::Proved(n) => {
                proved += 1;
                proved_min = proved_min.min(n);
                proved_max = proved_max.max(n);
            }
            Value::Disproved(d) => {
                disproved += 1;
                disproved_min = disproved_min.min(d);
                disproved_max = disproved_max.max(d);
            }
            Value::Open(pn, dn) => {
                // The attacker minimises the proof number, the defender the
                // disproof number; the other number is summed, but for the
                // defender's drops on one square, which the generator gives
                // one after another: what mates after one of them mostly
                // mates after the others, so they weigh as one, their
                // largest proof number.
                let (n, mut other) = if attack { (pn, dn) } else { (dn, pn) };
                if !attack {
                    other = match c.mv {
                        Move::Drop { to, .. } if group == Some(to) => {
                            let more = pn.saturating_sub(group_max);
                            group_max = group_max.max(pn);
                            more
                        }
                        Move::Drop { to, .. } => {
                            group = Some(to);
                            group_max = pn;
                            pn
                        }
                        Move::Board { .. } => pn,
                    };
                }
                sum = sum.saturating_add(other);
                if n < best_n {
                    second = best_n.min(INF);
                    best_n = n;
                    best = i;
                } else if n < second {
                    second = n;
                }
            }
        }
    }
    let sum = sum.min(INF - 1);
    let value = if attack {
        if proved > 0 {
            Value::Proved(proved_min + 1)
        } else if disproved == children.len() {
            Value::Disproved(deeper(disproved_min))
        } else {
            Value::Open(best_n, sum)
        }
    } else if disproved > 0 {
        Value::Disproved(deeper(disproved_max))
    } else if proved == children.len() {
        Value::Proved(proved_max + 1)
    } else {
        Value::Open(sum, best_n)
    };
    (value, best, second)
}
