"""Sessions (issue #5) in Chromium: the timeline, the session detail deep link and a reminder, at the demo instants."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import navigated, page_text, screenshot, sign_in

# Whether clicking the element loads another page: a link within the app, or a form's submit button — except the live
# class's hand, verse and turn forms, which live.js sends without a reload (its Start and End do reload).
NAVIGATES = """
  const e = arguments[0];
  if (e.tagName === 'A') { const h = e.getAttribute('href') || ''; return h !== '' && !h.startsWith('#') && e.target !== '_blank'; }
  const submit = (e.tagName === 'BUTTON' && (e.getAttribute('type') || 'submit') === 'submit') || (e.tagName === 'INPUT' && e.type === 'submit');
  if (!submit || !e.form) return false;
  if (e.closest('main.live')) return /\\/(start|end)$/.test(e.form.getAttribute('action') || '');
  return true;
"""


def click(driver, element):
    """Clicks `element` after scrolling it clear of the bottom tab bar; when that loads another page, waits until it
    has replaced this one and finished loading (so the next read never meets the old page or a half-loaded one)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    if driver.execute_script(NAVIGATES, element):
        navigated(driver, element.click)
    else:
        element.click()


def visible_text(driver) -> str:
    return page_text(driver)


def schedule_rows(driver, server, day: str) -> dict:
    """The signed-in coach's My schedule on `day`: each row's text by its time ("4:20 PM")."""
    driver.get(server.url + f"/coach/schedule?day={day}")
    return {r.find_element(By.CSS_SELECTOR, ".session-time").text: r.text
            for r in driver.find_elements(By.CSS_SELECTOR, ".coach-schedule > li")}


