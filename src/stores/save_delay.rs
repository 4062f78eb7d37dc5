//! A save that waits a moment after the last change, so that a dragged slider or window
//! does not write its file every frame: one countdown for the settings and the state.

/// Seconds between the last change and the save.
const SAVE_DELAY: f32 = 0.4;

/// The countdown to a save, if one is asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct SaveDelay(Option<f32>);

impl SaveDelay {
    /// A change: the save happens [`SAVE_DELAY`] seconds after the last one.
    pub fn ask(&mut self) {
        self.0 = Some(SAVE_DELAY);
    }

    /// Whether a save is waiting (frames must keep coming to count it down).
    pub fn waiting(&self) -> bool {
        self.0.is_some()
    }

    /// One frame of `seconds` for a store's saving system: while a save waits, frames are
    /// asked for (the window otherwise sleeps and the countdown would stop); true once,
    /// when the save is due.
    pub fn tick(
        &mut self,
        seconds: f32,
        redraw: &mut bevy::prelude::MessageWriter<bevy::window::RequestRedraw>,
    ) -> bool {
        if !self.waiting() {
            return false;
        }
        redraw.write(bevy::window::RequestRedraw);
        self.due(seconds)
    }

    /// Counts `seconds` down; true once, when the save is due.
    pub fn due(&mut self, seconds: f32) -> bool {
        match self.0 {
            Some(left) if left - seconds > 0.0 => {
                self.0 = Some(left - seconds);
                false
            }
            Some(_) => {
                self.0 = None;
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_is_due_once_after_the_last_change() {
        let mut delay = SaveDelay::default();
        assert!(!delay.due(1.0) && !delay.waiting());
        delay.ask();
        assert!(!delay.due(0.3));
        delay.ask(); // a later change puts it off again
        assert!(!delay.due(0.3));
        assert!(delay.due(0.2));
        assert!(!delay.due(1.0) && !delay.waiting());
    }
}
