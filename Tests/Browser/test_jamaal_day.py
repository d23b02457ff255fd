"""Jamaal's day in Chromium, moving the server's clock with the test clock: add a task, begin it, overrun it, finish it
and undo; defer a task three times and see the reason chips and the easing; compact and regular layouts, the largest
text and right-to-left, saved in test-artifacts/."""
import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ARTIFACTS, make_browser, navigated, page_text, regular_screenshot, replaced, screenshot


def text(driver) -> str:
    return page_text(driver)


def centred(driver, element):
    """Scrolls `element` to the middle of the viewport (clear of the fixed tab bar) and returns it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    return element


def visible(driver, by, value):
    """The first element that is shown (on compact widths the list is hidden behind an open sheet)."""
    for element in driver.find_elements(by, value):
        if element.is_displayed():
            return centred(driver, element)
    raise AssertionError(f"nothing visible matches {value!r}")


def button(driver, label):
    return visible(driver, By.XPATH, f"//button[normalize-space()='{label}']")


def press(driver, label):
    """Clicks the visible submit button `label` and waits for the next page."""
    navigated(driver, lambda: button(driver, label).click())


def follow(driver, element):
    """Clicks a link and waits until the page it opens has replaced this one and finished loading."""
    navigated(driver, element.click)


def loaded(driver):
    """Waits until the page that replaced the last one has finished loading."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def link(driver, partial):
    return visible(driver, By.PARTIAL_LINK_TEXT, partial)


def add_task(driver, jamaal, title, effort="30", importance="low"):
    driver.get(jamaal.url + "/today")
    page = driver.find_element(By.TAG_NAME, "html")
    driver.find_element(By.LINK_TEXT, "Add").click()
    WebDriverWait(driver, 10).until(replaced(page))
    loaded(driver)
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.ID, "title")))
    driver.find_element(By.ID, "title").send_keys(title)
    centred(driver, driver.find_element(By.CSS_SELECTOR, f"input[name=effort][value='{effort}']").find_element(By.XPATH, "..")).click()
    centred(driver, driver.find_element(By.CSS_SELECTOR, f"input[name=importance][value='{importance}']").find_element(By.XPATH, "..")).click()
    return driver


def test_add_begin_overrun_finish_and_undo(browser, jamaal):
    add_task(browser, jamaal, "Write the newsletter", effort="60")
    screenshot(browser, "jamaal-tk01-add-task")
    press(browser, "Add")
    WebDriverWait(browser, 10).until(EC.url_to_be(jamaal.url + "/today"))
    assert "Write the newsletter" in text(browser)

    follow(browser, link(browser, "Write the newsletter"))
    screenshot(browser, "jamaal-tk02-task-detail")
    press(browser, "Begin")
    WebDriverWait(browser, 10).until(EC.url_to_be(jamaal.url + "/focus"))
    assert "0 of 60" in text(browser)
    screenshot(browser, "jamaal-fs02-focus-running")

    # The chip shows on every tab.
    browser.get(jamaal.url + "/settings")
    chip = browser.find_element(By.CSS_SELECTOR, ".jm-chip")
    assert "Write the newsletter" in chip.text

    jamaal.clock(advance=75 * 60)
    browser.get(jamaal.url + "/focus")
    body = text(browser)
    assert "75 of 60" in body
    focus = browser.find_element(By.CSS_SELECTOR, ".jm-focus")
    assert focus.get_attribute("data-state") == "overrun"
    # Neutral: the timer keeps the colour it had before the estimate (no red, no alarm).
    colour = browser.find_element(By.CSS_SELECTOR, ".jm-timer").value_of_css_property("color")
    assert colour == browser.find_element(By.CSS_SELECTOR, ".jm-focus h1").value_of_css_property("color")
    screenshot(browser, "jamaal-fs03-overrun")

    follow(browser, link(browser, "Finish"))
    assert "1 h 15 min of 1 h" in text(browser)
    browser.find_element(By.ID, "finish-note").send_keys("Sent to the list")
    screenshot(browser, "jamaal-fs05-finish")
    press(browser, "Done")
    # The server's test clock stands still; the page's script hides the toast after five real seconds: undo at once.
    toast = WebDriverWait(browser, 10).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".jm-toast")))
    assert "Done" in toast.text
    assert "Write the newsletter" not in browser.find_element(By.CSS_SELECTOR, ".jm-tasks").text
    screenshot(browser, "jamaal-fs06-done-undo", full_page=False)
    page = browser.find_element(By.TAG_NAME, "html")
    toast.find_element(By.XPATH, ".//button[normalize-space()='Undo']").click()
    WebDriverWait(browser, 10).until(replaced(page))
    WebDriverWait(browser, 10, ignored_exceptions=[StaleElementReferenceException, NoSuchElementException]).until(
        lambda d: "Write the newsletter" in d.find_element(By.CSS_SELECTOR, ".jm-tasks").text)
    assert not browser.find_elements(By.CSS_SELECTOR, ".jm-chip")


