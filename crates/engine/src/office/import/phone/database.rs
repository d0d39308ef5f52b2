//! Copies of the phone number metadata, one per thread: the `phonenumber` crate's pattern cache
//! is shared behind a mutex, so each thread normalises with its own copy (kept in a pool), and
//! a copy the crate panicked in is dropped rather than reused.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;

use phonenumber::metadata::{DATABASE, Database, Descriptor, Format, Metadata, loader};

use super::compact::Key;
use super::normaliser::{Normaliser, Outcome};
/// Databases not in use, one per thread that has normalised before.
static POOL: Mutex<Vec<Database>> = Mutex::new(Vec::new());

/// Runs `f` with a database of its own (taken from the pool, or rebuilt from the global one),
/// so threads never share the crate's pattern cache. `f` says whether the database may go
/// back to the pool: not after the crate panicked in it (its cache's mutex may be poisoned).
/// `None` when no database could be made.
pub(crate) fn with_database<R>(f: impl FnOnce(&Database) -> (R, bool)) -> Option<R> {
    let taken = POOL.lock().unwrap_or_else(|p| p.into_inner()).pop();
    let db = match taken {
        Some(db) => db,
        None => catch_unwind(rebuild).ok()??,
    };
    let (result, keep) = catch_unwind(AssertUnwindSafe(|| f(&db))).ok()?;
    if keep {
        POOL.lock().unwrap_or_else(|p| p.into_inner()).push(db);
    }
    Some(result)
}

/// Normalises one key with panics caught (a panic reads as "not a phone number").
pub(crate) fn normalise_guarded(normaliser: &Normaliser<'_>, key: Key) -> Result<Outcome, ()> {
    catch_unwind(AssertUnwindSafe(|| normaliser.normalise(key))).map_err(|_| ())
}

/// A copy of the global metadata with its own pattern cache. Built from the global
/// database's public fields, so it holds exactly the same data; regions sharing a code keep
/// their order (which decides the region of a number).
pub(super) fn rebuild() -> Option<Database> {
    let mut all = Vec::new();
    for code in 1..1000u16 {
        if let Some(metas) = DATABASE.by_code(&code) {
            all.extend(metas.into_iter().map(loader_metadata));
        }
    }
    let db = Database::from(all).ok()?;
    // The crate's cache holds 100 compiled patterns (parsing uses a few per country); a list
    // with numbers of many countries would evict and recompile them over and over.
    db.cache()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .set_capacity(PATTERN_CACHE);
    Some(db)
}

/// Compiled patterns kept per metadata copy (compiled on first use).
const PATTERN_CACHE: usize = 512;

fn loader_descriptor(d: &Descriptor) -> loader::Descriptor {
    loader::Descriptor {
        national_number: Some(d.national_number().as_str().to_owned()),
        possible_length: d.possible_length().to_vec(),
        possible_local_length: d.possible_local_length().to_vec(),
        example: d.example().map(str::to_owned),
    }
}

fn loader_format(f: &Format) -> loader::Format {
    loader::Format {
        pattern: Some(f.pattern().as_str().to_owned()),
        format: Some(f.format().to_owned()),
        leading_digits: f
            .leading_digits()
            .iter()
            .map(|r| r.as_str().to_owned())
            .collect(),
        national_prefix_formatting_rule: f.national_prefix().map(str::to_owned),
        national_prefix_optional_when_formatting: f.is_national_prefix_optional(),
        domestic_carrier: f.domestic_carrier().map(str::to_owned),
    }
}

fn loader_metadata(m: &Metadata) -> loader::Metadata {
    let d = m.descriptors();
    loader::Metadata {
        general: Some(loader_descriptor(d.general())),
        fixed_line: d.fixed_line().map(loader_descriptor),
        mobile: d.mobile().map(loader_descriptor),
        toll_free: d.toll_free().map(loader_descriptor),
        premium_rate: d.premium_rate().map(loader_descriptor),
        shared_cost: d.shared_cost().map(loader_descriptor),
        personal_number: d.personal_number().map(loader_descriptor),
        voip: d.voip().map(loader_descriptor),
        pager: d.pager().map(loader_descriptor),
        uan: d.uan().map(loader_descriptor),
        emergency: d.emergency().map(loader_descriptor),
        voicemail: d.voicemail().map(loader_descriptor),
        short_code: d.short_code().map(loader_descriptor),
        standard_rate: d.standard_rate().map(loader_descriptor),
        carrier: d.carrier().map(loader_descriptor),
        no_international: d.no_international().map(loader_descriptor),
        id: Some(m.id().to_owned()),
        country_code: Some(m.country_code()),
        international_prefix: m.international_prefix().map(|r| r.as_str().to_owned()),
        preferred_international_prefix: m.preferred_international_prefix().map(str::to_owned),
        national_prefix: m.national_prefix().map(str::to_owned),
        preferred_extension_prefix: m.preferred_extension_prefix().map(str::to_owned),
        national_prefix_for_parsing: m
            .national_prefix_for_parsing()
            .map(|r| r.as_str().to_owned()),
        national_prefix_transform_rule: m.national_prefix_transform_rule().map(str::to_owned),
        formats: m.formats().iter().map(loader_format).collect(),
        international_formats: m
            .international_formats()
            .iter()
            .map(loader_format)
            .collect(),
        main_country_for_code: m.is_main_country_for_code(),
        leading_digits: m.leading_digits().map(|r| r.as_str().to_owned()),
        mobile_number_portable: m.is_mobile_number_portable(),
        defaults: loader::Defaults::default(),
    }
}
