//! A thrown roll's launch: the one conversion from a swipe on a screen (a phone's, or the
//! mouse dragged across the table) to the recorded [`ThrowLaunch`], and that launch
//! clamped to velocities the tray holds ([`Aim`]).
//!
//! The camera looks from the players' side (+Z) toward −Z, so on screen right is +X and
//! up is −Z: a swipe `(dx, dy)` in screen space (y down) is the direction `(x, z) =
//! (dx, dy)` across the table. A flick away from the player (`dy < 0`) throws toward −Z.

#[cfg(feature = "physics")]
use std::ops::Range;

use crate::rules::ThrowLaunch;

#[cfg(feature = "physics")]
/// Horizontal speed of a launched die, in m/s, from a launch of speed `0` to one of
/// [`ThrowLaunch::FULL`]: a soft flick rolls the dice across part of the tray, a hard one
/// bounces them off the walls (a seeded throw is 1.0 to 1.8 m/s).
pub(crate) const LAUNCH_SPEED: Range<f32> = 0.55..2.3;
#[cfg(feature = "physics")]
/// Spin of a launched die, in rad/s, from a launch of spin `0` to one of
/// [`ThrowLaunch::FULL`] (a seeded throw spins at 45 to 65 rad/s).
pub(crate) const LAUNCH_SPIN: Range<f32> = 32.0..70.0;

/// Swipe speed, in screen heights per second, that counts as full speed (`1.0`): a
/// phone's page sends its swipe's speed divided by this, and the mouse's flick across
/// the table is measured the same way.
pub const SWIPE_FULL_SPEED: f32 = 4.0;

/// Direction of a swipe too short (or too strange) to read: away from the players.
const AWAY: (i16, i16) = (0, -1000);
/// Speed of a swipe whose speed is not a number: half speed, as a phone's default.
const HALF: f64 = 0.5;
/// Directions shorter than this (in any unit) are too short to read.
const SHORTEST: f64 = 1e-6;

/// The launch of a swipe in screen space: `(dx, dy)` its direction (y down the screen;
/// any length), `speed` from `0.0` (gentle) to `1.0` (as hard as the game throws), as a
/// phone sends it. The spin follows the speed. This is the one place a swipe is made
/// safe, whatever sent it: a zero, tiny or non-finite direction throws away from the
/// players, a speed that is not a number is half speed, and speeds are clamped to
/// `0.0..=1.0`.
pub fn launch_from_swipe(dx: f64, dy: f64, speed: f64) -> ThrowLaunch {
    let length = dx.hypot(dy);
    let direction = if length.is_finite() && length >= SHORTEST {
        // Within ±1000 after dividing by the length, so the casts cannot saturate.
        let thousandths = |v: f64| (v / length * 1000.0).round() as i16;
        (thousandths(dx), thousandths(dy))
    } else {
        AWAY
    };
    let speed = if speed.is_nan() { HALF } else { speed };
    let scaled = (speed.clamp(0.0, 1.0) * f64::from(ThrowLaunch::FULL)).round() as u16;
    ThrowLaunch {
        direction,
        speed: scaled,
        spin: scaled,
    }
}

#[cfg(feature = "physics")]
/// A launch as the simulation uses it: a unit direction across the table and the
/// speed and spin of a die, clamped to what the tray holds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Aim {
    /// Unit direction `[x, z]` of travel across the table.
    pub direction: [f32; 2],
    /// Horizontal speed, in m/s, within [`LAUNCH_SPEED`].
    pub speed: f32,
    /// Spin, in rad/s, within [`LAUNCH_SPIN`].
    pub spin: f32,
}

