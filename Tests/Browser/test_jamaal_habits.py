"""Jamaal habits and categories in a real Chromium against a real `jamaal serve --demo --test-clock` (Maryam in
London, Sunday 29 November 2026, 10:05): log each habit kind from Today, move the clock to the next day, pause a
habit and read its detail, correct a past day, filter Today by a category and clear it, and see a ninth category
refused. Screenshots (compact 390×844, regular 1180×820, largest text, right-to-left) go to test-artifacts/."""
from selenium.webdriver.common.by import By

from conftest import navigated, regular_screenshot, screenshot


def click(driver, element, navigates=True):
    """Scrolls the element to the middle of the viewport (clear of the bottom tab bar), clicks it, and (for a link or a
    form's button) waits until the next page has replaced this one."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    if navigates:
        navigated(driver, element.click)
    else:
        element.click()


def habit_row(driver, habit, slot=0):
    return driver.find_element(By.CSS_SELECTOR, f'.jm-habits li[data-habit="{habit}"][data-slot="{slot}"]')


def state(driver, habit, slot=0):
    return habit_row(driver, habit, slot).find_element(By.CSS_SELECTOR, ".jm-habit-state").text


def press(driver, habit, label, slot=0):
    row = habit_row(driver, habit, slot)
    buttons = [b for b in row.find_elements(By.CSS_SELECTOR, "button") if b.text == label]
    assert buttons, f"no {label!r} on {habit}"
    click(driver, buttons[0])


def test_log_each_habit_kind_then_pause_one_and_read_it(browser, jamaal):
    d = browser
    d.get(jamaal.url + "/today")
    assert "Habits" in d.find_element(By.CSS_SELECTOR, ".jm-habits h2").text
    assert not d.find_elements(By.CSS_SELECTOR, '.jm-habits li[data-habit="h-stretch"]'), "a paused habit is hidden from Today"
    planned_before = d.find_element(By.CSS_SELECTOR, ".jm-meter-planned").text
    screenshot(d, "jamaal-habits-today-compact")
    regular_screenshot(d, "jamaal-habits-today-regular")

    # Binary: the evening adhkar.
    assert state(d, "h-adhkar", 1) == "Not yet"
    press(d, "h-adhkar", "Done", slot=1)
    assert state(d, "h-adhkar", 1) == "Done"
    # Counted: the stepper.
    assert state(d, "h-water") == "3 of 8"
    press(d, "h-water", "+")
    press(d, "h-water", "+")
    assert state(d, "h-water") == "5 of 8"
    # Timed: minutes by hand (HB-09); the meter's planned effort drops with them.
    row = habit_row(d, "h-quran")
    click(d, row.find_element(By.CSS_SELECTOR, ".jm-add-minutes summary"), navigates=False)
    field = row.find_element(By.CSS_SELECTOR, "input[name=minutes]")
    field.clear()
    field.send_keys("15")
    click(d, row.find_element(By.CSS_SELECTOR, ".jm-minutes-form button"))
    assert state(d, "h-quran") == "15 of 20 min"
    assert d.find_element(By.CSS_SELECTOR, ".jm-meter-planned").text != planned_before
    assert habit_row(d, "h-quran").find_elements(By.XPATH, ".//button[text()='Begin']"), "timed habits offer Begin"
    # Avoid: Held today, Undo on a held day, then a slip.
    assert state(d, "h-sweets") == "Not marked yet"
    press(d, "h-sweets", "Held today")
    assert state(d, "h-sweets") == "Held today"
    press(d, "h-sweets", "Undo")
    assert state(d, "h-sweets") == "Not marked yet"
    press(d, "h-sweets", "Log a slip")
    assert state(d, "h-sweets") == "1 slip · allowance 1"
    screenshot(d, "jamaal-habits-today-logged")

    # The next day: fresh counts; yesterday's water is part of the grid.
    jamaal.clock(advance=86_400)
    d.get(jamaal.url + "/today")
    assert state(d, "h-water") == "0 of 8"
    assert state(d, "h-quran") == "0 of 20 min"

    # Pause the Quran habit for travel: it leaves Today and the read says so.
    d.get(jamaal.url + "/habits/h-quran")
    click(d, d.find_element(By.LINK_TEXT, "Pause"))
    reasons = [b.text for b in d.find_elements(By.CSS_SELECTOR, ".jm-habit-pause button")]
    assert reasons == ["Travel", "Illness", "Cycle", "Other"]
    click(d, d.find_element(By.XPATH, "//div[@class='jm-habit-pause']//button[text()='Travel']"))
    assert "Paused since" in d.find_element(By.CSS_SELECTOR, ".jm-paused-line").text
    assert d.find_element(By.CSS_SELECTOR, ".jm-read").text == "Paused — nothing is counted while it rests."
    screenshot(d, "jamaal-habits-paused-compact")
    d.get(jamaal.url + "/today")
    assert not d.find_elements(By.CSS_SELECTOR, '.jm-habits li[data-habit="h-quran"]')

    # The read in words, no streak numbers; the grids per time of day; correct a past day.
    d.get(jamaal.url + "/habits/h-adhkar")
    read = d.find_element(By.CSS_SELECTOR, ".jm-read").text
    assert read and not any(c.isdigit() for c in read)
    grids = d.find_elements(By.CSS_SELECTOR, ".jm-density")
    assert [g.find_element(By.TAG_NAME, "figcaption").text for g in grids] == ["Morning", "Evening"]
    assert len(grids[0].find_elements(By.CSS_SELECTOR, ".jm-cell")) == 42
    screenshot(d, "jamaal-habit-detail-compact")
    regular_screenshot(d, "jamaal-habit-detail-regular")
    evening_cell = grids[1].find_element(By.CSS_SELECTOR, 'a.jm-cell[data-day="2026-11-27"]')
    before = evening_cell.get_attribute("data-state")
    click(d, evening_cell)
    correction = d.find_element(By.CSS_SELECTOR, ".jm-correction")
    assert "Friday 27 November" in correction.text
    button = correction.find_element(By.CSS_SELECTOR, 'li[data-slot="1"] button')
    click(d, button)
    after = d.find_element(By.CSS_SELECTOR, '.jm-density:nth-of-type(2) [data-day="2026-11-27"]').get_attribute("data-state")
    assert {before, after} == {"met", "missed"}
    screenshot(d, "jamaal-habit-correction-compact")

    # HB-01: the group collapsed with its preview, paused marked, Archived collapsed with Restore.
    d.get(jamaal.url + "/habits")
    group = d.find_element(By.CSS_SELECTOR, ".jm-habit-group")
    assert group.get_attribute("open") is None
    assert "Adhkar · Glasses of water" in group.text
    assert "Paused · Travel" in d.find_element(By.CSS_SELECTOR, '[data-habit="h-quran"]').text
    screenshot(d, "jamaal-habits-overview-compact")
    click(d, group.find_element(By.TAG_NAME, "summary"), navigates=False)
    click(d, d.find_element(By.CSS_SELECTOR, ".jm-archived summary"), navigates=False)
    assert "Journal" in d.find_element(By.CSS_SELECTOR, ".jm-archived").text
    regular_screenshot(d, "jamaal-habits-overview-regular")


def test_add_a_habit_type_first(browser, jamaal):
    d = browser
    d.get(jamaal.url + "/habits")
    click(d, d.find_element(By.LINK_TEXT, "Add"))
    kinds = [e.text.split("\n")[0] for e in d.find_elements(By.CSS_SELECTOR, ".jm-kinds .jm-row-title")]
    assert kinds == ["Yes / no", "Counted", "Timed", "Avoid"]
    screenshot(d, "jamaal-habit-type-picker-compact")
    click(d, d.find_element(By.CSS_SELECTOR, 'a[data-kind="avoid"]'))
    assert "Allowance of slips a day" in d.find_element(By.CSS_SELECTOR, ".jm-habit-form").text
    screenshot(d, "jamaal-habit-form-avoid-compact", full_page=False)
    regular_screenshot(d, "jamaal-habit-form-avoid-regular")
    # Only the chosen schedule's fields (#40 small things): Every day shows neither the days nor times a week.
    days = d.find_element(By.CSS_SELECTOR, ".jm-days")
    weekly = d.find_element(By.CSS_SELECTOR, ".jm-inline-number")
    assert not days.is_displayed() and not weekly.is_displayed()
    click(d, d.find_element(By.CSS_SELECTOR, "input[name=schedule][value=days]"), navigates=False)
    assert days.is_displayed() and not weekly.is_displayed()
    click(d, d.find_element(By.CSS_SELECTOR, "input[name=schedule][value=weekly]"), navigates=False)
    assert weekly.is_displayed() and not days.is_displayed()
    click(d, d.find_element(By.CSS_SELECTOR, "input[name=schedule][value=daily]"), navigates=False)
    # The times of day are labelled time inputs, each inside the phone's width.
    times = d.find_elements(By.CSS_SELECTOR, ".jm-times-of-day input[type=time]")
    assert times and all(t.rect["x"] + t.rect["width"] <= 390 for t in times), [t.rect for t in times]
    labels = [e.text for e in d.find_elements(By.CSS_SELECTOR, ".jm-habit-slot .jm-slot-label")][:4]
    assert labels == ["Time of day 1", "Start", "End", "Remind"], labels
    d.execute_script("document.querySelector('.jm-times-of-day').scrollIntoView({block: 'start'})")
    screenshot(d, "jamaal-habit-form-times-compact", full_page=False)
    d.find_element(By.ID, "habit-name").send_keys("Late-night scrolling")
    number = d.find_element(By.ID, "habit-number")
    number.clear()
    number.send_keys("2")
    click(d, d.find_element(By.XPATH, "//button[text()='Add habit']"))
    assert d.find_element(By.CSS_SELECTOR, ".jm-habit-detail h2").text == "Late-night scrolling"
    d.get(jamaal.url + "/today")
    assert "Late-night scrolling" in d.find_element(By.CSS_SELECTOR, ".jm-habits").text


def test_filter_today_by_a_category_and_clear_it(browser, jamaal):
    d = browser
    d.get(jamaal.url + "/today")
    all_tasks = len(d.find_elements(By.CSS_SELECTOR, ".jm-tasks > .jm-rows > .jm-task"))
    habits = len(d.find_elements(By.CSS_SELECTOR, ".jm-habits .jm-habit"))
    planned = d.find_element(By.CSS_SELECTOR, ".jm-meter-planned").text
    click(d, d.find_element(By.XPATH, "//form[contains(@class,'jm-filter')]//button[text()='Work']"))
    rows = d.find_elements(By.CSS_SELECTOR, ".jm-tasks > .jm-rows > .jm-task")
    assert 0 < len(rows) < all_tasks
    assert all(r.find_element(By.CSS_SELECTOR, ".jm-label").text == "Work" for r in rows)
    assert len(d.find_elements(By.CSS_SELECTOR, ".jm-habits .jm-habit")) == habits, "habits are never filtered"
    assert d.find_element(By.CSS_SELECTOR, ".jm-meter-planned").text == planned, "the meter stays whole-day"
    screenshot(d, "jamaal-today-filtered-compact")
    click(d, d.find_element(By.XPATH, "//form[contains(@class,'jm-filter')]//button[text()='All']"))
    assert len(d.find_elements(By.CSS_SELECTOR, ".jm-tasks > .jm-rows > .jm-task")) == all_tasks
    # Set again, then the rollover clears it.
    click(d, d.find_element(By.XPATH, "//form[contains(@class,'jm-filter')]//button[text()='Work']"))
    jamaal.clock(advance=86_400)
    d.get(jamaal.url + "/today")
    assert d.find_element(By.XPATH, "//form[contains(@class,'jm-filter')]//button[text()='All']").get_attribute("class") == "selected"


def test_a_ninth_category_is_refused(browser, jamaal):
    d = browser
    d.get(jamaal.url + "/settings/categories")
    for name, color in [("Health", "accent"), ("Friends", "plum"), ("Money", "ochre"), ("Masjid", "slate"), ("Travel", "blue")]:
        d.find_element(By.ID, "category-name").send_keys(name)
        click(d, d.find_element(By.CSS_SELECTOR, f'.jm-add-category input[value="{color}"]'), navigates=False)
        click(d, d.find_element(By.XPATH, "//button[text()='Add category']"))
    alert = d.find_element(By.CSS_SELECTOR, ".jm-alert")
    assert alert.text == "You can have at most eight active categories — archive one first."
    names = [e.text for e in d.find_elements(By.CSS_SELECTOR, ".jm-category-row .jm-row-title")]
    assert len(names) == 8 and "Travel" not in names
    screenshot(d, "jamaal-categories-ninth-refused-compact")
    regular_screenshot(d, "jamaal-categories-regular")


def test_largest_text_and_right_to_left(large_text_browser, jamaal):
    d = large_text_browser
    d.get(jamaal.url + "/today")
    screenshot(d, "jamaal-habits-today-large-text")
    d.get(jamaal.url + "/habits/h-water")
    screenshot(d, "jamaal-habit-detail-large-text")
    regular_screenshot(d, "jamaal-habit-detail-large-text-regular")
    # Right-to-left: the layout mirrors and the density grid fills from the trailing edge (Monday on the right).
    d.add_cookie({"name": "jm_dir", "value": "rtl", "path": "/"})
    d.get(jamaal.url + "/habits/h-water")
    assert d.find_element(By.TAG_NAME, "body").get_attribute("dir") == "rtl"
    week = d.find_elements(By.CSS_SELECTOR, ".jm-density .jm-grid-row:not(.jm-grid-head)")[0]
    cells = week.find_elements(By.CSS_SELECTOR, ".jm-cell")
    assert cells[0].location["x"] > cells[6].location["x"]
    screenshot(d, "jamaal-habit-detail-rtl-large-text")
    d.execute_script("arguments[0].scrollIntoView({block: 'start'})", d.find_element(By.CSS_SELECTOR, ".jm-density"))
    screenshot(d, "jamaal-habit-grid-rtl-large-text", full_page=False)
    regular_screenshot(d, "jamaal-habit-detail-rtl-regular")
    d.get(jamaal.url + "/today")
    screenshot(d, "jamaal-habits-today-rtl")


def tab_link(driver, label):
    links = [a for a in driver.find_elements(By.CSS_SELECTOR, "nav.jm-tabs a, .jm-tabs a") if label in a.text]
    assert links, f"no {label!r} tab on {driver.current_url}"
    return links[0]


def segment(driver, label):
    links = [a for a in driver.find_elements(By.CSS_SELECTOR, ".jm-segments a") if a.text == label]
    assert links, f"no {label!r} segment on {driver.current_url}"
    return links[0]


def test_habits_tab_and_its_anchors_segment(browser, jamaal):
    """The Habits tab is reachable from every tab; its Habits · Anchors segments both work, on compact and regular;
    Today's Manage and /anchors land on the Anchors segment, with the Habits tab current."""
    d = browser
    for start in ["/today", "/settings", "/habits/anchors", "/habits"]:
        d.get(jamaal.url + start)
        click(d, tab_link(d, "Habits"))
        assert d.current_url.endswith("/habits"), start
    assert segment(d, "Habits").get_attribute("aria-current") == "page"
    assert segment(d, "Anchors").get_attribute("aria-current") == "false"
    screenshot(d, "jamaal-habits-segment-habits-compact")
    regular_screenshot(d, "jamaal-habits-segment-habits-regular")
    click(d, segment(d, "Anchors"))
    assert d.current_url.endswith("/habits/anchors")
    assert segment(d, "Anchors").get_attribute("aria-current") == "page"
    assert "current" in tab_link(d, "Habits").get_attribute("class") or tab_link(d, "Habits").get_attribute("aria-current") == "page"
    screenshot(d, "jamaal-habits-segment-anchors-compact")
    regular_screenshot(d, "jamaal-habits-segment-anchors-regular")
    click(d, segment(d, "Habits"))
    assert d.current_url.endswith("/habits")
    d.get(jamaal.url + "/today")
    click(d, d.find_element(By.CSS_SELECTOR, ".jm-anchors-manage"))
    assert d.current_url.endswith("/habits/anchors")
    d.get(jamaal.url + "/anchors")
    assert d.current_url.endswith("/habits/anchors")
    # Regular layout: the sidebar leads to Habits as well, and the segments show there.
    d.set_window_size(1180, 820)
    try:
        d.get(jamaal.url + "/today")
        click(d, tab_link(d, "Habits"))
        assert d.current_url.endswith("/habits") and segment(d, "Anchors").is_displayed()
    finally:
        d.set_window_size(390, 844)


def test_a_running_timed_habit_shows_on_its_today_row(browser, jamaal):
    d = browser
    d.get(jamaal.url + "/today")
    press(d, "h-quran", "Begin")
    assert d.current_url.endswith("/focus")
    jamaal.clock(advance=12 * 60 + 4)
    d.get(jamaal.url + "/today")
    row = habit_row(d, "h-quran")
    assert row.find_element(By.CSS_SELECTOR, ".jm-running").text.startswith("Running 12:0")
    assert not [b for b in row.find_elements(By.CSS_SELECTOR, "button") if b.text == "Begin"]
    assert d.find_element(By.CSS_SELECTOR, ".jm-chip").is_displayed()
    screenshot(d, "jamaal-habit-running-today-compact")
    regular_screenshot(d, "jamaal-habit-running-today-regular")
    click(d, row.find_element(By.LINK_TEXT, "Finish"))
    assert d.current_url.endswith("/focus/finish")
    assert "Log it" in d.page_source
