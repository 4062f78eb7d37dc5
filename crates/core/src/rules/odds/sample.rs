//! Monte-Carlo estimates of the game-level chances, by playing the rest of the game many
//! times with the real engine from a seeded generator (deterministic for a seed).

use crate::rules::dice::DiceRng;
use crate::rules::golf::StraightGolf;
use crate::rules::slam::SlamDice;
use crate::rules::step::DiceGame;

/// Share of `samples` games per seat, and the largest standard error of those shares.
fn shares(counts: &[u64], samples: u32) -> (Vec<f64>, f64) {
    let n = f64::from(samples.max(1));
    let p: Vec<f64> = counts.iter().map(|c| *c as f64 / n).collect();
    let se = p
        .iter()
        .map(|p| (p * (1.0 - p) / n).sqrt())
        .fold(0.0, f64::max);
    (p, se)
}

/// Plays `game` to its end with dice from `rng`.
fn play_out<G: DiceGame + Clone>(
    game: &G,
    rng: &mut DiceRng,
    events: &mut Vec<crate::rules::Event>,
) -> G {
    let mut g = game.clone();
    while g.dice_needed() > 0 {
        events.clear();
        if g.roll_into(rng, events).is_err() {
            break;
        }
    }
    g
}

/// How often each seat ends as the Slam Dice loser, over `samples` plays of the rest of
/// the game; with the largest standard error.
pub(super) fn losers(game: &SlamDice, samples: u32, seed: u64) -> (Vec<f64>, f64) {
    let mut counts = vec![0u64; game.players().len()];
    let mut rng = DiceRng::seeded(seed);
    let mut events = Vec::new();
    for _ in 0..samples.max(1) {
        if let Some(loser) = play_out(game, &mut rng, &mut events).loser() {
            counts[loser] += 1;
        }
    }
    shares(&counts, samples)
}

/// How often each seat ends among the Straight Golf winners (a shared win counts for
/// each), over `samples` plays of the rest of the game; with the largest standard error.
pub(super) fn winners(game: &StraightGolf, samples: u32, seed: u64) -> (Vec<f64>, f64) {
    let mut counts = vec![0u64; game.players().len()];
    let mut rng = DiceRng::seeded(seed);
    let mut events = Vec::new();
    for _ in 0..samples.max(1) {
        for w in play_out(game, &mut rng, &mut events).winners() {
            counts[w] += 1;
        }
    }
    shares(&counts, samples)
}
