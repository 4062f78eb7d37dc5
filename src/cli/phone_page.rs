//! `phone-page --out DIR`: the phone page as a static site, for GitHub Pages or any web
//! host, where phones open the online join link. The page, `index.html`, and its font
//! beside it (`ubuntu-light.ttf`, the window's face, which the page names by that
//! relative address), plus an empty `.nojekyll`, so that GitHub Pages serves them as
//! they are.

use std::path::Path;

use super::Output;
use crate::phones::page::{FONT, FONT_FILE};

/// Writes the site into `dir` (made if missing); says where.
pub fn run(dir: &Path) -> Output {
    let written = std::fs::create_dir_all(dir)
        .and_then(|_| std::fs::write(dir.join("index.html"), crate::phones::http::static_page()))
        .and_then(|_| std::fs::write(dir.join(FONT_FILE), FONT))
        .and_then(|_| std::fs::write(dir.join(".nojekyll"), ""));
    match written {
        Ok(()) => Output::ok(format!(
            "{}\n{}\n",
            crate::t!(
                "cli-phone-page-written",
                file = dir.join("index.html").display().to_string()
            ),
            crate::t!("cli-phone-page-serve")
        )),
        Err(e) => Output::bad_input(crate::t!(
            "cli-phone-page-failed",
            dir = dir.display().to_string(),
            reason = e.to_string()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_site_is_the_page_with_its_policy_and_its_font_and_nothing_else() {
        let Ok(dir) = tempfile::tempdir() else {
            return;
        };
        let out = run(&dir.path().join("site"));
        assert_eq!(out.code, 0, "{out:?}");
        let page = std::fs::read_to_string(dir.path().join("site/index.html")).unwrap_or_default();
        assert!(
            page.contains("connect-src wss: ws:"),
            "{}",
            &page[..300.min(page.len())]
        );
        assert!(page.contains("crypto.subtle"));
        assert!(
            page.contains(&format!("url(\"{FONT_FILE}\")")) && page.contains("font-src 'self'")
        );
        let font = std::fs::read(dir.path().join("site").join(FONT_FILE)).unwrap_or_default();
        assert_eq!(font, FONT);
        let files = std::fs::read_dir(dir.path().join("site"))
            .map(|d| d.count())
            .unwrap_or(0);
        assert_eq!(files, 3);
    }
}
