//! A seat's colours as Bevy draws its dice: the body in the seat's colour
//! ([`crate::seat_look::seat_mark`]) and the pips in the one that stands out on it
//! ([`crate::seat_look::pip_colour`]).

use bevy::prelude::*;

/// Seat `seat`'s colour for the 3D dice.
pub(crate) fn seat_colour(seat: usize) -> Color {
    let [r, g, b] = crate::seat_look::seat_mark(seat).colour;
    Color::srgb_u8(r, g, b)
}

/// The pips that stand out on seat `seat`'s dice.
pub(crate) fn seat_pip_colour(seat: usize) -> Color {
    let [r, g, b] = crate::seat_look::pip_colour(crate::seat_look::seat_mark(seat).colour);
    Color::srgb_u8(r, g, b)
}
