#!/usr/bin/env python3
"""Writes crates/engine/src/core/send_hours/country_zones.rs: each country whose clocks all show
one time (every zone the IANA tz database lists for it has the same UTC offset at every moment
of a sample year), with one of those zones. A campaign's sending hours "in the customer's own
time zone" use it; a country with several times (the US, Brazil, Indonesia …) keeps the
campaign's zone.

Input: the system's tz database (zone.tab, public domain). Run it when the tz database changes:
    python3 scripts/country_zones.py
"""
from collections import defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

TAB = Path("/usr/share/zoneinfo/zone.tab")
OUT = Path(__file__).resolve().parent.parent / "crates/engine/src/core/send_hours/country_zones.rs"

zones = defaultdict(list)
for line in TAB.read_text().splitlines():
    if line.startswith("#") or not line.strip():
        continue
    country, _coords, zone = line.split("\t")[:3]
    zones[country].append(zone)

# A week at a time through 2026 and 2027: catches every daylight-saving rule.
start = datetime(2026, 1, 1, 12, tzinfo=timezone.utc)
moments = [start + timedelta(days=7 * i) for i in range(105)]

one_time = {}
for country, names in sorted(zones.items()):
    offsets = {tuple(m.astimezone(ZoneInfo(z)).utcoffset() for m in moments) for z in names}
    if len(offsets) == 1:
        one_time[country] = names[0]

rows = "\n".join(f'    ("{c}", "{z}"),' for c, z in one_time.items())
OUT.write_text(f"""//! Countries whose clocks all show one time, with a zone for each: written by
//! `scripts/country_zones.py` from the IANA tz database's `zone.tab` (public domain). Sorted by
//! country code, for a binary search.

pub(super) const COUNTRY_ZONES: &[(&str, &str)] = &[
{rows}
];
""")
print(f"{len(one_time)} of {len(zones)} countries have one time; wrote {OUT}")
