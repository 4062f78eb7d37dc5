//! Shared by the shell's tests: the headless game (`crate::headless`).

pub(crate) use crate::headless::{app as headless_app, phase, press, session, settings_for};
