//! How each seat looks, beside its name: the mark its pips take and its colour
//! ([`seat_mark`], [`Mark`]: a shape as well as a colour, so colour-blind players tell the
//! seats apart), where the pips sit on a face ([`pip_layout`]) and in which colour
//! ([`pip_colour`]), and the finish its dice are made in ([`Finish`]: solid, pearl,
//! marble, metal). The window's dice, the phones' buttons and the printed card's legend
//! all draw a seat from here.

mod finish;
mod mark;

pub use finish::Finish;
pub use mark::{MARKS, MAX_REACH, Mark, Shape, contrast_ratio, pip_colour, pip_layout, seat_mark};