def coach_starts_sets_the_verse_and_hands_the_turn(coach, student, verse: str, citation: str):
    """On the coach's live screen: Start, set `verse`, hand the turn to Sarah A. — and the student's screen (opened
    before, marked with window.__noReload) shows the citation and "Reciting: You" without a reload."""
    from selenium.webdriver.support.ui import Select
    click(coach, coach.find_element(By.XPATH, "//button[normalize-space()='Start']"))
    WebDriverWait(coach, 10).until(lambda d: d.find_elements(By.XPATH, "//button[normalize-space()='End']"))
    WebDriverWait(coach, 10).until(lambda d: "Sarah A." in d.find_element(By.ID, "live-people").text)
    coach.find_element(By.ID, "verse-input").send_keys(verse)
    click(coach, coach.find_element(By.XPATH, "//button[normalize-space()='Set verse']"))
    WebDriverWait(student, 5).until(lambda d: d.find_element(By.ID, "live-verse-citation").text == citation)
    assert student.execute_script("return window.__noReload") == "still here"
    WebDriverWait(coach, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#speaker-input option")) == 2)
    Select(coach.find_element(By.ID, "speaker-input")).select_by_visible_text("Sarah A.")
    click(coach, coach.find_element(By.XPATH, "//button[normalize-space()='Hand the turn']"))
    WebDriverWait(student, 5).until(lambda d: d.find_element(By.ID, "live-speaking").text == "Reciting: You")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_sarahs_tuesday_timeline_with_the_now_thread_and_her_one_to_one(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.find_element(By.XPATH, "//nav[@aria-label='Student tabs']//a[.//*[normalize-space()='Sessions']]").click()
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/sessions"))
    text = visible_text(browser)
    assert "All times shown in Toronto (EDT)" in text
    rows = browser.find_elements(By.CSS_SELECTOR, ".timeline-list > li")
    classes = [r.get_attribute("class") for r in rows]
    # 9:20 AM one-to-one (ended), the gold now thread, 2:00 PM circle (soon, Join), 7:00 PM (upcoming, shelf).
    assert classes == ["session-row is-ended", "now-thread", "session-row is-soon", "session-row is-upcoming"], classes
    assert "9:20 AM" in rows[0].text and "One-to-one" in rows[0].text
    assert "in 12 min" in rows[2].text
    click(browser, rows[3].find_element(By.TAG_NAME, "summary"))
    assert "Open Zoom" in rows[3].text and "Remind me" in rows[3].text
    screenshot(browser, "sessions-tuesday")
    # Sunday after the clocks change: EST, and the dashed deadline row.
    click(browser, browser.find_element(By.XPATH, "//nav[@aria-label='Days']//a[.//*[normalize-space()='30']]"))
    click(browser, browser.find_element(By.XPATH, "//nav[@aria-label='Days']//a[@aria-label='A week later']"))
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("day=2026-11-06"))
    click(browser, browser.find_element(By.XPATH, "//nav[@aria-label='Days']//a[.//*[normalize-space()='1']]"))
    text = visible_text(browser)
    assert "All times shown in Toronto (EST)" in text
    assert "Submission deadline" in text and "11:59 PM" in text
    screenshot(browser, "sessions-sunday-deadline")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_remind_me_then_the_reminder_arrives_and_its_link_opens_the_detail(browser, server):
    import json
    import urllib.request
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/sessions")
    row = browser.find_elements(By.CSS_SELECTOR, ".timeline-list > li.is-upcoming")[0]
    click(browser, row.find_element(By.TAG_NAME, "summary"))
    click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Remind me']"))
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Remind me']"))
    assert "/sessions" in browser.current_url
    row = browser.find_elements(By.CSS_SELECTOR, ".timeline-list > li.is-upcoming")[0]
    click(browser, row.find_element(By.TAG_NAME, "summary"))
    assert "Reminder on" in row.text
    # 6:45 PM: the reminder job runs (the test clock runs due jobs when it moves).
    request = urllib.request.Request(server.url + "/_test/clock", data=b"to=2026-10-27T18:45:00-04:00", method="POST")
    urllib.request.urlopen(request, timeout=10).read()
    browser.get(server.url + "/api/notifications/reminders")
    notes = json.loads(browser.find_element(By.TAG_NAME, "body").text)["notifications"]
    assert len(notes) == 1 and notes[0]["title"] == "Idghām review & practice at 7:00 PM", notes
    browser.get(server.url + notes[0]["link"])
    text = visible_text(browser)
    assert "Idghām review & practice" in text and "What we'll cover" in text and "Open Zoom" in text
    screenshot(browser, "session-detail")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_noor_year_one_finds_no_one_to_one(browser, server):
    sign_in(browser, server, "noor@quranflow.test")
    browser.get(server.url + "/sessions")
    text = visible_text(browser)
    assert "One-to-one" not in text and "1:1" not in text and "Book" not in text
    screenshot(browser, "sessions-noor-year1")
    browser.get(server.url + "/sessions/week")
    text = visible_text(browser)
    assert "One-to-one" not in text and "1:1" not in text and "Book" not in text
    # The booking API answers 403 with a sentence, and nothing is booked.
    browser.get(server.url + "/api/bookings")
    assert "One-to-ones are for Year 2 students." in visible_text(browser)


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_week_at_a_glance_from_the_calendar_icon_with_a_bell_per_row(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/sessions")
    click(browser, browser.find_element(By.CSS_SELECTOR, "a.icon-action[aria-label='Week at a glance']"))
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/sessions/week"))
    text = visible_text(browser)
    assert "WEEK 8 · YOUR LOCAL TIME" in text.upper() and "This week" in text
    assert "All times shown in Toronto (EDT)" in text
    assert "Reminders arrive 15 minutes before each session." in text
    bell = browser.find_element(By.XPATH, "//button[contains(@aria-label, 'Week 8 submission deadline')]")
    assert bell.get_attribute("aria-pressed") == "false"
    click(browser, bell)
    # The form posts and the page comes back: wait for the new page's bell, not the old one.
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "var b = document.querySelector(\"button[aria-label*='Week 8 submission deadline']\"); return b && b.getAttribute('aria-pressed')") == "true")
    link = browser.find_element(By.XPATH, "//a[normalize-space()='Add the week to my calendar']")
    assert link.get_attribute("href").endswith("/calendar/week/8.ics")
    screenshot(browser, "week-at-a-glance")


