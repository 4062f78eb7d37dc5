//! Messages for the player that are not part of the game: a broken settings file, a save
//! that failed, a roll that could not be thrown. The overlay shows them until dismissed.

use bevy::prelude::*;

/// The notices waiting to be read, oldest first.
#[derive(Resource, Debug, Clone, Default)]
pub struct Notices(pub Vec<String>);

impl Notices {
    /// Adds a notice.
    pub fn push(&mut self, notice: impl Into<String>) {
        self.0.push(notice.into());
    }
}
