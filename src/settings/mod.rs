//! Settings: load, validate and save the RON settings file.
