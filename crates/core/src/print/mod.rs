//! On paper, as a classroom plays it: the instruction sheet and a blank score card to
//! print (and keep in a dry-erase pocket), or a kept game's filled card with its verdict
//! and its story, as a PDF.
//!
//! Pure (the PDF is built in memory, from [`crate::present`]'s words and the rules'
//! numbers) plus one atomic write: [`print_to`] never leaves a half-written file. The
//! PDF embeds its fonts (Liberation Sans, as subsets; see [`font`]), so it prints the
//! same on every computer and printer, and its text can be searched and copied; names
//! and words in scripts the paper's fonts lack (李雷) come from the system's fonts
//! ([`system`]), and a character no font has prints as `?` and is named once in
//! [`Printed::notice`].
//!
//! ```no_run
//! # use party_dice_core::print::{self, Paper};
//! # use party_dice_core::rules::{GameKind, GameSetup};
//! # fn main() -> Result<(), print::PrintError> {
//! let setup = GameSetup::new(GameKind::SlamDice, Vec::new());
//! let printed = print::blank(&setup, 8, Paper::A4)?;
//! print::print_to(std::path::Path::new("slam-dice.pdf"), &printed.pdf)?;
//! # Ok(()) }
//! ```

mod card;
pub mod font;
mod layout;
mod lesson;
mod pdf;
mod sheet;
mod story_chart;
mod system;

pub use system::FAMILIES as FALLBACK_FAMILIES;

/// The tests' PDF reader, shared with the command-line tests.
#[cfg(test)]
#[path = "../../tests/pdf_reader/mod.rs"]
mod reader;

pub use layout::Paper;

use std::path::{Path, PathBuf};

use crate::rules::odds::OddsTables;
use crate::rules::options::{OptionsError, PLAYERS};
use crate::rules::{GameRecord, GameSetup};
use crate::seat_look::Finish;

/// Why nothing was printed. Whatever the error, no file was written or changed.
#[derive(Debug)]
pub enum PrintError {
    /// A card is for 2 to 8 players.
    Players(usize),
    /// The record's players or house rules cannot make a game.
    Invalid(OptionsError),
    /// A font could not be read or subset (a damaged build, or a system font's file
    /// gone while printing).
    Font {
        /// The font's PostScript name.
        font: String,
        /// Why.
        why: String,
    },
    /// The PDF could not be written (a missing folder, a read-only place, a full disk).
    Write {
        /// The file being written.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl From<OptionsError> for PrintError {
    fn from(e: OptionsError) -> Self {
        PrintError::Invalid(e)
    }
}

impl std::fmt::Display for PrintError {
    /// The one sentence a player reads, in the language in use.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let said = match self {
            PrintError::Players(n) => crate::t!(
                "print-error-players",
                lo = *PLAYERS.start(),
                hi = *PLAYERS.end(),
                players = *n
            ),
            PrintError::Invalid(e) => e.to_string(),
            PrintError::Font { font, why } => {
                crate::t!("print-error-font", font = font.as_str(), why = why.as_str())
            }
            PrintError::Write { path, source } => crate::t!(
                "print-error-write",
                path = path.display().to_string(),
                why = source.to_string()
            ),
        };
        f.write_str(&said)
    }
}

impl std::error::Error for PrintError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PrintError::Invalid(e) => Some(e),
            PrintError::Write { source, .. } => Some(source),
            PrintError::Players(_) | PrintError::Font { .. } => None,
        }
    }
}

/// A printed PDF, and the characters in it that no font on this computer has: they
/// print as `?` (the card prints all the same), and the player is told once
/// ([`Printed::notice`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Printed {
    /// The PDF file's bytes.
    pub pdf: Vec<u8>,
    /// The characters printed as `?` for want of a font, each once, in order.
    pub missing: Vec<char>,
}

