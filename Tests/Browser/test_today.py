"""Today and the coach's Queue in Chromium, at the demo world's fixed instants (DESIGN.md §5)."""
import pytest
from selenium.webdriver.common.by import By

from conftest import dark_mode, screenshot, sign_in


def visible_text(driver) -> str:
    return driver.find_element(By.TAG_NAME, "body").text


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_sarah_sees_week_8_once_and_can_join_the_reading_circle(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    assert browser.current_url.endswith("/today")
    text = visible_text(browser)
    assert text.count("Week 8 of 15") == 1, text
    assert "Good afternoon, Sarah." in text
    assert "Idghām with ghunnah" in text
    circle = browser.find_element(By.XPATH, "//*[contains(@class,'session-row')][.//*[contains(., \"Sisters' Reading Circle\")]]")
    join = circle.find_element(By.XPATH, ".//a[normalize-space()='Join']")
    assert "/live/" in join.get_attribute("href")   # the in-app live class; Zoom opens from there
    assert "in 12 min" in circle.text
    # The verse closer: Arabic, right to left, with its citation and no translation.
    verse = browser.find_element(By.CSS_SELECTOR, "[lang=ar]")
    assert verse.get_attribute("dir") == "rtl"
    assert "AL-MULK · 67:1" in text
    screenshot(browser, "today-week8-light")
    dark_mode(browser)
    browser.refresh()
    screenshot(browser, "today-week8-dark")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_today_with_the_largest_text_size(large_text_browser, server):
    sign_in(large_text_browser, server, "sarah@quranflow.test")
    size = large_text_browser.execute_script("return getComputedStyle(document.body).fontSize")
    assert size == "24px", size
    # Nothing may overflow the phone's width sideways.
    overflow = large_text_browser.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, overflow
    screenshot(large_text_browser, "today-week8-large-text")


@pytest.mark.now("2026-09-01T09:30:00-04:00")
def test_before_the_term_today_counts_down_to_monday_7_september(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    text = visible_text(browser)
    assert "Class begins in six days" in text
    assert "Monday · 7 September" in text
    assert "Week 1 of 15" not in text
    # The action is a quiet pill on one line, in the hero's own text size (it once took the revoke clock's 1.6 rem and
    # wrapped onto two lines at phone width).
    action = browser.find_element("link text", "Add start date to calendar")
    size = browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.height, parseFloat(getComputedStyle(arguments[0]).fontSize)]", action)
    assert size[0] < 56 and size[1] <= 16, size
    screenshot(browser, "today-countdown")


@pytest.mark.now("2026-10-27T13:48:00-04:00")
def test_ustadha_amina_sees_her_queue_oldest_first(browser, server):
    sign_in(browser, server, "amina@quranflow.test")
    assert browser.current_url.endswith("/coach")
    text = visible_text(browser)
    assert "4 submissions waiting" in text
    assert "Salaam, Ust. Amina." in text
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".queue-row .queue-name")]
    # Oldest first: Hafsa submitted Sunday 11:30 PM Mississauga, Maryam 10:40 PM Chicago (an hour later).
    assert names == ["Hafsa T.", "Maryam S.", "Khadija R.", "Noor A."], names
    flagged = browser.find_elements(By.CSS_SELECTOR, ".queue-row.is-flagged .queue-name")
    assert [e.text for e in flagged] == ["Hafsa T.", "Maryam S."]
    screenshot(browser, "coach-queue")
    dark_mode(browser)
    browser.refresh()
    screenshot(browser, "coach-queue-dark")
