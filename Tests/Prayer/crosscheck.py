#!/usr/bin/env python3
"""Cross-check `jamaal prayer-times` against ../shared/tools/prayer_ref.py (adhanpy corrected to Adhan).

Runs both for a whole year at each case below and compares every time to the minute. The comparison
changes only where jamaal deliberately differs from Adhan:
  * `recommended` south of 48 deg S: the reference is run with seventhOfTheNight (jamaal uses |latitude|);
  * date-line zones: jamaal gives a local date the times whose Dhuhr falls on it; the reference's records
    are matched by the local date of their Dhuhr rather than by their "date" key;
  * where the reference has no times, jamaal must have none (polar handling off) and an "error";
  * where Adhan's Asr (before the minutes added) falls before transit or after sunset, jamaal solves for it
    directly: Asr is then checked for order only (the reference's unadjusted transit and sunset come from a
    run with method Other, rounding none);
  * where the reference's times are out of order (or its Asr is not strictly between Dhuhr and Maghrib:
    near polar night Adhan's single correction step misplaces Asr), jamaal's must be in order (counted;
    the other five times are still compared unless the reference's sunrise or sunset itself diverged);
  * on the last day before polar night Adhan's next-day "sunrise" comes after that day's transit (the sun
    does not rise) and its night length is garbage; jamaal gives that day no times ("the night after … has
    no length") and the reference none for the next day: counted, not a problem;
  * the Moonsighting Committee's 55 deg rule goes by |latitude| in jamaal: no case lies beyond 55 deg S.

Usage: python3 Tests/Prayer/crosscheck.py [--jamaal .build/debug/jamaal] [--python /tmp/prayvenv/bin/python]
                                         [--year 2026] [--quick]
Exit status 0 when every compared time agrees, 1 otherwise. Needs adhanpy in the given Python
(python3 -m venv /tmp/prayvenv && /tmp/prayvenv/bin/pip install adhanpy==1.0.5) and a built jamaal
(swift build --product jamaal). The 33 default cases take about 4 s on 2 cores; --matrix (1,284 years)
about 2.5 minutes.
"""
import argparse
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
import threading
from datetime import date, datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
REF = os.path.join(ROOT, "..", "shared", "tools", "prayer_ref.py")
PRAYERS = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]

