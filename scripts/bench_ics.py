"""The peer for the .ics benchmark: Python `icalendar` building the same full-term calendar as QuranFlow's feed.

Reads the feed QuranFlow served (to get the same events: UIDs, titles, zoned starts/ends, RRULEs, alarms), then times
building a fresh calendar from those values — VTIMEZONEs from the tz database, events, alarms — and serialising it.
Prints the median milliseconds per calendar over `runs` builds.
"""
import statistics
import sys
import time

import icalendar


def extract(path):
    calendar = icalendar.Calendar.from_ical(open(path, "rb").read())
    events = []
    for event in calendar.walk("VEVENT"):
        events.append({
            "uid": str(event["UID"]), "summary": str(event["SUMMARY"]),
            "start": event["DTSTART"].dt, "end": event["DTEND"].dt,
            "rrule": event.get("RRULE"), "alarm": any(c.name == "VALARM" for c in event.subcomponents),
        })
    zones = sorted({str(e["start"].tzinfo) for e in events})
    first = min(e["start"] for e in events)
    last = max(e["end"] for e in events)
    return events, zones, first, last


def build(events, zones, first, last):
    calendar = icalendar.Calendar()
    calendar.add("prodid", "-//bench//icalendar//EN")
    calendar.add("version", "2.0")
    for zone in zones:
        calendar.add_component(icalendar.Timezone.from_tzid(zone, first_date=first.date(), last_date=last.date()))
    for e in events:
        event = icalendar.Event()
        event.add("uid", e["uid"])
        event.add("dtstamp", first)
        event.add("summary", e["summary"])
        event.add("dtstart", e["start"])
        event.add("dtend", e["end"])
        if e["rrule"] is not None:
            event.add("rrule", e["rrule"])
        if e["alarm"]:
            alarm = icalendar.Alarm()
            alarm.add("action", "DISPLAY")
            alarm.add("description", e["summary"])
            alarm.add("trigger", icalendar.vDuration.from_ical("-PT15M"))
            event.add_component(alarm)
        calendar.add_component(event)
    return calendar.to_ical()


def main():
    path, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 50
    events, zones, first, last = extract(path)
    build(events, zones, first, last)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        build(events, zones, first, last)
        times.append((time.perf_counter() - start) * 1000)
    print(f"{statistics.median(times):.3f} {len(events)}")


if __name__ == "__main__":
    main()
