"""Report an issue (SakReportIssue, issue 14) in Chromium with its fake microphone: Sarah opens the sheet from Today's
quiet control, sees the context exactly as it is sent ("Today · 2.0.1" and her account), closes it with Escape, opens
it again, narrates, listens back, sends, and sees the confirmation; the programme admin finds the report at the top of
the open list, plays the narration (the audio element loads, with a length) and marks it done; Ust. Amina reports by
text from her Queue. Screenshots: the sheet over Today at 390×844, the admin list at 1280."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import make_browser, navigated, page_text, painted, recorded, screenshot, sign_in


def wait(driver, condition, seconds=15):
    return WebDriverWait(driver, seconds).until(condition)


def open_sheet(driver):
    """Taps the page's "Report an issue" (scrolled clear of the tab bar) and waits for the sheet."""
    link = driver.find_element(By.CSS_SELECTOR, "a[data-report-open]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    return wait(driver, EC.visibility_of_element_located((By.CSS_SELECTOR, "dialog.report-dialog[open]")))


def rec_part(driver, name):
    return driver.find_element(By.CSS_SELECTOR, f"dialog[open] [data-rec='{name}']")


def test_sarah_narrates_a_report_from_today_and_the_admin_plays_it_and_marks_it_done(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/today")
    assert browser.find_element(By.CSS_SELECTOR, "a[data-report-open]").get_attribute("href").endswith("/report?from=%2Ftoday")

    sheet = open_sheet(browser)
    text = sheet.text
    assert "something's off?" in text.lower() and "Report an issue" in text, text
    assert "Screen, app version and account attach automatically" in text and "Today · 2.0.1" in text, text
    assert "Sarah Ahmed · sarah@quranflow.test" in text, text
    assert sheet.get_attribute("aria-labelledby") == "report-title"
    # The sheet is modal over Today, its text field has focus, and "Narrate it instead" is there (the browser records).
    assert browser.execute_script("return document.activeElement.id") == "report-text"
    assert browser.current_url.endswith("/today")
    narrate = rec_part(browser, "mic")
    assert narrate.is_displayed() and narrate.text == "Narrate it instead"
    painted(browser)
    screenshot(browser, "report-sheet-over-today", full_page=False)

    # Escape closes it and gives focus back to the control.
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    wait(browser, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.report-dialog[open]"))
    assert browser.execute_script("return document.activeElement.hasAttribute('data-report-open')")

    # Narrate: record, stop, listen back, re-record, send.
    open_sheet(browser)
    rec_part(browser, "mic").click()
    wait(browser, lambda d: rec_part(d, "recording").is_displayed())
    recorded(browser, 1, "dialog[open] [data-rec='elapsed']")
    rec_part(browser, "stop").click()
    wait(browser, lambda d: rec_part(d, "review").is_displayed())
    rec_part(browser, "rerecord").click()
    wait(browser, lambda d: rec_part(d, "recording").is_displayed())
    recorded(browser, 2, "dialog[open] [data-rec='elapsed']")
    rec_part(browser, "stop").click()
    wait(browser, lambda d: rec_part(d, "review").is_displayed())
    wait(browser, lambda d: d.execute_script(
        "const a = document.querySelector(\"dialog[open] [data-rec='review-audio']\"); return a && a.src.startsWith('blob:')"))
    assert not rec_part(browser, "ready").is_displayed()  # one way to send at a time
    screenshot(browser, "report-sheet-narration-review", full_page=False)
    navigated(browser, rec_part(browser, "submit").click)
    assert "/report/sent" in browser.current_url, browser.current_url
    confirmation = page_text(browser)
    assert "Thank you — it's with us" in confirmation and "Back to Today" in confirmation, confirmation
    screenshot(browser, "report-sent")
    navigated(browser, browser.find_element(By.LINK_TEXT, "Back to Today").click)
    assert browser.current_url.endswith("/today")

    admin = make_browser()
    try:
        admin.set_window_size(1280, 900)
        sign_in(admin, server, "admin@quranflow.test")
        admin.get(server.url + "/admin")
        navigated(admin, admin.find_element(By.LINK_TEXT, "Reports of issues").click)
        assert "Open · 1" in page_text(admin)
        row = admin.find_element(By.CSS_SELECTOR, ".report-row")
        assert "Today · 2.0.1" in row.text and "SakToday · /today" in row.text and "Sarah Ahmed" in row.text, row.text
        # The narration plays: its element loads and knows its length (measured on the server: 2 s and a little).
        duration = admin.execute_async_script(
            """
            const done = arguments[arguments.length - 1];
            const audio = document.querySelector('.report-row audio');
            const answer = () => done({duration: audio.duration, error: audio.error && audio.error.code});
            if (audio.readyState >= 1) answer(); else { audio.addEventListener('loadedmetadata', answer); audio.addEventListener('error', answer); audio.load(); }
            """)
        assert duration["error"] is None and duration["duration"] > 1.0, duration
        refused = admin.execute_async_script(
            "const done = arguments[arguments.length - 1]; const a = document.querySelector('.report-row audio');"
            "a.muted = true; a.play().then(() => done(null)).catch((e) => done(String(e)));")
        assert refused is None, refused
        wait(admin, lambda d: d.execute_script("return document.querySelector('.report-row audio').currentTime > 0"))
        screenshot(admin, "report-admin-list-1280", full_page=False)
        navigated(admin, admin.find_element(By.XPATH, "//button[normalize-space()='Mark done']").click)
        assert "No open reports" in page_text(admin) and "Done · 1" in page_text(admin)
        navigated(admin, admin.find_element(By.PARTIAL_LINK_TEXT, "Done ·").click)
        assert "Today · 2.0.1" in page_text(admin) and admin.find_elements(By.XPATH, "//button[normalize-space()='Reopen']")
    finally:
        admin.quit()


def test_a_coach_reports_by_text_from_the_queue(browser, server):
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach")
    sheet = open_sheet(browser)
    assert "Queue · 2.0.1" in sheet.text and "amina@quranflow.test" in sheet.text, sheet.text
    browser.find_element(By.ID, "report-text").send_keys("The oldest-first order skipped Noor's recording.")
    send = browser.find_element(By.CSS_SELECTOR, "dialog[open] .report-send")
    navigated(browser, send.click)
    assert "/report/sent" in browser.current_url and "Back to Queue" in page_text(browser)

    admin = make_browser()
    try:
        sign_in(admin, server, "admin@quranflow.test")
        admin.get(server.url + "/admin/reports")
        row = admin.find_element(By.CSS_SELECTOR, ".report-row")
        assert "Queue · 2.0.1" in row.text and "Coach" in row.text and "skipped Noor's recording" in row.text, row.text
        assert not row.find_elements(By.TAG_NAME, "audio")
    finally:
        admin.quit()


def test_closing_the_sheet_mid_narration_lets_go_of_the_microphone(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/today")
    # Keeps every microphone track the page is given, to see whether the sheet lets go of it.
    browser.execute_script("""
        window.__tracks = [];
        const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        navigator.mediaDevices.getUserMedia = async (constraints) => {
            const stream = await original(constraints);
            window.__tracks.push(...stream.getTracks());
            return stream;
        };""")
    open_sheet(browser)
    rec_part(browser, "mic").click()
    wait(browser, lambda d: rec_part(d, "recording").is_displayed())
    assert browser.execute_script("return window.__tracks.length > 0 && window.__tracks.every(t => t.readyState === 'live')")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    wait(browser, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.report-dialog[open]"))
    wait(browser, lambda d: d.execute_script("return window.__tracks.every(t => t.readyState === 'ended')"), seconds=5)

