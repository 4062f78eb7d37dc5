//! Physics throws: the wanted values always show, flat and inside the tray, with the die
//! layout intact, whether seeded or launched (a flick); recordings are deterministic; the
//! cube rotations are a group; throws look like throws. Run with `--nocapture` to see
//! the measured spreads.

use party_dice_core::rules::{Face, ThrowLaunch};
use party_dice_core::throw::{
    CubeRotation, DIE_SIZE, FPS, Hit, MAX_DICE, MAX_SECONDS, MAX_TRIES, MIN_TRAVEL, MIN_TURNS,
    Recording, TRAY, ThrowError, face_normal, rest_layout, rotate, throw, throw_launched,
    travel_and_turns, try_throw, try_throw_launched,
};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Throws in the big sweep.
const SWEEP: u64 = 10_000;
/// A corrected die's up face must be within 5° of vertical.
const FLAT_COS: f32 = 0.996_194_7;

/// The wanted values of sweep throw `i`: 1 to 6 dice with random faces.
fn values_for(i: u64) -> Vec<Face> {
    let mut rng = ChaCha8Rng::seed_from_u64(0xD1CE ^ i);
    let n = 1 + (rng.next_u32() % 6) as usize;
    (0..n)
        .map(|_| Face::ALL[(rng.next_u32() % 6) as usize])
        .collect()
}

/// The launch of launched-sweep throw `i`: any direction a record can hold (now and
/// then none, or the extremes), any speed and spin from gentle to beyond full (clamped).
fn launch_for(i: u64) -> ThrowLaunch {
    let mut rng = ChaCha8Rng::seed_from_u64(0x1A_0C4 ^ i);
    let mut coordinate = || match rng.next_u32() % 16 {
        0 => 0,
        1 => i16::MIN,
        2 => i16::MAX,
        _ => (rng.next_u32() % 2001) as i16 - 1000,
    };
    let direction = (coordinate(), coordinate());
    let mut share = || match rng.next_u32() % 8 {
        0 => 0,
        1 => u16::MAX,
        _ => (rng.next_u32() % 1301) as u16,
    };
    ThrowLaunch {
        direction,
        speed: share(),
        spin: share(),
    }
}

/// Seeded throws as the game has always made them, or throws with [`launch_for`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Seeded,
    Launched,
}

