"""Anchors (#7) in Chromium on the demo person (London), Monday 30 November 2026 12:30 — set up prayer Anchors for a city
found by search, mark Dhuhr attended while its window is open, see Asr refuse Attended before its window, mark
"Someone else did it" on the school run, move the test clock past Asr's window and see it missed."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import ARTIFACTS, PHONE, REGULAR, navigated, page_text, screenshot


def text(driver) -> str:
    return page_text(driver)


def anchor(driver, title: str):
    """The Anchor instance on Today titled `title` (a group member or a plain row)."""
    return driver.find_element(
        By.XPATH, f"//div[contains(concat(' ', @class, ' '), ' jm-anchor ')][.//span[@class='jm-anchor-title' and normalize-space()='{title}']]")


def regular_screenshot(driver, name: str, focus: str | None = None):
    """A regular-width (1180×820) screenshot, scrolled so the element matching CSS `focus` is in view."""
    ARTIFACTS.mkdir(exist_ok=True)
    driver.set_window_size(*REGULAR)
    if focus:
        driver.execute_script("var e = document.querySelector(arguments[0]); if (e) e.scrollIntoView({block: 'start'})", focus)
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
    driver.set_window_size(*PHONE)


def click(driver, element):
    """Clicks a control that changes the page in place (a summary)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def go(driver, element):
    """Clicks a link or submit button and waits for the next page."""
    navigated(driver, lambda: click(driver, element))


