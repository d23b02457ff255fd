"""The weekly loop's gaps in Chromium at 390×844: the bell on Today leads to the notifications sheet with its unread
count, and Ust. Amina reopens Sarah's closed Week 7 from her record until a time in Sarah's zone."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import page_text as text, dark_mode, screenshot, sign_in


def light(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


def shots(driver, name):
    light(driver)
    screenshot(driver, f"{name}-light", full_page=False)
    dark_mode(driver)
    screenshot(driver, f"{name}-dark", full_page=False)
    light(driver)


def test_the_bell_opens_the_sheet_and_amina_reopens_a_closed_week(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/today")
    bell = browser.find_element(By.CSS_SELECTOR, ".screen-header .bell")
    badge = bell.find_element(By.CSS_SELECTOR, ".bell-badge").text
    assert badge.isdigit() and int(badge) > 0
    assert bell.get_attribute("aria-label") == f"Notifications, {badge} unread"
    box = bell.rect
    assert box["x"] + box["width"] <= 390 and box["width"] >= 44   # a whole tap target inside the phone's width
    shots(browser, "today-bell")
    bell.click()
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/notifications"))
    assert "Notifications" in text(browser)

    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach/students")
    browser.find_element(By.XPATH, "//a[contains(@aria-label, \"Sarah A.'s record\")]").click()
    WebDriverWait(browser, 10).until(lambda d: "Reopen a closed week" in text(d))
    Select(browser.find_element(By.ID, "reopen-week")).select_by_visible_text("Week 7")
    until = browser.find_element(By.ID, "reopen-until")
    browser.execute_script("arguments[0].value = '2026-10-29T20:00'", until)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", until)
    browser.find_element(By.XPATH, "//button[normalize-space()='Reopen']").click()
    WebDriverWait(browser, 10).until(lambda d: "Week 7 reopened until Thursday · 29 October · 8:00 PM" in text(d))
    browser.execute_script("document.getElementById('reopen-title').scrollIntoView({block: 'start'})")
    shots(browser, "student-record-reopen")

    # Sarah sees Week 7 open again on its lesson.
    browser.delete_all_cookies()
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/learn/week/7")
    assert "Reopened until Thursday · 29 October · 8:00 PM" in text(browser)
