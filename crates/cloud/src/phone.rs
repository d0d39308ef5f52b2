//! The business phone number's state: messaging-limit tier, quality, throughput level.
//!
//! The tier budget (`docs/sending.md#messaging-limit-budget`) starts from `whatsapp_business_manager_messaging_limit`
//! and the throughput limiter (`#throughput-limiter`) from `throughput.level`; the dashboard shows the quality
//! rating. All values are open enums: Meta's tier strings changed in 2025 (the 1K tier went,
//! `TIER_2K` came) and may change again.

use serde::{Deserialize, Serialize};

use crate::client::GraphClient;
use crate::failures::GraphError;
use crate::messages::ExtraFields;

/// The fields requested by [`GraphClient::phone_number_info`].
pub const PHONE_NUMBER_FIELDS: &str = "verified_name,display_phone_number,quality_rating,throughput,\
                                       whatsapp_business_manager_messaging_limit,status,name_status";

open_enum! {
    /// The business portfolio's messaging limit: unique users reached outside a service window
    /// per moving 24 h (`docs/meta-cloud-api.md#messaging-limits`).
    pub enum MessagingLimit {
        /// 50 (seen in webhooks for restricted accounts).
        Tier50 => "TIER_50",
        /// 250: a new portfolio.
        Tier250 => "TIER_250",
        /// 2,000.
        Tier2K => "TIER_2K",
        /// 10,000.
        Tier10K => "TIER_10K",
        /// 100,000.
        Tier100K => "TIER_100K",
        /// No limit.
        Unlimited => "TIER_UNLIMITED",
        /// Meta has not set a limit.
        NotSet => "TIER_NOT_SET",
    }
}

impl MessagingLimit {
    /// Unique recipients per moving 24 h, when the tier names a finite number.
    ///
    /// `None` means "no finite number known": [`MessagingLimit::Unlimited`],
    /// [`MessagingLimit::NotSet`], or an unrecognised string. Use
    /// [`MessagingLimit::is_unlimited`] to tell unlimited from unknown — the budget must not
    /// treat an unknown tier as unlimited. An unrecognised `TIER_<n>`, `TIER_<n>K` or
    /// `TIER_<n>M` (such as the retired `TIER_1K`) is read by its number.
    ///
    /// ```
    /// use pacer_cloud::MessagingLimit;
    /// assert_eq!(MessagingLimit::Tier2K.unique_recipients_per_day(), Some(2_000));
    /// assert_eq!(MessagingLimit::from("TIER_1K").unique_recipients_per_day(), Some(1_000));
    /// assert_eq!(MessagingLimit::Unlimited.unique_recipients_per_day(), None);
    /// ```
    pub fn unique_recipients_per_day(&self) -> Option<u64> {
        match self {
            MessagingLimit::Tier50 => Some(50),
            MessagingLimit::Tier250 => Some(250),
            MessagingLimit::Tier2K => Some(2_000),
            MessagingLimit::Tier10K => Some(10_000),
            MessagingLimit::Tier100K => Some(100_000),
            MessagingLimit::Unlimited | MessagingLimit::NotSet => None,
            MessagingLimit::Other(text) => parse_tier_number(text),
        }
    }

    /// Whether Meta says there is no limit.
    pub fn is_unlimited(&self) -> bool {
        *self == MessagingLimit::Unlimited
    }
}

/// `TIER_<digits>[K|M]` → the number; anything else → `None`.
fn parse_tier_number(text: &str) -> Option<u64> {
    let rest = text.trim().to_ascii_uppercase();
    let rest = rest.strip_prefix("TIER_")?;
    let (digits, multiplier) = match rest.as_bytes().last()? {
        b'K' => (&rest[..rest.len() - 1], 1_000),
        b'M' => (&rest[..rest.len() - 1], 1_000_000),
        _ => (rest, 1),
    };
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    digits.parse::<u64>().ok()?.checked_mul(multiplier)
}

open_enum! {
    /// The number's quality rating (last 7 days of user feedback).
    pub enum QualityRating {
        /// High quality.
        Green => "GREEN",
        /// Medium quality.
        Yellow => "YELLOW",
        /// Low quality.
        Red => "RED",
        /// Not yet rated.
        Unknown => "UNKNOWN",
        /// Not applicable.
        NotApplicable => "NA",
    }
}

open_enum! {
    /// `throughput.level`. Only `STANDARD` is in Meta's own example; `HIGH` and
    /// `NOT_APPLICABLE` come from SDK comments (`docs/meta-cloud-api.md#throughput`, unconfirmed).
    pub enum ThroughputLevel {
        /// 80 messages per second by default.
        Standard => "STANDARD",
        /// Upgraded (up to 1,000 messages per second).
        High => "HIGH",
        /// Not applicable to this number.
        NotApplicable => "NOT_APPLICABLE",
    }
}

/// `throughput`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Throughput {
    /// `level`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub level: Option<ThroughputLevel>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// `GET /{PHONE_NUMBER_ID}` with [`PHONE_NUMBER_FIELDS`]. Every field is optional: Meta omits
/// fields it does not have for a number.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PhoneNumberInfo {
    /// The phone number id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The approved display name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verified_name: Option<String>,
    /// The number as shown, e.g. `+1 631-555-5555`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_phone_number: Option<String>,
    /// Quality rating.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub quality_rating: Option<QualityRating>,
    /// Throughput level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub throughput: Option<Throughput>,
    /// `whatsapp_business_manager_messaging_limit` (v24.0+).
    #[serde(
        default,
        rename = "whatsapp_business_manager_messaging_limit",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub messaging_limit: Option<MessagingLimit>,
    /// `status`, e.g. `CONNECTED`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// `name_status`, e.g. `APPROVED`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_status: Option<String>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl PhoneNumberInfo {
    /// `throughput.level`, if Meta sent one.
    pub fn throughput_level(&self) -> Option<&ThroughputLevel> {
        self.throughput
            .as_ref()
            .and_then(|throughput| throughput.level.as_ref())
    }
}

impl GraphClient {
    /// `GET /{phone_number_id}?fields=verified_name,display_phone_number,quality_rating,
    /// throughput,whatsapp_business_manager_messaging_limit,status,name_status`.
    pub async fn phone_number_info(
        &self,
        phone_number_id: &str,
    ) -> Result<PhoneNumberInfo, GraphError> {
        let url = self.node_url(phone_number_id, None);
        let request = self
            .request(reqwest::Method::GET, url)
            .query(&[("fields", PHONE_NUMBER_FIELDS)]);
        self.call(request, "phone number").await
    }
}
