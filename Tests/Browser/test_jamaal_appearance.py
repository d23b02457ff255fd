"""ST-07 Appearance in Chromium: the Settings form turns the theme dark (whatever the device says) and the text
larger; every page follows, nothing overflows a phone's width at the largest size, and axe-core finds no serious
violation in the dark theme. Screenshots in test-artifacts/."""
from selenium.webdriver.common.by import By

from conftest import navigated, screenshot


def apply(driver, jamaal, theme, text):
    driver.get(jamaal.url + "/settings")
    form = driver.find_element(By.CSS_SELECTOR, ".jm-appearance")
    for name, value in (("theme", theme), ("text", text)):
        radio = form.find_element(By.CSS_SELECTOR, f"input[name={name}][value={value}]")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", radio)
        radio.find_element(By.XPATH, "..").click()
    button = form.find_element(By.XPATH, ".//button[normalize-space()='Apply']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    navigated(driver, button.click)


def test_dark_theme_and_largest_text(browser, jamaal):
    browser.get(jamaal.url + "/today")
    light = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    size = browser.execute_script("return parseFloat(getComputedStyle(document.querySelector('h1')).fontSize)")
    apply(browser, jamaal, "dark", "largest")
    browser.get(jamaal.url + "/today")
    assert browser.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(21, 24, 27)" != light
    assert browser.execute_script("return parseFloat(getComputedStyle(document.querySelector('h1')).fontSize)") > size * 1.3
    for path in ["/today", "/plan", "/wellbeing", "/settings", "/settings/data"]:
        browser.get(jamaal.url + path)
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 390, path
    browser.get(jamaal.url + "/today")
    screenshot(browser, "jamaal-st07-dark-largest-today")
    from axe_selenium_python import Axe
    axe = Axe(browser)
    for path in ["/today", "/settings"]:
        browser.get(jamaal.url + path)
        axe.inject()
        results = axe.run(options='{"resultTypes": ["violations"]}')
        serious = [v["id"] for v in results["violations"] if v.get("impact") in ("serious", "critical")]
        assert not serious, (path, serious)
    apply(browser, jamaal, "light", "standard")
    assert browser.execute_script("return getComputedStyle(document.body).backgroundColor") == light