/// What the sweep learnt, throw by throw, without keeping the recordings.
#[derive(Default)]
struct Sweep {
    throws: u64,
    dice: usize,
    /// Broken promises: wrong face, not flat, outside, layout broken.
    failures: Vec<String>,
    /// Dice of throws kept at full energy that did not look thrown (should stay empty).
    dull: Vec<String>,
    cocked: u64,
    outside: u64,
    unsettled: u64,
    dull_retries: u64,
    gentle: u64,
    fell_back: u64,
    attempts: u64,
    /// Per die of full-energy throws: rest time (s), travel (tray widths), turns.
    rest: Vec<f32>,
    travel: Vec<f32>,
    turns: Vec<f32>,
    /// Per throw: time until the last die rests, and the recording's length (s).
    throw_rest: Vec<f32>,
    duration: Vec<f32>,
    contacts: usize,
    elapsed: Duration,
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn close(a: [f32; 3], b: [f32; 3]) -> bool {
    (0..3).all(|k| (a[k] - b[k]).abs() < 1e-4)
}

/// Checks every promise about the end of a recording; returns what was broken.
fn check_recording(rec: &Recording, values: &[Face]) -> Vec<String> {
    let mut bad = Vec::new();
    if rec.dice.len() != values.len() {
        bad.push(format!(
            "{} dice for {} values",
            rec.dice.len(),
            values.len()
        ));
        return bad;
    }
    for (i, (track, &want)) in rec.dice.iter().zip(values).enumerate() {
        let pose = rec.final_pose(i);
        // The world direction of the corrected mesh's face f.
        let world = |f: Face| rotate(pose.rotation, track.correction.rotate(face_normal(f)));
        if rec.visible_up(i) != want || track.wanted != want {
            bad.push(format!("die {i} shows {} not {want}", rec.visible_up(i)));
        }
        if world(want)[1] < FLAT_COS {
            bad.push(format!("die {i} tilted: up·Y = {}", world(want)[1]));
        }
        if track.correction.rotate(face_normal(want)) != face_normal(track.landed) {
            bad.push(format!("die {i}: correction breaks its contract"));
        }
        let [x, y, z] = pose.position;
        let inside = x.abs() <= TRAY.half_width - DIE_SIZE * 0.45
            && z.abs() <= TRAY.half_depth - DIE_SIZE * 0.45
            && (y - DIE_SIZE / 2.0).abs() < DIE_SIZE * 0.1;
        if !inside {
            bad.push(format!(
                "die {i} not on the tray floor at {:?}",
                pose.position
            ));
        }
        for f in Face::ALL {
            let (a, b) = (world(f), world(f.opposite()));
            if !close(a, b.map(|c| -c)) {
                bad.push(format!(
                    "die {i}: faces {f} and {} not opposite",
                    f.opposite()
                ));
            }
        }
        // Right-handed: 1 × 2 = 3 in the mesh frame, so also in the world.
        let [one, two, three] = [1, 2, 3].map(|v| world(Face::ALL[v - 1]));
        if !close(cross(one, two), three) {
            bad.push(format!("die {i}: 1-2-3 corner mirrored"));
        }
        let q = pose.rotation;
        if (q.iter().map(|c| c * c).sum::<f32>() - 1.0).abs() > 1e-4 {
            bad.push(format!("die {i}: rotation not unit {q:?}"));
        }
    }
    bad
}

fn run_sweep(range: std::ops::Range<u64>, kind: Kind) -> Sweep {
    let mut s = Sweep::default();
    for i in range {
        let values = values_for(i);
        let launch = (kind == Kind::Launched).then(|| launch_for(i));
        let rec = throw_launched(&values, i.wrapping_mul(0x9E37_79B9_7F4A_7C15), launch);
        s.throws += 1;
        s.dice += values.len();
        for msg in check_recording(&rec, &values) {
            s.failures.push(format!("throw {i} {values:?}: {msg}"));
        }
        s.cocked += u64::from(rec.retries.cocked);
        s.outside += u64::from(rec.retries.outside);
        s.unsettled += u64::from(rec.retries.unsettled);
        s.dull_retries += u64::from(rec.retries.dull);
        s.attempts += u64::from(rec.attempts);
        s.contacts += rec.contacts.len();
        if rec.retries.fell_back {
            s.fell_back += 1;
            continue;
        }
        if rec.attempts > MAX_TRIES {
            s.gentle += 1;
            continue;
        }
        let fps = rec.fps as f32;
        let mut last_rest = 0.0f32;
        for (d, track) in rec.dice.iter().enumerate() {
            let rest = track.rest_frame as f32 / fps;
            let (travel, turns) = travel_and_turns(&track.poses);
            let travel = travel / (2.0 * TRAY.half_width);
            if travel < MIN_TRAVEL || turns < MIN_TURNS || rest > MAX_SECONDS {
                s.dull.push(format!(
                    "throw {i} die {d}: travel {travel:.2} turns {turns:.2} rest {rest:.2}"
                ));
            }
            last_rest = last_rest.max(rest);
            s.rest.push(rest);
            s.travel.push(travel);
            s.turns.push(turns);
        }
        s.throw_rest.push(last_rest);
        s.duration.push(rec.duration());
    }
    s
}

/// The 10 000-throw sweep of seeded throws, run once (on every core) and shared by the
/// tests below.
fn sweep() -> &'static Sweep {
    static SWEEP_RESULT: OnceLock<Sweep> = OnceLock::new();
    SWEEP_RESULT.get_or_init(|| run_sweep_on_every_core(Kind::Seeded))
}

/// The 10 000-throw sweep of launched throws, [`launch_for`] each.
fn launched_sweep() -> &'static Sweep {
    static SWEEP_RESULT: OnceLock<Sweep> = OnceLock::new();
    SWEEP_RESULT.get_or_init(|| run_sweep_on_every_core(Kind::Launched))
}

