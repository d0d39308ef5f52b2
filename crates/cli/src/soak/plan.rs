//! The soak's schedule, drawn from its seed before anything starts: when OTP bursts, API
//! batches and campaign launches come, when `pacer serve` is killed, when Meta has an outage
//! and when the webhook receiver is unreachable. The same seed gives the same schedule (the
//! machine's timing still varies from run to run).

use std::time::Duration;

/// A small seeded generator (SplitMix64): the soak needs reproducible draws, not a crate.
#[derive(Debug, Clone)]
pub struct Dice(u64);

impl Dice {
    /// Draws from `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed ^ 0x5eed_50a4_c4a0_5000)
    }

    /// 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A number in `[low, high)`.
    pub fn between(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.unit()
    }

    /// An index below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
}

/// What the soak is asked to do.
#[derive(Debug, Clone)]
pub struct Shape {
    /// Length of the chaos (real time).
    pub duration: Duration,
    /// Messages in all.
    pub messages: usize,
    /// SIGKILLs of `pacer serve`.
    pub kills: usize,
    /// How long the webhook receiver is unreachable (real time).
    pub receiver_down: Duration,
    /// Meta outages.
    pub outages: usize,
}

/// One SIGKILL: when, and how long Pacer stays down before it is started again.
#[derive(Debug, Clone, Copy)]
pub struct Kill {
    /// Real time since the start.
    pub at: Duration,
    /// Real time Pacer stays dead.
    pub down_for: Duration,
}

/// One campaign: a list imported, a campaign made from it and launched.
#[derive(Debug, Clone)]
pub struct CampaignPlan {
    /// Real time since the start.
    pub at: Duration,
    /// Its name (also the list's).
    pub name: String,
    /// The template and how its variables are filled.
    pub template: CampaignTemplate,
    /// The first contact's number in the campaigns' population, and how many it reaches.
    pub first: usize,
    /// Recipients.
    pub size: usize,
}

/// The templates the campaigns use (from the simulator's sample set).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CampaignTemplate {
    /// `payment_reminder`, every variable from a column.
    Reminder,
    /// `order_shipped`, header and body from columns.
    Shipped,
    /// `payment_reminder` with the due date a fixed text.
    ReminderFixedDate,
}

/// Everything that will happen, in real time since the start.
#[derive(Debug, Clone)]
pub struct Plan {
    /// Length of the chaos.
    pub duration: Duration,
    /// SIGKILLs of `pacer serve`, in order.
    pub kills: Vec<Kill>,
    /// Meta outages: when (real) and how long (simulated).
    pub outages: Vec<(Duration, Duration)>,
    /// The webhook receiver unreachable: from, for (real).
    pub receiver_down: Option<(Duration, Duration)>,
    /// OTP bursts: when, how many.
    pub otp_bursts: Vec<(Duration, usize)>,
    /// Bulk batches through the local API: when, how many messages.
    pub batches: Vec<(Duration, usize)>,
    /// Campaigns.
    pub campaigns: Vec<CampaignPlan>,
}

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s.max(0.0))
}

/// Splits `total` into parts proportional to random weights, each at least `min` when the
/// total allows it.
fn split(dice: &mut Dice, total: usize, parts: usize, min: usize) -> Vec<usize> {
    if parts == 0 {
        return Vec::new();
    }
    let floor = min.min(total / parts);
    let rest = total - floor * parts;
    let weights: Vec<f64> = (0..parts).map(|_| dice.between(0.5, 1.5)).collect();
    let sum: f64 = weights.iter().sum();
    let mut sizes: Vec<usize> = weights
        .iter()
        .map(|w| floor + (rest as f64 * w / sum).floor() as usize)
        .collect();
    let given: usize = sizes.iter().sum();
    if let Some(last) = sizes.last_mut() {
        *last += total - given;
    }
    sizes
}

/// Sorted times in `[from, to)` seconds, at least `gap` seconds apart where there is room.
fn times(dice: &mut Dice, n: usize, from: f64, to: f64, gap: f64) -> Vec<Duration> {
    let mut at: Vec<f64> = (0..n).map(|_| dice.between(from, to)).collect();
    at.sort_by(f64::total_cmp);
    for i in 1..at.len() {
        if at[i] < at[i - 1] + gap {
            at[i] = at[i - 1] + gap;
        }
    }
    at.into_iter().map(secs).collect()
}