# name, lat, lon, zone, method, madhab, high-latitude rule, extra options (shafaq, rounding, adjust)
CASES = [
    ("London MWL", 51.5074, -0.1278, "Europe/London", "MuslimWorldLeague", "shafi", "recommended", {"sunnah": True}),
    ("London MWL rounding none", 51.5074, -0.1278, "Europe/London", "MuslimWorldLeague", "shafi", "recommended", {"rounding": "none"}),
    ("London MWL rounding up + adjust", 51.5074, -0.1278, "Europe/London", "MuslimWorldLeague", "hanafi", "middleOfTheNight",
     {"rounding": "up", "adjust": "fajr=2,isha=-3,asr=1"}),
    ("London MC hanafi general", 51.5074, -0.1278, "Europe/London", "MoonsightingCommittee", "hanafi", "recommended", {"shafaq": "general"}),
    ("London MC ahmer", 51.5074, -0.1278, "Europe/London", "MoonsightingCommittee", "shafi", "recommended", {"shafaq": "ahmer"}),
    ("London MC abyad", 51.5074, -0.1278, "Europe/London", "MoonsightingCommittee", "shafi", "recommended", {"shafaq": "abyad"}),
    ("Toronto ISNA hanafi", 43.6532, -79.3832, "America/Toronto", "NorthAmerica", "hanafi", "recommended", {"sunnah": True}),
    ("Toronto MWL twilightAngle", 43.6532, -79.3832, "America/Toronto", "MuslimWorldLeague", "shafi", "twilightAngle", {}),
    ("Cairo Egyptian", 30.0444, 31.2357, "Africa/Cairo", "Egyptian", "shafi", "recommended", {}),
    ("Makkah UmmAlQura", 21.4225, 39.8262, "Asia/Riyadh", "UmmAlQura", "shafi", "recommended", {}),
    ("Karachi Karachi hanafi", 24.8607, 67.0011, "Asia/Karachi", "Karachi", "hanafi", "recommended", {}),
    ("Dubai Dubai", 25.2048, 55.2708, "Asia/Dubai", "Dubai", "shafi", "recommended", {}),
    ("Kuwait Kuwait", 29.3759, 47.9774, "Asia/Kuwait", "Kuwait", "shafi", "recommended", {}),
    ("Doha Qatar", 25.2854, 51.5310, "Asia/Qatar", "Qatar", "shafi", "recommended", {}),
    ("Singapore Singapore", 1.3521, 103.8198, "Asia/Singapore", "Singapore", "shafi", "recommended", {}),
    ("Tehran Tehran", 35.6892, 51.3890, "Asia/Tehran", "Tehran", "shafi", "recommended", {}),
    ("Istanbul Turkey", 41.0082, 28.9784, "Europe/Istanbul", "Turkey", "shafi", "recommended", {}),
    ("Oslo MWL recommended", 59.9139, 10.7522, "Europe/Oslo", "MuslimWorldLeague", "shafi", "recommended", {"sunnah": True}),
    ("Oslo MWL middleOfTheNight", 59.9139, 10.7522, "Europe/Oslo", "MuslimWorldLeague", "shafi", "middleOfTheNight", {}),
    ("Oslo ISNA twilightAngle", 59.9139, 10.7522, "Europe/Oslo", "NorthAmerica", "hanafi", "twilightAngle", {}),
    ("Oslo MC general", 59.9139, 10.7522, "Europe/Oslo", "MoonsightingCommittee", "shafi", "recommended", {}),
    ("Tromso MWL recommended", 69.6492, 18.9553, "Europe/Oslo", "MuslimWorldLeague", "shafi", "recommended", {}),
    ("Tromso MWL twilightAngle", 69.6492, 18.9553, "Europe/Oslo", "MuslimWorldLeague", "hanafi", "twilightAngle", {}),
    ("Tromso MC", 69.6492, 18.9553, "Europe/Oslo", "MoonsightingCommittee", "shafi", "recommended", {}),
    ("Cape Town MWL", -33.9249, 18.4241, "Africa/Johannesburg", "MuslimWorldLeague", "shafi", "recommended", {}),
    ("Cape Town Karachi hanafi", -33.9249, 18.4241, "Africa/Johannesburg", "Karachi", "hanafi", "recommended", {}),
    ("Wellington MWL", -41.2866, 174.7756, "Pacific/Auckland", "MuslimWorldLeague", "shafi", "recommended", {}),
    ("Wellington MC", -41.2866, 174.7756, "Pacific/Auckland", "MoonsightingCommittee", "shafi", "recommended", {}),
    ("Apia MWL", -13.8333, -171.7667, "Pacific/Apia", "MuslimWorldLeague", "shafi", "recommended", {}),
    ("Kiritimati MWL", 1.8721, -157.4278, "Pacific/Kiritimati", "MuslimWorldLeague", "shafi", "recommended", {}),
    ("60N Bergen MWL", 60.0, 5.32, "Europe/Oslo", "MuslimWorldLeague", "shafi", "recommended", {}),
    ("65S MWL recommended", -65.0, -64.0, "America/Argentina/Ushuaia", "MuslimWorldLeague", "shafi", "recommended", {}),
    ("Longyearbyen 78N MWL", 78.2232, 15.6267, "Arctic/Longyearbyen", "MuslimWorldLeague", "shafi", "recommended", {}),
]
# --matrix: every method × both madhabs × every high-latitude rule at these places, the three shafaq
# choices for the Moonsighting Committee, and every rounding at London.
MATRIX_PLACES = [
    ("London", 51.5074, -0.1278, "Europe/London"), ("Toronto", 43.6532, -79.3832, "America/Toronto"),
    ("Cairo", 30.0444, 31.2357, "Africa/Cairo"), ("Makkah", 21.4225, 39.8262, "Asia/Riyadh"),
    ("Singapore", 1.3521, 103.8198, "Asia/Singapore"), ("Oslo", 59.9139, 10.7522, "Europe/Oslo"),
    ("Tromso", 69.6492, 18.9553, "Europe/Oslo"), ("Cape Town", -33.9249, 18.4241, "Africa/Johannesburg"),
    ("Wellington", -41.2866, 174.7756, "Pacific/Auckland"), ("Ushuaia", -54.8019, -68.3030, "America/Argentina/Ushuaia"),
    ("Apia", -13.8333, -171.7667, "Pacific/Apia"), ("Kiritimati", 1.8721, -157.4278, "Pacific/Kiritimati"),
]
MATRIX_METHODS = ["MuslimWorldLeague", "Egyptian", "Karachi", "UmmAlQura", "Dubai", "MoonsightingCommittee",
                  "NorthAmerica", "Kuwait", "Qatar", "Singapore", "Tehran", "Turkey"]
MATRIX_RULES = ["middleOfTheNight", "seventhOfTheNight", "twilightAngle", "recommended"]