/// A sweep of [`SWEEP`] throws of one kind, split over every core.
fn run_sweep_on_every_core(kind: Kind) -> Sweep {
    let start = Instant::now();
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let chunk = SWEEP.div_ceil(workers);
    let parts: Vec<Sweep> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| scope.spawn(move || run_sweep(w * chunk..((w + 1) * chunk).min(SWEEP), kind)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut all = Sweep::default();
    for p in parts {
        all.throws += p.throws;
        all.dice += p.dice;
        all.failures.extend(p.failures);
        all.dull.extend(p.dull);
        all.cocked += p.cocked;
        all.outside += p.outside;
        all.unsettled += p.unsettled;
        all.dull_retries += p.dull_retries;
        all.gentle += p.gentle;
        all.fell_back += p.fell_back;
        all.attempts += p.attempts;
        all.rest.extend(p.rest);
        all.travel.extend(p.travel);
        all.turns.extend(p.turns);
        all.throw_rest.extend(p.throw_rest);
        all.duration.extend(p.duration);
        all.contacts += p.contacts;
    }
    all.elapsed = start.elapsed();
    all
}

/// `min / p1 / p10 / median / p90 / p99 / max` of a sample.
fn spread(v: &[f32]) -> String {
    let mut v = v.to_vec();
    v.sort_by(f32::total_cmp);
    let at = |p: f32| v[((v.len() - 1) as f32 * p).round() as usize];
    format!(
        "min {:.2} · p1 {:.2} · p10 {:.2} · median {:.2} · p90 {:.2} · p99 {:.2} · max {:.2}",
        at(0.0),
        at(0.01),
        at(0.1),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    )
}

#[test]
fn ten_thousand_throws_show_the_wanted_values_flat_in_the_tray_with_the_layout_intact() {
    check_shown(sweep(), "seeded");
}

#[test]
fn ten_thousand_launched_throws_show_the_wanted_values_flat_in_the_tray() {
    check_shown(launched_sweep(), "launched");
}

fn check_shown(s: &Sweep, kind: &str) {
    println!(
        "{kind}: {} throws, {} dice in {:.1?} (all cores)",
        s.throws, s.dice, s.elapsed
    );
    assert_eq!(s.throws, SWEEP);
    let shown: Vec<_> = s.failures.iter().take(20).collect();
    assert!(
        s.failures.is_empty(),
        "{} broken: {shown:#?}",
        s.failures.len()
    );
}

#[test]
fn throws_look_like_throws() {
    check_looks(sweep(), "seeded");
}

#[test]
fn launched_throws_look_like_throws() {
    check_looks(launched_sweep(), "launched");
}

fn check_looks(s: &Sweep, kind: &str) {
    println!(
        "{kind}, per die, full-energy throws ({} dice):",
        s.rest.len()
    );
    println!("  rest time (s):        {}", spread(&s.rest));
    println!("  travel (tray widths): {}", spread(&s.travel));
    println!("  rotation (turns):     {}", spread(&s.turns));
    println!("per throw:");
    println!("  last die at rest (s): {}", spread(&s.throw_rest));
    println!("  recording length (s): {}", spread(&s.duration));
    println!(
        "  contacts per throw:   {:.1}",
        s.contacts as f32 / s.throws as f32
    );
    let shown: Vec<_> = s.dull.iter().take(20).collect();
    assert!(s.dull.is_empty(), "{} dull dice: {shown:#?}", s.dull.len());
    let mut rest = s.rest.clone();
    rest.sort_by(f32::total_cmp);
    // Rests come after a real tumble, well before the time limit.
    assert!(rest[0] >= 0.25, "a die rested after {} s", rest[0]);
    assert!(
        rest[rest.len() / 2] >= 0.5,
        "median rest {}",
        rest[rest.len() / 2]
    );
    assert!(rest[rest.len() - 1] <= 3.0);
    // Almost every throw is a full-energy one.
    assert!(s.gentle + s.fell_back <= s.throws / 1000);
}

#[test]
fn retry_causes_per_ten_thousand_throws() {
    check_retries(sweep(), "seeded");
}

#[test]
fn retry_causes_per_ten_thousand_launched_throws() {
    check_retries(launched_sweep(), "launched");
}

fn check_retries(s: &Sweep, kind: &str) {
    let per = |n: u64| n as f64 * 10_000.0 / s.throws as f64;
    println!(
        "{kind} retries per 10 000 throws: cocked {:.0} · outside {:.0} · unsettled {:.0} · dull {:.0}; \
         gentle last throws {:.0}, rest-layout fallbacks {:.0}; mean attempts {:.3}",
        per(s.cocked),
        per(s.outside),
        per(s.unsettled),
        per(s.dull_retries),
        per(s.gentle),
        per(s.fell_back),
        s.attempts as f64 / s.throws as f64
    );
    // Retries are the exception: at most one throw in five is redone on average.
    assert!(s.attempts <= s.throws + s.throws / 5);
}

/// Asserts that two recordings are the same to the bit.
fn assert_same_bits(a: &Recording, b: &Recording) {
    assert_eq!(a.dice.len(), b.dice.len());
    assert_eq!(
        (a.fps, a.attempts, a.seed_used),
        (b.fps, b.attempts, b.seed_used)
    );
    assert_eq!(a.retries, b.retries);
    for (da, db) in a.dice.iter().zip(&b.dice) {
        assert_eq!(da.poses.len(), db.poses.len());
        for (pa, pb) in da.poses.iter().zip(&db.poses) {
            assert_eq!(pa.position.map(f32::to_bits), pb.position.map(f32::to_bits));
            assert_eq!(pa.rotation.map(f32::to_bits), pb.rotation.map(f32::to_bits));
        }
        assert_eq!(
            (da.rest_frame, da.landed, da.wanted, da.correction),
            (db.rest_frame, db.landed, db.wanted, db.correction)
        );
    }
    assert_eq!(a.contacts.len(), b.contacts.len());
    for (ca, cb) in a.contacts.iter().zip(&b.contacts) {
        assert_eq!((ca.frame, ca.die, ca.hit), (cb.frame, cb.die, cb.hit));
        assert_eq!(ca.strength.to_bits(), cb.strength.to_bits());
    }
}

#[test]
fn the_same_seed_and_values_give_the_same_recording_bit_for_bit() {
    for i in 0..24u64 {
        let values = values_for(i);
        let seed = 1_000 + i * 7;
        assert_same_bits(&throw(&values, seed), &throw(&values, seed));
        let launch = Some(launch_for(i));
        let launched = throw_launched(&values, seed, launch);
        assert_same_bits(&launched, &throw_launched(&values, seed, launch));
        // No launch is the seeded throw; a launch replaces it.
        assert_same_bits(&throw_launched(&values, seed, None), &throw(&values, seed));
        assert_ne!(launched, throw(&values, seed));
    }
    // And a different seed or launch gives a different throw.
    let values = values_for(3);
    assert_ne!(throw(&values, 1), throw(&values, 2));
    let toward = |x, z| {
        Some(ThrowLaunch {
            direction: (x, z),
            speed: 600,
            spin: 600,
        })
    };
    assert_ne!(
        throw_launched(&values, 1, toward(0, -1000)),
        throw_launched(&values, 1, toward(1000, 0))
    );
    assert_ne!(
        throw_launched(&values, 1, toward(0, -1000)),
        throw_launched(&values, 2, toward(0, -1000))
    );
}

/// The horizontal direction `[x, z]` the dice of a recording fly in, on average, over
/// its first `frames` frames (before they reach the floor), with their mean start.
fn first_flight(rec: &Recording, frames: usize) -> ([f32; 2], [f32; 2]) {
    let (mut moved, mut start) = ([0.0f32; 2], [0.0f32; 2]);
    for track in &rec.dice {
        let (a, b) = (track.poses[0].position, track.poses[frames].position);
        moved = [moved[0] + b[0] - a[0], moved[1] + b[2] - a[2]];
        start = [start[0] + a[0], start[1] + a[2]];
    }
    let n = (moved[0].hypot(moved[1])).max(f32::MIN_POSITIVE);
    let k = rec.dice.len() as f32;
    ([moved[0] / n, moved[1] / n], [start[0] / k, start[1] / k])
}

#[test]
fn dice_fly_the_way_they_were_flicked_from_behind_the_middle() {
    // Eight directions round the table, as (x, z) thousandths.
    let directions = [
        (1000, 0),
        (707, -707),
        (0, -1000),
        (-707, -707),
        (-1000, 0),
        (-707, 707),
        (0, 1000),
        (707, 707),
    ];
    for (k, &(x, z)) in directions.iter().enumerate() {
        for seed in 0..12u64 {
            let values = values_for(seed + 40 * k as u64);
            let launch = ThrowLaunch {
                direction: (x, z),
                speed: (seed * 90) as u16,
                spin: 500,
            };
            let rec = throw_launched(&values, seed, Some(launch));
            assert!(check_recording(&rec, &values).is_empty());
            if rec.retries.fell_back {
                continue;
            }
            let (flight, start) = first_flight(&rec, 6);
            let (dx, dz) = (f32::from(x) / 1000.0, f32::from(z) / 1000.0);
            let along = flight[0] * dx + flight[1] * dz;
            // Within about 18° of the flick (each die spreads up to 7°).
            assert!(along > 0.95, "{launch:?} seed {seed}: flies {flight:?}");
            // Released on the far side of the middle from where they fly.
            assert!(
                start[0] * dx + start[1] * dz < 0.0,
                "{launch:?}: from {start:?}"
            );
            for track in &rec.dice {
                let [px, _, pz] = track.poses[0].position;
                let inside = |p: f32, half: f32| p.abs() < half - 0.9 * DIE_SIZE;
                assert!(inside(px, TRAY.half_width) && inside(pz, TRAY.half_depth));
            }
        }
    }
}

#[test]
fn a_harder_flick_throws_harder_and_beyond_full_is_full() {
    let values = values_for(5);
    let flick = |speed: u16| ThrowLaunch {
        direction: (600, -800),
        speed,
        spin: speed,
    };
    let mean_travel = |speed: u16| {
        let mut total = 0.0;
        let mut dice = 0;
        for seed in 0..30 {
            let rec = throw_launched(&values, seed, Some(flick(speed)));
            for track in &rec.dice {
                total += travel_and_turns(&track.poses).0;
                dice += 1;
            }
        }
        total / dice as f32
    };
    let (soft, hard) = (mean_travel(0), mean_travel(ThrowLaunch::FULL));
    println!("mean travel per die: soft {soft:.3} m, hard {hard:.3} m");
    assert!(hard > 1.5 * soft, "soft {soft} hard {hard}");
    for seed in 0..5 {
        assert_same_bits(
            &throw_launched(&values, seed, Some(flick(u16::MAX))),
            &throw_launched(&values, seed, Some(flick(ThrowLaunch::FULL))),
        );
    }
    // Garbage launches a file could hold still land the values.
    for direction in [(0, 0), (i16::MIN, i16::MIN), (i16::MAX, -1), (1, 0)] {
        let launch = ThrowLaunch {
            direction,
            speed: u16::MAX,
            spin: 0,
        };
        let rec = try_throw_launched(&values, 9, Some(launch)).unwrap_or_else(|e| panic!("{e}"));
        assert!(check_recording(&rec, &values).is_empty(), "{launch:?}");
    }
}

#[test]
fn the_24_cube_rotations_form_a_group() {
    let all = CubeRotation::all();
    let id = CubeRotation::identity();
    assert_eq!(all[0], id);
    // 24 distinct: each moves the axes differently.
    let axes = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            assert_ne!(axes.map(|v| a.rotate(v)), axes.map(|v| b.rotate(v)));
        }
    }
    for a in all {
        assert_eq!(a.compose(id), a);
        assert_eq!(id.compose(a), a);
        assert_eq!(a.compose(a.inverse()), id);
        assert_eq!(a.inverse().compose(a), id);
        // Proper rotations: x × y = z survives.
        let [x, y, z] = axes.map(|v| a.rotate(v));
        assert_eq!(cross(x, y), z);
        for b in all {
            let ab = a.compose(b);
            assert!(all.contains(&ab));
            for v in axes {
                assert_eq!(ab.rotate(v), a.rotate(b.rotate(v)));
            }
            for c in all {
                assert_eq!(ab.compose(c), a.compose(b.compose(c)));
            }
        }
        // The quaternion is the same rotation.
        for v in axes {
            assert!(close(rotate(a.quaternion(), v), a.rotate(v)));
        }
    }
}

