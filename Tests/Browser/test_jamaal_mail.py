"""#42's emailed ways back in, end to end over real SMTP: `jamaal serve --smtp-url` sends to aiosmtpd on loopback, and
Python's `email` package reads what arrived. In Chromium at the phone size: Forgot your password from Sign in, the mail's
link, a refused new password, the new one, signing in with it; then ten wrong passwords pause the email, the unlock mail
arrives, and its button lifts the pause. Each page passes axe-core at 390 and 1280 wide."""
import email
import email.policy
import http.cookiejar
import re
import urllib.parse
import urllib.request

from aiosmtpd.controller import Controller
from selenium.webdriver.common.by import By

from conftest import (JAMAAL_DEMO_SIGN_IN, JamaalServer, _free_port, axe_clean, make_browser, navigated, page_text, screenshot,
                      wait_until)


class Inbox:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append(email.message_from_bytes(envelope.content, policy=email.policy.default))
        return "250 OK"

    def wait_for(self, subject: str, timeout: float = 30):
        """The first message with `subject`: the server's mail timer sends every few seconds."""
        return wait_until(lambda: next((m for m in self.messages if m["Subject"] == subject), None), timeout,
                          lambda: f"the mail {subject!r} (got {[m['Subject'] for m in self.messages]})")


def link_in(message, path: str) -> str:
    body = message.get_body(preferencelist=("plain",)).get_content()
    found = re.search(r"(http://\S+" + re.escape(path) + r"\?token=\S+)", body)
    assert found, body
    return found.group(1)


def wrong_sign_in(server: JamaalServer, address: str):
    """One sign-in with a wrong password through the real form (its CSRF token and cookie)."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(server.url + "/sign-in", timeout=10).read().decode()
    token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
    form = urllib.parse.urlencode({"email": address, "password": "not the password", "_csrf": token}).encode()
    try:
        opener.open(server.url + "/sign-in", data=form, timeout=10)
    except urllib.error.HTTPError as error:
        assert error.code == 401, error.code


def test_reset_and_unlock_links_arrive_and_work():
    inbox = Inbox()
    smtp = Controller(inbox, hostname="127.0.0.1", port=_free_port())
    smtp.start()
    server = JamaalServer("2026-11-29T10:05:00Z", extra=[
        "--smtp-url", f"smtp://127.0.0.1:{smtp.port}", "--mail-from", "hello@jamaal.test"])
    driver = make_browser()
    address, _ = JAMAAL_DEMO_SIGN_IN
    try:
        driver.get(server.url + "/sign-in")
        navigated(driver, lambda: driver.find_element(By.ID, "forgot-password").click())
        assert "Reset your password" in page_text(driver)
        axe_clean(driver, "Forgot your password")
        driver.find_element(By.ID, "account-email").send_keys(address)
        navigated(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.jm-form button[type=submit]").click())
        assert f"If an account exists for {address}, we've sent it a link." in page_text(driver)
        axe_clean(driver, "Check your email")

        mail = inbox.wait_for("Reset your Jamaal password")
        assert mail["To"] == address and "hello@jamaal.test" in mail["From"]
        assert mail["Message-ID"].endswith("@localhost>")
        driver.get(link_in(mail, "/reset-password"))
        assert "Choose a new password" in page_text(driver)
        axe_clean(driver, "Choose a new password")
        driver.find_element(By.ID, "account-password").send_keys("short")
        navigated(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.jm-form button[type=submit]").click())
        assert "Use at least 10 characters for the password." in page_text(driver)
        axe_clean(driver, "Choose a new password, refused")
        screenshot(driver, "jamaal-reset-refused")
        driver.find_element(By.ID, "account-password").send_keys("a brand new password")
        navigated(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.jm-form button[type=submit]").click())
        assert "/sign-in" in driver.current_url and "Your password is changed." in page_text(driver)
        server.sign_in(driver, address, "a brand new password", create=False)
        assert driver.current_url.endswith("/") or "/today" in driver.current_url

        # Another browser (this one's cookies gone): ten wrong passwords (the throttle's waits passed on the test clock)
        # pause the email and mail the way back in.
        driver.delete_all_cookies()
        for _ in range(10):
            wrong_sign_in(server, address)
            server.clock(advance=61)
        unlock = inbox.wait_for("Sign-in to Jamaal is paused")
        driver.get(link_in(unlock, "/unlock"))
        assert "Sign in again" in page_text(driver)
        axe_clean(driver, "Sign in again")
        navigated(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.jm-form button[type=submit]").click())
        assert "Signing in is open again." in page_text(driver)
        server.sign_in(driver, address, "a brand new password", create=False)
        assert len([m for m in inbox.messages if m["Subject"] == "Sign-in to Jamaal is paused"]) == 1
    finally:
        driver.quit()
        server.stop()
        smtp.stop()
