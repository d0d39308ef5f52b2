//! Finding a draft's variables the way Meta (and the simulator) finds them: `{{` … `}}`
//! around a name, left to right; an opening `{{` never closed runs to the end of the text.

/// The variable a URL button's address may end with.
pub const URL_VARIABLE: &str = "{{1}}";

/// One `{{…}}` in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placeholder<'a> {
    /// What is between the braces.
    pub inner: &'a str,
    /// Where its `{{` starts (bytes).
    pub start: usize,
    /// Just after its `}}` (the text's end when unclosed).
    pub end: usize,
    /// Whether its `}}` was found.
    pub closed: bool,
}

/// Every `{{…}}` of `text`, left to right.
pub fn placeholders(text: &str) -> Vec<Placeholder<'_>> {
    let mut found = Vec::new();
    let mut offset = 0;
    while let Some(start) = text.get(offset..).and_then(|rest| rest.find("{{")) {
        let start = offset + start;
        let open = start + 2;
        match text.get(open..).and_then(|rest| rest.find("}}")) {
            Some(length) => {
                let end = open + length + 2;
                found.push(Placeholder {
                    inner: text.get(open..open + length).unwrap_or(""),
                    start,
                    end,
                    closed: true,
                });
                offset = end;
            }
            None => {
                found.push(Placeholder {
                    inner: text.get(open..).unwrap_or(""),
                    start,
                    end: text.len(),
                    closed: false,
                });
                break;
            }
        }
    }
    found
}

/// The distinct closed variables of `text`, in order of first appearance.
pub fn distinct(text: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for placeholder in placeholders(text).into_iter().filter(|p| p.closed) {
        if !names.iter().any(|n| n == placeholder.inner) {
            names.push(placeholder.inner.to_owned());
        }
    }
    names
}

/// Words of `text` outside its variables (tokens with at least one letter or digit), as the
/// simulator counts them for Meta's "too many variables for the length" rule.
pub fn fixed_words(text: &str) -> usize {
    let mut fixed = String::with_capacity(text.len());
    let mut offset = 0;
    for placeholder in placeholders(text) {
        fixed.push_str(text.get(offset..placeholder.start).unwrap_or(""));
        fixed.push(' ');
        offset = placeholder.end;
    }
    fixed.push_str(text.get(offset..).unwrap_or(""));
    fixed
        .split_whitespace()
        .filter(|word| word.chars().any(char::is_alphanumeric))
        .count()
}

/// Whether `name` is a positional variable's number.
pub fn is_number(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit())
}

/// Whether `name` is a valid named variable: lowercase letters, digits and underscores, not
/// starting with a digit.
pub fn is_name(name: &str) -> bool {
    name.bytes()
        .next()
        .is_some_and(|b| b.is_ascii_lowercase() || b == b'_')
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// `name` written as a variable, for the person to recognise: `{{name}}`.
pub fn braced(name: &str) -> String {
    format!("{{{{{name}}}}}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_are_found_in_order_once_each() {
        assert_eq!(distinct("a {{2}} b {{1}} c {{2}}"), vec!["2", "1"]);
        assert_eq!(
            placeholders("a {{open").first().map(|p| p.closed),
            Some(false)
        );
        assert_eq!(fixed_words("Hi {{1}}, your order {{2}} is here!"), 5);
        assert_eq!(braced("1"), "{{1}}");
    }
}
