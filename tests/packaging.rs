//! The packaging files agree with the crate: the Windows installer configuration repeats
//! the name and version, the package configurations name binaries and icons that
//! exist, and the Linux desktop entry starts the game.

use std::path::Path;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The string value of `key = "value"` lines (top level or in any table).
fn values<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    text.lines()
        .filter_map(|line| {
            let (k, v) = line.split_once('=')?;
            (k.trim() == key).then(|| v.trim().trim_matches('"'))
        })
        .collect()
}

#[test]
fn the_windows_installer_config_repeats_the_crate_name_and_version() {
    let windows = read("packaging/windows.toml");
    assert_eq!(values(&windows, "name"), [env!("CARGO_PKG_NAME")]);
    assert_eq!(values(&windows, "version"), [env!("CARGO_PKG_VERSION")]);
    assert_eq!(
        values(&windows, "description"),
        [env!("CARGO_PKG_DESCRIPTION")]
    );
    let cargo = read("Cargo.toml");
    for key in ["identifier", "category"] {
        assert_eq!(values(&windows, key), values(&cargo, key), "{key}");
    }
    assert_eq!(
        values(&windows, "productName"),
        values(&cargo, "product-name")
    );
}

#[test]
fn the_windows_shortcuts_start_the_launcher() {
    let windows = read("packaging/windows.toml");
    assert!(
        windows.contains(r#"{ path = "party-dice-launcher", main = true }"#),
        "{windows}"
    );
    assert!(windows.contains(r#"{ path = "party-dice" }"#), "{windows}");
    // Both are binaries of this crate.
    let _ = env!("CARGO_BIN_EXE_party-dice-launcher");
    let _ = env!("CARGO_BIN_EXE_party-dice");
}

/// The launcher runs the game beside it with its own arguments and ends with the game's
/// exit code: on Unix by `exec`, on Windows (the workflow's windows-latest job) by
/// starting it without a console window and waiting.
#[test]
fn the_launcher_runs_the_game_beside_it_and_passes_its_exit_code_on() {
    let launcher = env!("CARGO_BIN_EXE_party-dice-launcher");
    let out = std::process::Command::new(launcher)
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("{launcher}: {e}"));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains(env!("CARGO_PKG_VERSION")),
        "{out:?}"
    );
    let out = std::process::Command::new(launcher)
        .arg("--no-such-option")
        .output()
        .unwrap_or_else(|e| panic!("{launcher}: {e}"));
    assert_eq!(
        out.status.code(),
        Some(2),
        "clap's code for a bad argument: {out:?}"
    );
}

#[test]
fn every_icon_the_packages_name_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cargo = read("Cargo.toml");
    let windows = read("packaging/windows.toml");
    let icons = cargo
        .lines()
        .filter_map(|l| l.trim().strip_prefix('"')?.strip_suffix("\","))
        .filter(|p| p.starts_with("assets/icons/"))
        .map(|p| root.join(p))
        .chain(
            values(&windows, "installerIcon")
                .into_iter()
                .map(|p| root.join("packaging").join(p)),
        )
        .collect::<Vec<_>>();
    assert_eq!(icons.len(), 9, "{icons:?}");
    for icon in icons {
        assert!(icon.is_file(), "{} is missing", icon.display());
    }
}

#[test]
fn the_desktop_entry_starts_the_game_with_its_icon() {
    let desktop = read("packaging/party-dice.desktop");
    let field = |key: &str| values(&desktop, key);
    assert_eq!(desktop.lines().next(), Some("[Desktop Entry]"));
    assert_eq!(field("Type"), ["Application"]);
    assert_eq!(field("Name"), ["Party Dice"]);
    assert_eq!(field("Exec"), ["party-dice"]);
    assert_eq!(field("Icon"), ["party-dice"]);
    assert_eq!(field("Terminal"), ["false"]);
    assert_eq!(field("Categories"), ["Game;BoardGame;"]);
    assert_eq!(field("Comment").len(), 1);
    // cargo-packager renders it as a Handlebars template: nothing to expand.
    assert!(!desktop.contains("{{"));
    let cargo = read("Cargo.toml");
    assert_eq!(
        values(&cargo, "desktop-template"),
        ["packaging/party-dice.desktop"]
    );
}
