"""Notification settings (SakNotifSettings) in Chromium: reached from Profile, a switch toggled without any script,
the page reloaded and the choice still there; the master's subtitle counts the types on (issue #5: reminders honour
the notification settings)."""
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait as SeleniumWait

from conftest import dark_mode, screenshot, sign_in


def WebDriverWait(driver, timeout):
    """Selenium's wait, reading again when a switch's form has just replaced the page under it (a stale node, or the
    inspector error newer ChromeDrivers give for one)."""
    return SeleniumWait(driver, timeout, ignored_exceptions=[WebDriverException])


def switch(driver, setting):
    return driver.find_element(By.CSS_SELECTOR, f'button[aria-pressed][data-setting="{setting}"]')


def press(driver, setting):
    """Scrolls a switch clear of the fixed tab bar, as a person would, and presses it."""
    button = switch(driver, setting)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()


def checked(driver, setting):
    return switch(driver, setting).get_dom_attribute("aria-pressed") == "true"


def open_notifications_from_profile(driver):
    """Profile's Notifications row sits below the fold on a phone (under the coach panel and its Message button); scroll it
    clear of the fixed tab bar first, as a person would."""
    link = driver.find_element(By.LINK_TEXT, "Notifications")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()


def test_toggle_a_type_reload_and_it_stays(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile")
    open_notifications_from_profile(browser)
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/profile/notifications"))
    text = browser.find_element(By.TAG_NAME, "main").text
    for copy in ("Push notifications", "On · 4 types", "Session reminders", "15 min before a live session", "Feedback alerts",
                 "When your coach replies", "Deadline reminders", "Submission due dates", "Announcements",
                 "Schedule changes & program updates", "Weekly digest", "Your progress, every Sunday morning",
                 "You can fine-tune sounds and previews in your device's Settings app."):
        assert copy in text, copy
    assert all(checked(browser, s) for s in ("push", "sessionReminders", "feedbackAlerts", "deadlineReminders", "announcements"))
    assert not checked(browser, "weeklyDigest")
    # The switches need no script (the shell's, the report sheet every screen carries, and push.js for the device card
    # only): each switch is a POST form. Toggle with script execution switched off to prove it.
    assert [s.get_dom_attribute("src") for s in browser.find_elements(By.TAG_NAME, "script")] == [
        "/static/app.js", "/static/js/push.js", "/static/js/report.js"]
    assert switch(browser, "feedbackAlerts").find_element(By.XPATH, "./ancestor::form").get_dom_attribute("method") == "post"
    screenshot(browser, "notif-settings-defaults")

    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    press(browser, "feedbackAlerts")
    WebDriverWait(browser, 10).until(lambda d: not checked(d, "feedbackAlerts"))
    press(browser, "weeklyDigest")
    WebDriverWait(browser, 10).until(lambda d: checked(d, "weeklyDigest"))
    browser.refresh()
    assert not checked(browser, "feedbackAlerts")
    assert checked(browser, "weeklyDigest")
    assert checked(browser, "sessionReminders")
    assert "On · 3 types" in browser.find_element(By.CSS_SELECTOR, ".notif-master").text
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    # A fresh visit from Profile shows the same.
    browser.get(server.url + "/profile")
    open_notifications_from_profile(browser)
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/profile/notifications"))
    assert not checked(browser, "feedbackAlerts")
    screenshot(browser, "notif-settings-feedback-off")

    # The master off: "Off", the types keep their own state.
    press(browser, "push")
    WebDriverWait(browser, 10).until(lambda d: not checked(d, "push"))
    assert "Off" in browser.find_element(By.CSS_SELECTOR, ".notif-master").text
    assert checked(browser, "sessionReminders")
    dark_mode(browser)
    screenshot(browser, "notif-settings-master-off-dark")


def test_a_coach_has_no_entry_and_is_refused(browser, server):
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach/you")
    assert not browser.find_elements(By.CSS_SELECTOR, 'a[href="/profile/notifications"]')
    browser.get(server.url + "/profile/notifications")
    assert not browser.find_elements(By.CSS_SELECTOR, 'button[aria-pressed]')
    assert "You don't have access to this." in browser.find_element(By.TAG_NAME, "body").text