def matrix_cases():
    cases = []
    for place, lat, lon, zone in MATRIX_PLACES:
        for method in MATRIX_METHODS:
            for madhab in ("shafi", "hanafi"):
                for rule in MATRIX_RULES:
                    shafaqs = ["general", "ahmer", "abyad"] if method == "MoonsightingCommittee" and madhab == "shafi" else [None]
                    for shafaq in shafaqs:
                        extra = {"shafaq": shafaq} if shafaq else {}
                        name = f"{place} {method} {madhab} {rule}" + (f" {shafaq}" if shafaq else "")
                        cases.append((name, lat, lon, zone, method, madhab, rule, extra))
    for rounding in ("nearest", "up", "none"):
        for method in MATRIX_METHODS:
            cases.append((f"London {method} rounding {rounding} sunnah", 51.5074, -0.1278, "Europe/London", method, "shafi",
                          "recommended", {"rounding": rounding, "adjust": "fajr=2,sunrise=-1,isha=-3", "sunnah": True}))
    return cases


QUICK = {"London MWL", "London MC hanafi general", "Oslo MWL recommended", "Tromso MWL recommended", "Wellington MWL",
         "Apia MWL", "65S MWL recommended"}


def run_json_lines(cmd, extra):
    """Adds the options both calculators spell alike, runs the command, and parses one JSON object a line."""
    for key in ("shafaq", "rounding", "adjust"):
        if key in extra:
            cmd = cmd + [f"--{key}", extra[key]]
    if extra.get("sunnah"):
        cmd = cmd + ["--sunnah"]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def run_jamaal(binary, case, year):
    name, lat, lon, zone, method, madhab, rule, extra = case
    cmd = [binary, "prayer-times", "--latitude", str(lat), "--longitude", str(lon), "--zone", zone,
           "--from", f"{year}-01-01", "--to", f"{year}-12-31", "--method", method, "--madhab", madhab,
           "--high-latitude-rule", rule]
    return run_json_lines(cmd, extra)


def run_ref(python, case, year):
    name, lat, lon, zone, method, madhab, rule, extra = case
    if rule == "recommended" and lat < -48:
        rule = "seventhOfTheNight"  # jamaal applies `recommended` by |latitude|; Adhan by signed latitude
    # one day either side so date-line zones can be matched by the local date of Dhuhr
    cmd = [python, REF, "--lat", str(lat), "--lon", str(lon), "--tz", zone, "--start", f"{year - 1}-12-31",
           "--end", f"{year + 1}-01-01", "--method", method, "--madhab", madhab, "--high-lat", rule]
    return run_json_lines(cmd, extra)


_SUN = {}
_SUN_LOCK = threading.Lock()


def sun_times(python, case, year):
    """Unadjusted, unrounded transit and sunset per local date (the reference with method Other, rounding none)."""
    key = (case[1], case[2], case[3])
    with _SUN_LOCK:
        if key in _SUN:
            return _SUN[key]
    other = (case[0], case[1], case[2], case[3], "Other", "shafi", "middleOfTheNight", {"rounding": "none"})
    table = {}
    for r in run_ref(python, other, year):
        if r.get("dhuhr"):
            table[r["dhuhr"][:10]] = (datetime.fromisoformat(r["dhuhr"]), datetime.fromisoformat(r["maghrib"]))
    with _SUN_LOCK:
        _SUN[key] = table
    return table


def asr_degenerate(case, r, sun):
    """Adhan's Asr before transit or after sunset (within a minute, before the method's and the person's
    minutes are added): jamaal solves for it directly there, so Asr is checked for order only."""
    if r["dhuhr"][:10] not in sun:
        return True
    transit, sunset = sun[r["dhuhr"][:10]]
    method_minutes = METHOD_ASR_MINUTES.get(case[4], 0)
    user = dict(part.split("=") for part in filter(None, case[7].get("adjust", "").split(",")))
    asr = datetime.fromisoformat(r["asr"]) - timedelta(minutes=method_minutes + int(user.get("asr", 0)))
    return asr <= transit + timedelta(seconds=60) or asr >= sunset - timedelta(seconds=60)


METHOD_ASR_MINUTES = {"Dubai": 3, "Turkey": 4}  # Adhan's method adjustments to Asr


def ordered(rec):
    """In order, with Asr strictly inside Dhuhr…Maghrib (an Asr at Dhuhr's minute leaves no Dhuhr window)."""
    times = [datetime.fromisoformat(rec[k]) for k in PRAYERS]
    return all(a <= b for a, b in zip(times, times[1:])) and times[2] < times[3] < times[4]


def plausible(rec):
    """Apart from Asr, in order and within a day around Dhuhr."""
    t = {k: datetime.fromisoformat(rec[k]) for k in PRAYERS}
    rest = [t[k] for k in PRAYERS if k != "asr"]
    return all(a <= b for a, b in zip(rest, rest[1:])) and abs((t["isha"] - t["fajr"]).total_seconds()) < 86400


