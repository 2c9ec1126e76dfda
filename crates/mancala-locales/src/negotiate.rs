//! An HTTP `Accept-Language` header to the best language that has a catalog.

use crate::languages::{find, Language, LANGUAGES};

/// The shipped language the header `accept_language` prefers most, by its `q` weights
/// (a tag `sw-KE` matches `sw`); English when none matches or the header is empty or
/// malformed. The pseudo-locale is never chosen this way, only by `?lang=`.
pub fn negotiate(accept_language: &str) -> &'static Language {
    let mut ranges: Vec<(f32, &str)> = accept_language
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (!tag.is_empty() && q > 0.0).then_some((q, tag))
        })
        .collect();
    // Stable: among equal weights the header's order stands.
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranges
        .iter()
        .find_map(|&(_, tag)| find(tag).or_else(|| find(tag.split(['-', '_']).next()?)))
        .unwrap_or(&LANGUAGES[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_without_a_match() {
        for header in ["", "*", "fr-CH, fr;q=0.9", "en-XA", ";;;", "de;q=abc"] {
            assert_eq!(negotiate(header).code, "en", "{header:?}");
        }
    }

    #[test]
    fn weights_and_regions_decide() {
        assert_eq!(negotiate("fr;q=0.9, en-GB;q=0.8").code, "en");
        assert_eq!(negotiate("EN-us").code, "en");
        assert_eq!(negotiate("en;q=0, fr").code, "en");
    }
}
