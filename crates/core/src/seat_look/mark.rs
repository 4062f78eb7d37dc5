//! How a seat looks: its colour and its mark (a shape and the shape's name), so that
//! players are told apart without colour too, and the pip layout of a die face. The one
//! description that the scoresheet's 2D painter and the 3D pip mesh both draw from.

use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, PI, TAU};

use crate::rules::Face;

/// How many different marks there are (one per seat of the largest table); seats past
/// it take the marks again from the first.
pub const MARKS: usize = 8;

/// A seat's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A disc.
    Circle,
    /// A square standing on a side.
    Square,
    /// A triangle with a point up.
    Triangle,
    /// A five-pointed star.
    Star,
    /// An upright bar.
    Bar,
    /// A hexagon.
    Hexagon,
    /// A pentagon with a point up.
    Pentagon,
    /// A plus sign.
    Cross,
}

/// Everything that marks a seat: its shape, the shape's name and its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    /// The shape drawn beside the name and as the pips of the seat's dice.
    pub shape: Shape,
    /// The shape's key ("triangle"): its name in the player's language is [`Mark::word`].
    pub name: &'static str,
    /// The seat's colour, sRGB: distinct under common colour blindness (the Okabe–Ito
    /// palette, then two extra).
    pub colour: [u8; 3],
}

/// The marks, in seat order.
const SEATS: [Mark; MARKS] = [
    mark(Shape::Circle, "circle", [0, 114, 178]),
    mark(Shape::Square, "square", [230, 159, 0]),
    mark(Shape::Triangle, "triangle", [0, 158, 115]),
    mark(Shape::Star, "star", [204, 121, 167]),
    mark(Shape::Bar, "bar", [86, 180, 233]),
    mark(Shape::Hexagon, "hexagon", [213, 94, 0]),
    mark(Shape::Pentagon, "pentagon", [240, 228, 66]),
    mark(Shape::Cross, "cross", [120, 120, 120]),
];

const fn mark(shape: Shape, name: &'static str, colour: [u8; 3]) -> Mark {
    Mark {
        shape,
        name,
        colour,
    }
}

impl Mark {
    /// The shape's name in the player's language, for words beside it ("Ann (triangle)").
    pub fn word(&self) -> String {
        crate::t!("mark-name", shape = self.name)
    }
}

/// The mark of seat `seat` (0-based).
pub fn seat_mark(seat: usize) -> Mark {
    SEATS[seat % MARKS]
}

/// Segments of the circle's outline.
const CIRCLE_SEGMENTS: usize = 20;

/// The farthest any outline reaches from its centre, in units of the circle's radius.
pub const MAX_REACH: f32 = 1.3;

impl Shape {
    /// The outline, in units of the circle's radius around the centre, y up, corners in
    /// anticlockwise order. Every outline is star-shaped around the centre, so a fan of
    /// triangles from it fills the shape. The shapes cover about the circle's area
    /// (reaching out at most [`MAX_REACH`]), and no two are the same shape turned: a die
    /// comes to rest at any angle.
    pub fn outline(self) -> Vec<[f32; 2]> {
        let up = FRAC_PI_2;
        match self {
            Shape::Circle => polygon(CIRCLE_SEGMENTS, 0.0, 1.0),
            // Corners at (±0.886, ±0.886): the area of the unit circle.
            Shape::Square => polygon(4, FRAC_PI_4, 1.25),
            Shape::Triangle => polygon(3, up, MAX_REACH),
            Shape::Star => {
                let points = polygon(5, up, MAX_REACH);
                let notches = polygon(5, up + PI / 5.0, MAX_REACH * 0.6);
                points
                    .into_iter()
                    .zip(notches)
                    .flat_map(|(p, n)| [p, n])
                    .collect()
            }
            // Along the second axis, where even a die's 6 face has room.
            Shape::Bar => vec![[0.5, -1.2], [0.5, 1.2], [-0.5, 1.2], [-0.5, -1.2]],
            Shape::Hexagon => polygon(6, 0.0, 1.1),
            Shape::Pentagon => polygon(5, up, 1.15),
            Shape::Cross => {
                // Arms 0.84 wide reaching 1.2 out.
                let (a, b) = (0.42, 1.2);
                vec![
                    [b, -a],
                    [b, a],
                    [a, a],
                    [a, b],
                    [-a, b],
                    [-a, a],
                    [-b, a],
                    [-b, -a],
                    [-a, -a],
                    [-a, -b],
                    [a, -b],
                    [a, -a],
                ]
            }
        }
    }
}

/// A regular polygon: `corners` points at distance `reach`, the first at angle `turn`.
fn polygon(corners: usize, turn: f32, reach: f32) -> Vec<[f32; 2]> {
    (0..corners)
        .map(|k| {
            let a = turn + TAU * k as f32 / corners as f32;
            [a.cos() * reach, a.sin() * reach]
        })
        .collect()
}