@pytest.mark.now("2026-10-29T20:52:00-04:00")
def test_live_class_amina_sets_the_verse_and_sarah_sees_it_without_a_reload(browser, server):
    """Ust. Amina's Thursday Drop-in Q&A (9:00 PM Toronto), joined 8 minutes before."""
    from conftest import make_browser
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/sessions")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//*[contains(., 'Drop-in Q&A')]]")
    click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Join']"))
    assert "/live/" in browser.current_url and browser.current_url.endswith("?from=sessions")
    live_path = browser.current_url.split(server.url, 1)[1].split("?", 1)[0]
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "live-presence").text.startswith("1 of"))
    browser.execute_script("window.__noReload = 'still here'")
    amina = make_browser()
    try:
        sign_in(amina, server, "amina@quranflow.test")
        amina.get(server.url + "/coach" + live_path)
        # Amina's screen sees Sarah.
        WebDriverWait(amina, 10).until(lambda d: "Sarah A." in d.find_element(By.ID, "live-people").text)
        # The verse and the turn: Amina sets them; Sarah's screen says so without a reload.
        coach_starts_sets_the_verse_and_hands_the_turn(amina, browser, "67:3", "AL-MULK · 67:3")
        # Raise hand reaches Amina without a reload.
        click(browser, browser.find_element(By.ID, "live-hand"))
        WebDriverWait(amina, 5).until(lambda d: "✋" in d.find_element(By.ID, "live-people").text)
        names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#live-people .live-name")]
        # The strip is the students "In the circle" counts; the coach is the hero card, here now.
        assert names == ["You"], names
        assert browser.find_element(By.CSS_SELECTOR, ".live-coach").text == "Ust. Amina"
        assert browser.find_element(By.ID, "live-speaking").text != "Not here yet"
        screenshot(browser, "live-class-sarah")
        screenshot(amina, "live-class-amina")
        # The header's dot is the live colour while the meeting is live.
        dot = browser.execute_script(
            "return getComputedStyle(document.querySelector('.live-status .live-dot')).backgroundColor")
        assert dot == "rgb(224, 90, 74)", dot
        # Leave returns to Sessions, where Join was tapped.
        click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Leave']"))
        WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/sessions"))
        WebDriverWait(amina, 5).until(lambda d: "Sarah A." not in d.execute_script("return document.getElementById('live-people').textContent"))
    finally:
        amina.quit()


