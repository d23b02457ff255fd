"""Signing in and out through the real pages, in Chromium, as a person would."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import screenshot


def _sign_in(browser, server, email, password):
    browser.get(server.url + "/")
    wait = WebDriverWait(browser, 10)
    wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "h1")))
    assert browser.current_url.endswith("/sign-in") or "/sign-in" in browser.current_url
    browser.find_element(By.ID, "email").send_keys(email)
    browser.find_element(By.ID, "password").send_keys(password)
    screenshot(browser, "sign-in-filled")
    browser.find_element(By.XPATH, "//button[normalize-space()='Sign in']").click()
    return wait


def test_sign_in_and_out(browser, server):
    wait = _sign_in(browser, server, "sarah@quranflow.test", "quranflow-demo")
    wait.until(EC.url_contains("/today"))
    assert "Sarah" in browser.find_element(By.TAG_NAME, "h1").text
    screenshot(browser, "signed-in-home")
    # The session cookie is HTTP-only: script cannot read it.
    assert "qf_session" not in browser.execute_script("return document.cookie")

    browser.find_element(By.XPATH, "//a[.//*[normalize-space()='Profile'] or normalize-space()='Profile']").click()
    wait.until(EC.url_contains("/profile"))
    assert "Sarah Ahmed" in browser.find_element(By.TAG_NAME, "body").text
    screenshot(browser, "profile")
    # Profile's Settings menu puts Sign out below the fold on a phone; chromedriver scrolls it to the viewport's bottom edge,
    # under the fixed tab bar, so bring it to the middle first, as a person scrolling would.
    sign_out = browser.find_element(By.XPATH, "//button[normalize-space()='Sign out']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", sign_out)
    sign_out.click()
    wait.until(EC.url_contains("/sign-in"))
    browser.get(server.url + "/today")
    wait.until(EC.url_contains("/sign-in"))
    screenshot(browser, "signed-out")


def test_wrong_password_says_so_and_keeps_email(browser, server):
    wait = _sign_in(browser, server, "sarah@quranflow.test", "not-the-password")
    alert = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "[role=alert]")))
    assert "email or password" in alert.text.lower()
    assert browser.find_element(By.ID, "email").get_attribute("value") == "sarah@quranflow.test"
    screenshot(browser, "sign-in-error")