def test_defer_three_times_shows_reason_chips_and_easing(browser, jamaal):
    add_task(browser, jamaal, "Renew the passport", importance="high")
    press(browser, "Add")
    WebDriverWait(browser, 10).until(EC.url_to_be(jamaal.url + "/today"))
    for day in range(2):
        follow(browser, link(browser, "Renew the passport"))
        press(browser, "Defer")
        WebDriverWait(browser, 10).until(EC.url_to_be(jamaal.url + "/today"))
        assert "Renew the passport" not in text(browser)
        jamaal.clock(advance=24 * 3600)
        browser.get(jamaal.url + "/today")
        assert "Renew the passport" in text(browser)

    follow(browser, link(browser, "Renew the passport"))
    press(browser, "Defer")
    WebDriverWait(browser, 10).until(EC.url_contains("/defer"))
    body = text(browser)
    for chip in ["Too much today", "Waiting on someone", "Low energy", "Not the right time", "Less important now"]:
        assert chip in body
    assert "Moved to low importance so it can wait without a date." in body
    assert "Someday" in body
    assert "Moved 2 times already." in body
    screenshot(browser, "jamaal-tk03-defer-picker")
    regular_screenshot(browser, "jamaal-tk03-defer-picker-regular")

    # A reason is needed: the picker says so and nothing moves.
    centred(browser, browser.find_element(By.CSS_SELECTOR, "input[name=target][value=someday]").find_element(By.XPATH, "..")).click()
    press(browser, "Move")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".jm-alert")))
    assert "Pick a reason to move this task again." in text(browser)
    centred(browser, browser.find_element(By.CSS_SELECTOR, "input[name=reason][value=waiting-on-someone]").find_element(By.XPATH, "..")).click()
    centred(browser, browser.find_element(By.CSS_SELECTOR, "input[name=target][value=someday]").find_element(By.XPATH, "..")).click()
    press(browser, "Move")
    WebDriverWait(browser, 10).until(EC.url_to_be(jamaal.url + "/today"))
    centred(browser, browser.find_element(By.CSS_SELECTOR, ".jm-also summary")).click()
    follow(browser, link(browser, "Renew the passport"))
    body = text(browser)
    assert "Importance\nLow" in body
    assert "Waiting on someone" in body and "eased from high to low" in body
    screenshot(browser, "jamaal-tk02-deferred-history")


def test_filter_by_a_category_and_clear_it(browser, jamaal):
    browser.get(jamaal.url + "/today")
    press(browser, "Family")
    tasks = browser.find_element(By.CSS_SELECTOR, ".jm-tasks").text
    assert "Pick up Yusuf's prescription" in tasks and "Draft the quarterly report" not in tasks
    screenshot(browser, "jamaal-td03-filter")
    press(browser, "All")
    assert "Draft the quarterly report" in browser.find_element(By.CSS_SELECTOR, ".jm-tasks").text


def test_layouts_compact_regular_large_text_and_right_to_left(browser, jamaal):
    browser.get(jamaal.url + "/today")
    screenshot(browser, "jamaal-td01-today-compact")
    regular_screenshot(browser, "jamaal-td01-today-regular")
    browser.get(jamaal.url + "/today/tasks/t-report")
    screenshot(browser, "jamaal-tk02-sheet-compact")
    regular_screenshot(browser, "jamaal-tk02-panel-regular")
    # Regular width: the list and the panel side by side.
    browser.set_window_size(1180, 820)
    panel = browser.find_element(By.CSS_SELECTOR, ".jm-panel").rect
    listing = browser.find_element(By.CSS_SELECTOR, ".jm-list").rect
    assert panel["x"] > listing["x"] + listing["width"] - 1
    browser.set_window_size(390, 844)
    # Compact: the tab bar at the bottom; no horizontal scrolling.
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390

    # Right to left: the layout mirrors.
    browser.get(jamaal.url + "/settings")
    centred(browser, browser.find_element(By.CSS_SELECTOR, "input[name=dir][value=rtl]").find_element(By.XPATH, "..")).click()
    press(browser, "Apply")
    browser.get(jamaal.url + "/today")
    assert browser.find_element(By.TAG_NAME, "body").get_attribute("dir") == "rtl"
    title = browser.find_element(By.CSS_SELECTOR, ".jm-title-row h1").rect
    add = browser.find_element(By.CSS_SELECTOR, ".jm-title-row .jm-add").rect
    assert title["x"] > add["x"]
    screenshot(browser, "jamaal-td01-today-rtl")
    regular_screenshot(browser, "jamaal-td01-today-rtl-regular")

    large = make_browser(default_font_size=24)
    try:
        large.get(jamaal.url + "/today")
        assert large.execute_script("return document.documentElement.scrollWidth") <= 390
        assert large.execute_script("return parseFloat(getComputedStyle(document.body).fontSize)") >= 24
        screenshot(large, "jamaal-td01-today-large-text")
        large.get(jamaal.url + "/focus")
        regular_screenshot(large, "jamaal-td01-today-large-text-regular")
    finally:
        large.quit()