@pytest.mark.now("2026-10-27T08:10:00-04:00")
def test_aminas_schedule_shows_sarahs_booking_at_4_20_pm_cairo_recurring(browser, server):
    sign_in(browser, server, "amina@quranflow.test")
    click(browser, browser.find_element(By.XPATH, "//nav[@aria-label='Coach tabs']//a[.//*[normalize-space()='Schedule']]"))
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/coach/schedule"))
    text = visible_text(browser)
    assert "TUE · 27 OCT · CAIRO (EEST)" in text.upper()
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//*[contains(., 'recitation')]]")
    assert "4:20 PM" in row.text and "Recurring · Week 8" in row.text and "1:1" in row.text.upper()
    screenshot(browser, "coach-schedule-amina")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_sarah_cancels_next_week_khadija_books_it_and_amina_sees_this_week_only(browser, server):
    """Sarah's weekly booking is the demo's own (Tuesdays 4:20 PM Cairo, 9:20 AM Toronto); the rest on screen."""
    # Sarah cancels next week's from its Details.
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/sessions?day=2026-11-03")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//time[normalize-space()='9:20 AM']]")
    click(browser, row.find_element(By.TAG_NAME, "summary"))
    click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Details']"))
    assert "RECURRING · WEEK 9 OF 15" in visible_text(browser).upper()
    screenshot(browser, "appointment-detail-sarah")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()=\"Can't make it? Cancel this week\"]"))
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/sessions?day=2026-11-03"))
    assert "9:20 AM" not in [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".session-time")]
    browser.delete_all_cookies()
    # Khadija (London) books the freed slot through the screen: Pick each week, Week 9, 2:20 PM her time.
    sign_in(browser, server, "khadija@quranflow.test")
    browser.get(server.url + "/sessions/week")
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Book your one-to-one']"))
    click(browser, browser.find_element(By.XPATH, "//a[.//strong[normalize-space()='Pick each week']]"))
    while "Week 9" not in visible_text(browser):
        click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Later week ›']"))
    assert "London (GMT)" in visible_text(browser)
    click(browser, browser.find_element(By.XPATH, "//ul[@class='slot-grid']//a[normalize-space()='2:20 PM']"))
    screenshot(browser, "book-appointment-khadija")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Book Tue 3 Nov · 2:20 PM']"))
    # Spec: "Confirm CTA → Appointment detail" (Week 9's).
    WebDriverWait(browser, 10).until(lambda d: "/sessions/appointments/" in d.current_url and d.current_url.endswith("/9"))
    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    rows = schedule_rows(browser, server, "2026-11-03")
    assert "This week only" in rows["4:20 PM"] and "Khadija" in rows["4:20 PM"], rows
    rows = schedule_rows(browser, server, "2026-11-10")
    assert "Recurring · Week 10" in rows["4:20 PM"] and "Sarah" in rows["4:20 PM"], rows
    browser.get(server.url + "/coach/schedule?day=2026-11-03")
    screenshot(browser, "coach-schedule-bookings")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_availability_grid_is_saved_for_year_two(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/sessions/book")
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Tell us when you could join a live circle']"))
    footer = browser.find_element(By.ID, "availability-count")
    assert footer.text == "0 windows picked · your local time", footer.text
    for count, value in enumerate(["tue-evening", "tue-late", "thu-evening", "sat-morning", "sat-midday", "sun-morning"], 1):
        click(browser, browser.find_element(By.CSS_SELECTOR, f"input[value='{value}']"))
        # The counter follows the picks as they are made (#39), in the rule's own words.
        expected = f"{count} {'window' if count == 1 else 'windows'} picked · your local time"
        WebDriverWait(browser, 5).until(lambda d: footer.text == expected)
    screenshot(browser, "availability-grid")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Continue']"))
    # Saved once the form's redirect has landed back on the booking screen.
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/sessions/book"))
    browser.get(server.url + "/sessions/availability")
    assert "6 windows picked · your local time" in visible_text(browser)


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_fresh_world_khadija_books_same_time_weekly_at_10_20_and_amina_sees_recurring(browser, server):
    """A fresh server (its own data directory): Khadija (London) books "Same time weekly" at the slot the spec's grid
    calls 10:20 AM (Toronto) — 5:20 PM on Ust. Amina's Cairo clock, 3:20 PM in London — and Amina sees `Recurring`."""
    sign_in(browser, server, "khadija@quranflow.test")
    browser.get(server.url + "/sessions/week")
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Book your one-to-one']"))
    assert "Same time weekly" in visible_text(browser)
    click(browser, browser.find_element(By.XPATH, "//ul[@class='slot-grid']//a[normalize-space()='3:20 PM']"))
    confirm = browser.find_element(By.XPATH, "//button[starts-with(normalize-space(), 'Book Tuesdays 3:20 PM · all')]")
    screenshot(browser, "book-weekly-khadija")
    click(browser, confirm)
    # Confirm lands on the appointment detail (spec: "Confirm CTA → Appointment detail").
    WebDriverWait(browser, 10).until(lambda d: "/sessions/appointments/" in d.current_url)
    text = visible_text(browser)
    assert "RECURRING · WEEK 9 OF 15" in text.upper() and "Reminder 15 minutes before · every week" in text
    # Her timeline shows it, and its Details say Recurring with the reminder on (a new booking's default).
    browser.get(server.url + "/sessions?day=2026-11-03")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//time[normalize-space()='3:20 PM']]")
    click(browser, row.find_element(By.TAG_NAME, "summary"))
    click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Details']"))
    text = visible_text(browser)
    assert "RECURRING · WEEK 9 OF 15" in text.upper() and "Reminder 15 minutes before · every week" in text
    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    for day, week in [("2026-11-03", 9), ("2026-12-15", 15)]:
        rows = schedule_rows(browser, server, day)
        assert f"Recurring · Week {week}" in rows["5:20 PM"] and "Khadija" in rows["5:20 PM"], rows
    browser.get(server.url + "/coach/schedule?day=2026-11-03")
    screenshot(browser, "coach-schedule-khadija-recurring")


@pytest.mark.now("2026-11-03T09:08:00-05:00")
def test_one_to_one_live_class_sarah_joins_amina_starts_and_sets_the_verse(browser, server):
    """Tue 3 Nov, 12 minutes before Sarah's 9:20 AM Toronto one-to-one (4:20 PM Cairo)."""
    from conftest import make_browser
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/sessions")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//time[normalize-space()='9:20 AM']]")
    click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Join']"))
    WebDriverWait(browser, 10).until(lambda d: "/live/" in d.current_url)
    booking = browser.current_url.rsplit("/live/", 1)[1].split("?", 1)[0]
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "live-presence").text == "1 of 2")
    browser.execute_script("window.__noReload = 'still here'")
    amina = make_browser()
    try:
        sign_in(amina, server, "amina@quranflow.test")
        amina.get(server.url + "/coach/schedule")
        start = amina.find_element(By.XPATH, "//li[.//*[contains(., 'Sarah A. — recitation')]]//a[normalize-space()='Start']")
        click(amina, start)
        WebDriverWait(amina, 10).until(lambda d: d.current_url.endswith(f"/coach/live/{booking}?from=schedule"))
        WebDriverWait(amina, 10).until(lambda d: d.find_element(By.ID, "live-presence").text == "2 of 2")
        WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "live-presence").text == "2 of 2")
        coach_starts_sets_the_verse_and_hands_the_turn(amina, browser, "67:4", "AL-MULK · 67:4")
        # Zoom is opened from the live screen: the coach's own meeting link.
        assert browser.find_element(By.XPATH, "//a[contains(., 'Open Zoom')]").get_attribute("href") == "https://zoom.us/j/5550100920"
        screenshot(browser, "live-one-to-one-sarah")
        screenshot(amina, "live-one-to-one-amina")
        click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Leave']"))
        WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/sessions"))
        WebDriverWait(amina, 10).until(lambda d: d.find_element(By.ID, "live-presence").text == "1 of 2")
        # Amina's Leave returns to her schedule, where she pressed Start.
        click(amina, amina.find_element(By.XPATH, "//a[normalize-space()='Leave']"))
        WebDriverWait(amina, 10).until(lambda d: d.current_url.endswith("/coach/schedule"))
    finally:
        amina.quit()
    # Khadija is not in it.
    browser.delete_all_cookies()
    sign_in(browser, server, "khadija@quranflow.test")
    browser.get(server.url + f"/live/{booking}")
    # Not hers: the 404 of a one-to-one that does not exist (the right role, not her object).
    assert "There is no such one-to-one." in visible_text(browser)


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_booking_reminder_arrives_in_the_notifications_sheet_and_opens_the_appointment(browser, server):
    """Sarah's weekly booking has its reminder on; next Tuesday at 9:05 AM Toronto (4:05 PM Cairo) it arrives."""
    import urllib.request
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/sessions?day=2026-11-03")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//time[normalize-space()='9:20 AM']]")
    click(browser, row.find_element(By.TAG_NAME, "summary"))
    click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Details']"))
    appointment = browser.current_url.split(server.url, 1)[1]
    assert "Reminder 15 minutes before · every week" in visible_text(browser)
    # Off and on again from the reminder line.
    click(browser, browser.find_element(By.XPATH, "//form[contains(@class,'reminder-line')]//button"))
    WebDriverWait(browser, 10).until(lambda d: "No reminder set" in visible_text(d))
    click(browser, browser.find_element(By.XPATH, "//form[contains(@class,'reminder-line')]//button"))
    WebDriverWait(browser, 10).until(lambda d: "Reminder 15 minutes before · every week" in visible_text(d))
    screenshot(browser, "appointment-reminder-on")
    request = urllib.request.Request(server.url + "/_test/clock", data=b"to=2026-11-03T09:05:00-05:00", method="POST")
    assert "ran" in urllib.request.urlopen(request, timeout=10).read().decode()
    browser.get(server.url + "/notifications")
    item = browser.find_element(By.XPATH, "//form[@class='notif-open']/button[contains(., 'Recitation with Ust. Amina at 9:20 AM')]")
    screenshot(browser, "notifications-booking-reminder")
    click(browser, item)
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith(appointment))
    assert "RECURRING · WEEK 9 OF 15" in visible_text(browser).upper()


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_khadija_changes_coach_books_ust_rania_and_rania_sees_it(browser, server):
    """The coach card's quiet "Change": Khadija (London) chooses Ust. Rania (Amman, Thursdays 6–8 PM her clock) and
    books Week 9's first time, 3:00 PM London; the booking reads Ust. Rania everywhere and sits on Rania's schedule."""
    sign_in(browser, server, "khadija@quranflow.test")
    browser.get(server.url + "/sessions/week")
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Book your one-to-one']"))
    card = browser.find_element(By.CSS_SELECTOR, ".book-coach")
    assert "Ust. Amina · Your coach" in card.text
    screenshot(browser, "book-coach-card")
    click(browser, card.find_element(By.XPATH, ".//a[normalize-space()='Change']"))
    assert "Who you meet one-to-one" in visible_text(browser)
    # (The chip's tag is upper-cased by the style sheet.)
    options = {o.find_element(By.TAG_NAME, "strong").text: o.text.replace("YOUR COACH", "Your coach").replace("AMMAN", "Amman")
               for o in browser.find_elements(By.CSS_SELECTOR, ".coach-option")}
    assert list(options) == ["Ust. Amina", "Ust. Rania"], options
    assert "Your coach" in options["Ust. Amina"] and "Chosen" in options["Ust. Amina"], options
    assert "Amman" in options["Ust. Rania"] and "free times in Week 8 · Thu" in options["Ust. Rania"], options
    screenshot(browser, "book-coach-choose")
    click(browser, browser.find_element(By.XPATH, "//a[contains(@class,'coach-option')][.//strong[normalize-space()='Ust. Rania']]"))
    assert "Ust. Rania · One-to-one coach" in browser.find_element(By.CSS_SELECTOR, ".book-coach").text
    click(browser, browser.find_element(By.XPATH, "//a[.//strong[normalize-space()='Pick each week']]"))
    while "Week 9" not in visible_text(browser):
        click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Later week ›']"))
    assert "Thu 5 Nov · 20 min" in visible_text(browser) and "London (GMT)" in visible_text(browser)
    click(browser, browser.find_element(By.XPATH, "//ul[@class='slot-grid']//a[normalize-space()='3:00 PM']"))
    screenshot(browser, "book-with-rania")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Book Thu 5 Nov · 3:00 PM']"))
    # Confirm lands on the appointment detail (spec: "Confirm CTA → Appointment detail").
    WebDriverWait(browser, 10).until(lambda d: "/sessions/appointments/" in d.current_url)
    assert "Recitation with Ust. Rania" in visible_text(browser)
    screenshot(browser, "appointment-detail-rania")
    browser.get(server.url + "/sessions?day=2026-11-05")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//time[normalize-space()='3:00 PM']]")
    assert "Ust. Rania" in row.text, row.text
    browser.delete_all_cookies()
    sign_in(browser, server, "rania@quranflow.test")
    rows = schedule_rows(browser, server, "2026-11-05")
    assert "This week only" in rows["6:00 PM"] and "Khadija" in rows["6:00 PM"], rows
    screenshot(browser, "coach-schedule-rania")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_join_from_today_leaves_back_to_today(browser, server):
    """#39 item 9: the live class returns to the screen that launched it — here Today's 2:00 PM circle."""
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/today")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//*[contains(., \"Sisters' Reading Circle\")]]")
    click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Join']"))
    WebDriverWait(browser, 10).until(lambda d: "/live/" in d.current_url and d.current_url.endswith("?from=today"))
    # Before the coach presses Start the dot is quiet, not the live colour.
    dot = browser.execute_script("return getComputedStyle(document.querySelector('.live-status .live-dot')).backgroundColor")
    assert dot != "rgb(224, 90, 74)", dot
    screenshot(browser, "live-class-from-today", full_page=False)
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Leave']"))
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/today"))
    # A `from` outside the closed set is refused, never followed.
    qrc = browser.execute_script(
        "return [...document.querySelectorAll('a')].map(a => a.getAttribute('href')).find(h => h && h.startsWith('/live/'))")
    assert qrc, "no Join on Today"
    browser.get(server.url + qrc.split("?", 1)[0] + "?from=https://example.com/")
    assert "example.com" not in browser.current_url.split("?", 1)[0]
    assert "from" in visible_text(browser)


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_coach_schedule_rows_drill_to_their_detail_and_the_students_record(browser, server):
    """#39 item 8: a one-to-one row opens its appointment (and the student's record), a circle its own detail."""
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach/schedule")
    row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//*[contains(., 'recitation')]]")
    assert "s record" in row.text, row.text
    click(browser, row.find_element(By.CSS_SELECTOR, "a.session-drill"))
    WebDriverWait(browser, 10).until(lambda d: "/coach/sessions/" in d.current_url and d.current_url.endswith("/on/2026-10-27"))
    text = visible_text(browser)
    assert "RECURRING · WEEK 8" in text.upper() and "4:20 PM – 4:40 PM" in text and "Ended" in text, text
    screenshot(browser, "coach-session-detail-one-to-one", full_page=False)
    click(browser, browser.find_element(By.XPATH, "//a[contains(., 's record')]"))
    WebDriverWait(browser, 10).until(lambda d: "/coach/students/" in d.current_url)
    browser.back()
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='My schedule']"))
    WebDriverWait(browser, 10).until(lambda d: "/coach/schedule" in d.current_url)
    browser.delete_all_cookies()
    sign_in(browser, server, "radwa@quranflow.test")
    browser.get(server.url + "/coach/schedule")
    circle = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//*[contains(., \"Sisters' Reading Circle\")]]")
    click(browser, circle.find_element(By.CSS_SELECTOR, "a.session-drill"))
    WebDriverWait(browser, 10).until(lambda d: "/coach/sessions/" in d.current_url)
    text = visible_text(browser)
    assert "registered" in text and "in 12 min" in text, text
    screenshot(browser, "coach-session-detail-circle", full_page=False)
    # Start from the detail; Leave comes back to it.
    detail = browser.current_url
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Start']"))
    WebDriverWait(browser, 10).until(lambda d: "/coach/live/" in d.current_url and d.current_url.endswith("?from=session"))
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Leave']"))
    WebDriverWait(browser, 10).until(lambda d: d.current_url == detail)

