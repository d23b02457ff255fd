"""The .ics files and the private feed read by a real iCalendar parser (icalendar + recurring-ical-events): every
instant they expand to must be an instant the Sessions screens show, and the other way round (issue #5)."""
import datetime as dt
import json
import urllib.request

import icalendar
import pytest
import recurring_ical_events

UTC = dt.timezone.utc


def call(server, path, token=None, body=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    request = urllib.request.Request(server.url + path, data=json.dumps(body).encode() if body is not None else None,
                                     headers=headers, method="POST" if body is not None else "GET")
    with urllib.request.urlopen(request, timeout=20) as response:
        return response.read().decode()


def token_for(server, email):
    return json.loads(call(server, "/api/session", body={"email": email, "password": "quranflow-demo"}))["token"]


def screen_instants(server, token, first_day, days):
    """(UTC start, title) of every row the Sessions tab shows on each day, plus which titles carry a reminder."""
    seen = set()
    for offset in range(days):
        day = first_day + dt.timedelta(days=offset)
        screen = json.loads(call(server, f"/api/screens/sessions?day={day.isoformat()}", token))
        for row in screen["rows"]:
            item = row.get("session") or row.get("deadline")
            start = dt.datetime.fromisoformat(item["startsAt"]).astimezone(UTC)
            seen.add((start, item["title"]))
    return seen


def expanded(ics_text, start, end, deadline_title):
    calendar = icalendar.Calendar.from_ical(ics_text)
    result = set()
    alarms = {}
    for event in recurring_ical_events.of(calendar).between(start, end):
        when = event["DTSTART"].dt.astimezone(UTC)
        title = str(event["SUMMARY"])
        title = "Submission deadline" if "submission deadline" in title else title
        result.add((when, title))
        alarms[title] = any(sub.name == "VALARM" for sub in event.subcomponents)
    return result, alarms


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_week_file_and_term_feed_expand_to_exactly_what_the_screens_show(server):
    token = token_for(server, "sarah@quranflow.test")
    tuesday = json.loads(call(server, "/api/screens/sessions", token))
    qrc = next(r["session"] for r in tuesday["rows"] if r.get("session") and r["session"]["kindChip"] == "QRC")
    qrc_id = qrc["id"].rsplit("-", 1)[0]
    call(server, f"/api/sessions/{qrc_id}/reminder", token, {"on": True})

    # Week 8: Monday 26 October to Monday 2 November, Toronto.
    toronto_week = (dt.datetime(2026, 10, 26, 4, tzinfo=UTC), dt.datetime(2026, 11, 2, 5, tzinfo=UTC))
    week_ics = call(server, "/calendar/week/8.ics", token)
    from_file, alarms = expanded(week_ics, *toronto_week, "Week 8 submission deadline")
    on_screen = screen_instants(server, token, dt.date(2026, 10, 26), 7)
    assert from_file == on_screen, (from_file ^ on_screen)
    assert alarms["Sisters' Reading Circle"] is True and alarms["Idghām review & practice"] is False
    # Sarah's one-to-one: 4:20 PM on Ust. Amina's Cairo clock is 9:20 AM Toronto, that Tuesday 13:20 UTC.
    assert (dt.datetime(2026, 10, 27, 13, 20, tzinfo=UTC), "One-to-one — recitation") in from_file

    # The whole term through the private feed (no sign-in needed: the secret is the URL).
    feed_url = json.loads(call(server, "/api/calendar/feed", token))["url"]
    feed = urllib.request.urlopen(server.url + "/calendar/feed/" + feed_url.rsplit("/calendar/feed/", 1)[1], timeout=20).read().decode()
    term = (dt.datetime(2026, 9, 7, 4, tzinfo=UTC), dt.datetime(2026, 12, 21, 5, tzinfo=UTC))
    from_feed, feed_alarms = expanded(feed, *term, "Submission deadline")
    all_days = screen_instants(server, token, dt.date(2026, 9, 7), 15 * 7)
    assert from_feed == all_days, sorted(from_feed ^ all_days)[:10]
    assert len(from_feed) == 15 * 5 + 15   # four group sessions and a one-to-one a week, and a deadline
    assert feed_alarms["Sisters' Reading Circle"] is True
    # Across both clock changes the one-to-one stays 9:20 AM in Toronto: Cairo (29 Oct) and Toronto (1 Nov) both move.
    one_to_ones = sorted(t for t, title in from_feed if title.startswith("One-to-one"))
    toronto = dt.timezone(dt.timedelta(hours=-4))
    assert {t.astimezone(toronto).strftime("%a") for t in one_to_ones} == {"Tue"}


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_year_one_calendar_has_no_one_to_one(server):
    token = token_for(server, "noor@quranflow.test")
    feed_url = json.loads(call(server, "/api/calendar/feed", token))["url"]
    path = "/calendar/feed/" + feed_url.rsplit("/calendar/feed/", 1)[1]
    feed = urllib.request.urlopen(server.url + path, timeout=20).read().decode()
    events, _ = expanded(feed, dt.datetime(2026, 9, 1, tzinfo=UTC), dt.datetime(2027, 1, 1, tzinfo=UTC), "Submission deadline")
    assert events and not any(title.startswith("One-to-one") for _, title in events)


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_booked_series_exports_exdate_for_a_cancelled_week_and_the_swapped_week_once(server):
    """Sarah's demo booking is a same-time-weekly series: cancel Week 10, swap Week 11 to 4:40 PM Cairo; the feed's RRULE
    with EXDATE and the swap's own event expand to exactly the one-to-ones the Sessions tab shows."""
    token = token_for(server, "sarah@quranflow.test")
    series = next(b for b in json.loads(call(server, "/api/bookings", token))["bookings"] if b["label"].startswith("Recurring"))
    call(server, f"/api/bookings/{series['id']}/cancel", token, {"week": 10})
    call(server, f"/api/bookings/{series['id']}/swap", token, {"week": 11, "start": "2026-11-17T14:40:00Z"})
    feed_url = json.loads(call(server, "/api/calendar/feed", token))["url"]
    feed = urllib.request.urlopen(server.url + "/calendar/feed/" + feed_url.rsplit("/calendar/feed/", 1)[1], timeout=20).read().decode()
    assert "RRULE:FREQ=WEEKLY" in feed and "EXDATE;TZID=Africa/Cairo:20261110T162000" in feed.replace("\r\n ", "")
    term = (dt.datetime(2026, 9, 7, 4, tzinfo=UTC), dt.datetime(2026, 12, 21, 5, tzinfo=UTC))
    from_feed, _ = expanded(feed, *term, "Submission deadline")
    all_days = screen_instants(server, token, dt.date(2026, 9, 7), 15 * 7)
    assert from_feed == all_days, sorted(from_feed ^ all_days)[:10]
    one_to_ones = sorted(t for t, title in from_feed if title.startswith("One-to-one"))
    assert len(one_to_ones) == 14   # 15 weeks, one cancelled; the swapped week once, at its new time
    assert dt.datetime(2026, 11, 10, 14, 20, tzinfo=UTC) not in one_to_ones
    assert dt.datetime(2026, 11, 17, 14, 40, tzinfo=UTC) in one_to_ones
    assert dt.datetime(2026, 11, 17, 14, 20, tzinfo=UTC) not in one_to_ones
    # The week file for Week 11 carries the swapped time only.
    week11, _ = expanded(call(server, "/calendar/week/11.ics", token), dt.datetime(2026, 11, 16, 5, tzinfo=UTC),
                         dt.datetime(2026, 11, 23, 5, tzinfo=UTC), "Week 11 submission deadline")
    assert [t for t, title in week11 if title.startswith("One-to-one")] == [dt.datetime(2026, 11, 17, 14, 40, tzinfo=UTC)]


@pytest.mark.now("2026-02-02T12:00:00-05:00")
def test_spring_feed_shows_each_weeks_true_time_in_toronto(server):
    """In Spring the two zones change clocks on different sides of some Tuesdays: the feed's one-to-ones, expanded,
    are 10:20 AM Toronto from 10 March to 21 April and 9:20 AM otherwise — as the Sessions tab shows them."""
    token = token_for(server, "sarah@quranflow.test")
    feed_url = json.loads(call(server, "/api/calendar/feed", token))["url"]
    feed = urllib.request.urlopen(server.url + "/calendar/feed/" + feed_url.rsplit("/calendar/feed/", 1)[1], timeout=20).read().decode()
    term = (dt.datetime(2026, 1, 12, 5, tzinfo=UTC), dt.datetime(2026, 4, 27, 4, tzinfo=UTC))
    from_feed, _ = expanded(feed, *term, "Submission deadline")
    assert from_feed == screen_instants(server, token, dt.date(2026, 1, 12), 15 * 7)
    from zoneinfo import ZoneInfo
    toronto = ZoneInfo("America/Toronto")
    one_to_ones = sorted(t.astimezone(toronto) for t, title in from_feed if title.startswith("One-to-one"))
    assert len(one_to_ones) == 15
    for t in one_to_ones:
        shifted = dt.date(2026, 3, 10) <= t.date() <= dt.date(2026, 4, 21)
        assert (t.hour, t.minute) == ((10, 20) if shifted else (9, 20)), t


def one_to_one_alarms(ics_text):
    """The VALARM triggers of each one-to-one event in a file: {(DTSTART UTC of its first meeting): [trigger, …]}."""
    calendar = icalendar.Calendar.from_ical(ics_text)
    found = {}
    for event in calendar.walk("VEVENT"):
        if str(event["SUMMARY"]).startswith("One-to-one"):
            found[event["DTSTART"].dt.astimezone(UTC)] = [alarm["TRIGGER"].dt for alarm in event.walk("VALARM")]
    return found


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_booking_reminder_is_a_15_minute_valarm_in_the_appointment_file_the_week_file_and_the_feed(server):
    """Sarah's weekly booking has its reminder on (as every new booking's is): its events carry a DISPLAY alarm 15
    minutes before, the swapped week's too (it follows the series); turned off, no file carries one."""
    token = token_for(server, "sarah@quranflow.test")
    series = next(b for b in json.loads(call(server, "/api/bookings", token))["bookings"] if b["week"] == 9)["id"]
    call(server, f"/api/bookings/{series}/swap", token, {"week": 11, "start": "2026-11-17T14:40:00Z"})
    feed_url = json.loads(call(server, "/api/calendar/feed", token))["url"]
    feed_path = "/calendar/feed/" + feed_url.rsplit("/calendar/feed/", 1)[1]
    fifteen = [dt.timedelta(minutes=-15)]
    # The appointment's "Calendar" is its week's file.
    detail = json.loads(call(server, f"/api/screens/sessions/appointments/{series}/9", token))
    assert detail["calendar"]["href"] == "/calendar/week/9.ics" and detail["reminderOn"] is True
    assert one_to_one_alarms(call(server, "/calendar/week/9.ics", token)) == {dt.datetime(2026, 11, 3, 14, 20, tzinfo=UTC): fifteen}
    assert one_to_one_alarms(call(server, "/calendar/week/11.ics", token)) == {dt.datetime(2026, 11, 17, 14, 40, tzinfo=UTC): fifteen}
    feed = urllib.request.urlopen(server.url + feed_path, timeout=20).read().decode()
    alarms = one_to_one_alarms(feed)
    assert alarms and all(triggers == fifteen for triggers in alarms.values()), alarms
    # Each expanded meeting's alarm instant is 15 minutes before a true instant the screens show.
    term = (dt.datetime(2026, 9, 7, 4, tzinfo=UTC), dt.datetime(2026, 12, 21, 5, tzinfo=UTC))
    for event in recurring_ical_events.of(icalendar.Calendar.from_ical(feed)).between(*term):
        if str(event["SUMMARY"]).startswith("One-to-one"):
            assert [a["TRIGGER"].dt for a in event.walk("VALARM")] == fifteen
    # Off: no alarm anywhere.
    call(server, f"/api/bookings/{series}/9/reminder", token, {"on": False})
    assert one_to_one_alarms(call(server, "/calendar/week/9.ics", token)) == {dt.datetime(2026, 11, 3, 14, 20, tzinfo=UTC): []}
    assert one_to_one_alarms(call(server, "/calendar/week/11.ics", token)) == {dt.datetime(2026, 11, 17, 14, 40, tzinfo=UTC): []}
    feed = urllib.request.urlopen(server.url + feed_path, timeout=20).read().decode()
    assert all(triggers == [] for triggers in one_to_one_alarms(feed).values())