@pytest.mark.now("2026-11-30T12:30:00Z")
def test_prayer_anchors_for_a_searched_city_and_the_days_outcomes(browser, jamaal):
    # AN-01: the demo's rules; archive the London Salah so the new one is the only prayer Anchor.
    browser.get(jamaal.url + "/anchors")
    assert browser.current_url.endswith("/habits/anchors")
    assert "Open now: Dhuhr · until 13:36" in text(browser)  # open since 11:50: never "Next:" a time gone by
    screenshot(browser, "anchors-list")
    regular_screenshot(browser, "anchors-list-regular")
    go(browser, browser.find_element(By.XPATH, "//a[.//span[normalize-space()='Salah']]"))
    assert "London, United Kingdom · Europe/London" in text(browser)
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Archive']"))
    assert "Archived · 1" in text(browser)

    # AN-03 → AN-04 with AN-11's city search.
    go(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Add']"))
    go(browser, browser.find_element(By.XPATH, "//section[contains(@class,'jm-anchor-types')]//a[.//span[normalize-space()='Prayer times']]"))
    browser.find_element(By.ID, "city-query").send_keys("Manchester")
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Search']"))
    results = browser.find_elements(By.CSS_SELECTOR, ".jm-city-results .jm-row-meta")
    assert results and results[0].text == "Manchester, ENG, United Kingdom · Europe/London", [r.text for r in results]
    # AN-11: the other Manchesters are told apart by their region and zone.
    assert "Manchester, NH, United States · America/New_York" in [r.text for r in results]
    assert "Manchester, CT, United States · America/New_York" in [r.text for r in results]
    screenshot(browser, "anchors-city-search")
    go(browser, browser.find_elements(By.CSS_SELECTOR, ".jm-city-results a")[0])
    assert browser.find_element(By.ID, "f-latitude").get_attribute("value") == "53.48095"
    assert "Manchester, ENG, United Kingdom" in text(browser)
    regular_screenshot(browser, "anchors-prayer-form-regular")
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save']"))
    assert "Manchester, ENG, United Kingdom · Europe/London" in text(browser)

    # TD-01: Dhuhr (11:59–13:36 in Manchester) is open — mark it Attended.
    browser.get(jamaal.url + "/today")
    dhuhr = anchor(browser, "Dhuhr")
    assert "11:59–13:36" in dhuhr.text
    assert "Open · until 13:36" in dhuhr.text
    go(browser, dhuhr.find_element(By.XPATH, ".//button[normalize-space()='Attended']"))
    assert anchor(browser, "Dhuhr").get_attribute("data-status") == "attended"
    # Made at 12:30, the rule does not count that morning's Fajr (closed before it existed): four prayers today.
    assert "Salah 1/4" in text(browser), [line for line in text(browser).splitlines() if "Salah" in line]

    # Asr has not opened: Mark ahead offers only Not today and Someone else did it — never an Attended it would refuse.
    # With nothing open the group folds to "Salah 1/4 · Next: Asr"; tap it to expand.
    click(browser, browser.find_element(By.XPATH, "//summary[.//span[starts-with(normalize-space(), 'Salah 1/4')]]"))
    asr = anchor(browser, "Asr")
    assert "Opens 13:36" in asr.text
    click(browser, asr.find_element(By.XPATH, ".//summary[normalize-space()='Mark ahead']"))
    offered = [b.text.strip() for b in asr.find_elements(By.XPATH, ".//button")]
    assert offered == ["Not today", "Someone else did it"], offered
    screenshot(browser, "anchors-today")
    regular_screenshot(browser, "anchors-today-regular", ".jm-anchors")

    # The school run: Pick-up (15:00–15:30) — Someone else did it.
    click(browser, browser.find_element(By.XPATH, "//summary[.//span[starts-with(normalize-space(), 'School run')]]"))
    pick_up = anchor(browser, "Pick-up")
    click(browser, pick_up.find_element(By.XPATH, ".//summary[normalize-space()='Mark ahead']"))
    go(browser, pick_up.find_element(By.XPATH, ".//button[normalize-space()='Someone else did it']"))
    assert anchor(browser, "Pick-up").get_attribute("data-status") == "someoneElseDidIt"
    assert "School run 1/2" in text(browser)

    # Past Asr's window (it closed at Maghrib, 15:55): missed, with no actions left.
    jamaal.clock(to="2026-11-30T16:10:00Z")
    browser.get(jamaal.url + "/today")
    asr = anchor(browser, "Asr")
    assert asr.get_attribute("data-status") == "missed"
    assert "Missed" in asr.text
    assert not asr.find_elements(By.TAG_NAME, "button")
    assert anchor(browser, "Dhuhr").get_attribute("data-status") == "attended"
    screenshot(browser, "anchors-missed")
    regular_screenshot(browser, "anchors-missed-regular", ".jm-anchors")


@pytest.mark.now("2026-11-30T12:30:00Z")
def test_a_bad_latitude_is_named(browser, jamaal):
    # OB-08 (the first Anchor, skippable) is walked in test_jamaal_onboarding.py: a first launch's step.
    browser.get(jamaal.url + "/habits/anchors/new/prayer")
    latitude = browser.find_element(By.ID, "f-latitude")
    latitude.send_keys("91")
    browser.find_element(By.ID, "f-longitude").send_keys("0")
    browser.find_element(By.ID, "f-zone").send_keys("Europe/London")
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save']"))
    alert = browser.find_element(By.CSS_SELECTOR, ".jm-alert")
    assert alert.get_attribute("data-field") == "latitude"
    assert "Latitude 91.0 is outside -90…90" in alert.text
    assert browser.find_element(By.ID, "f-latitude").get_attribute("aria-invalid") == "true"
    screenshot(browser, "anchors-bad-latitude")


@pytest.mark.now("2026-11-30T12:30:00Z")
def test_a_one_off_anchor_from_the_add_sheet(browser, jamaal):
    browser.get(jamaal.url + "/today/add/anchor")
    assert browser.find_element(By.CSS_SELECTOR, ".jm-switch .selected").text == "Anchor"
    title = browser.find_element(By.ID, "f-title")
    title.send_keys("Dentist")
    opens = browser.find_element(By.ID, "f-opens")
    browser.execute_script("arguments[0].value = '14:00'", opens)
    browser.execute_script("arguments[0].value = '15:00'", browser.find_element(By.ID, "f-closes"))
    browser.find_element(By.ID, "f-duration").send_keys("60")
    screenshot(browser, "anchors-add-one-off", full_page=False)
    regular_screenshot(browser, "anchors-add-one-off-regular")
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save']"))
    assert browser.current_url.endswith("/today")
    dentist = anchor(browser, "Dentist")
    assert "14:00–15:00" in dentist.text
    assert dentist.get_attribute("data-status") == "upcoming"


@pytest.mark.now("2026-11-30T12:30:00Z")
def test_use_my_location_fills_the_place_when_asked(browser, jamaal):
    # AN-11's when-in-use prompt, in context: the browser grants the place only when the person taps the button.
    browser.execute_cdp_cmd("Browser.grantPermissions", {"origin": jamaal.url, "permissions": ["geolocation"]})
    browser.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": 43.65107, "longitude": -79.347015, "accuracy": 50})
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "America/Toronto"})
    browser.get(jamaal.url + "/habits/anchors/new/prayer")
    button = browser.find_element(By.CSS_SELECTOR, "[data-locate]")
    assert browser.find_element(By.ID, "f-latitude").get_attribute("value") == ""
    click(browser, button)
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "f-latitude").get_attribute("value") != "")
    assert browser.find_element(By.ID, "f-latitude").get_attribute("value") == "43.65107"
    assert browser.find_element(By.ID, "f-longitude").get_attribute("value") == "-79.34701"
    assert browser.find_element(By.ID, "f-zone").get_attribute("value") == "America/Toronto"
    Select(browser.find_element(By.ID, "f-method")).select_by_value("NorthAmerica")
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save']"))
    assert "43.6511, -79.3470 · America/Toronto" in text(browser)
    assert "North America · Shafi Asr" in text(browser)