#[test]
fn a_correction_exists_for_every_landed_and_wanted_pair() {
    let mut seen = std::collections::BTreeSet::new();
    for landed in Face::ALL {
        for wanted in Face::ALL {
            let c = CubeRotation::correction(landed, wanted);
            assert_eq!(c.rotate(face_normal(wanted)), face_normal(landed));
            // The smallest index among the four that fit.
            let first = CubeRotation::all()
                .into_iter()
                .find(|r| r.rotate(face_normal(wanted)) == face_normal(landed));
            assert_eq!(Some(c), first);
            // A body whose `landed` face is up shows `wanted` once corrected.
            for body in CubeRotation::all() {
                if body.rotate(face_normal(landed)) == [0.0, 1.0, 0.0] {
                    let q = body.quaternion();
                    let up = rotate(q, c.rotate(face_normal(wanted)));
                    assert!(close(up, [0.0, 1.0, 0.0]));
                }
            }
            seen.insert((landed, wanted));
        }
        assert_eq!(
            CubeRotation::correction(landed, landed),
            CubeRotation::identity()
        );
    }
    assert_eq!(seen.len(), 36);
}

#[test]
fn no_dice_give_an_empty_recording_and_too_many_are_refused_or_clamped() {
    let empty = throw(&[], 5);
    assert_eq!(empty.frame_count(), 0);
    assert!(empty.dice.is_empty() && empty.contacts.is_empty());
    assert_eq!(empty.duration(), 0.0);

    let seven = [Face::ALL[0]; 7];
    assert_eq!(try_throw(&seven, 5), Err(ThrowError::TooManyDice(7)));
    let clamped = throw(&seven, 5);
    assert_eq!(clamped.dice.len(), MAX_DICE);
    assert!(check_recording(&clamped, &seven[..MAX_DICE]).is_empty());
}

