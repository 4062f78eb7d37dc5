//! The *Print card* button's work: a kept game's card, verdict and story as a
//! PDF ([`crate::print`]), written off the frame loop into the user's documents folder
//! (the data folder where the OS names none), and a notice saying where it went or why
//! it did not; and, once a session for each character, a notice naming the characters
//! (a name's) that no font on this computer has, which the card prints as `?`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::frame::{OffFrameJobs, Pool};
use crate::notices::Notices;
use crate::print::{self, Paper};
use crate::rules::GameRecord;
use crate::settings::Finish;
use crate::stores::{AutosavePath, SettingsStore};

/// Asks for a game's card on paper (the game-over sheet, the history's games). The card
/// names the seats' dice finishes as the settings have them when it is printed.
#[derive(Message, Debug, Clone)]
pub(crate) struct PrintCard(pub GameRecord);

/// Where printed cards go: `None` is the user's documents folder (the screenshot run
/// sets its own folder).
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct PrintDir(pub Option<PathBuf>);

/// The cards being written, side by side (two cards asked for at once are both
/// written): each one's notice and the characters it printed as `?`.
#[derive(Resource)]
struct Printing(OffFrameJobs<(String, Vec<char>)>);

impl Default for Printing {
    fn default() -> Self {
        Self(OffFrameJobs::new(Pool::Io))
    }
}

/// The characters the player has been told no font has, so each is told once.
#[derive(Resource, Default)]
struct ToldMissing(BTreeSet<char>);

/// The file a record's card is written to in `dir`: the name the history gives the
/// game (a game just over, not yet stamped as finished, by its start), as a PDF, so
/// printing the same game again replaces its card.
pub(crate) fn card_path(dir: &Path, record: &GameRecord) -> PathBuf {
    let named = GameRecord {
        finished: record.finished.or(record.started),
        ..record.clone()
    };
    let kept = crate::history::file_name(&named);
    dir.join(format!("party-dice-{kept}")).with_extension("pdf")
}

/// The paper of the locale the environment names (`LC_ALL`, then `LC_PAPER`, then
/// `LANG`, as POSIX looks them up): US Letter in the United States, Canada, Mexico,
/// the Philippines and Chile, A4 elsewhere.
pub(crate) fn locale_paper(var: impl Fn(&str) -> Option<String>) -> Paper {
    let locale = ["LC_ALL", "LC_PAPER", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|v| !v.is_empty()))
        .unwrap_or_default();
    let region = locale
        .split(['.', '@'])
        .next()
        .and_then(|l| l.split_once('_'))
        .map(|(_, r)| r.to_ascii_uppercase());
    match region.as_deref() {
        Some("US" | "CA" | "MX" | "PH" | "CL") => Paper::Letter,
        _ => Paper::A4,
    }
}

/// The folder cards go to: the one set, the user's documents folder, or the data
/// folder beside the autosave.
fn print_dir(set: &PrintDir, autosave: &AutosavePath) -> Option<PathBuf> {
    set.0
        .clone()
        .or_else(|| {
            directories::UserDirs::new()?
                .document_dir()
                .map(Path::to_path_buf)
        })
        .or_else(|| autosave.0.as_ref()?.parent().map(Path::to_path_buf))
}

/// Writes `record`'s card into `dir` and says how it went, in a notice's words; with
/// the characters printed as `?` for want of a font.
fn write_card(
    record: &GameRecord,
    finishes: &[Finish],
    dir: &Path,
    paper: Paper,
) -> (String, Vec<char>) {
    let path = card_path(dir, record);
    let written = std::fs::create_dir_all(dir)
        .map_err(|source| print::PrintError::Write {
            path: dir.to_path_buf(),
            source,
        })
        .and_then(|()| print::print_game(record, finishes, paper, &path));
    match written {
        Ok(missing) => (
            crate::t!("print-done", path = path.display().to_string()),
            missing,
        ),
        Err(e) => (crate::t!("print-failed", why = e.to_string()), Vec::new()),
    }
}

/// Starts writing the cards asked for.
fn start_printing(
    mut asked: MessageReader<PrintCard>,
    set: Res<PrintDir>,
    autosave: Res<AutosavePath>,
    store: Res<SettingsStore>,
    mut printing: ResMut<Printing>,
    mut notices: ResMut<Notices>,
) {
    for PrintCard(record) in asked.read() {
        let Some(dir) = print_dir(&set, &autosave) else {
            notices.push(crate::t!("print-no-folder"));
            continue;
        };
        let record = record.clone();
        let finishes = store.settings.finishes.clone();
        let paper = locale_paper(|name| std::env::var(name).ok());
        printing
            .0
            .start(move || write_card(&record, &finishes, &dir, paper));
    }
}

/// The notice naming those of `missing` not in `told` yet (which then are), if any.
fn newly_missing(told: &mut BTreeSet<char>, missing: Vec<char>) -> Option<String> {
    let new: Vec<char> = missing.into_iter().filter(|c| told.insert(*c)).collect();
    print::missing_notice(&new)
}