#[cfg(feature = "physics")]
impl Aim {
    /// The velocities of a recorded launch. Any launch a file can hold is safe: a zero
    /// direction throws away from the players, speeds and spins above
    /// [`ThrowLaunch::FULL`] count as full. No trigonometry, so no libm differences.
    pub fn of(launch: ThrowLaunch) -> Aim {
        let unit = |(x, z): (i16, i16)| {
            let (x, z) = (f32::from(x), f32::from(z));
            let n = (x * x + z * z).sqrt();
            [x / n, z / n]
        };
        let direction = if launch.direction == (0, 0) {
            unit(AWAY)
        } else {
            unit(launch.direction)
        };
        let share = |v: u16| f32::from(v.min(ThrowLaunch::FULL)) / f32::from(ThrowLaunch::FULL);
        let within = |r: Range<f32>, s: f32| r.start + (r.end - r.start) * s;
        Aim {
            direction,
            speed: within(LAUNCH_SPEED, share(launch.speed)),
            spin: within(LAUNCH_SPIN, share(launch.spin)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(direction: (i16, i16), speed: u16, spin: u16) -> ThrowLaunch {
        ThrowLaunch {
            direction,
            speed,
            spin,
        }
    }

    #[test]
    fn a_swipe_keeps_its_direction_across_the_table_and_its_speed() {
        // Away from the player (up the screen) is −Z; to the right is +X.
        assert_eq!(
            launch_from_swipe(0.0, -1.0, 0.55),
            launch((0, -1000), 550, 550)
        );
        assert_eq!(
            launch_from_swipe(3.0, 0.0, 1.0),
            launch((1000, 0), 1000, 1000)
        );
        assert_eq!(launch_from_swipe(-0.6, 0.8, 0.0), launch((-600, 800), 0, 0));
        // Any length: only the direction counts.
        assert_eq!(
            launch_from_swipe(-120.0, -160.0, 0.25),
            launch((-600, -800), 250, 250)
        );
        let aim = Aim::of(launch_from_swipe(1.0, -1.0, 0.5));
        let h = std::f32::consts::FRAC_1_SQRT_2;
        assert!((aim.direction[0] - h).abs() < 1e-3 && (aim.direction[1] + h).abs() < 1e-3);
    }

    #[test]
    fn garbage_swipes_become_safe_launches() {
        let away = |speed| launch(AWAY, speed, speed);
        assert_eq!(launch_from_swipe(0.0, 0.0, 0.3), away(300));
        assert_eq!(launch_from_swipe(1e-9, -1e-9, 0.3), away(300));
        assert_eq!(launch_from_swipe(f64::NAN, 1.0, 0.3), away(300));
        assert_eq!(launch_from_swipe(f64::INFINITY, 1.0, 0.3), away(300));
        assert_eq!(launch_from_swipe(0.0, -1.0, f64::NAN), away(500));
        assert_eq!(launch_from_swipe(0.0, -1.0, f64::INFINITY), away(1000));
        assert_eq!(launch_from_swipe(0.0, -1.0, f64::NEG_INFINITY), away(0));
        assert_eq!(launch_from_swipe(0.0, -1.0, -3.0), away(0));
        assert_eq!(launch_from_swipe(0.0, -1.0, 1e30), away(1000));
        // Huge but finite directions do not overflow.
        assert_eq!(launch_from_swipe(1e300, 1e300, 0.5).direction, (707, 707));
        assert_eq!(launch_from_swipe(-1e300, 0.0, 0.5).direction, (-1000, 0));
    }

    proptest::proptest! {
        #[test]
        fn any_swipe_gives_a_launch_within_the_limits(
            dx in proptest::num::f64::ANY,
            dy in proptest::num::f64::ANY,
            speed in proptest::num::f64::ANY,
        ) {
            let l = launch_from_swipe(dx, dy, speed);
            proptest::prop_assert!(l.speed <= ThrowLaunch::FULL && l.spin == l.speed);
            let (x, z) = (f64::from(l.direction.0), f64::from(l.direction.1));
            proptest::prop_assert!((x.hypot(z) - 1000.0).abs() <= 1.5, "{:?}", l);
        }
    }

    #[test]
    fn every_recorded_launch_aims_within_the_trays_limits() {
        let extremes = [i16::MIN, -1000, -1, 0, 1, 1000, i16::MAX];
        let speeds = [0, 1, 500, 999, 1000, 1001, u16::MAX];
        for x in extremes {
            for z in extremes {
                for s in speeds {
                    let aim = Aim::of(launch((x, z), s, u16::MAX - s));
                    let [dx, dz] = aim.direction;
                    assert!(((dx * dx + dz * dz).sqrt() - 1.0).abs() < 1e-5, "{x} {z}");
                    assert!((LAUNCH_SPEED.start..=LAUNCH_SPEED.end).contains(&aim.speed));
                    assert!((LAUNCH_SPIN.start..=LAUNCH_SPIN.end).contains(&aim.spin));
                }
            }
        }
        assert_eq!(Aim::of(launch((0, 0), 0, 0)).direction, [0.0, -1.0]);
        assert_eq!(Aim::of(launch((5, 0), 0, 0)).speed, LAUNCH_SPEED.start);
        assert_eq!(Aim::of(launch((5, 0), 1000, 0)).speed, LAUNCH_SPEED.end);
        assert_eq!(
            Aim::of(launch((5, 0), 4000, 4000)),
            Aim::of(launch((5, 0), 1000, 1000))
        );
    }
}