def test_capacity_settings_show_the_quiet_normal_day_suggestion(browser, jamaal):
    """ST-02 (F10): the demo's last fortnight holds far less recorded work than its six-hour normal day, so the quiet
    suggestion line shows under the normal-day length."""
    browser.get(jamaal.url + "/settings/capacity")
    line = browser.find_element(By.CSS_SELECTOR, ".jm-suggestion").text
    assert line.startswith("Your recent days have held about ") and "may fit better." in line, line
    screenshot(browser, "jamaal-st02-suggestion-compact", full_page=False)
    regular_screenshot(browser, "jamaal-st02-suggestion-regular")


def phone_viewport(driver):
    """The viewport exactly 390×844 CSS px (not the window: its chrome would take some of it)."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": False})


def first_anchor_top(driver) -> float:
    row = driver.find_element(By.CSS_SELECTOR, ".jm-anchors .jm-anchor-rows > li")
    return driver.execute_script("return arguments[0].getBoundingClientRect().top + window.scrollY", row)


def shown_banners(driver):
    return [b for b in driver.find_elements(By.CSS_SELECTOR, ".jm-trial-banner, .jm-notify-banner, .jm-banner") if b.is_displayed()]


def assert_anchors_in_the_first_screen(driver, name):
    """At 390×844: at most one banner, the first Anchor row whole above the tab bar, the wellbeing strip and the
    companion's guidance quiet lines, Missed reminders one line — and a screenshot named `name`."""
    assert driver.execute_script("return [window.innerWidth, window.innerHeight]") == [390, 844]
    assert driver.execute_script("return window.scrollY") == 0
    assert len(shown_banners(driver)) <= 1, name
    top = first_anchor_top(driver)
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"jamaal-today-compact-390x844-{name}.png"))
    row = driver.find_element(By.CSS_SELECTOR, ".jm-anchors .jm-anchor-rows > li")
    first_line = driver.execute_script(
        "return arguments[0].querySelector('.jm-anchor-group-summary, .jm-anchor-line').getBoundingClientRect().bottom", row)
    tabs = driver.execute_script("return document.querySelector('.jm-tabs').getBoundingClientRect().top")
    assert top < 844, f"{name}: the first Anchor row starts at {top} px"
    assert first_line <= tabs, f"{name}: the first Anchor row ends at {first_line} px, under the tab bar ({tabs} px)"
    # Nothing above the list competes as a card: no guidance card, no boxed strip.
    assert not driver.find_elements(By.CSS_SELECTOR, ".jm-card.jm-guidance")
    strip = driver.find_elements(By.CSS_SELECTOR, ".jm-date-row .jm-wellbeing-strip")
    assert strip and strip[0].size["height"] <= 48
    for missed in driver.find_elements(By.CSS_SELECTOR, ".jm-missed-reminders"):
        assert missed.get_attribute("open") is None
        assert missed.size["height"] <= 60, "Missed reminders is one line until opened"
    return top