#[test]
fn every_die_count_and_value_works() {
    for n in 1..=MAX_DICE {
        for f in Face::ALL {
            let values = vec![f; n];
            let rec = throw(&values, (n * 10) as u64 + u64::from(f.value()));
            assert_eq!(rec.fps, FPS);
            assert!(rec.frame_count() > 1);
            let bad = check_recording(&rec, &values);
            assert!(bad.is_empty(), "{n} × {f}: {bad:?}");
        }
    }
}

#[test]
fn contacts_are_ordered_and_name_real_dice() {
    for seed in 0..20 {
        let values = vec![Face::ALL[2]; 6];
        let rec = throw(&values, seed);
        assert!(!rec.contacts.is_empty());
        assert!(rec.contacts.windows(2).all(|w| w[0].frame <= w[1].frame));
        for c in &rec.contacts {
            assert!(c.die < rec.dice.len());
            assert!(c.frame < rec.frame_count());
            assert!(c.strength > 0.0 && c.strength.is_finite());
            if let Hit::Die(j) = c.hit {
                assert!(j > c.die && j < rec.dice.len());
            }
        }
        // Every die lands on the floor at some point.
        for d in 0..rec.dice.len() {
            assert!(
                rec.contacts
                    .iter()
                    .any(|c| c.die == d && c.hit == Hit::Floor),
                "seed {seed} die {d} never hit the floor"
            );
        }
    }
}

