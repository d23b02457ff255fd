"""#42 in Chromium: a newcomer creates an account and walks the first launch; a second browser signs in as a second
device and sees the same Today; the first signs the second out from Settings → Devices; a second person on the same
server sees none of the first's data. The account pages pass axe-core at the phone size and 1280 wide."""
from selenium.webdriver.common.by import By

from conftest import JamaalServer, axe_clean, make_browser, navigated, page_text, screenshot
from test_jamaal_onboarding import walk_onboarding

FIRST = ("aisha@example.com", "aisha's long password")
SECOND_PERSON = ("bilal@example.com", "bilal's long password")


def test_accounts_devices_and_a_second_person():
    server = JamaalServer("2026-11-29T10:05:00Z", demo=False)
    phone, laptop, stranger = make_browser(), make_browser(), make_browser()
    try:
        # A visitor is sent to Sign in; the account pages are clean.
        phone.get(server.url + "/today")
        assert "/sign-in" in phone.current_url and "Sign in to Jamaal" in page_text(phone)
        axe_clean(phone, "Sign in")
        screenshot(phone, "jamaal-sign-in")
        navigated(phone, lambda: phone.find_element(By.LINK_TEXT, "Create an account").click())
        assert "Create your Jamaal account" in page_text(phone)
        axe_clean(phone, "Create an account")

        # A refusal keeps the email and says what is wrong beside the field.
        phone.find_element(By.ID, "account-email").send_keys(FIRST[0])
        phone.find_element(By.ID, "account-password").send_keys("short")
        navigated(phone, lambda: phone.find_element(By.CSS_SELECTOR, "form.jm-form button[type=submit]").click())
        assert "Use at least 10 characters for the password." in page_text(phone)
        assert phone.find_element(By.ID, "account-email").get_attribute("value") == FIRST[0]
        axe_clean(phone, "Create an account, refused")

        # Create the account: the first launch, then Today.
        server.sign_in(phone, *FIRST, create=True)
        walk_onboarding(phone, server.url)
        assert phone.current_url.endswith("/today")
        assert "Call the bank" in page_text(phone)

        # The laptop signs in as a second device: the same Today.
        server.sign_in(laptop, *FIRST, create=False)
        laptop.get(server.url + "/today")
        assert "Call the bank" in page_text(laptop)

        # Settings → Devices on the phone: two devices, this one first; sign the laptop out.
        phone.get(server.url + "/settings")
        navigated(phone, lambda: phone.find_element(By.CSS_SELECTOR, "a[href='/settings/devices']").click())
        rows = phone.find_elements(By.CSS_SELECTOR, ".jm-device")
        assert len(rows) == 2 and "This device" in rows[0].text
        axe_clean(phone, "Devices")
        screenshot(phone, "jamaal-devices")
        navigated(phone, lambda: rows[1].find_element(By.XPATH, ".//button[normalize-space()='Sign out']").click())
        assert len(phone.find_elements(By.CSS_SELECTOR, ".jm-device")) == 1
        laptop.get(server.url + "/today")
        assert "/sign-in" in laptop.current_url, "the signed-out device is sent to sign in"

        # A second person on the same server sees none of the first's data, even at its addresses.
        server.sign_in(stranger, *SECOND_PERSON, create=True)
        walk_onboarding(stranger, server.url, task="Renew the passport")
        assert "Renew the passport" in page_text(stranger) and "Call the bank" not in page_text(stranger)
        phone.get(server.url + "/today")
        task_link = phone.find_element(By.PARTIAL_LINK_TEXT, "Call the bank").get_attribute("href")
        stranger.get(task_link)
        assert "Call the bank" not in page_text(stranger)
        assert "Not here" in page_text(stranger) or "/today" in stranger.current_url
    finally:
        for driver in (phone, laptop, stranger):
            driver.quit()
        server.stop()
