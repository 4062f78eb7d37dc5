//! The table's share of the drama: the camera moving in on a throw that can decide the
//! game ([`CameraPush`]), and a burst of confetti for a Grand Slam, a straight in one
//! roll or the end of the game ([`Celebrate`]).
//!
//! Both are the game's to ask for and only ever decorate: they never hold up a roll, and
//! the game asks for neither under reduced motion. The confetti are a fixed pool of thin
//! boxes spawned once and hidden between bursts, so the entity count never grows.

use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::add_asset as add;
use super::camera::{FramedEye, TableCamera};
use crate::throw::{DIE_SIZE, TRAY};

/// How far in the camera moves at most: this share of its distance to the focus.
const PUSH_SHARE: f32 = 0.22;
/// How fast the push follows its target (per second; about 95 % in 0.6 s).
const PUSH_RATE: f32 = 5.0;

/// The camera's move towards the table, which the game sets: `target` 1 moves it in
/// towards `focus` (the last die of a deciding throw), 0 back to its framing.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct CameraPush {
    /// Where the push is going: 0 (framed) to 1 (moved in).
    pub target: f32,
    /// What it moves in on.
    pub focus: Vec3,
    /// Where it is now, eased towards `target`.
    amount: f32,
}

impl CameraPush {
    /// Back to the framing at once (a new game, reduced motion).
    pub fn reset(&mut self) {
        self.target = 0.0;
        self.amount = 0.0;
    }

    /// How far in the camera is now, 0 to 1.
    pub fn amount(&self) -> f32 {
        self.amount
    }
}

/// Eases the push towards its target and places the table camera: its framed position
/// moved towards the focus by the push.
fn push_camera(
    time: Res<Time>,
    mut push: ResMut<CameraPush>,
    framed: Res<FramedEye>,
    mut cameras: Query<&mut Transform, With<TableCamera>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let step = 1.0 - (-PUSH_RATE * time.delta_secs()).exp();
    let before = push.amount;
    push.amount += (push.target.clamp(0.0, 1.0) - push.amount) * step;
    if (push.amount - push.target).abs() < 1e-3 {
        push.amount = push.target.clamp(0.0, 1.0);
    }
    // Not framed yet (no window): the push eases all the same, with nothing to move.
    let Some(eye) = framed.0 else {
        return;
    };
    if push.amount == before && !framed.is_changed() {
        return;
    }
    let at = eye + (push.focus - eye) * PUSH_SHARE * push.amount;
    for mut transform in &mut cameras {
        transform.translation = at;
    }
    redraw.write(RequestRedraw);
}

/// A burst of confetti over the tray.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub(crate) struct Celebrate {
    /// The colour most pieces take (the player's), with gold and white among them.
    pub colour: Color,
    /// The end of the game: twice the pieces, longer in the air.
    pub big: bool,
    /// Seeds the burst's scatter, so a replay bursts alike.
    pub seed: u64,
}

/// Pieces in the pool (a big burst uses them all, a small one half).
const PIECES: usize = 96;
/// Seconds a piece of a small burst stays up; a big burst's stay longer.
const LIFE: f32 = 1.6;
/// Downward pull on a piece (m/s²): light paper, not a die.
const FALL: f32 = 0.35;
/// Share of a piece's speed kept each second: the air slows it.
const DRAG: f32 = 0.25;

/// One piece of confetti in flight (hidden when `age >= life`).
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Confetto {
    velocity: Vec3,
    spin: Vec3,
    age: f32,
    life: f32,
}

/// The pieces' materials: the burst's colour, gold, white.
#[derive(Resource, Debug, Clone)]
struct ConfettiLook {
    materials: [Handle<StandardMaterial>; 3],
}

fn spawn_confetti(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<StandardMaterial>>>,
) {
    let mesh = add(
        &mut meshes,
        Cuboid::new(0.42 * DIE_SIZE, 0.04 * DIE_SIZE, 0.28 * DIE_SIZE),
    );
    let material = |materials: &mut Option<ResMut<Assets<StandardMaterial>>>, c: Color| {
        add(
            materials,
            StandardMaterial {
                base_color: c,
                emissive: c.to_linear() * 0.4,
                double_sided: true,
                cull_mode: None,
                ..default()
            },
        )
    };
    let look = ConfettiLook {
        materials: [
            material(&mut materials, Color::WHITE),
            material(&mut materials, Color::srgb(1.0, 0.78, 0.2)),
            material(&mut materials, Color::srgb(0.97, 0.97, 0.97)),
        ],
    };
    for k in 0..PIECES {
        commands.spawn((
            Name::new("Confetto"),
            Confetto::default(),
            Mesh3d(mesh.clone()),
            MeshMaterial3d(look.materials[k % 3].clone()),
            Transform::default(),
            Visibility::Hidden,
            NotShadowCaster,
        ));
    }
    commands.insert_resource(look);
}

/// A small, fast generator for the scatter (SplitMix64): no need for a real one.
fn scatter(state: &mut u64) -> f32 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) >> 40) as f32 / (1u64 << 24) as f32
}

