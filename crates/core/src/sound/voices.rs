//! What every sound is made of: the resonances, noise and notes the synthesizer plays.
//! All the tuning lives here, as named tables.

/// One damped resonance: a sine at `freq` Hz, starting at `amp`, falling by a factor e
/// every `decay` seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Mode {
    /// Frequency, Hz.
    pub freq: f32,
    /// Time constant of the exponential decay, seconds.
    pub decay: f32,
    /// Starting amplitude, relative to the other parts of the sound.
    pub amp: f32,
}

/// A burst of band-limited noise: the rough contact at the start of a hit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Noise {
    /// Starting amplitude, relative to the modes.
    pub amp: f32,
    /// Time constant of the decay, seconds.
    pub decay: f32,
    /// One-pole low-pass cutoff, Hz (felt swallows the highs).
    pub lowpass: f32,
    /// One-pole high-pass cutoff, Hz (0: none).
    pub highpass: f32,
}

/// A contact sound: resonances of the bodies that met, a noise burst, and the peak the
/// rendered sound is normalised to (at gain 1.0, before the mixer's limiter).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Material {
    /// The resonances.
    pub modes: &'static [Mode],
    /// The contact noise.
    pub noise: Noise,
    /// Peak of the normalised sound, in full-scale units.
    pub peak: f32,
}

/// A row of a mode table: (frequency Hz — or ratio to the note for an instrument —,
/// decay time constant s, relative amplitude).
const fn mode(freq: f32, decay: f32, amp: f32) -> Mode {
    Mode { freq, decay, amp }
}

/// Plastic die on the felt floor (felt over wood): a dull thud. Low board modes that die
/// fast, a little body, noise with the highs taken off.
pub(super) const FELT: Material = Material {
    modes: &[
        mode(150.0, 0.030, 1.0),
        mode(340.0, 0.018, 0.6),
        mode(780.0, 0.008, 0.3),
    ],
    noise: Noise {
        amp: 0.5,
        decay: 0.005,
        lowpass: 1500.0,
        highpass: 0.0,
    },
    peak: 0.5,
};

/// Die on the felt-lined wooden wall: a knock. Wooden panel modes ringing longer and
/// higher than the floor's, a brighter contact.
pub(super) const WALL: Material = Material {
    modes: &[
        mode(210.0, 0.045, 0.8),
        mode(520.0, 0.035, 1.0),
        mode(1250.0, 0.018, 0.5),
        mode(2400.0, 0.007, 0.2),
    ],
    noise: Noise {
        amp: 0.4,
        decay: 0.003,
        lowpass: 3000.0,
        highpass: 0.0,
    },
    peak: 0.45,
};

/// Die on die: a click. Small hard plastic bodies ring high and briefly; a bright tick.
pub(super) const DIE: Material = Material {
    modes: &[
        mode(2700.0, 0.014, 1.0),
        mode(4300.0, 0.009, 0.7),
        mode(6100.0, 0.006, 0.5),
        mode(8800.0, 0.003, 0.3),
    ],
    noise: Noise {
        amp: 0.6,
        decay: 0.0015,
        lowpass: 12_000.0,
        highpass: 2000.0,
    },
    peak: 0.35,
};

/// Each variant of a contact sound moves every mode's frequency by a seeded factor up to
/// this fraction either way (and draws its own noise), so consecutive hits differ.
pub(super) const VARIANT_SPREAD: f32 = 0.04;

// Table cues: short phrases of struck notes.

/// A struck instrument: partials at multiples (`freq` is the ratio to the note) of the
/// note's frequency, and an optional strike noise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Instrument {
    /// Partials; `freq` is a ratio to the note's frequency.
    pub partials: &'static [Mode],
    /// The strike.
    pub noise: Noise,
}

/// A wooden bar struck with a soft mallet (marimba-like, bars tuned 1 : 4 : 10): sits
/// with the wooden sounds of the tray.
pub(super) const MALLET: Instrument = Instrument {
    partials: &[
        mode(1.0, 0.35, 1.0),
        mode(4.0, 0.08, 0.3),
        mode(10.0, 0.025, 0.1),
    ],
    noise: Noise {
        amp: 0.3,
        decay: 0.002,
        lowpass: 4000.0,
        highpass: 0.0,
    },
};

/// A small bell (glockenspiel partials 1 : 2.76 : 5.40 : 8.93): rings longer, for a
/// result that is worth a moment.
pub(super) const BELL: Instrument = Instrument {
    partials: &[
        mode(1.0, 0.60, 1.0),
        mode(2.76, 0.20, 0.35),
        mode(5.40, 0.08, 0.2),
        mode(8.93, 0.04, 0.1),
    ],
    noise: Noise {
        amp: 0.15,
        decay: 0.001,
        lowpass: 8000.0,
        highpass: 500.0,
    },
};

/// A muted, hollow tone (odd-heavy partials, short): the sound of a turn that went wrong.
pub(super) const MUTED: Instrument = Instrument {
    partials: &[
        mode(1.0, 0.18, 1.0),
        mode(2.0, 0.09, 0.35),
        mode(3.0, 0.05, 0.25),
    ],
    noise: Noise {
        amp: 0.2,
        decay: 0.003,
        lowpass: 1200.0,
        highpass: 0.0,
    },
};

