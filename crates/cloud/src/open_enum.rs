//! Enums over Meta's string values that stay open to values Meta adds later.
//!
//! Meta extends its enums (template statuses, tiers, quality ratings …) without a version bump.
//! A closed Rust enum would turn such an addition into a parse failure of a whole template
//! listing or phone-number read, so every enum of strings in this crate keeps an
//! `Other(String)` variant holding exactly what Meta sent. Known values match ASCII
//! case-insensitively (Meta writes `HEADER` in definitions and `header` in sends) and always
//! serialise in Meta's canonical spelling.

/// Declares an open string enum: the listed variants plus `Other(String)`, with `as_str`,
/// `Display`, `From<&str>` and serde support as a JSON string.
macro_rules! open_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident => $wire:literal,
            )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                $(#[$vmeta])*
                $variant,
            )+
            /// A value this version of Pacer does not know, kept exactly as Meta sent it.
            Other(String),
        }

        impl $name {
            /// The value as Meta spells it.
            pub fn as_str(&self) -> &str {
                match self {
                    $( Self::$variant => $wire, )+
                    Self::Other(other) => other,
                }
            }
        }

        impl From<&str> for $name {
            fn from(value: &str) -> Self {
                $(
                    if value.eq_ignore_ascii_case($wire) {
                        return Self::$variant;
                    }
                )+
                Self::Other(value.to_owned())
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(deserializer)?;
                Ok(Self::from(value.as_ref()))
            }
        }
    };
}
