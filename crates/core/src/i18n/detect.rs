//! The OS's language: on Linux and the BSDs the POSIX variables (`LC_ALL`, then
//! `LC_MESSAGES`, then `LANG`, and GNU's `LANGUAGE` list before them), on Windows and
//! macOS the user's preferred languages, through `sys-locale`.

use super::Lang;

/// The OS's languages in order of preference, as tags or POSIX locales.
#[cfg(not(any(windows, target_os = "macos")))]
pub(crate) fn os_tags() -> Vec<String> {
    let var = |name: &str| std::env::var(name).ok().filter(|s| !s.is_empty());
    // LC_ALL overrides LC_MESSAGES, which overrides LANG; an empty one is unset.
    let posix = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(var);
    let mut tags = Vec::new();
    // LANGUAGE's list applies unless the locale is "C", as in gettext.
    if let Some(locale) = &posix
        && !matches!(locale.as_str(), "C" | "POSIX")
        && let Some(list) = var("LANGUAGE")
    {
        tags.extend(list.split(':').filter(|s| !s.is_empty()).map(String::from));
    }
    tags.extend(posix);
    tags
}

/// The OS's languages in order of preference, as tags or POSIX locales.
#[cfg(any(windows, target_os = "macos"))]
pub(crate) fn os_tags() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// The first of the OS's languages that the program speaks, if any ("C" and unknown
/// languages are passed over, and then English is the caller's choice).
pub fn from_os() -> Option<Lang> {
    os_tags().iter().find_map(|t| Lang::from_tag(t))
}
