//! Messages for the player that are not part of the game: a broken settings file, a save
//! that failed, no sound, a phone that joined or dropped, a card printed. None of them
//! asks for a decision, so the overlay shows each as one line at an edge that fades
//! (`ui::notices`), and the menu keeps every one of this run in full.

use bevy::prelude::*;

/// Every notice of this run, oldest first, and how far the overlay has shown them.
#[derive(Resource, Debug, Clone, Default)]
pub struct Notices {
    all: Vec<String>,
    /// The first notice not yet shown to its end.
    next: usize,
}

impl From<Vec<String>> for Notices {
    fn from(all: Vec<String>) -> Self {
        Self { all, next: 0 }
    }
}

impl Notices {
    /// Adds a notice.
    pub fn push(&mut self, notice: impl Into<String>) {
        self.all.push(notice.into());
    }

    /// Every notice of this run, oldest first: what the menu lists.
    pub fn texts(&self) -> impl DoubleEndedIterator<Item = &str> {
        self.all.iter().map(String::as_str)
    }

    /// The oldest notice not yet shown to its end, and its place among all.
    pub fn current(&self) -> Option<(usize, &str)> {
        self.all.get(self.next).map(|t| (self.next, t.as_str()))
    }

    /// Notice `index` has been shown (or dismissed): the next one comes.
    pub fn shown(&mut self, index: usize) {
        self.next = self.next.max(index + 1);
    }

    /// Every waiting notice dismissed at once (they stay in the menu).
    #[cfg(any(test, feature = "shots"))]
    pub(crate) fn dismiss_all(&mut self) {
        self.next = self.all.len();
    }

    /// How many notices wait after the current one.
    pub(crate) fn waiting_after_current(&self) -> usize {
        self.all.len().saturating_sub(self.next + 1)
    }
}

/// Adds the notices of this run.
pub fn plugin(app: &mut App) {
    app.init_resource::<Notices>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_come_one_after_another_and_stay_listed() {
        let mut n = Notices::from(vec!["a".to_string()]);
        n.push("b");
        assert_eq!(n.current(), Some((0, "a")));
        assert_eq!(n.waiting_after_current(), 1);
        n.shown(0);
        assert_eq!(n.current(), Some((1, "b")));
        n.shown(0);
        assert_eq!(n.current(), Some((1, "b")));
        n.dismiss_all();
        assert_eq!(n.current(), None);
        assert_eq!(n.texts().collect::<Vec<_>>(), ["a", "b"]);
    }
}
