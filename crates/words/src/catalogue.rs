//! Reading a catalogue file: its messages and, for each, the variables it uses. The same
//! reading serves the English bundle's checks, the generated TypeScript and the completeness
//! test, so they cannot disagree about what a message is.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};

/// A message id → the variables (`$name` without the `$`) it uses, value and attributes.
pub type Messages = BTreeMap<String, BTreeSet<String>>;

/// A line of a catalogue file Fluent could not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// 1-based line number.
    pub line: usize,
    /// What was there.
    pub text: String,
}

/// The messages of one catalogue file, or the lines Fluent could not read.
pub fn messages(source: &str) -> Result<Messages, Vec<Unreadable>> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|e| {
                let at = e.slice.clone().unwrap_or(e.pos.clone());
                Unreadable {
                    line: source[..at.start.min(source.len())].matches('\n').count() + 1,
                    text: source
                        .get(at)
                        .unwrap_or_default()
                        .lines()
                        .next()
                        .unwrap_or_default()
                        .to_owned(),
                }
            })
            .collect::<Vec<_>>()
    })?;
    let mut found = Messages::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_variables(value, &mut variables);
            }
            for attribute in &message.attributes {
                pattern_variables(&attribute.value, &mut variables);
            }
            found.insert(message.id.name.to_owned(), variables);
        }
    }
    Ok(found)
}

fn pattern_variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, into),
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments_variables(arguments, into)
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => arguments_variables(arguments, into),
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        _ => {}
    }
}

fn arguments_variables(arguments: &ast::CallArguments<&str>, into: &mut BTreeSet<String>) {
    for positional in &arguments.positional {
        inline_variables(positional, into);
    }
    for named in &arguments.named {
        inline_variables(&named.value, into);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_are_found_in_values_selectors_variants_and_function_calls() {
        let found = messages(
            "plain = Hello\n\
             rows = { $count ->\n    [one] One row in { $file }\n   *[other] { NUMBER($count) } rows, { $skipped } skipped\n}\n\
             tip = Tip\n    .title = About { $topic }\n",
        )
        .expect("readable");
        assert_eq!(found["plain"], BTreeSet::new());
        assert_eq!(
            found["rows"],
            BTreeSet::from(["count", "file", "skipped"].map(String::from))
        );
        assert_eq!(found["tip"], BTreeSet::from(["topic".to_owned()]));
    }

    #[test]
    fn an_unreadable_line_is_named_with_its_number() {
        let problems =
            messages("fine = Fine\nbroken { = oops\nalso-fine = Yes\n").expect_err("junk");
        assert_eq!(problems.first().map(|p| p.line), Some(2), "{problems:?}");
    }
}