@pytest.mark.now("2026-11-30T12:30:00Z")
def test_an_exception_added_while_creating_a_scheduled_anchor(browser, jamaal):
    """AN-05 carries AN-06's fields while creating: a school run made with an illness exception covering today does
    not show on Today, and its detail lists the exception."""
    browser.get(jamaal.url + "/habits/anchors/new/scheduled?preset=schoolRun")
    title = browser.find_element(By.ID, "f-title")
    title.clear()
    title.send_keys("Nursery run")
    click(browser, browser.find_element(By.XPATH, "//summary[normalize-space()='Add an exception']"))
    click(browser, browser.find_element(By.XPATH, "//input[@name='exception.kind'][@value='illness']"))
    browser.execute_script("arguments[0].value = '2026-11-30'", browser.find_element(By.CSS_SELECTOR, "input[name='exception.start']"))
    browser.execute_script("arguments[0].value = '2026-12-02'", browser.find_element(By.CSS_SELECTOR, "input[name='exception.end']"))
    screenshot(browser, "anchors-scheduled-with-exception")
    regular_screenshot(browser, "anchors-scheduled-with-exception-regular", focus=".jm-form-exception")
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save']"))
    assert "/habits/anchors/" in browser.current_url
    assert "Illness" in text(browser)
    browser.get(jamaal.url + "/today")
    assert "Nursery run" not in text(browser)


def watering_rows(driver):
    """Today's Plant watering instances (shown or inside a folded group)."""
    return driver.find_elements(
        By.XPATH, "//div[contains(concat(' ', @class, ' '), ' jm-anchor ')][.//span[@class='jm-anchor-title' and normalize-space()='Plant watering']]")


def missed_reminders(driver) -> str:
    sections = driver.find_elements(By.XPATH, "//*[contains(@class,'jm-')][.//*[normalize-space()='Missed reminders']]")
    return sections[-1].text if sections else ""