#[test]
fn pose_at_interpolates_between_frames_and_clamps() {
    let rec = throw(&[Face::ALL[4], Face::ALL[1]], 77);
    let track = &rec.dice[0];
    let dt = 1.0 / rec.fps as f32;
    assert_eq!(rec.pose_at(0, -1.0), track.poses[0]);
    assert_eq!(rec.pose_at(0, 0.0), track.poses[0]);
    assert_eq!(rec.pose_at(0, 3.0 * dt), track.poses[3]);
    assert_eq!(rec.pose_at(0, rec.duration() + 1.0), rec.final_pose(0));
    assert_eq!(rec.pose_at(0, f32::NAN), track.poses[0]);
    let mid = rec.pose_at(0, 2.5 * dt);
    let (a, b) = (track.poses[2], track.poses[3]);
    for k in 0..3 {
        let want = (a.position[k] + b.position[k]) / 2.0;
        assert!((mid.position[k] - want).abs() < 1e-6);
    }
    let n: f32 = mid.rotation.iter().map(|c| c * c).sum();
    assert!((n - 1.0).abs() < 1e-5);
    // The frame-count and duration agree.
    let frames = rec.frame_count();
    assert!((rec.duration() - (frames - 1) as f32 * dt).abs() < 1e-5);
}

#[test]
fn rest_layout_shows_the_values_flat_apart_in_one_frame() {
    for n in 1..=MAX_DICE {
        for seed in 0..50u64 {
            let values: Vec<Face> = (0..n).map(|i| Face::ALL[(i + seed as usize) % 6]).collect();
            let rec = rest_layout(&values, seed);
            assert_eq!(rec.frame_count(), 1);
            assert_eq!(rec.duration(), 0.0);
            assert!(check_recording(&rec, &values).is_empty());
            for i in 0..n {
                assert_eq!(rec.dice[i].correction, CubeRotation::identity());
                for j in i + 1..n {
                    let (p, q) = (rec.final_pose(i).position, rec.final_pose(j).position);
                    let d = ((p[0] - q[0]).powi(2) + (p[2] - q[2]).powi(2)).sqrt();
                    // Further apart than two half diagonals: no overlap at any yaw.
                    assert!(d > DIE_SIZE * std::f32::consts::SQRT_2, "{d}");
                }
            }
            assert_eq!(rest_layout(&values, seed), rec);
        }
    }
    assert_eq!(rest_layout(&[], 1).frame_count(), 0);
}

#[test]
fn the_tray_is_sized_for_six_dice() {
    let across = 2.0 * TRAY.half_width / DIE_SIZE;
    assert!((8.0..=12.0).contains(&across), "{across}");
    const { assert!(TRAY.half_depth < TRAY.half_width && TRAY.wall_height > DIE_SIZE) };
}
