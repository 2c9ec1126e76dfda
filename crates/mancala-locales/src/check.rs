//! How a translation differs from English in what it must keep: the same messages and
//! attributes, each with the same variables (`{ $count }`).

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use crate::format::LocaleError;

/// A way a translation differs from the English catalog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// English has this message (or `message.attribute`); the translation does not.
    Missing(String),
    /// The translation has a message English does not.
    Extra(String),
    /// The message uses other variables than English's.
    Variables {
        /// The message (or `message.attribute`).
        id: String,
        /// English's variables.
        english: Vec<String>,
        /// The translation's.
        translation: Vec<String>,
    },
}

/// The differences of `translation` from `english` (both catalogs' text); empty when
/// the translation has every message and attribute with the same variables.
pub fn compare(english: &str, translation: &str) -> Result<Vec<Difference>, LocaleError> {
    let source = variables_by_message(english)?;
    let target = variables_by_message(translation)?;
    let mut out = Vec::new();
    for (id, vars) in &source {
        match target.get(id) {
            None => out.push(Difference::Missing(id.clone())),
            Some(found) if found != vars => out.push(Difference::Variables {
                id: id.clone(),
                english: vars.iter().cloned().collect(),
                translation: found.iter().cloned().collect(),
            }),
            Some(_) => {}
        }
    }
    out.extend(
        target
            .keys()
            .filter(|id| !source.contains_key(*id))
            .map(|id| Difference::Extra(id.clone())),
    );
    Ok(out)
}

/// Each message and `message.attribute` of a catalog with the variables it uses (terms,
/// private to a catalog, are left out).
fn variables_by_message(catalog: &str) -> Result<BTreeMap<String, BTreeSet<String>>, LocaleError> {
    let resource =
        FluentResource::try_new(catalog.to_string()).map_err(|(_, errors)| LocaleError::Parse {
            code: String::new(),
            detail: format!("{errors:?}"),
        })?;
    let mut out = BTreeMap::new();
    for entry in resource.entries() {
        let Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name.to_string();
        if let Some(value) = &message.value {
            out.insert(id.clone(), pattern_variables(value));
        }
        for attribute in &message.attributes {
            out.insert(
                format!("{id}.{}", attribute.id.name),
                pattern_variables(&attribute.value),
            );
        }
    }
    Ok(out)
}

fn pattern_variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, &mut out);
        }
    }
    out
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                out.extend(pattern_variables(&variant.value));
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::languages::{shipped, SOURCE};

    fn english() -> &'static str {
        crate::find(SOURCE).unwrap().catalog.unwrap()
    }

    #[test]
    fn every_catalog_has_englishs_messages_with_the_same_variables() {
        for language in shipped() {
            let differences = compare(english(), language.catalog.unwrap()).unwrap();
            assert!(
                differences.is_empty(),
                "locales/{}.ftl differs from en.ftl: {differences:#?}",
                language.code
            );
        }
    }

    #[test]
    fn a_missing_message_and_a_dropped_variable_are_found() {
        let english = "a = A\nb = { $count ->\n [one] one seed\n *[other] { $count } seeds\n}\nc = C\n    .title = T { $x }\n";
        let translation = "b = { $count ->\n [one] mbegu moja\n *[other] mbegu\n}\nc = C\n    .title = T\nd = D\n";
        assert_eq!(
            compare(english, translation).unwrap(),
            vec![
                Difference::Missing("a".into()),
                Difference::Variables {
                    id: "c.title".into(),
                    english: vec!["x".into()],
                    translation: vec![],
                },
                Difference::Extra("d".into()),
            ]
        );
    }

    #[test]
    fn every_catalog_parses_without_errors() {
        for language in shipped() {
            assert!(FluentResource::try_new(language.catalog.unwrap().to_string()).is_ok());
        }
    }
}
