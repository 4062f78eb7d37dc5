//! Camera, lights, table and tray.
