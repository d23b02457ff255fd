"""Personal details in Chromium (issue 16): Sarah opens Personal details from Profile, a phone without its country code
is refused on its edit step with the error tied to the field, then she moves to Cairo through the city step (search,
pick) and Week 8's Sunday deadline is shown at Cairo's 11:59 PM (Learn, and Sunday on Sessions). Privacy lists what is
stored about her, from data. Screenshots at 390×844; axe-core on each page."""
from selenium.webdriver.common.by import By

from conftest import axe_clean, navigated, page_text, screenshot, sign_in


def click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    navigated(driver, element.click)


def test_personal_details_phone_error_and_move_to_cairo(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile")
    click(browser, browser.find_element(By.LINK_TEXT, "Personal details"))
    text = page_text(browser)
    for expected in ["Sarah Ahmed", "Joined · Sep 2024", "Toronto · Eastern (EDT)", "II · Reading with fluency",
                     "Tuesday 2 PM local", "Class details are managed by your coach."]:
        assert expected in text, expected
    axe_clean(browser, "SakPersonalDetails")
    screenshot(browser, "personal-details")

    # A phone without its country code: the same step again, the error tied to the field, nothing stored.
    click(browser, browser.find_element(By.CSS_SELECTOR, "a[href='/profile/personal/phone']"))
    field = browser.find_element(By.ID, "detail-phone")
    field.clear()
    field.send_keys("416-555-0134")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save']"))
    error = browser.find_element(By.ID, "detail-error")
    assert "country code" in error.text
    assert browser.find_element(By.ID, "detail-phone").get_attribute("aria-invalid") == "true"
    assert "detail-error" in browser.find_element(By.ID, "detail-phone").get_attribute("aria-describedby")
    axe_clean(browser, "Phone edit step with its error")
    screenshot(browser, "personal-details-phone-error")

    # The city step: search the world-cities list, pick Cairo.
    browser.get(server.url + "/profile/personal")
    click(browser, browser.find_element(By.CSS_SELECTOR, "a[href='/profile/personal/city']"))
    search = browser.find_element(By.ID, "detail-city-search")
    search.send_keys("Cairo")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Search']"))
    cairo = browser.find_element(By.XPATH, "//label[contains(., 'Africa/Cairo')]")
    browser.find_element(By.ID, cairo.get_attribute("for")).click()
    axe_clean(browser, "City edit step")
    screenshot(browser, "personal-details-city-step")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Move to this city']"))
    text = page_text(browser)
    assert "Cairo · Eastern European (EEST)" in text
    assert "Tuesday 9 PM local" in text

    # Learn: Week 8 is due Sunday 11:59 PM — Cairo's: Sunday's timeline holds the deadline at UTC+2 (Egypt's clocks went
    # back on Thursday 29 October), where Toronto's would be at UTC-5, seven hours later.
    browser.get(server.url + "/learn/week/8")
    assert "Due Sunday · 11:59 PM" in page_text(browser)
    screenshot(browser, "personal-details-lesson-cairo")
    browser.get(server.url + "/sessions?day=2026-11-01")
    assert "All times shown in Cairo" in page_text(browser)
    deadline = browser.find_element(By.CSS_SELECTOR, "time[datetime='2026-11-01T23:59:00+02:00']")
    assert deadline.text == "11:59 PM"
    axe_clean(browser, "Sessions on Sunday in Cairo")
    screenshot(browser, "personal-details-sunday-cairo")


def test_privacy_lists_what_is_stored(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile")
    click(browser, browser.find_element(By.LINK_TEXT, "Privacy"))
    text = page_text(browser).lower()  # the eyebrow headings are upper-cased by the style sheet
    for expected in ["What is stored about you", "Payments in your ledger", "Who sees it", "Card numbers go to Stripe"]:
        assert expected.lower() in text, expected
    payments = browser.find_element(By.XPATH, "//li[contains(., 'Payments in your ledger')]/strong")
    assert payments.text == "4"
    axe_clean(browser, "Privacy")
    screenshot(browser, "privacy")
