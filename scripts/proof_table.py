"""The proof table of `make proof`: each promise, the check, the figure, from the parts' logs
(target/proof/<part>.log) and the soak's figures (target/soak/figures.json)."""

import json
import re
import sys
from pathlib import Path


def read(path):
    try:
        return Path(path).read_text(errors="replace")
    except OSError:
        return ""


def status(out, part):
    text = read(out / f"{part}.status").split()
    if len(text) != 2:
        return "not run", None
    code, seconds = int(text[0]), int(text[1])
    return ("ok" if code == 0 else "FAILED"), seconds


def n(value):
    return f"{value:,}"


def main(out):
    out = Path(out)
    rows = []

    # The chaos soak.
    verdict, seconds = status(out, "soak")
    try:
        f = json.loads(read("target/soak/figures.json"))
    except ValueError:
        f = None
    if f:
        chaos = f.get("chaos", {})
        faults = sum(f.get("faults", {}).values())
        soak = f"chaos soak, {f['chaos_s']:.0f} s, seed {f['seed']}"
        rows += [
            ("Nothing lost", soak,
             f"{n(f['messages'])} messages ({n(f['otps'])} OTPs, {n(f['bulk'])} bulk, "
             f"{n(f['campaign_recipients'])} in {f['campaigns']} campaigns); "
             f"{n(f['missing'])} missing, {n(f['not_final'])} not final"),
            ("… through crashes and faults", soak,
             f"{chaos.get('kills', 0)} SIGKILLs, {chaos.get('outages', 0)} outages, "
             f"receiver down {chaos.get('receiver_down_s', 0):.0f} s, {n(faults)} faults injected"),
            ("Nothing sent twice", soak + ": the simulator's record",
             f"{n(f['duplicates'])} duplicates, {n(f['idempotency_problems'])} idempotency problems"),
            ("No limit tripped", soak + ": most accepted in any sliding second",
             f"{n(f['max_accepted_in_one_second'])} (limit {n(f['mps_limit'])}); "
             f"{n(f['pair_rule_breaches'])} pair-rule breaches"),
            ("Every status right", soak + ": Pacer's final status vs the simulator's",
             f"{n(f['statuses_equal'])} equal, {n(f['statuses_different'])} different"),
        ]
    else:
        rows.append(("Nothing lost, nothing twice, no limit tripped", "chaos soak", f"{verdict}: no figures"))
    rows[-1] = rows[-1] + (verdict,)
    rows = [r if len(r) == 4 else r + (verdict,) for r in rows]

    # Fuzzing.
    verdict, _ = status(out, "fuzz")
    log = read(out / "fuzz.log")
    lines = [l for l in log.splitlines() if re.match(r"^\w+\s+runs ", l)]
    runs = sum(int(m.group(1)) for l in lines if (m := re.search(r"runs (\d+)", l)))
    crashes = sum(int(m.group(1)) for l in lines if (m := re.search(r"crashes (\d+)", l)))
    targets = len({l.split()[0] for l in lines})
    rows.append(("Outside input never crashes Pacer",
                 f"libFuzzer, {targets} parsers (import, webhooks, Graph bodies, local API, templates)",
                 f"{n(runs)} inputs, {n(crashes)} crashes, hangs or memory overruns", verdict))

    # The local API's contract.
    verdict, _ = status(out, "contract")
    log = read(out / "contract.log")
    requests = sum(int(x.replace(",", "")) for x in re.findall(r"([\d,]+) requests in all", log))
    rows.append(("The local API does what its document says",
                 "Schemathesis against openapi/local-api.yaml",
                 f"{n(requests)} generated requests, " + ("0 failures" if verdict == "ok" else "failures: see contract.log"),
                 verdict))

    # The probes.
    verdict, _ = status(out, "probes")
    log = read(out / "probes.log")
    m = re.search(r"(\d+) tests? run: (\d+) passed(?:.*?(\d+) failed)?", log)
    passed = int(m.group(2)) if m else 0
    failed = int(m.group(3)) if m and m.group(3) else 0
    rows.append(("Nobody let in; a hostile machine loses nothing",
                 "signatures and replays, tunnel paths, API key and address, exports, disk full, "
                 "locked and damaged databases, clock jumps, crashes mid-send",
                 f"{n(passed)} probes passed, {n(failed)} failed", verdict))

    print("| promise | check | figure | |")
    print("|---|---|---|---|")
    for promise, check, figure, verdict in rows:
        print(f"| {promise} | {check} | {figure} | {verdict} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/proof")