/// Says where each finished card went, and names the characters no font had that the
/// player has not been told of yet.
fn finish_printing(
    mut printing: ResMut<Printing>,
    mut told: ResMut<ToldMissing>,
    mut notices: ResMut<Notices>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    for (said, missing) in printing.0.poll() {
        notices.push(said);
        if let Some(warning) = newly_missing(&mut told.0, missing) {
            notices.push(warning);
        }
    }
    // The window may be resting (it redraws on input only): the notice shows at once.
    printing.0.keep_frames_coming(&mut redraw);
}

/// Adds the printing of cards: the request, where they go, the jobs under way.
pub fn plugin(app: &mut App) {
    app.add_message::<PrintCard>()
        .init_resource::<PrintDir>()
        .init_resource::<Printing>()
        .init_resource::<ToldMissing>()
        .add_systems(Update, (start_printing, finish_printing).chain());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameKind, GameSetup};

    #[test]
    fn the_locale_chooses_the_paper() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(locale_paper(env(&[("LANG", "en_US.UTF-8")])), Paper::Letter);
        assert_eq!(locale_paper(env(&[("LANG", "de_DE.UTF-8")])), Paper::A4);
        assert_eq!(
            locale_paper(env(&[("LANG", "en_US.UTF-8"), ("LC_PAPER", "en_GB.UTF-8")])),
            Paper::A4
        );
        assert_eq!(
            locale_paper(env(&[("LC_ALL", "fr_CA@euro"), ("LC_PAPER", "en_GB")])),
            Paper::Letter
        );
        assert_eq!(locale_paper(env(&[("LANG", "C")])), Paper::A4);
        assert_eq!(locale_paper(env(&[("LANG", "")])), Paper::A4);
        assert_eq!(locale_paper(env(&[])), Paper::A4);
    }

    #[test]
    fn a_character_no_font_has_is_told_once() {
        let mut told = BTreeSet::new();
        let first = newly_missing(&mut told, vec!['\u{378}', '\u{379}']);
        assert!(
            first.as_ref().is_some_and(|s| s.contains("\u{378} \u{379}")
                && s.contains("characters")
                && s.contains("“?”")),
            "{first:?}"
        );
        assert_eq!(newly_missing(&mut told, vec!['\u{379}']), None);
        let one = newly_missing(&mut told, vec!['\u{379}', '\u{380}']);
        assert!(
            one.as_ref()
                .is_some_and(|s| s.contains("the character \u{380}:")),
            "{one:?}"
        );
        assert_eq!(newly_missing(&mut told, Vec::new()), None);
    }

    #[test]
    fn a_printed_cards_notice_comes_with_a_frame_to_show_it_on_an_idle_window() {
        use bevy::ecs::message::Messages;
        use bevy::window::RequestRedraw;
        let dir = std::env::temp_dir().join(format!("pd-print-idle-{}", std::process::id()));
        let setup = GameSetup::new(GameKind::SlamDice, vec!["Ann".into(), "Ben".into()]);
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<RequestRedraw>()
            .init_resource::<Notices>()
            .init_resource::<SettingsStore>()
            .insert_resource(AutosavePath(None));
        plugin(&mut app);
        app.insert_resource(PrintDir(Some(dir.clone())));
        app.world_mut()
            .write_message(PrintCard(GameRecord::new(setup)));
        // The redraws asked for since the last look (whatever the buffers' rhythm).
        let mut cursor = app
            .world()
            .resource::<Messages<RequestRedraw>>()
            .get_cursor();
        let mut redraws = |app: &App| {
            let messages = app.world().resource::<Messages<RequestRedraw>>();
            cursor.read(messages).count()
        };
        let told = |app: &App| {
            let notices = app.world().resource::<Notices>();
            notices
                .texts()
                .any(|t| t.starts_with("The card is printed"))
        };
        let mut landed = None;
        for frame in 0..100_000 {
            app.update();
            if told(&app) {
                landed = Some(redraws(&app));
                break;
            }
            assert!(
                redraws(&app) > 0,
                "frame {frame}: the card under way asks for frames"
            );
            std::thread::yield_now();
        }
        assert!(
            landed.is_some_and(|n| n > 0),
            "the frame the notice came on asks for the next, which shows it: {landed:?}"
        );
        app.update();
        assert_eq!(redraws(&app), 0, "then the window may rest");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_card_is_written_where_the_notice_says() {
        let dir = std::env::temp_dir().join(format!("pd-print-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let setup = GameSetup::new(GameKind::SlamDice, vec!["Ann".into(), "Ben".into()]);
        let record = GameRecord {
            seed: Some(7),
            started: Some(crate::history::Timestamp::from_unix_seconds(1_764_000_000)),
            ..GameRecord::new(setup)
        };
        let (said, missing) = write_card(&record, &[], &dir.join("cards"), Paper::A4);
        let path = card_path(&dir.join("cards"), &record);
        assert_eq!(said, format!("The card is printed to {}", path.display()));
        assert_eq!(missing, Vec::<char>::new());
        let pdf = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(
            path.to_string_lossy()
                .ends_with("-slam_dice-0000000000000007.pdf")
        );
        // A folder that cannot be made: a file stands where it should be.
        let blocked = dir.join("blocked");
        std::fs::write(&blocked, b"x").unwrap_or_else(|e| panic!("{e}"));
        let (said, _) = write_card(&record, &[], &blocked.join("cards"), Paper::A4);
        assert!(said.starts_with("Could not print the card: "), "{said}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