impl Plan {
    /// The schedule for `shape`, drawn from `dice`.
    pub fn draw(shape: &Shape, dice: &mut Dice) -> Plan {
        let d = shape.duration.as_secs_f64();
        // Half the messages come from campaigns, two fifths from API batches, a tenth are
        // OTPs on the express lane.
        let otps = (shape.messages / 10).max(1);
        let campaign_total = shape.messages / 2;
        let batch_total = shape.messages - otps - campaign_total;

        let kills = times(dice, shape.kills, 0.08 * d, 0.9 * d, 2.0)
            .into_iter()
            .enumerate()
            .map(|(i, at)| Kill {
                at,
                // Mostly straight back up; every third kill stays down a few seconds.
                down_for: secs(if i % 3 == 2 {
                    dice.between(2.0, 5.0)
                } else {
                    dice.between(0.0, 1.0)
                }),
            })
            .collect();
        let outages = times(dice, shape.outages, 0.05 * d, 0.85 * d, 3.0)
            .into_iter()
            .map(|at| (at, secs(dice.between(5.0, 20.0))))
            .collect();
        let receiver_down = (!shape.receiver_down.is_zero()).then(|| {
            let length = shape.receiver_down.as_secs_f64().min(0.8 * d);
            let latest = (0.9 * d - length).max(0.05 * d);
            (
                secs(dice.between(0.05 * d, latest.max(0.05 * d + 0.1))),
                secs(length),
            )
        });

        let mut otp_bursts = Vec::new();
        let mut t = dice.between(0.5, 2.0);
        while t < 0.9 * d {
            otp_bursts.push(secs(t));
            t += dice.between(1.5, 4.0);
        }
        let otp_sizes = split(dice, otps, otp_bursts.len(), 1);
        let otp_bursts = otp_bursts.into_iter().zip(otp_sizes).collect();

        let batch_count = ((d / 6.0).round() as usize).max(3);
        let mut batch_times = times(dice, batch_count.saturating_sub(1), 0.05 * d, 0.7 * d, 0.5);
        batch_times.insert(0, Duration::ZERO);
        let batch_sizes = split(dice, batch_total, batch_count, 1);
        let batches = batch_times
            .into_iter()
            .zip(batch_sizes)
            .filter(|(_, n)| *n > 0)
            .collect();

        let templates = [
            CampaignTemplate::Reminder,
            CampaignTemplate::Shipped,
            CampaignTemplate::ReminderFixedDate,
        ];
        let sizes = split(dice, campaign_total, templates.len(), 1);
        let mut first = 0;
        let campaigns = templates
            .iter()
            .zip(sizes)
            .zip([0.03, 0.3, 0.55])
            .enumerate()
            .map(|(i, ((template, size), share))| {
                let plan = CampaignPlan {
                    at: secs(share * d),
                    name: format!("Soak campaign {}", i + 1),
                    template: *template,
                    first,
                    size,
                };
                // The next campaign's list overlaps this one by a fifth: those customers get
                // two different messages, which pair pacing must space.
                first += size - size / 5;
                plan
            })
            .collect();
        Plan {
            duration: shape.duration,
            kills,
            outages,
            receiver_down,
            otp_bursts,
            batches,
            campaigns,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape() -> Shape {
        Shape {
            duration: Duration::from_secs(60),
            messages: 10_000,
            kills: 5,
            receiver_down: Duration::from_secs(15),
            outages: 3,
        }
    }

    #[test]
    fn the_same_seed_draws_the_same_plan_and_every_message_is_planned() {
        let a = Plan::draw(&shape(), &mut Dice::new(7));
        let b = Plan::draw(&shape(), &mut Dice::new(7));
        assert_eq!(
            format!("{a:?}"),
            format!("{b:?}"),
            "a seed repeats its plan"
        );
        let planned: usize = a.otp_bursts.iter().map(|(_, n)| n).sum::<usize>()
            + a.batches.iter().map(|(_, n)| n).sum::<usize>()
            + a.campaigns.iter().map(|c| c.size).sum::<usize>();
        assert_eq!(planned, 10_000, "every message asked for is planned");
        assert_eq!(a.kills.len(), 5);
        assert!(
            a.kills.iter().all(|k| k.at < Duration::from_secs(60)),
            "kills happen during the chaos"
        );
        let (from, length) = a.receiver_down.unwrap();
        assert!(from + length <= Duration::from_secs(60));
        assert_ne!(
            format!("{a:?}"),
            format!("{:?}", Plan::draw(&shape(), &mut Dice::new(8))),
            "another seed, another plan"
        );
    }
}
