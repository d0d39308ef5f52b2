//! The engine's layers point one way: `core` ← `office` ← `host` (`docs/architecture.md`,
//! "Inside the engine: three layers"). This test reads the source of `src/core/` and fails
//! when a file there names a module of `office/` or `host/` — through `crate::office::…`,
//! `crate::host::…`, or the crate root's re-exports (`crate::tunnel`, `crate::templates`, …),
//! in a `use` or in a path in the code.

mod source_files;

use std::collections::BTreeSet;
use std::path::Path;

use anyhow::Context;
use source_files::rust_files;

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// The modules of a layer's folder: each `x.rs` in it (a folder `x/` always has one).
fn modules_of(layer: &str) -> anyhow::Result<BTreeSet<String>> {
    let mut names = BTreeSet::from([layer.to_owned()]);
    let folder = Path::new(SRC).join(layer);
    for entry in std::fs::read_dir(&folder).with_context(|| format!("{}", folder.display()))? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "rs")
            && let Some(stem) = path.file_stem()
        {
            names.insert(stem.to_string_lossy().into_owned());
        }
    }
    Ok(names)
}

/// The first segment of each path that follows `crate::`, with the items of a
/// `crate::{a, b::c}` group each counted. Comments are left out: they may name any module.
fn crate_paths(source: &str) -> Vec<String> {
    let code: String = source
        .lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut found = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Only the top level of the group names modules of the crate's root.
            let (mut depth, mut item_start) = (0usize, true);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && !c.is_whitespace() => {
                        found.push(ident(&group[i..]));
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            found.push(ident(rest));
        }
    }
    found
}

#[test]
fn the_core_names_no_module_of_the_office_or_the_host() -> anyhow::Result<()> {
    let mut upper = modules_of("office")?;
    upper.extend(modules_of("host")?);
    assert!(
        upper.contains("tunnel") && upper.contains("templates"),
        "the layers' modules are read from their folders"
    );
    let mut files = Vec::new();
    rust_files(&Path::new(SRC).join("core"), &mut files)?;
    assert!(files.len() > 20, "the core's files are read");
    let mut reaching_up = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file)?;
        for module in crate_paths(&source) {
            if upper.contains(&module) {
                reaching_up.push(format!(
                    "{} uses crate::{module}",
                    file.strip_prefix(SRC).unwrap_or(file).display()
                ));
            }
        }
    }
    assert!(
        reaching_up.is_empty(),
        "the core depends on nothing above it; let the office or the host plug into a hook the core owns instead:\n{}",
        reaching_up.join("\n")
    );
    Ok(())
}

#[test]
fn a_use_of_an_upper_module_is_seen_in_a_group_and_in_code_but_not_in_a_comment() {
    let source = "use crate::{clock::Clock, tunnel::{self, TunnelState}};\n\
                  // crate::templates in a comment is fine\n\
                  fn f() { crate::reports::x(); }\n";
    assert_eq!(
        crate_paths(source),
        ["clock", "tunnel", "reports"],
        "every path from the crate's root is found, comments left out"
    );
}
