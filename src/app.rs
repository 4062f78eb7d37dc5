//! The Bevy application: plugins, states and the window.