@pytest.mark.now("2026-11-29T10:05:00Z")
def test_plant_watering_over_nine_days(browser, jamaal):
    """Issue 40 item 6, walked over nine days: "3–5 days after last done" opens its first window the day it is made
    (08:00, never 00:00) until 20:00 two days later; done on Monday, the next window opens three days after the done
    (Thursday), not three days after the last window; left undone it closes missed and the next opens the day after;
    one row, one "Open · until …" that fits 390 px, and no "00:00 Plant watering" among the missed reminders."""
    browser.get(jamaal.url + "/habits/anchors/new/scheduled?preset=plantWatering")
    assert browser.find_element(By.ID, "f-title").get_attribute("value") == "Plant watering"
    # Only the chosen recurrence's fields: N–M shows its two numbers, not the weekdays or every N days/weeks.
    shown = [e.get_attribute("data-for") for e in browser.find_elements(By.CSS_SELECTOR, "form [data-for]") if e.is_displayed()]
    assert shown == ["daysAfter"], shown
    click(browser, browser.find_element(By.CSS_SELECTOR, "input[name=recurrence][value=weekly]"))
    shown = [e.get_attribute("data-for") for e in browser.find_elements(By.CSS_SELECTOR, "form [data-for]") if e.is_displayed()]
    assert shown == ["weekly everyWeeks"], shown
    click(browser, browser.find_element(By.CSS_SELECTOR, "input[name=recurrence][value=daysAfter]"))
    go(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save']"))
    assert "3–5 days after last done" in text(browser)

    def today(at: str):
        jamaal.clock(to=at)
        browser.get(jamaal.url + "/today")
        if browser.current_url.endswith("/paywall"):
            # The trial ends on 6 December: the paywall once, then Today read-only — marking Anchors still works.
            go(browser, browser.find_element(By.ID, "paywall-not-now"))
        rows = watering_rows(browser)
        assert "00:00" not in missed_reminders(browser), missed_reminders(browser)
        return rows

    # Sunday 29 November: open from 08:00 today until Tuesday evening; one row, fitting the phone.
    rows = today("2026-11-29T10:06:00Z")
    assert len(rows) == 1, [r.text for r in rows]
    water = rows[0]
    assert water.get_attribute("data-status") == "open"
    assert water.text.count("Open · until Tue 1 Dec") == 1, water.text
    right = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return r.right", water)
    assert right <= 390, right
    screenshot(browser, "anchors-plant-watering-open")

    # Monday 30 November, 09:00: watered.
    water = today("2026-11-30T09:00:00Z")[0]
    go(browser, water.find_element(By.XPATH, ".//button[normalize-space()='Attended']"))
    assert watering_rows(browser)[0].get_attribute("data-status") == "attended"

    # Tuesday and Wednesday: nothing open (the next window opens three days after Monday's done).
    for at in ("2026-12-01T09:00:00Z", "2026-12-02T09:00:00Z", "2026-12-02T21:00:00Z"):
        statuses = [r.get_attribute("data-status") for r in today(at)]
        assert "open" not in statuses and "missed" not in statuses, (at, statuses)

    # Thursday 3 December: open until Saturday.
    rows = today("2026-12-03T08:30:00Z")
    assert [r.get_attribute("data-status") for r in rows] == ["open"], [r.text for r in rows]
    assert "Open · until Sat 5 Dec" in rows[0].text

    # Saturday 21:00, never watered: the window has closed, missed; nothing else is open.
    statuses = [r.get_attribute("data-status") for r in today("2026-12-05T21:00:00Z")]
    assert statuses == ["missed"], statuses

    # Sunday 6 December: the next window opens the day after the missed one closed — one window, never two.
    rows = today("2026-12-06T09:00:00Z")
    open_rows = [r for r in rows if r.get_attribute("data-status") == "open"]
    assert len(open_rows) == 1 and "Open · until Tue 8 Dec" in open_rows[0].text, [r.text for r in rows]

    # Monday 7 December: still that one window.
    rows = today("2026-12-07T09:00:00Z")
    assert [r.get_attribute("data-status") for r in rows].count("open") == 1, [r.text for r in rows]
