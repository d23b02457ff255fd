"""The review side of the weekly loop in Chromium with its fake microphone: Ust. Amina reviews Sarah's Week 8 and
sends it back; Sarah hears the feedback, practises the correction and attaches the take; Amina hears the take."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import page_text as text, dark_mode, recorded, screenshot, sign_in
from loop_steps import click, mark_first_word_and_add_notes, wait

PRIVATE = "Private: rushed the start, go gently on Tuesday."
FOR_SARAH = "Lovely breath control — now give the madd its four counts."


def light(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


def shots(driver, name):
    light(driver)
    screenshot(driver, f"{name}-light")
    dark_mode(driver)
    screenshot(driver, f"{name}-dark")
    light(driver)



# Thursday 29 October 2026, 10:00 Toronto: Sarah sent Week 8 on Wednesday evening; it waits in Ust. Amina's queue.
@pytest.mark.now("2026-10-29T10:00:00-04:00")
def test_amina_reviews_and_sarah_hears_practises_and_attaches(browser, server):
    # Amina finds Sarah's waiting Week 8 in the queue and opens it.
    sign_in(browser, server, "amina@quranflow.test")
    row = browser.find_element(By.XPATH, "//a[contains(@class,'queue-line')][contains(@aria-label, \"Sarah A.'s Week 8\")]")
    click(browser, row)
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".review-screen")))
    assert "SARAH A. · WEEK 8" in text(browser).upper()

    # Tap a word: it becomes the mark's anchor; then title, detail, category. Then a note for Sarah and a private one.
    mark_first_word_and_add_notes(browser, title="madd too short", detail="Four counts, not two", category="madd",
                                  for_student=FOR_SARAH, private=PRIVATE)

    # Record a reply with the fake microphone; the server measures it by decoding.
    record = browser.find_element(By.ID, "record-reply")
    assert record.is_displayed()
    click(browser, record)
    wait(browser).until(lambda d: d.find_element(By.ID, "record-reply").text == "Stop")
    recorded(browser, 3, ".review-screen .recorder .recorder-status")
    click(browser, browser.find_element(By.ID, "record-reply"))
    wait(browser, 40).until(EC.presence_of_element_located((By.CSS_SELECTOR, "audio#reply")))
    assert browser.find_element(By.ID, "record-reply").text == "Record again"
    shots(browser, "review-before-send")

    # Another attempt, Send.
    click(browser, browser.find_element(By.XPATH, "//label[contains(@class,'segment')][.//span[normalize-space()='Another attempt']]"))
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Send']"))
    wait(browser).until(lambda d: "Sent · Another attempt" in text(d))
    assert "on this review · logged automatically" in text(browser)
    shots(browser, "review-sent")

    # Sarah: "Feedback ready — Week 8" in her notifications, without the private note.
    browser.delete_all_cookies()
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/notifications")
    assert "Feedback ready — Week 8" in text(browser)
    assert PRIVATE not in browser.page_source
    shots(browser, "notifications")
    # The row is a one-button form: opening it is a POST that marks it read.
    click(browser, browser.find_element(By.XPATH, "//form[@class='notif-open']/button[.//*[normalize-space()='Feedback ready — Week 8']]"))
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".feedback-screen")))
    page = browser.page_source
    assert FOR_SARAH in page and PRIVATE not in page and "rushed" not in page
    assert "WEEK 8 · REVIEWED" in text(browser).upper()
    shots(browser, "feedback-ready")

    # She plays the note to its end: that is hearing it.
    browser.execute_script("""
        const note = document.getElementById('coach-note');
        const go = () => { note.currentTime = Math.max(0, note.duration - 0.3); note.play(); };
        if (isFinite(note.duration)) go(); else note.addEventListener('loadedmetadata', go, { once: true });
        note.load && isFinite(note.duration) || note.load();
    """)
    wait(browser, 30).until(lambda d: "heard" in d.find_element(By.CSS_SELECTOR, ".feedback-status .pill").text)

    # Practise the correction with the plum mic and attach the take.
    click(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Practice the corrections']"))
    wait(browser).until(EC.presence_of_element_located((By.ID, "practice-mic")))
    assert "Correction 1 of 1" in text(browser)
    assert "attempt" not in browser.find_element(By.CSS_SELECTOR, ".screen-header").text.lower()
    shots(browser, "practice")
    click(browser, browser.find_element(By.ID, "practice-mic"))
    recorded(browser, 3, "#practice-ready .recorder-status")
    click(browser, browser.find_element(By.ID, "practice-mic"))
    wait(browser).until(EC.visibility_of_element_located((By.ID, "practice-review")))
    assert "Your take" in text(browser)
    shots(browser, "practice-review")
    click(browser, browser.find_element(By.ID, "practice-attach"))
    wait(browser, 40).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".feedback-screen")))
    assert "practiced" in browser.find_element(By.CSS_SELECTOR, ".feedback-status .pill").text
    assert "Correction 1" in text(browser)

    # Amina hears the take on Sarah's record.
    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach/students")
    click(browser, browser.find_element(By.XPATH, "//a[contains(@aria-label, \"Sarah A.'s record\")]"))
    wait(browser).until(lambda d: "Working on" in text(d))
    take = browser.find_element(By.CSS_SELECTOR, ".take-list audio")
    duration = browser.execute_async_script("""
        const [audio, done] = arguments;
        audio.preload = 'auto';
        audio.addEventListener('loadedmetadata', () => done(audio.duration), { once: true });
        audio.addEventListener('error', () => done(-1), { once: true });
        audio.load();
    """, take)
    assert duration > 1, duration
    assert "practiced" in text(browser)
    shots(browser, "student-record")