impl Printed {
    /// The one sentence telling the player which characters printed as `?` and what to
    /// install, in the language in use; `None` when every character had a font.
    pub fn notice(&self) -> Option<String> {
        missing_notice(&self.missing)
    }
}

/// The sentence saying that `missing` print as `?` for want of a font; `None` for none.
pub fn missing_notice(missing: &[char]) -> Option<String> {
    if missing.is_empty() {
        return None;
    }
    let chars: Vec<String> = missing.iter().map(char::to_string).collect();
    Some(crate::t!(
        "print-missing-glyphs",
        chars = chars.join(" "),
        count = missing.len()
    ))
}

/// The blank pages for `setup`'s game and house rules (its players are not looked at):
/// the instruction sheet, upright, then a score card on its side with a row for each of
/// `players` seats.
pub fn blank(setup: &GameSetup, players: usize, paper: Paper) -> Result<Printed, PrintError> {
    if !PLAYERS.contains(&players) {
        return Err(PrintError::Players(players));
    }
    setup.slam_dice.validate()?;
    setup.straight_golf.validate()?;
    let mut pages = sheet::sheet(setup, paper);
    pages.push(card::card(setup, players, None, paper));
    pdf::Document {
        title: crate::present::card_title(setup.game),
        pages,
    }
    .print()
}

/// A kept game on paper: its card filled from the replay, with the verdict and every
/// player's luck, then its story, then (when the audience played along) its lesson. A game that is not over prints as far as it
/// went. `finishes` are the seats' dice finishes, which the card names beside each mark
/// that is not solid (the record does not keep them: the settings in use give them).
pub fn game(record: &GameRecord, finishes: &[Finish], paper: Paper) -> Result<Printed, PrintError> {
    game_with(&mut OddsTables::default(), record, finishes, paper)
}

/// [`game`] with these odds tables (a window keeps its own warm).
pub fn game_with(
    tables: &mut OddsTables,
    record: &GameRecord,
    finishes: &[Finish],
    paper: Paper,
) -> Result<Printed, PrintError> {
    let replayed = record.replay()?;
    let story = tables.story(record)?;
    let luck = tables.luck(&replayed);
    let filled = card::Filled {
        game: &replayed.game,
        record,
        luck: &luck,
        finishes,
    };
    let seats = record.setup.players.len();
    let mut pages = vec![
        card::card(&record.setup, seats, Some(&filled), paper),
        story_chart::chart(&story, paper),
    ];
    // The audience's lesson, for a game it played along with.
    pages.extend(record.audience.as_ref().map(|l| lesson::page(l, paper)));
    pdf::Document {
        title: crate::present::card_title(record.setup.game),
        pages,
    }
    .print()
}