/// One struck note of a phrase.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Note {
    /// Start, seconds from the cue's start.
    pub at: f32,
    /// Fundamental, Hz.
    pub freq: f32,
    /// Amplitude relative to the phrase's other notes.
    pub amp: f32,
    /// What plays it.
    pub instrument: &'static Instrument,
}

/// A table cue's notes, how long it lasts and the peak its rendering is normalised to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Phrase {
    /// The notes.
    pub notes: &'static [Note],
    /// Seconds until the cue has faded out (over [`PHRASE_RELEASE`]): a table cue is a
    /// short answer, not a bell left ringing.
    pub length: f32,
    /// Peak of the normalised cue, in full-scale units: below the dice's thuds, so the
    /// table answers rather than shouts.
    pub peak: f32,
}

/// The last this-many seconds of a phrase fade out (linearly).
pub(super) const PHRASE_RELEASE: f32 = 0.15;

// Equal-tempered pitches (A4 = 440 Hz) the phrases use.
/// A♭3, Hz.
const AB3: f32 = 207.65;
/// C4, Hz.
const C4: f32 = 261.63;
/// E4, Hz.
const E4: f32 = 329.63;
/// G4, Hz.
const G4: f32 = 392.00;
/// B4, Hz.
const B4: f32 = 493.88;
/// C5, Hz.
const C5: f32 = 523.25;
/// D5, Hz.
const D5: f32 = 587.33;
/// E5, Hz.
const E5: f32 = 659.26;
/// G5, Hz.
const G5: f32 = 783.99;
/// A5, Hz.
const A5: f32 = 880.00;
/// B5, Hz.
const B5: f32 = 987.77;
/// C6, Hz.
const C6: f32 = 1046.50;

const fn note(at: f32, freq: f32, amp: f32, instrument: &'static Instrument) -> Note {
    Note {
        at,
        freq,
        amp,
        instrument,
    }
}

/// Single Slam: one mallet note.
pub(super) const SINGLE_SLAM: Phrase = Phrase {
    notes: &[note(0.0, G5, 1.0, &MALLET)],
    length: 0.5,
    peak: 0.3,
};

/// Small Slam: two rising mallet notes.
pub(super) const SMALL_SLAM: Phrase = Phrase {
    notes: &[note(0.0, E5, 0.9, &MALLET), note(0.09, G5, 1.0, &MALLET)],
    length: 0.6,
    peak: 0.33,
};

/// Grand Slam: a rising C major arpeggio, then a bell chord.
pub(super) const GRAND_SLAM: Phrase = Phrase {
    notes: &[
        note(0.0, C5, 0.8, &MALLET),
        note(0.08, E5, 0.85, &MALLET),
        note(0.16, G5, 0.9, &MALLET),
        note(0.26, C6, 1.0, &BELL),
        note(0.26, G5, 0.6, &BELL),
        note(0.26, E5, 0.5, &BELL),
    ],
    length: 1.1,
    peak: 0.38,
};

/// Bust: three falling muted notes.
pub(super) const BUST: Phrase = Phrase {
    notes: &[
        note(0.0, E4, 1.0, &MUTED),
        note(0.14, C4, 0.9, &MUTED),
        note(0.28, AB3, 0.9, &MUTED),
    ],
    length: 0.75,
    peak: 0.35,
};

/// Straight: five quick rising mallet notes (a pentatonic run, like 1-2-3-4-5).
pub(super) const STRAIGHT: Phrase = Phrase {
    notes: &[
        note(0.0, C5, 0.75, &MALLET),
        note(0.07, D5, 0.8, &MALLET),
        note(0.14, E5, 0.85, &MALLET),
        note(0.21, G5, 0.9, &MALLET),
        note(0.28, A5, 1.0, &MALLET),
    ],
    length: 0.8,
    peak: 0.35,
};

/// Hole scored: two soft bell notes, a fifth up.
pub(super) const HOLE_SCORED: Phrase = Phrase {
    notes: &[note(0.0, E5, 0.8, &BELL), note(0.11, B5, 1.0, &BELL)],
    length: 0.8,
    peak: 0.3,
};

/// Game over: a G major roll on the mallet resolving to a C major bell chord.
pub(super) const GAME_OVER: Phrase = Phrase {
    notes: &[
        note(0.0, G4, 0.7, &MALLET),
        note(0.05, B4, 0.7, &MALLET),
        note(0.10, D5, 0.7, &MALLET),
        note(0.35, C5, 0.8, &BELL),
        note(0.35, E5, 0.7, &BELL),
        note(0.35, G5, 0.7, &BELL),
        note(0.35, C6, 1.0, &BELL),
    ],
    length: 1.6,
    peak: 0.38,
};

// The shake before a throw: dice rattling in a cupped hand.

/// Strokes of the shake (the hand moving one way, then back).
pub(super) const SHAKE_STROKES: usize = 3;
/// Seconds per stroke.
pub(super) const SHAKE_STROKE: f32 = 0.16;
/// Die-on-die clicks per stroke, at seeded times, bunched toward the stroke's end where
/// the dice hit the hand.
pub(super) const SHAKE_CLICKS: usize = 9;
/// Quietest click of a stroke, relative to its loudest.
pub(super) const SHAKE_CLICK_MIN: f32 = 0.25;
/// Gain of the dull palm thud that ends each stroke, relative to the loudest click.
pub(super) const SHAKE_THUD: f32 = 0.5;
/// Peak of the normalised shake.
pub(super) const SHAKE_PEAK: f32 = 0.3;
