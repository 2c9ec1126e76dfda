//! The pseudo-locale `en-XA`: English with every letter accented and the vowels doubled
//! (about 40% longer), placeables untouched, so that a text left out of the catalogs or a
//! layout that cannot take longer words shows at once. The page applies the same transform
//! (`web/i18n.js`).

/// The pseudo-locale's code, reachable with `?lang=en-XA` and never offered in the picker.
pub const PSEUDO: &str = "en-XA";

const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED: &str = "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";

/// `text` pseudo-localised: each ASCII letter replaced by an accented one, vowels doubled;
/// markup between `<` and `>` (a link's tag in a message) is left as it is.
pub fn pseudo_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut in_tag = false;
    for c in text.chars() {
        if in_tag || c == '<' {
            in_tag = c != '>';
            out.push(c);
            continue;
        }
        match PLAIN.find(c) {
            Some(i) => {
                let accented = ACCENTED.chars().nth(i).unwrap_or(c);
                out.push(accented);
                if "aeiouAEIOU".contains(c) {
                    out.push(accented);
                }
            }
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_is_accented_and_markup_kept() {
        assert_eq!(PLAIN.chars().count(), ACCENTED.chars().count());
        let text = pseudo_text("Start the game, see the <a>rules</a> 2×6");
        assert!(!text
            .chars()
            .any(|c| c.is_ascii_alphabetic() && !"a".contains(c)));
        assert!(text.contains("<a>") && text.contains("</a>") && text.ends_with(" 2×6"));
        assert_eq!(pseudo_text("Start"), "Šţááŕţ");
    }
}
