"""Messages (issue 14, text) in Chromium: Sarah writes to Ust. Amina from her Profile until the week's cap closes the
composer; Ust. Amina finds the unread thread from her queue and replies; Sarah's open thread shows the reply without a
reload, and her sheet has its notification."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import make_browser, navigated, page_text, screenshot, sign_in


def send(driver, text):
    driver.find_element(By.ID, "message-body").send_keys(text)
    button = driver.find_element(By.XPATH, "//form[contains(@class,'composer')]//button[normalize-space()='Send']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)  # clear of the tab bar
    navigated(driver, button.click)


def test_sarah_writes_until_the_cap_and_amina_replies_from_her_queue(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile")
    navigated(browser, browser.find_element(By.LINK_TEXT, "Message").click)
    assert "/messages/" in browser.current_url
    page = page_text(browser)
    assert "Ust. Amina" in page and "replies within 48 hours" in page.lower() and "3 of 3 messages left this week" in page, page
    send(browser, "I can't make tomorrow's appointment. Can I move to Thursday?")
    send(browser, "Also — is تَبَارَكَ right now?")
    assert "1 of 3 message left this week" in page_text(browser)
    bubbles = browser.find_elements(By.CSS_SELECTOR, ".bubble.mine")
    assert len(bubbles) == 2 and "Thursday?" in bubbles[0].text
    # The Arabic inside the English message is marked for screen readers.
    assert browser.find_elements(By.CSS_SELECTOR, ".bubble.mine [lang='ar'][dir='rtl']")
    screenshot(browser, "messages-sarah-two-sent")
    browser.execute_script("window.__noReload = 'still here'")

    amina = make_browser()
    try:
        sign_in(amina, server, "amina@quranflow.test")
        amina.get(server.url + "/coach")
        link = amina.find_element(By.PARTIAL_LINK_TEXT, "Messages")
        assert link.text == "Messages · 2 new", link.text
        navigated(amina, link.click)
        assert "1 student waiting for a reply" in page_text(amina)
        row = amina.find_element(By.CSS_SELECTOR, ".thread-row")
        assert "Sarah A." in row.text and "Waiting" in row.text and "2 new" in row.text, row.text
        screenshot(amina, "messages-amina-list")
        navigated(amina, row.find_element(By.CSS_SELECTOR, "a").click)
        assert len(amina.find_elements(By.CSS_SELECTOR, ".bubble.student:not(.mine)")) == 2
        send(amina, "Thursday 2 PM is open, I've moved you.")
        assert amina.find_elements(By.CSS_SELECTOR, ".bubble.coach.mine")
        # Sarah's open thread shows the reply without a reload (server-sent events).
        WebDriverWait(browser, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".bubble.coach"))
        assert "Thursday 2 PM is open" in browser.find_element(By.CSS_SELECTOR, ".bubble.coach").text
        assert browser.execute_script("return window.__noReload") == "still here"
        screenshot(amina, "messages-amina-thread")
        amina.get(server.url + "/coach")
        assert amina.find_element(By.PARTIAL_LINK_TEXT, "Messages").text == "Messages"
    finally:
        amina.quit()

    thread = browser.current_url
    browser.get(server.url + "/notifications")
    assert "Ust. Amina replied" in page_text(browser)
    browser.get(thread)
    assert "Thursday 2 PM is open" in browser.find_element(By.CSS_SELECTOR, ".bubble.coach").text
    send(browser, "Thank you!")
    page = page_text(browser)
    assert "Your next message opens Monday." in page and not browser.find_elements(By.ID, "message-body"), page
    screenshot(browser, "messages-sarah-cap-reached")