def test_today_compact_is_one_list_with_anchors_in_the_first_screen(browser, jamaal):
    # #40 item 9: at 390×844 the demo person's Today holds at most one banner, the wellbeing strip and the companion's
    # guidance are quiet lines, Missed reminders one line — and the first Anchor row starts within the first screen,
    # in the morning, with the trial's banner, and in the evening after the planning time with the load card's move
    # and the Plan tomorrow row above it.
    phone_viewport(browser)
    for when, name in (("2026-11-29T10:05:00Z", "day9"), ("2026-11-29T21:30:00Z", "day9-evening-plan-row"),
                       ("2026-12-02T10:05:00Z", "day12-trial-banner"), ("2026-12-02T22:30:00Z", "day12-evening-missed")):
        jamaal.clock(to=when)
        browser.get(jamaal.url + "/today")
        loaded(browser)
        assert_anchors_in_the_first_screen(browser, name)
        if "plan-row" in name:
            assert browser.find_elements(By.CSS_SELECTOR, "a.jm-plan-row"), "the evening's Plan tomorrow row is there"
    # Day 12: the trial's banner is the one (the notifications banner waits its turn).
    jamaal.clock(to="2026-12-02T10:05:00Z")
    browser.get(jamaal.url + "/today")
    loaded(browser)
    banners = shown_banners(browser)
    assert len(banners) == 1 and "3 days left in your trial" in banners[0].text
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-notify-banner]")
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.set_window_size(1280, 800)
    browser.get(jamaal.url + "/today")
    loaded(browser)
    assert len(shown_banners(browser)) == 1
    browser.save_screenshot(str(ARTIFACTS / "jamaal-today-1280x800-day12.png"))
    browser.set_window_size(390, 844)


@pytest.mark.now("2026-12-06T21:30:00Z")
def test_an_overloaded_evening_keeps_anchors_in_the_first_screen(browser, jamaal):
    # #40 item 9 in `make run`'s evening: the demo seeded on the day it runs (day 16, the day past its end, overloaded),
    # after the planning time — the notifications banner, the meter with its overflow and one-tap move, the Plan
    # tomorrow row and Missed reminders all above the Anchors, which still begin in the first screen. The level
    # picker is the meter's own line and opens in place.
    phone_viewport(browser)
    try:
        for when, name in (("2026-12-06T21:30:00Z", "overloaded-evening"), ("2026-12-06T22:45:00Z", "overloaded-late")):
            jamaal.clock(to=when)
            browser.get(jamaal.url + "/today")
            loaded(browser)
            assert browser.find_elements(By.CSS_SELECTOR, ".jm-meter .jm-overflow"), "the day is overloaded"
            assert browser.find_elements(By.CSS_SELECTOR, "a.jm-plan-row")
            assert_anchors_in_the_first_screen(browser, name)
        summary = browser.find_element(By.CSS_SELECTOR, ".jm-meter .jm-slider > summary")
        assert "Light · 3 h 36 min" in summary.text
        assert "Today's level" in summary.get_attribute("textContent")
        summary.click()
        choices = [b for b in browser.find_elements(By.CSS_SELECTOR, ".jm-levels button") if b.is_displayed()]
        other = next(b.text for b in choices if b.get_attribute("aria-pressed") == "false")
        press(browser, other)
        assert other in browser.find_element(By.CSS_SELECTOR, ".jm-meter-level").text
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_session_chip_stays_a_chip_at_1280(browser, jamaal):
    # #40 item 10: a running session's chip at 1280×800 on Habits, Anchors, Focus and Settings is chip-sized — it once
    # stretched into a 157–236 px slab — and counts the task's total focused time across its sessions.
    browser.get(jamaal.url + "/today")
    loaded(browser)
    detail = browser.find_element(By.CSS_SELECTOR, ".jm-guidance .jm-guidance-title").get_attribute("href")
    navigated(browser, lambda: visible(browser, By.CSS_SELECTOR, ".jm-guidance button").click())
    jamaal.clock(advance=10 * 60)
    browser.get(jamaal.url + "/focus")
    loaded(browser)
    follow(browser, link(browser, "Finish"))
    press(browser, "Stop for now")
    # Begin the same task again from its detail: the chip goes on from 10 minutes.
    browser.get(detail)
    loaded(browser)
    press(browser, "Begin")
    jamaal.clock(advance=5 * 60)
    browser.set_window_size(1280, 800)
    for path in ("/habits", "/habits/anchors", "/focus", "/settings", "/today"):
        browser.get(jamaal.url + path)
        loaded(browser)
        chip = browser.find_element(By.CSS_SELECTOR, "a.jm-chip")
        size = chip.size
        assert size["height"] <= 64, f"{path}: the chip is {size['height']} px tall"
        assert size["width"] <= 520, f"{path}: the chip is {size['width']} px wide"
        assert chip.find_element(By.CSS_SELECTOR, ".jm-chip-timer").text.startswith("15:"), path
        if path == "/habits":
            ARTIFACTS.mkdir(exist_ok=True)
            browser.save_screenshot(str(ARTIFACTS / "jamaal-chip-1280-habits.png"))
    browser.set_window_size(390, 844)
