"""Passkeys (#42) in Chromium with WebDriver's virtual authenticator (CTAP2, a platform authenticator that keeps
discoverable credentials and verifies its user): sign in with the password, add a passkey in Settings → Passkeys,
sign out, and sign in with the passkey alone, landing on Today; then the refusals a person can meet — the same device
asked for a second passkey, and a passkey removed from the account offered at Sign in — each said beside its control,
nothing signed in. axe-core checks both pages with their passkey controls showing."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.virtual_authenticator import VirtualAuthenticatorOptions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import axe_clean, navigated, screenshot


def _add_authenticator(browser):
    browser.add_virtual_authenticator(VirtualAuthenticatorOptions(
        protocol="ctap2", transport="internal", has_resident_key=True, has_user_verification=True, is_user_verified=True))


def _shown(browser, selector, timeout=10):
    WebDriverWait(browser, timeout).until(lambda d: d.find_element(By.CSS_SELECTOR, selector).is_displayed())
    return browser.find_element(By.CSS_SELECTOR, selector)


def _said(browser, selector, timeout=10):
    """The text of an alert once the page script has said something in it."""
    WebDriverWait(browser, timeout).until(lambda d: d.find_element(By.CSS_SELECTOR, selector).text.strip())
    return browser.find_element(By.CSS_SELECTOR, selector).text


def _add_passkey(browser, jamaal, name):
    browser.get(jamaal.url + "/settings/passkeys")
    _shown(browser, "[data-passkey-register]")
    field = browser.find_element(By.ID, "passkey-name")
    field.clear()
    field.send_keys(name)
    navigated(browser, lambda: browser.find_element(By.XPATH, "//button[normalize-space()='Add a passkey']").click())


def _sign_out(browser, jamaal):
    browser.get(jamaal.url + "/settings/devices")
    button = browser.find_element(By.XPATH, "//button[normalize-space()='Sign out on this device']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    navigated(browser, button.click)
    assert "/sign-in" in browser.current_url


def test_add_a_passkey_then_sign_in_with_it(browser, jamaal):
    _add_authenticator(browser)
    # Signed in with the password (the fixture); Settings leads to Passkeys.
    browser.get(jamaal.url + "/settings")
    navigated(browser, lambda: browser.find_element(By.XPATH, "//a[.//*[normalize-space()='Passkeys']]").click())
    assert browser.current_url.endswith("/settings/passkeys")
    assert "No passkeys yet." in browser.find_element(By.TAG_NAME, "main").text
    _shown(browser, "[data-passkey-register]")
    assert not browser.find_element(By.CSS_SELECTOR, "[data-passkey-unsupported]").is_displayed()
    axe_clean(browser, "Settings → Passkeys, none yet")

    _add_passkey(browser, jamaal, "Kitchen laptop")
    listed = browser.find_element(By.CSS_SELECTOR, "ul.jm-passkeys").text
    assert "Kitchen laptop" in listed and "Added today at" in listed and "Not used to sign in yet" in listed
    credentials = browser.get_credentials()
    assert len(credentials) == 1 and credentials[0].is_resident_credential
    axe_clean(browser, "Settings → Passkeys with a passkey")
    screenshot(browser, "jamaal-passkeys")

    # Signed out, the passkey alone signs this browser in, to Today.
    _sign_out(browser, jamaal)
    button = _shown(browser, "[data-passkey-sign-in] button")
    assert button.text == "Sign in with a passkey"
    axe_clean(browser, "Sign in with the passkey control")
    screenshot(browser, "jamaal-sign-in-passkey")
    navigated(browser, button.click)
    assert "/sign-in" not in browser.current_url
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.TAG_NAME, "h1").text == "Today")
    assert browser.get_credentials()[0].sign_count >= 1

    browser.get(jamaal.url + "/settings/passkeys")
    assert "Last used today at" in browser.find_element(By.CSS_SELECTOR, "ul.jm-passkeys").text


def test_passkey_refusals_are_said_and_sign_nobody_in(browser, jamaal):
    _add_authenticator(browser)
    _add_passkey(browser, jamaal, "Phone")
    assert "Phone" in browser.find_element(By.CSS_SELECTOR, "ul.jm-passkeys").text

    # The same device again: the browser refuses (the passkey is excluded), said beside Add a passkey.
    field = browser.find_element(By.ID, "passkey-name")
    field.send_keys("Phone again")
    browser.find_element(By.XPATH, "//button[normalize-space()='Add a passkey']").click()
    assert _said(browser, "#passkey-error") == "This device already has a passkey for your account."
    assert len(browser.find_elements(By.CSS_SELECTOR, "ul.jm-passkeys li")) == 1

    # Removed from the account, the passkey the device still holds is refused at Sign in, in the server's words.
    remove = browser.find_element(By.XPATH, "//button[normalize-space()='Remove']")
    navigated(browser, remove.click)
    assert "No passkeys yet." in browser.find_element(By.TAG_NAME, "main").text
    _sign_out(browser, jamaal)
    _shown(browser, "[data-passkey-sign-in] button").click()
    message = _said(browser, "[data-passkey-sign-in] [role=alert]")
    assert message.startswith("This passkey isn’t registered with Jamaal."), message
    assert "/sign-in" in browser.current_url
    axe_clean(browser, "Sign in with a refused passkey's message")
    screenshot(browser, "jamaal-sign-in-passkey-refused")
    browser.get(jamaal.url + "/today")
    assert "/sign-in" in browser.current_url, "nobody was signed in"
