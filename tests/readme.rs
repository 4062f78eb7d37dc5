//! Every command the README shows is run somewhere, so none can rot: by `.ci/run` or a
//! script it calls (the `.ci/` folder), by the GitHub workflow, by `cargo test` itself
//! (`cargo test --test NAME`, `-p CRATE --test NAME` or `--lib tests::NAME`, while the test
//! file exists), or it is in [`ELSEWHERE`] with the
//! place that runs the same thing and why the command itself is not run.
//!
//! A command is a line of a code block, or an inline code span, that starts with `cargo `,
//! `.ci/` or `tests/`; a `# comment` and a leading `$ ` are dropped. CI may run a command
//! with more after it (`-- --test`, `-- --throws 20`): the README's words must be there
//! whole, at the start of a line of CI.

use std::path::Path;

/// Commands CI does not run as written, each with what runs the same code instead.
const ELSEWHERE: [(&str, &str); 8] = [
    (
        "cargo build --profile dist",
        ".ci/package builds `cargo build --profile \"$profile\" --bins` with the dist \
         profile by default (the GitHub workflow), the dev profile in .ci/run",
    ),
    (
        "cargo run --release",
        "a player's first command: a release build of the window (13 min on 2 cores); CI \
         builds the same code in the dev profile and plays it under Xvfb, and the GitHub \
         workflow's .ci/package builds the dist profile, which inherits release",
    ),
    (
        "cargo run --release --features wayland",
        "needs libwayland-dev and a Wayland compositor; the feature only switches winit's \
         backend (Cargo.toml), the rest is the build CI plays",
    ),
    (
        "cargo run --release --no-default-features --example audience-bench -- --phones 250",
        "the README's figures, from a release build without the window's crates (minutes \
         more on 2 cores); .ci/run runs the same bench, short, in the dev profile `cargo \
         test` built: `cargo run --example audience-bench -- --phones 100 --throws 5`",
    ),
    (
        "cargo run --release --no-default-features --example audience-bench -- --phones 1000 --online",
        "the README's figures through a broker; its phones are the online tests' `Remote` \
         (crates/phones/tests/phones/online.rs), played through amqtt by `cargo test`'s \
         online tests (an audience of twelve by cast among them); not in .ci/run, where \
         the phone bench's online part sometimes finds no answer to a hello through the \
         broker (an open question, see .ci/run)",
    ),
    (
        "cargo install rumqttd --version 0.20.0 --root ~/.cache/party-dice/rumqttd",
        "a broker in Rust for the bench's 10 000 phones, built from crates.io (minutes on \
         2 cores); nothing in CI needs it: the tests' broker is amqtt",
    ),
    (
        "cargo run --release --no-default-features --example audience-bench -- --phones 10000 --online --rumqttd",
        "the README's figure at 10 000: six minutes, most of it the 10 000 let in at the \
         room's 32 new phones a second; the same code as the run through amqtt above, \
         with rumqttd (`Broker::start_rumqttd`) for the broker",
    ),
    (
        "cargo run --release --features audio",
        "the feature's code is built and tested by `cargo test --features audio --lib \
         tests::audio` in .ci/run",
    ),
];

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    match std::fs::read_to_string(&full) {
        Ok(text) => text,
        Err(e) => panic!("{}: {e}", full.display()),
    }
}

/// A command as it is compared: no comment, no prompt, single spaces.
fn normalise(line: &str) -> String {
    let line = line.trim().trim_start_matches("$ ");
    let line = line.split(" #").next().unwrap_or(line);
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn is_command(text: &str) -> bool {
    ["cargo ", ".ci/", "tests/"]
        .iter()
        .any(|start| text.starts_with(start))
}

/// The commands the README shows, in code blocks and in inline code.
fn readme_commands(readme: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_block = false;
    // The text outside code blocks, lines joined: inline code may wrap.
    let mut prose = String::new();
    for line in readme.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            let command = normalise(line);
            if is_command(&command) {
                found.push(command);
            }
        } else {
            prose.push_str(line);
            prose.push(' ');
        }
    }
    // Inline code: every other piece between backticks.
    for (i, piece) in prose.split('`').enumerate() {
        let command = normalise(piece);
        if i % 2 == 1 && is_command(&command) {
            found.push(command);
        }
    }
    found.sort();
    found.dedup();
    found
}

