"""Coach detail and the coach's hours in Chromium (issue 16): Sarah opens Coach detail from Profile (Ustadha Amina,
Cairo and her ijāza, the stats, Recent feedback with two notes and "Show N earlier notes" opening in place, Upcoming),
plays her newest note (the audio element plays: currentTime advances) and her coach's welcome note (then marked
played); Ust. Amina's You tab shows her profile and this week's hours with the list behind the sum. The demo media are
made by the server (the voices' lane makes the welcome notes and the newest notes first). Screenshots at 390×844;
axe-core on each page."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server, axe_clean, navigated, page_text, screenshot, sign_in, wait_until

NOW = "2026-10-27T13:48:00-04:00"


@pytest.fixture
def media_server():
    server = Server(NOW, media="on")
    yield server
    server.stop()


def click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    navigated(driver, element.click)


def screen_json(driver, path):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then((r) => r.json()).then(done).catch((e) => done(null));",
        "/api/screens" + path)


def wait_for_notes(driver, path, timeout=240):
    """Coach detail once its newest note and the welcome note have been made."""
    def made():
        screen = screen_json(driver, path)
        notes = [n for g in (screen or {}).get("recent", []) for n in g.get("notes", [])]
        return screen if notes and notes[0].get("audio") and ((screen.get("welcome") or {}).get("audio")) else None

    return wait_until(made, timeout, "the newest coach note and the welcome note to be made", interval=1)


def plays(driver, selector):
    """Plays the first audio element matching `selector` (muted) until it is past 0.3 s, pauses it and returns its
    currentTime (or why it would not play)."""
    refused = driver.execute_async_script(
        """
        const [selector, done] = arguments;
        const audio = document.querySelector(selector);
        audio.muted = true;
        audio.play().then(() => done(null)).catch((e) => done(String(e)));
        """, selector)
    if refused:
        return refused
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return document.querySelector(arguments[0]).currentTime > 0.3", selector), f"{selector} to play past 0.3 s")
    return driver.execute_script("const a = document.querySelector(arguments[0]); a.pause(); return a.currentTime;", selector)


def test_sarah_opens_coach_detail_and_plays_a_note(browser, media_server):
    browser.set_script_timeout(60)
    sign_in(browser, media_server, "sarah@quranflow.test")
    browser.get(media_server.url + "/profile")
    assert "Certified · Level I–II · Cairo" in page_text(browser)
    click(browser, browser.find_element(By.LINK_TEXT, "Coach detail"))
    path = browser.current_url.replace(media_server.url, "")
    assert path.startswith("/profile/coach/")
    screen = wait_for_notes(browser, path)
    browser.get(media_server.url + path)
    text = page_text(browser)
    for expected in ["Ustadha Amina", "Cairo · ijāza in Hafs from 'Āsim", "48h", "L1–2", "Message Ust. Amina", "Office hours",
                     "Recent feedback", "Upcoming", "Drop-in Q&A", screen["showEarlier"]]:
        assert expected in text, expected
    axe_clean(browser, "SakCoach")
    screenshot(browser, "coach-detail")

    # The newest note plays (after a tap on the page, as a person's visit has: Chromium lets a page play once touched).
    browser.find_element(By.ID, "coach-hero-name").click()
    position = plays(browser, ".feedback-audio")
    assert isinstance(position, (int, float)) and position > 0.3, position

    # "Show N earlier notes" opens the rest in place (no script: a <details>).
    earlier = browser.find_element(By.CSS_SELECTOR, "details.earlier-notes")
    assert earlier.get_attribute("open") is None
    hidden = earlier.find_elements(By.CSS_SELECTOR, ".feedback-note")
    assert hidden and not hidden[0].is_displayed()
    summary = earlier.find_element(By.TAG_NAME, "summary")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    assert earlier.get_attribute("open") is not None and hidden[0].is_displayed()
    axe_clean(browser, "SakCoach with earlier notes")
    screenshot(browser, "coach-detail-earlier")

    # The welcome note: once played, Coach detail says so (the playback position is recorded).
    position = plays(browser, "#welcome-audio")
    assert isinstance(position, (int, float)) and position > 0.3, position
    wait_until(lambda: (screen_json(browser, path).get("welcome") or {}).get("played"), 10,
               "Coach detail to say the welcome note was played", interval=0.5)
    assert screen_json(browser, path)["welcome"]["played"] is True

    # Message Ust. Amina leads to the thread.
    click(browser, browser.find_element(By.LINK_TEXT, "Message Ust. Amina"))
    assert "/messages/" in browser.current_url


def test_amina_sees_this_weeks_hours(browser, server):
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach/you")
    text = page_text(browser).lower()  # the section titles are drawn in capitals
    for expected in ["Ustadha Amina", "ijāza in Hafs from 'Āsim", "Level I–II", "Hours logged", "This week", "This term"]:
        assert expected.lower() in text, expected
    week = browser.find_element(By.ID, "hours-week")
    total = week.find_element(By.CSS_SELECTOR, ".hours-total").text
    assert total and total != "none yet", total
    details = week.find_element(By.CSS_SELECTOR, "details.hours-list")
    summary = details.find_element(By.TAG_NAME, "summary")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    lines = [line.text for line in details.find_elements(By.CSS_SELECTOR, ".hours-line")]
    assert any("1:1 · Sarah A." in line for line in lines), lines
    axe_clean(browser, "SakCoachYou")
    screenshot(browser, "coach-you-hours")
    click(browser, browser.find_element(By.LINK_TEXT, "Edit profile"))
    axe_clean(browser, "Coach profile form")
    screenshot(browser, "coach-you-profile-form")
