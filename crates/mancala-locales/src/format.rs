//! A Fluent formatter for Rust front ends (the terminal): a language's catalog, English
//! behind it for any message a translation lacks.

use std::borrow::Cow;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;
pub use fluent_bundle::{FluentArgs, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::languages::{find, SOURCE};
use crate::pseudo::{pseudo_text, PSEUDO};

/// Why a catalog could not be loaded or a message formatted.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LocaleError {
    /// No catalog for this code (nor is it the pseudo-locale).
    #[error("no catalog for language '{0}'")]
    UnknownLanguage(String),
    /// A catalog does not parse as Fluent.
    #[error("the catalog of '{code}' does not parse: {detail}")]
    Parse {
        /// The language.
        code: String,
        /// The parser's complaints.
        detail: String,
    },
    /// Neither the language's catalog nor English has this message (or attribute).
    #[error("no message '{0}'")]
    MissingMessage(String),
    /// The message was found but could not be formatted (a variable not given, say).
    #[error("message '{id}': {detail}")]
    Format {
        /// The message.
        id: String,
        /// What went wrong.
        detail: String,
    },
}

type Bundle = FluentBundle<FluentResource>;

/// Formats the messages of one language (Send and Sync: one may serve many threads).
pub struct Formatter {
    code: &'static str,
    bundles: Vec<Bundle>,
}

impl Formatter {
    /// The formatter of a shipped language or of the pseudo-locale `en-XA`.
    pub fn new(code: &str) -> Result<Formatter, LocaleError> {
        if code.eq_ignore_ascii_case(PSEUDO) {
            let mut bundle = bundle(PSEUDO, english())?;
            bundle.set_transform(Some(pseudo_transform));
            return Ok(Formatter {
                code: PSEUDO,
                bundles: vec![bundle],
            });
        }
        let language = find(code).ok_or_else(|| LocaleError::UnknownLanguage(code.into()))?;
        let mut bundles = vec![bundle(language.code, language.catalog.unwrap_or_default())?];
        if language.code != SOURCE {
            bundles.push(bundle(SOURCE, english())?);
        }
        Ok(Formatter {
            code: language.code,
            bundles,
        })
    }

    /// The language's code: `en`, `sw`, `en-XA`.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The message `id` with `args`, from the language's catalog or else English.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Result<String, LocaleError> {
        self.format_part(id, None, args)
    }

    /// The attribute `attribute` of message `id` (`title`, `aria-label`), as [`Self::format`].
    pub fn format_attribute(
        &self,
        id: &str,
        attribute: &str,
        args: Option<&FluentArgs>,
    ) -> Result<String, LocaleError> {
        self.format_part(id, Some(attribute), args)
    }

    fn format_part(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> Result<String, LocaleError> {
        for bundle in &self.bundles {
            let Some(message) = bundle.get_message(id) else {
                continue;
            };
            let pattern = match attribute {
                None => message.value(),
                Some(name) => message.get_attribute(name).map(|a| a.value()),
            };
            let Some(pattern) = pattern else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            if let Some(error) = errors.first() {
                return Err(LocaleError::Format {
                    id: id.into(),
                    detail: error.to_string(),
                });
            }
            return Ok(text.into_owned());
        }
        let full = attribute.map_or_else(|| id.to_string(), |name| format!("{id}.{name}"));
        Err(LocaleError::MissingMessage(full))
    }
}

fn english() -> &'static str {
    find(SOURCE).and_then(|l| l.catalog).unwrap_or_default()
}

/// A bundle of `catalog`, placeables without bidi isolation marks (the page's texts are
/// compared word for word, and every language shipped is written left to right).
fn bundle(code: &str, catalog: &str) -> Result<Bundle, LocaleError> {
    let parse_error = |detail: String| LocaleError::Parse {
        code: code.into(),
        detail,
    };
    let resource = FluentResource::try_new(catalog.to_string())
        .map_err(|(_, errors)| parse_error(format!("{errors:?}")))?;
    let language: LanguageIdentifier = code
        .parse()
        .map_err(|e| parse_error(format!("language code: {e}")))?;
    let mut bundle = Bundle::new_concurrent(vec![language]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| parse_error(format!("{errors:?}")))?;
    Ok(bundle)
}

fn pseudo_transform(text: &str) -> Cow<'_, str> {
    Cow::Owned(pseudo_text(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_plurals_and_the_pseudo_locale() {
        let en = Formatter::new("en").unwrap();
        let mut args = FluentArgs::new();
        args.set("count", 1);
        assert_eq!(en.format("seeds", Some(&args)).unwrap(), "1 seed");
        args.set("count", 4);
        assert_eq!(en.format("seeds", Some(&args)).unwrap(), "4 seeds");
        let pseudo = Formatter::new("en-xa").unwrap();
        assert_eq!(pseudo.code(), PSEUDO);
        assert_eq!(pseudo.format("seeds", Some(&args)).unwrap(), "4 šééééðš");
    }

    #[test]
    fn unknown_languages_and_messages_are_errors() {
        assert!(matches!(
            Formatter::new("xx"),
            Err(LocaleError::UnknownLanguage(_))
        ));
        let en = Formatter::new("en").unwrap();
        assert_eq!(
            en.format("no-such-message", None),
            Err(LocaleError::MissingMessage("no-such-message".into()))
        );
        assert!(matches!(
            en.format("seeds", None),
            Err(LocaleError::Format { .. })
        ));
    }
}
