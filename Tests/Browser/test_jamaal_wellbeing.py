"""Jamaal's Wellbeing in Chromium (issue 18): Today's strip leads to the tab, which reads strained for the demo person
with "Lighten Saturday"; applying it makes the coming Saturday Light (seen on Saturday's Today, moving the test clock);
Not now rests until Monday; WB-04 shows what makes the score. Compact and regular screenshots in test-artifacts/."""
import json
import urllib.request

from selenium.webdriver.common.by import By

from conftest import navigated, page_text, regular_screenshot, screenshot


def button(driver, label):
    for element in driver.find_elements(By.XPATH, f"//button[normalize-space()='{label}']"):
        if element.is_displayed():
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            return element
    raise AssertionError(f"no visible button {label!r}")


def test_strained_week_lighten_saturday(browser, jamaal):
    browser.get(jamaal.url + "/today")
    strip = browser.find_element(By.CSS_SELECTOR, "a.jm-wellbeing-strip")
    assert strip.get_attribute("href").endswith("/wellbeing")
    assert "Strained" in strip.text or "strained" in strip.text.lower()
    screenshot(browser, "jamaal-td02-wellbeing-strip", full_page=False)

    navigated(browser, strip.click)
    text = page_text(browser)
    assert "strained" in text.lower() and "Heavier than last week" in text
    assert "Lighten Saturday" in text and "Not now" in text
    assert "streak" not in text.lower()
    screenshot(browser, "jamaal-wb02-strained")
    regular_screenshot(browser, "jamaal-wb02-strained-regular")

    navigated(browser, button(browser, "Lighten Saturday").click)
    assert browser.current_url.endswith("/wellbeing")
    assert "Lighten Saturday" not in page_text(browser)

    # Saturday 5 December, 10:00 London: Today's meter stands at Light (her usual Saturday stays Steady).
    jamaal.clock(to="2026-12-05T10:00:00Z")
    browser.get(jamaal.url + "/api/screens/today")
    meter = json.loads(browser.find_element(By.TAG_NAME, "body").text)["meter"]
    assert meter["level"] == "light"
    with urllib.request.urlopen(jamaal.url.replace("localhost", "127.0.0.1") + "/health", timeout=5) as response:
        assert response.status == 200


def test_not_now_and_what_makes_this_score(browser, jamaal):
    browser.get(jamaal.url + "/wellbeing")
    navigated(browser, button(browser, "Not now").click)
    text = page_text(browser)
    assert "Lighten Saturday" not in text and "Suggestions rest until Monday 30 November." in text

    navigated(browser, browser.find_element(By.LINK_TEXT, "What makes this score").click)
    text = page_text(browser)
    assert "Days over budget" in text and "Over budget on Monday" in text and "The formula" in text
    screenshot(browser, "jamaal-wb04-what-makes-this-score")
    regular_screenshot(browser, "jamaal-wb04-what-makes-this-score-regular")

    jamaal.clock(to="2026-11-30T10:00:00Z")
    browser.get(jamaal.url + "/wellbeing")
    assert "Lighten Saturday" in page_text(browser)


def test_first_day_gathers_data(browser):
    from conftest import JamaalServer
    from test_jamaal_onboarding import walk_onboarding

    server = JamaalServer("2026-11-29T10:05:00Z", demo=False)
    try:
        server.sign_in(browser)
        walk_onboarding(browser, server.url)  # a first launch begins with onboarding; then Today's first day
        browser.get(server.url + "/today")
        assert "Gathering data · 0 of 7 days" in page_text(browser)
        browser.get(server.url + "/wellbeing")
        assert "Gathering data" in page_text(browser)
        screenshot(browser, "jamaal-wb03-gathering")
    finally:
        server.stop()