/// What CI runs: the GitHub workflow, `.ci/run` and the scripts beside it, each with
/// its path.
fn ci_files() -> Vec<(String, String)> {
    let mut files = vec![(
        ".github/workflows/ci.yml".to_string(),
        read(".github/workflows/ci.yml"),
    )];
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        panic!("{}: cannot list", dir.display());
    };
    for entry in entries.flatten() {
        if let Ok(script) = std::fs::read_to_string(entry.path()) {
            let name = format!(".ci/{}", entry.file_name().to_string_lossy());
            files.push((name, script));
        }
    }
    files
}

/// Whether CI runs `command` (its words at the start of a line, more may follow), or
/// calls the script it names (from another file than the script itself).
fn ci_runs(ci: &[(String, String)], command: &str) -> bool {
    let runs_line = ci
        .iter()
        .flat_map(|(_, text)| text.lines())
        .any(|l| normalise(l).starts_with(command));
    if runs_line {
        return true;
    }
    let script = command.split(' ').next().unwrap_or(command);
    let exists = Path::new(env!("CARGO_MANIFEST_DIR")).join(script).exists();
    let called = ci
        .iter()
        .any(|(path, text)| path != script && text.contains(script));
    (script.starts_with(".ci/") || script.starts_with("tests/"))
        && exists
        && (script == ".ci/run" || called)
}

/// `cargo test` runs every test program of each crate and the shell's tests inside the
/// game's crate, so these are covered while the file they name exists: `cargo test --test
/// NAME [-- …]` (`tests/NAME.rs` or `tests/NAME/main.rs`), `cargo test -p CRATE --test
/// NAME` (`crates/CRATE/tests/NAME.rs`, CRATE without its `party-dice-`), `cargo test
/// --lib tests::NAME` (`src/tests/NAME.rs`), and a mention of any of those files.
fn cargo_test_runs(command: &str) -> bool {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let in_a_crate = command.starts_with("crates/") && command.contains("/tests/");
    let inside = command.starts_with("src/tests/");
    if (command.starts_with("tests/") || in_a_crate || inside) && command.ends_with(".rs") {
        return root.join(command).exists();
    }
    let first = |rest: &str| rest.split(' ').next().unwrap_or(rest).to_owned();
    if let Some(rest) = command.strip_prefix("cargo test --lib tests::") {
        return root
            .join("src/tests")
            .join(format!("{}.rs", first(rest)))
            .exists();
    }
    if let Some(rest) = command.strip_prefix("cargo test -p party-dice-") {
        let krate = first(rest);
        let Some(name) = rest[krate.len()..].trim_start().strip_prefix("--test ") else {
            return false;
        };
        let file = format!("crates/{krate}/tests/{}.rs", first(name));
        return root.join(file).exists();
    }
    let Some(rest) = command.strip_prefix("cargo test --test ") else {
        return false;
    };
    let name = first(rest);
    root.join("tests").join(format!("{name}.rs")).exists()
        || root.join("tests").join(&name).join("main.rs").exists()
}

#[test]
fn every_command_the_readme_shows_is_run_by_ci_or_a_test() {
    let readme = read("README.md");
    let commands = readme_commands(&readme);
    assert!(commands.len() > 20, "too few commands found: {commands:?}");
    let ci = ci_files();
    let missed: Vec<&String> = commands
        .iter()
        .filter(|c| !ci_runs(&ci, c) && !cargo_test_runs(c))
        .filter(|c| !ELSEWHERE.iter().any(|(e, _)| e == c))
        .collect();
    assert!(
        missed.is_empty(),
        "the README shows commands nothing runs (add them to .ci/run, or to ELSEWHERE with \
         what runs the same code): {missed:#?}"
    );
}

#[test]
fn every_exception_is_still_in_the_readme_and_not_run_by_ci() {
    let readme = read("README.md");
    let commands = readme_commands(&readme);
    let ci = ci_files();
    for (command, why) in ELSEWHERE {
        assert!(
            commands.iter().any(|c| c == command),
            "{command}: gone from the README"
        );
        assert!(
            !ci_runs(&ci, command),
            "{command}: CI runs it now; drop the exception"
        );
        assert!(!why.is_empty());
    }
}

#[test]
fn commands_are_found_in_blocks_and_inline_code() {
    let text = "Run `cargo run --example a` or `not this`.\n```sh\n$ cargo test  # all\n.ci/run\necho no\n```\n";
    assert_eq!(
        readme_commands(text),
        [".ci/run", "cargo run --example a", "cargo test"]
    );
}