/// Writes `pdf` to `path` atomically: the old file, if any, stays whole until the new
/// one is complete, and nothing is left behind on failure.
pub fn print_to(path: &Path, pdf: &[u8]) -> Result<(), PrintError> {
    crate::files::write_atomic(path, pdf).map_err(|source| PrintError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// [`game`] written to `path`: what the window's *Print card* button calls. Returns the
/// characters printed as `?` for want of a font ([`Printed::missing`]).
pub fn print_game(
    record: &GameRecord,
    finishes: &[Finish],
    paper: Paper,
    path: &Path,
) -> Result<Vec<char>, PrintError> {
    let printed = game(record, finishes, paper)?;
    print_to(path, &printed.pdf)?;
    Ok(printed.missing)
}

#[cfg(test)]
mod tests {
    use super::reader::{check_structure, embedded_fonts, readable};
    use super::*;
    use crate::record::parse_record;
    use crate::rules::{GameKind, SlamNumberMode};

    fn text(pdf: &[u8]) -> String {
        readable(pdf)
    }

    fn kept(name: &str) -> GameRecord {
        // From the workspace's top, where the kept games of the tests are.
        let path = Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/replay"
        ))
        .join(name);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
        parse_record(&text, &path).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_blank_card_is_the_rules_upright_then_the_card_on_its_side() {
        for (kind, paper, portrait) in [
            (GameKind::StraightGolf, Paper::A4, "[0 0 595.28 841.89]"),
            (GameKind::SlamDice, Paper::Letter, "[0 0 612 792]"),
        ] {
            let mut setup = GameSetup::new(kind, Vec::new());
            setup.straight_golf.rounds = 18;
            let pdf = blank(&setup, 8, paper)
                .map(|p| p.pdf)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(check_structure(&pdf), 2, "{kind:?}");
            let fonts: Vec<String> = embedded_fonts(&pdf).into_iter().map(|f| f.0).collect();
            assert_eq!(fonts.len(), 2, "both fonts embedded: {fonts:?}");
            let t = text(&pdf);
            let landscape = portrait
                .replace("595.28 841.89", "841.89 595.28")
                .replace("612 792", "792 612");
            assert!(t.contains(&format!("/MediaBox {portrait}")), "{kind:?}");
            assert!(t.contains(&format!("/MediaBox {landscape}")), "{kind:?}");
            assert_eq!(
                pdf,
                blank(&setup, 8, paper)
                    .map(|p| p.pdf)
                    .unwrap_or_else(|e| panic!("{e}"))
            );
            // Every seat's mark is named beside it.
            for seat in 0..8 {
                assert!(t.contains(&format!("({})", crate::seat_look::seat_mark(seat).word())));
            }
        }
    }

    #[test]
    fn the_house_rules_are_the_ones_printed() {
        let mut setup = GameSetup::new(GameKind::SlamDice, Vec::new());
        setup.slam_dice.target = 21;
        setup.slam_dice.slam_number = SlamNumberMode::PerPlayer;
        let t = text(
            &blank(&setup, 3, Paper::A4)
                .map(|p| p.pdf)
                .unwrap_or_else(|e| panic!("{e}")),
        );
        assert!(
            t.contains("(Race to exactly 21: Single +1, Small +5"),
            "{t}"
        );
        assert!(t.contains("(Slam number)"), "each player's own column");
        // The track has a box per point to the target.
        assert!(t.contains("(21) Tj") && !t.contains("(22) Tj"));
        let mut golf = GameSetup::new(GameKind::StraightGolf, Vec::new());
        golf.straight_golf.ordered_straight = true;
        let t = text(
            &blank(&golf, 2, Paper::A4)
                .map(|p| p.pdf)
                .unwrap_or_else(|e| panic!("{e}")),
        );
        assert!(t.contains("Ordered straight"), "{t}");
        assert!(
            t.contains("(TOTAL)") && !t.contains("(OUT)"),
            "nine holes, one total"
        );
    }

    #[test]
    fn a_card_has_room_for_two_to_eight_and_sound_rules() {
        let setup = GameSetup::new(GameKind::StraightGolf, Vec::new());
        for n in [0, 1, 9] {
            assert!(matches!(blank(&setup, n, Paper::A4), Err(PrintError::Players(p)) if p == n));
        }
        let mut bad = setup.clone();
        bad.straight_golf.rounds = 40;
        let e = blank(&bad, 4, Paper::A4).err().map(|e| e.to_string());
        assert!(e.is_some_and(|e| e.contains("rounds")));
    }

    #[test]
    fn a_kept_game_prints_its_filled_card_verdict_and_story() {
        let record = kept("golf_8_players_18_holes.ron");
        let pdf = game(&record, &[], Paper::A4)
            .map(|p| p.pdf)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(check_structure(&pdf), 2);
        assert_eq!(
            pdf,
            game(&record, &[], Paper::A4)
                .map(|p| p.pdf)
                .unwrap_or_else(|e| panic!("{e}"))
        );
        let t = text(&pdf);
        let replayed = record.replay().unwrap_or_else(|e| panic!("{e}"));
        let verdict = crate::present::verdict(&replayed.game).unwrap_or_else(|| panic!("not over"));
        assert!(
            t.contains(&format!("({})", verdict.title)),
            "{}",
            verdict.title
        );
        for name in &record.setup.players {
            assert!(t.contains(&format!("({name})")), "{name}");
        }
        assert!(t.contains("(OUT)") && t.contains("(IN)") && t.contains("(TOTAL)"));
        assert!(t.contains("points of "), "the luck lines");
        assert!(
            t.contains("(The biggest swing: hole "),
            "the swing sentence"
        );
        let slam = game(&kept("slam_8_players.ron"), &[], Paper::Letter)
            .map(|p| p.pdf)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(check_structure(&slam), 2);
        assert!(text(&slam).contains("(LOSER)"));
    }

    #[test]
    fn a_game_the_audience_played_along_with_prints_its_lesson_last() {
        use crate::audience::{Bin, Board, Calibration, Lesson, Row};
        let mut record = kept("slam_8_players.ron");
        let row = |rank, name: &str, points, beat_the_odds| Row {
            rank,
            member: u64::from(rank),
            name: name.into(),
            points,
            beat_the_odds,
        };
        let mut calibration = Calibration::default();
        calibration.bins[2] = Bin {
            count: 10,
            said: 2.5,
            happened: 3,
            odds: 2.8,
        };
        calibration.bins[9] = Bin {
            count: 4,
            said: 3.9,
            happened: 2,
            odds: 3.1,
        };
        record.audience = Some(Lesson {
            board: Board {
                top: vec![
                    row(1, "Maya", 131.4, true),
                    row(2, "Samantha-Josephine Okon", -12.6, false),
                ],
                playing: 27,
                odds_points: 88.0,
            },
            calibration,
        });
        let pdf = game(&record, &[], Paper::A4)
            .map(|p| p.pdf)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(check_structure(&pdf), 3, "card, story, lesson");
        let t = text(&pdf);
        assert!(t.contains("(The lesson: when the audience said"), "{t}");
        assert!(t.contains("27 playing)"), "how many played");
        assert!(t.contains("(Maya)") && t.contains("(131)"), "the top row");
        assert!(
            t.contains("(\u{2212}13)"),
            "points below 0 with a minus sign"
        );
        assert!(t.contains("(Samantha-Josephine Okon)"), "a long name whole");
        assert!(t.contains("(The odds: 88)"), "{t}");
        // The number of answers under each column, and none where nobody said it.
        assert!(t.contains("(10)") && t.contains("(4)"));
    }

    #[test]
    fn the_legend_names_each_seats_finish_beside_its_mark_unless_solid() {
        let record = kept("slam_8_players.ron");
        let plain = text(
            &game(&record, &[], Paper::A4)
                .map(|p| p.pdf)
                .unwrap_or_else(|e| panic!("{e}")),
        );
        let finishes = [Finish::Solid, Finish::Marble, Finish::Solid, Finish::Metal];
        let dressed = game(&record, &finishes, Paper::A4)
            .map(|p| p.pdf)
            .unwrap_or_else(|e| panic!("{e}"));
        let t = text(&dressed);
        let seat = |s: usize| crate::seat_look::seat_mark(s).word();
        for (s, finish) in [(1, "marble"), (3, "metal")] {
            assert!(
                t.contains(&format!("({}, {finish})", seat(s))),
                "seat {s}: {t}"
            );
            assert!(!plain.contains(&format!("({}, {finish})", seat(s))));
        }
        // Solid, and the seats past the list, keep the shape's name alone.
        for s in [0, 2, 4, 7] {
            assert!(t.contains(&format!("({})", seat(s))), "seat {s}");
            assert!(!t.contains(&format!("({}, ", seat(s))), "seat {s}");
        }
    }

    #[test]
    fn an_unfinished_game_prints_as_far_as_it_went() {
        let mut record = kept("golf_example.ron");
        record.dice.truncate(11);
        let t = text(
            &game(&record, &[], Paper::A4)
                .map(|p| p.pdf)
                .unwrap_or_else(|e| panic!("{e}")),
        );
        assert!(t.contains(&format!("({})", crate::present::unfinished_title())));
    }

    /// A kept game whose first four players are named in four scripts.
    fn four_scripts() -> GameRecord {
        let mut record = kept("slam_8_players.ron");
        for (seat, name) in NAMES.iter().enumerate() {
            record.setup.players[seat] = (*name).to_string();
        }
        record
    }

    /// Chinese, Cyrillic, polytonic Greek and an accented Latin name.
    const NAMES: [&str; 4] = ["李雷", "Юлия", "Ἀλέξανδρος", "Zoë"];

    #[test]
    fn names_in_any_script_print_and_copy_out_as_written() {
        let printed = game(&four_scripts(), &[], Paper::A4).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(check_structure(&printed.pdf), 2);
        let cjk = font::Font::Bold.glyph('李').printed == '李';
        let t = text(&printed.pdf);
        for name in NAMES {
            if cjk || name != "李雷" {
                assert!(t.contains(&format!("({name})")), "{name} in {t}");
            }
        }
        if cjk {
            assert_eq!(printed.missing, Vec::<char>::new());
            assert_eq!(printed.notice(), None);
            // Liberation Sans twice, then the system's faces that lent 李 and 雷 (to the
            // names in bold, to the sentences naming them in regular).
            let fonts: Vec<String> = embedded_fonts(&printed.pdf)
                .into_iter()
                .map(|f| f.0)
                .collect();
            assert_eq!(fonts.len(), 4, "{fonts:?}");
        } else {
            eprintln!("no system font has 李 here (Debian: fonts-noto-cjk): it prints as ?");
            assert_eq!(printed.missing, vec!['李', '雷']);
            assert!(printed.notice().is_some_and(|n| n.contains("李 雷")));
        }
        // Another reader: poppler's pdftotext copies the names out as written.
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("names.pdf");
        print_to(&file, &printed.pdf).unwrap_or_else(|e| panic!("{e}"));
        let copied = match std::process::Command::new("pdftotext")
            .arg(&file)
            .arg("-")
            .output()
        {
            Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).into_owned(),
            Ok(out) => panic!("pdftotext failed: {}", String::from_utf8_lossy(&out.stderr)),
            Err(e) => {
                eprintln!(
                    "pdftotext (poppler-utils) is not installed ({e}): the copy-out check is skipped"
                );
                return;
            }
        };
        for name in NAMES {
            if cjk || name != "李雷" {
                assert!(
                    copied.lines().any(|l| l.trim() == name),
                    "{name} is not copied out whole: {copied}"
                );
            }
        }
    }

    #[test]
    fn a_character_no_font_has_prints_as_a_question_mark_and_is_named() {
        let mut record = four_scripts();
        record.setup.players[0] = "Ann\u{378}".into();
        let printed = game(&record, &[], Paper::A4).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(printed.missing, vec!['\u{378}']);
        assert!(text(&printed.pdf).contains("(Ann?)"));
        let notice = printed.notice().unwrap_or_default();
        assert!(notice.contains("the character \u{378}: "), "{notice}");
    }

    #[test]
    fn a_failed_write_leaves_nothing_behind() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let missing = dir.path().join("no such folder").join("card.pdf");
        assert!(matches!(
            print_to(&missing, b"%PDF"),
            Err(PrintError::Write { .. })
        ));
        let file = dir.path().join("card.pdf");
        print_to(&file, b"%PDF-1.4 first").unwrap_or_else(|e| panic!("{e}"));
        print_to(&file, b"%PDF-1.4 second").unwrap_or_else(|e| panic!("{e}"));
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap_or_else(|e| panic!("{e}"))
            .filter_map(Result::ok)
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("card.pdf")]);
        assert_eq!(std::fs::read(&file).ok(), Some(b"%PDF-1.4 second".to_vec()));
    }
}
