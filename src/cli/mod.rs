//! Command-line tools: `replay`, `sim`.