/// Near-black pips, for light dice.
pub(crate) const DARK_PIPS: [u8; 3] = [18, 18, 20];
/// White pips, for dark dice.
pub(crate) const WHITE_PIPS: [u8; 3] = [255, 255, 255];

/// The pip colour that stands out best on a die of colour `body`: white or near-black,
/// by their contrast ratios (WCAG relative luminance). White must win clearly, since a
/// lit die looks lighter than its colour.
pub fn pip_colour(body: [u8; 3]) -> [u8; 3] {
    let l = luminance(body);
    let dark = luminance(DARK_PIPS);
    if 1.05 / (l + 0.05) >= 1.3 * (l + 0.05) / (dark + 0.05) {
        WHITE_PIPS
    } else {
        DARK_PIPS
    }
}

/// WCAG contrast ratio of two sRGB colours, from 1 (the same) to 21 (black on white):
/// the one measure the window's palette, the phone page and the pips are held to.
pub fn contrast_ratio(a: [u8; 3], b: [u8; 3]) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// WCAG relative luminance of an sRGB colour.
pub(crate) fn luminance(rgb: [u8; 3]) -> f32 {
    let linear = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
}

/// Where the pips of a face sit, in units of the pip spacing along the face's two axes
/// (`-1`, `0` or `1` each): one layout for the 3D dice and the dice drawn flat.
pub fn pip_layout(face: Face) -> &'static [(f32, f32)] {
    match face.value() {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (-1.0, 1.0),
            (0.0, 0.0),
            (1.0, -1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (0.0, -1.0),
            (1.0, -1.0),
            (-1.0, 1.0),
            (0.0, 1.0),
            (1.0, 1.0),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Twice the signed area of a polygon (positive when its corners turn anticlockwise).
    fn twice_area(outline: &[[f32; 2]]) -> f32 {
        (0..outline.len())
            .map(|k| {
                let (a, b) = (outline[k], outline[(k + 1) % outline.len()]);
                a[0] * b[1] - a[1] * b[0]
            })
            .sum()
    }

    #[test]
    fn every_mark_is_about_a_circles_size_and_a_fan_fills_it() {
        let round = twice_area(&Shape::Circle.outline()) * 0.5;
        for seat in 0..MARKS {
            let outline = seat_mark(seat).shape.outline();
            let area = twice_area(&outline) * 0.5;
            // Triangles are held back by the reach: 70 % of the circle.
            assert!((0.65..1.1).contains(&(area / round)), "seat {seat}");
            for (k, a) in outline.iter().enumerate() {
                let b = outline[(k + 1) % outline.len()];
                assert!(a[0].hypot(a[1]) <= MAX_REACH + 1e-5, "seat {seat}");
                // Each fan triangle (centre, corner, next corner) turns anticlockwise.
                assert!(a[0] * b[1] - a[1] * b[0] > 0.0, "seat {seat} corner {k}");
            }
        }
    }

    #[test]
    fn no_mark_is_another_turned_and_each_has_its_own_name_and_colour() {
        // Corner counts and reaches differ, which turning keeps.
        let signature = |seat: usize| {
            let mut reaches: Vec<i32> = seat_mark(seat)
                .shape
                .outline()
                .iter()
                .map(|c| (c[0].hypot(c[1]) * 100.0).round() as i32)
                .collect();
            reaches.sort_unstable();
            reaches
        };
        for a in 0..MARKS {
            for b in a + 1..MARKS {
                assert_ne!(signature(a), signature(b), "seats {a} and {b}");
                assert_ne!(seat_mark(a).name, seat_mark(b).name);
                assert_ne!(seat_mark(a).colour, seat_mark(b).colour);
            }
        }
        assert_eq!(seat_mark(MARKS), seat_mark(0));
    }

    #[test]
    fn every_players_pips_stand_out_from_their_dice() {
        let colour = |seat| seat_mark(seat).colour;
        assert_eq!(pip_colour(colour(0)), WHITE_PIPS, "blue dice");
        assert_eq!(pip_colour(colour(6)), DARK_PIPS, "yellow dice");
        assert_eq!(pip_colour(colour(7)), DARK_PIPS, "grey dice");
        for seat in 0..MARKS {
            let contrast = contrast_ratio(colour(seat), pip_colour(colour(seat)));
            assert!(contrast >= 3.0, "seat {seat}: contrast {contrast}");
        }
    }

    #[test]
    fn every_face_has_as_many_pips_as_its_value() {
        for face in Face::ALL {
            assert_eq!(pip_layout(face).len(), usize::from(face.value()));
        }
    }
}