def compare(case, mine, ref, sun):
    by_dhuhr = {r["dhuhr"][:10]: r for r in ref if r.get("dhuhr")}
    by_date = {r["date"]: r for r in ref}
    stats = dict(days=0, compared=0, equal=0, ref_null=0, null_ok=0, ref_unordered=0, ordered_ok=0, asr_solved=0,
                 no_next_sunrise=0, problems=[])
    for rec in mine:
        d = rec["date"]
        stats["days"] += 1
        r = by_dhuhr.get(d) or by_date.get(d)
        if r is None or r.get("fajr") is None:
            stats["ref_null"] += 1
            if rec.get("fajr") is None and rec.get("error"):
                stats["null_ok"] += 1
            else:
                stats["problems"].append(f"{d}: reference has no times ({r and r.get('error')}), jamaal has {rec.get('fajr')}")
            continue
        if rec.get("fajr") is None:
            next_day = (date.fromisoformat(d) + timedelta(days=1)).isoformat()
            next_ref = by_dhuhr.get(next_day) or by_date.get(next_day)
            if "night after" in (rec.get("error") or "") and next_ref is not None and next_ref.get("fajr") is None:
                stats["no_next_sunrise"] += 1  # deliberate: see the docstring
            else:
                stats["problems"].append(f"{d}: jamaal has no times ({rec.get('error')}), reference has")
            continue
        if not ordered(r):
            stats["ref_unordered"] += 1
            if ordered(rec):
                stats["ordered_ok"] += 1
            else:
                stats["problems"].append(f"{d}: jamaal out of order")
        if ordered(r) and asr_degenerate(case, r, sun):
            stats["asr_solved"] += 1
            keys = [p for p in PRAYERS if p != "asr"]
            if not ordered(rec):
                stats["problems"].append(f"{d}: jamaal out of order")
        elif ordered(r):
            keys = PRAYERS
        elif plausible(r):
            keys = [p for p in PRAYERS if p != "asr"]  # only Asr is misplaced: compare the other five
        else:
            continue  # the reference's correction step diverged (days-off times): order is all we check
        if case[7].get("sunnah") and ordered(r):
            keys = keys + ["middleOfTheNight", "lastThirdOfTheNight"]
        for k in keys:
            stats["compared"] += 1
            if rec[k] == r[k]:
                stats["equal"] += 1
            else:
                stats["problems"].append(f"{d} {k}: jamaal {rec[k]} reference {r[k]}")
    return stats


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jamaal", default=os.path.join(ROOT, ".build", "debug", "jamaal"))
    ap.add_argument("--python", default=os.environ.get("PRAYER_REF_PYTHON", "/tmp/prayvenv/bin/python"))
    ap.add_argument("--year", type=int, default=2026)
    ap.add_argument("--quick", action="store_true", help="a handful of cases only")
    ap.add_argument("--matrix", action="store_true",
                    help="every method x madhab x high-latitude rule at 12 places (about 1,200 years; minutes)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--summary", action="store_true", help="print only cases with problems and the total")
    a = ap.parse_args()
    cases = matrix_cases() if a.matrix else [c for c in CASES if not a.quick or c[0] in QUICK]

    def one(case):
        return case, compare(case, run_jamaal(a.jamaal, case, a.year), run_ref(a.python, case, a.year),
                             sun_times(a.python, case, a.year))

    total = dict(compared=0, equal=0, null_ok=0, ref_null=0, ordered_ok=0, ref_unordered=0, asr_solved=0, no_next_sunrise=0, problems=0)
    with ThreadPoolExecutor(a.jobs) as pool:
        for case, s in pool.map(one, cases):
            if a.summary and not s["problems"]:
                for k in total:
                    total[k] += s[k] if k != "problems" else 0
                continue
            print(f"{case[0]:34} days {s['days']:3}  times equal {s['equal']:4}/{s['compared']:4}"
                  f"  no-times agree {s['null_ok']}/{s['ref_null']}  ordered where ref is not {s['ordered_ok']}/{s['ref_unordered']}"
                  + (f"  Asr solved {s['asr_solved']}" if s["asr_solved"] else "")
                  + (f"  no next sunrise {s['no_next_sunrise']}" if s["no_next_sunrise"] else ""))
            for p in s["problems"][:8]:
                print("    " + p)
            if len(s["problems"]) > 8:
                print(f"    … {len(s['problems']) - 8} more")
            for k in total:
                total[k] += len(s["problems"]) if k == "problems" else s[k]
    print(f"TOTAL cases {len(cases)}: times equal {total['equal']}/{total['compared']}, no-times agree "
          f"{total['null_ok']}/{total['ref_null']}, ordered where ref is not {total['ordered_ok']}/{total['ref_unordered']}, "
          f"Asr solved where Adhan's is outside transit…sunset {total['asr_solved']}, "
          f"days before polar night without Adhan's garbled next sunrise {total['no_next_sunrise']}, "
          f"problems {total['problems']}")
    return 0 if total["problems"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
