"""The live class (issue #5) with two real `quranflow serve` processes on one data directory: what one student sees on
process A follows what the coach does on process B, without a reload, and a killed process's viewers drop out."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server, make_browser, screenshot, sign_in


def click(driver, element):
    """Clicks `element` after scrolling it clear of the bottom tab bar."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def coach_line(driver) -> str:
    """The hero card's line under the coach: "Listening", "Reciting: …", or "Not here yet" while the coach is away."""
    return driver.execute_script("return document.getElementById('live-speaking').textContent")


def people(driver) -> str:
    return driver.execute_script("return document.getElementById('live-people').textContent")


NOW = "2026-10-29T20:52:00-04:00"


@pytest.mark.now(NOW)
def test_sarah_on_one_process_follows_amina_on_another_until_that_process_is_killed(browser, server):
    """Ust. Amina's Thursday Drop-in Q&A (9:00 PM Toronto): Sarah joins through A, Amina runs it from B."""
    second = Server(NOW, data=server.data)  # the same SQLite file; the demo is already there
    amina = make_browser()
    try:
        sign_in(browser, server, "sarah@quranflow.test")
        browser.get(server.url + "/sessions")
        row = browser.find_element(By.XPATH, "//li[contains(@class,'session-row')][.//*[contains(., 'Drop-in Q&A')]]")
        click(browser, row.find_element(By.XPATH, ".//a[normalize-space()='Join']"))
        live_path = browser.current_url.split(server.url, 1)[1]
        WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "live-presence").text.startswith("1 of"))
        browser.execute_script("window.__noReload = 'still here'")

        # Amina opens her live screen on B: each sees the other.
        sign_in(amina, second, "amina@quranflow.test")
        amina.get(second.url + "/coach" + live_path)
        WebDriverWait(amina, 10).until(lambda d: "Sarah A." in people(d))
        WebDriverWait(browser, 5).until(lambda d: coach_line(d) == "Listening")  # the hero card: the coach is here

        # Start and the verse on B reach Sarah's screen on A.
        click(amina, amina.find_element(By.XPATH, "//button[normalize-space()='Start']"))
        WebDriverWait(amina, 10).until(lambda d: d.find_elements(By.XPATH, "//button[normalize-space()='End']"))
        amina.find_element(By.ID, "verse-input").send_keys("67:3")
        click(amina, amina.find_element(By.XPATH, "//button[normalize-space()='Set verse']"))
        WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "live-verse-citation").text == "AL-MULK · 67:3")

        # Sarah's raised hand on A reaches Amina on B.
        click(browser, browser.find_element(By.ID, "live-hand"))
        WebDriverWait(amina, 5).until(lambda d: "✋" in people(d))
        screenshot(browser, "live-two-processes-sarah")
        screenshot(amina, "live-two-processes-amina")

        # B is killed (no clean-up runs): Amina drops out of Sarah's screen once her heartbeat is 30 s old.
        second.kill()
        WebDriverWait(browser, 45, poll_frequency=0.5).until(lambda d: coach_line(d) == "Not here yet")
        assert browser.execute_script("return window.__noReload") == "still here"
        assert browser.find_element(By.ID, "live-verse-citation").text == "AL-MULK · 67:3"
    finally:
        amina.quit()
        if second.process.poll() is None:
            second.kill()