/// Starts a burst: pieces thrown up from the tray's floor, spinning.
fn burst(
    mut asked: MessageReader<Celebrate>,
    look: Option<Res<ConfettiLook>>,
    mut materials: Option<ResMut<Assets<StandardMaterial>>>,
    mut pieces: Query<(&mut Confetto, &mut Transform, &mut Visibility)>,
) {
    let Some(c) = asked.read().last().copied() else {
        return;
    };
    if let (Some(look), Some(materials)) = (look, materials.as_mut())
        && let Some(mut m) = materials.get_mut(&look.materials[0])
    {
        m.base_color = c.colour;
        m.emissive = c.colour.to_linear() * 0.4;
    }
    let mut state = c.seed;
    let used = if c.big { PIECES } else { PIECES / 2 };
    for (k, (mut piece, mut transform, mut visibility)) in pieces.iter_mut().enumerate() {
        if k >= used {
            *visibility = Visibility::Hidden;
            piece.age = piece.life;
            continue;
        }
        let mut r = || scatter(&mut state) * 2.0 - 1.0;
        let from = Vec3::new(
            r() * TRAY.half_width * 0.6,
            DIE_SIZE,
            r() * TRAY.half_depth * 0.6,
        );
        let out = Vec3::new(from.x, 0.0, from.z).normalize_or_zero();
        *piece = Confetto {
            velocity: out * (0.05 + 0.05 * r().abs()) + Vec3::Y * (0.28 + 0.1 * r()),
            spin: Vec3::new(r(), r(), r()) * 12.0,
            age: 0.0,
            life: LIFE * if c.big { 1.5 } else { 1.0 } * (0.8 + 0.2 * r().abs()),
        };
        *transform = Transform::from_translation(from).with_rotation(Quat::from_euler(
            EulerRot::XYZ,
            r() * 3.0,
            r() * 3.0,
            r() * 3.0,
        ));
        *visibility = Visibility::Visible;
    }
}

/// Moves the pieces in flight and hides those whose time is up.
fn fly(
    time: Res<Time>,
    mut pieces: Query<(&mut Confetto, &mut Transform, &mut Visibility)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let dt = time.delta_secs();
    let mut flying = false;
    for (mut piece, mut transform, mut visibility) in &mut pieces {
        if piece.age >= piece.life {
            continue;
        }
        piece.age += dt;
        if piece.age >= piece.life {
            *visibility = Visibility::Hidden;
            continue;
        }
        flying = true;
        piece.velocity.y -= FALL * dt;
        piece.velocity *= DRAG.powf(dt);
        transform.translation += piece.velocity * dt;
        let spin = piece.spin * dt;
        transform.rotate(Quat::from_euler(EulerRot::XYZ, spin.x, spin.y, spin.z));
        // The last third of its time, a piece shrinks away rather than vanish.
        let left = ((piece.life - piece.age) / (piece.life / 3.0)).min(1.0);
        transform.scale = Vec3::splat(left.max(0.05));
    }
    if flying {
        redraw.write(RequestRedraw);
    }
}

/// Takes every piece off the table (a new throw, a new game, skipping on).
pub(crate) fn clear_confetti(mut pieces: Query<(&mut Confetto, &mut Visibility)>) {
    for (mut piece, mut visibility) in &mut pieces {
        piece.age = piece.life;
        *visibility = Visibility::Hidden;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CameraPush>()
        .add_message::<Celebrate>()
        .add_message::<RequestRedraw>()
        .add_systems(Startup, spawn_confetti)
        .add_systems(Update, (burst, fly).chain())
        .add_systems(
            PostUpdate,
            push_camera
                .after(super::camera::frame_table_camera)
                .before(TransformSystems::Propagate),
        );
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::time::TimeUpdateStrategy;

    use super::*;

    fn headless() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, super::super::plugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                50,
            )));
        app.update();
        app
    }

    fn shown(app: &mut App) -> usize {
        let mut q = app.world_mut().query::<(&Confetto, &Visibility)>();
        q.iter(app.world())
            .filter(|(_, v)| **v == Visibility::Visible)
            .count()
    }

    #[test]
    fn a_burst_flies_then_every_piece_is_hidden_and_none_is_spawned() {
        let mut app = headless();
        let before = app.world().entities().count_spawned();
        for big in [false, true] {
            app.world_mut().write_message(Celebrate {
                colour: Color::srgb(1.0, 0.0, 0.0),
                big,
                seed: 3,
            });
            app.update();
            assert_eq!(shown(&mut app), if big { PIECES } else { PIECES / 2 });
            for _ in 0..((LIFE * 1.5 / 0.05) as usize + 2) {
                app.update();
            }
            assert_eq!(shown(&mut app), 0);
        }
        assert_eq!(app.world().entities().count_spawned(), before);
    }

    #[test]
    fn the_scatter_stays_in_its_unit_range() {
        let mut state = 0;
        for _ in 0..10_000 {
            let x = scatter(&mut state);
            assert!((0.0..1.0).contains(&x), "{x}");
        }
    }
}
