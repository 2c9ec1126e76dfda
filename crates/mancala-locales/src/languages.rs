//! The languages of the page: each named in itself, with its catalog (when one has been
//! written) and how far that catalog has come.

/// How far a language's catalog has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every text, written or checked by a speaker of the language (English is the source).
    Complete,
    /// Every text, reviewed by a speaker after it was drafted.
    Reviewed,
    /// Drafted without a speaker's review: the page marks it as a draft.
    Draft,
    /// No catalog yet: the language is not offered.
    Missing,
}

impl Status {
    /// The status as the page and the docs name it: `complete`, `reviewed`, `draft`, `missing`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Complete => "complete",
            Status::Reviewed => "reviewed",
            Status::Draft => "draft",
            Status::Missing => "missing",
        }
    }
}

/// A language of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its BCP 47 code, as in `?lang=` and the catalog's file name: `sw`, `mas`.
    pub code: &'static str,
    /// Its name in itself: `Kiswahili`, `አማርኛ`.
    pub name: &'static str,
    /// How far its catalog has come.
    pub status: Status,
    /// The text of `locales/<code>.ftl`, or `None` while it is [`Status::Missing`].
    pub catalog: Option<&'static str>,
}

/// The source language: every other catalog is translated from it.
pub const SOURCE: &str = "en";

/// Every language the page is meant to speak, English first. A catalog is added by putting
/// its file in `locales/`, its `include_str!` here and its status.
pub const LANGUAGES: [Language; 9] = [
    Language {
        code: "en",
        name: "English",
        status: Status::Complete,
        catalog: Some(include_str!("../locales/en.ftl")),
    },
    Language {
        code: "sw",
        name: "Kiswahili",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/sw.ftl")),
    },
    Language {
        code: "nl",
        name: "Nederlands",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/nl.ftl")),
    },
    Language {
        code: "af",
        name: "Afrikaans",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/af.ftl")),
    },
    Language {
        code: "am",
        name: "አማርኛ",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/am.ftl")),
    },
    Language {
        code: "om",
        name: "Afaan Oromoo",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/om.ftl")),
    },
    Language {
        code: "ki",
        name: "Gĩkũyũ",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/ki.ftl")),
    },
    Language {
        code: "mas",
        name: "Maa",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/mas.ftl")),
    },
    Language {
        code: "pa",
        name: "ਪੰਜਾਬੀ",
        status: Status::Draft,
        catalog: Some(include_str!("../locales/pa.ftl")),
    },
];

/// The languages that have a catalog, English first: those the page offers.
pub fn shipped() -> impl Iterator<Item = &'static Language> {
    LANGUAGES
        .iter()
        .filter(|language| language.catalog.is_some())
}

/// The shipped language with this code (ASCII case ignored), if there is one.
pub fn find(code: &str) -> Option<&'static Language> {
    shipped().find(|language| language.code.eq_ignore_ascii_case(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_first_and_shipped_and_every_code_is_once() {
        assert_eq!(LANGUAGES[0].code, SOURCE);
        assert_eq!(find("EN").map(|l| l.code), Some("en"));
        for (i, a) in LANGUAGES.iter().enumerate() {
            assert!(LANGUAGES[i + 1..].iter().all(|b| b.code != a.code));
            assert_eq!(
                a.catalog.is_none(),
                a.status == Status::Missing,
                "{}",
                a.code
            );
        }
    }

    #[test]
    fn every_catalog_file_is_listed() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/locales");
        for entry in std::fs::read_dir(dir).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            let Some(code) = name.strip_suffix(".ftl") else {
                continue;
            };
            assert!(find(code).is_some(), "locales/{name} is not in LANGUAGES");
        }
    }
}
