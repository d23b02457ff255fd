"""The weekly loop in one world, end to end (issue #4's Proof), in Chromium with its fake microphone and the server's
test clock: Sarah records and submits (1 of 2 used), revokes (2 of 2 again), records and submits; the revoke window
closes by its job when the clock passes it; Ust. Amina finds that very submission in her queue, marks a word, writes
a note for Sarah and a private one, records an audio reply, chooses "Another attempt" and sends; Sarah sees "Feedback
ready" and never the private note (HTML, JSON, notifications), plays the note, marks it heard, practises the
correction and attaches the take; the archive shows "practiced"; Amina hears the take on Sarah's record.
Each stage is saved at 390×844 in test-artifacts/ (weekly-loop-NN-*.png)."""
import json
import re
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import page_text as text, recorded, replaced, screenshot, sign_in
from loop_steps import click, mark_first_word_and_add_notes, wait

NOW = "2026-10-27T13:48:00-04:00"   # Tuesday of Week 8, 1:48 PM Toronto: Sarah has not sent Week 8 yet
FOR_SARAH = "Lovely breath control — now give the ghunnah its two full counts."
PRIVATE = "Private: tired voice today; check in gently about her week."
PRIVATE_WORDS = ("tired voice", "check in gently", "Private — just me")


def click_and_land(driver, element, seconds=30):
    """Taps `element` and waits until the page it opens has replaced this one and finished loading."""
    page = driver.find_element(By.TAG_NAME, "html")
    click(driver, element)
    wait(driver, seconds).until(replaced(page))
    wait(driver, seconds).until(lambda d: d.execute_script("return document.readyState") == "complete")


stage = 0


def shot(driver, name):
    """Saves the stage's screenshot, numbered in the loop's order."""
    global stage
    stage += 1
    screenshot(driver, f"weekly-loop-{stage:02d}-{name}")


def move_clock(server, seconds):
    body = urllib.parse.urlencode({"advance": str(seconds)}).encode()
    request = urllib.request.Request(server.url + "/_test/clock", data=body, method="POST")
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.read().decode()


def api(driver, path):
    """GET `path` with the browser's own session (fetch, same origin): (status, body text)."""
    return driver.execute_async_script("""
        const [path, done] = arguments;
        fetch(path, { credentials: 'same-origin', headers: { 'Accept': 'application/json' } })
          .then(async (r) => done([r.status, await r.text()])).catch((e) => done([0, String(e)]));
    """, path)


def record(driver, seconds=3):
    """Records `seconds` with the fake microphone: taps the mic and waits until the recorder's clock shows them."""
    click(driver, driver.find_element(By.ID, "mic"))
    wait(driver, 10).until(lambda d: d.find_element(By.ID, "rec-recording").is_displayed())
    recorded(driver, seconds, "#elapsed")


@pytest.fixture
def world():
    from conftest import Server
    srv = Server(NOW)
    yield srv
    srv.stop()


def test_one_week_of_the_loop_end_to_end(browser, world):
    server = world

    # ── Sarah records and submits: 1 of 2 used ────────────────────────────────────────────────────────────────────
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/learn/week/8")
    assert "0 of 2 used" in text(browser), text(browser)
    click_and_land(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Begin recording']"))
    assert "/learn/week/8/record" in browser.current_url and "2 of 2 remaining" in text(browser)
    record(browser)
    click(browser, browser.find_element(By.ID, "stop"))
    wait(browser).until(EC.visibility_of_element_located((By.ID, "rec-review")))
    shot(browser, "sarah-first-take")
    click(browser, browser.find_element(By.ID, "submit-recording"))
    wait(browser, 40).until(EC.url_contains("/sent"))
    assert "Recording submitted" in text(browser) and "1 of 2 remaining" in text(browser), text(browser)
    shot(browser, "sarah-submitted-1-of-2")
    first_id = browser.current_url.rstrip("/").split("/")[-2]
    browser.get(server.url + "/learn/week/8")
    assert "1 of 2 used" in text(browser), text(browser)

    # ── She revokes inside the window: 2 of 2 again ───────────────────────────────────────────────────────────────
    browser.get(server.url + f"/submissions/{first_id}")
    wait(browser).until(EC.visibility_of_element_located((By.ID, "revoke-countdown")))
    assert "Changed your mind?" in text(browser)
    shot(browser, "sarah-in-review-revoke-window")
    click_and_land(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Revoke & re-record']"))
    assert "/learn/week/8/record" in browser.current_url and "2 of 2 remaining" in text(browser), text(browser)
    shot(browser, "sarah-revoked-2-of-2")
    status, _ = api(browser, f"/api/screens/submissions/{first_id}")
    assert status == 410, status   # the revoked submission is gone (410), not merely hidden

    # ── Records and submits again ─────────────────────────────────────────────────────────────────────────────────
    record(browser)
    click(browser, browser.find_element(By.ID, "stop"))
    wait(browser).until(EC.visibility_of_element_located((By.ID, "rec-review")))
    click(browser, browser.find_element(By.ID, "submit-recording"))
    wait(browser, 40).until(EC.url_contains("/sent"))
    assert "1 of 2 remaining" in text(browser), text(browser)
    submission = browser.current_url.rstrip("/").split("/")[-2]
    assert submission != first_id
    browser.get(server.url + f"/submissions/{submission}")
    wait(browser).until(EC.visibility_of_element_located((By.ID, "revoke-countdown")))
    shot(browser, "sarah-second-in-review-1-of-2")

    # Before the window closes the coach cannot see it.
    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    assert not browser.find_elements(By.CSS_SELECTOR, f"a.queue-line[href*='{submission}']")

    # ── The window passes: the clock moves 10 minutes and the job closes it ───────────────────────────────────────
    assert "revoke window closed" not in server.read_log()
    assert "ran" in move_clock(server, 601)
    assert "revoke window closed" in server.read_log(), server.read_log()[-2000:]
    browser.delete_all_cookies()
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + f"/submissions/{submission}")
    page = text(browser)
    assert "Changed your mind?" not in page and "In review" in page and "Ust. Amina will listen next" in page, page
    assert not browser.find_elements(By.XPATH, "//button[normalize-space()='Revoke & re-record']")
    shot(browser, "sarah-window-closed")

    # ── Ust. Amina finds that very submission in her queue ────────────────────────────────────────────────────────
    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach")
    row = browser.find_element(By.CSS_SELECTOR, f"a.queue-line[href*='{submission}']")
    assert "Sarah A.'s Week 8" in row.get_attribute("aria-label")
    shot(browser, "amina-queue")
    click_and_land(browser, row)
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".review-screen")))
    assert "SARAH A. · WEEK 8" in text(browser).upper()

    # A mark on a word (correction, title, detail, category), a note for Sarah and a private one.
    mark_first_word_and_add_notes(browser, title="hold the ghunnah", detail="Two counts, not one", category="ghunnah",
                                  for_student=FOR_SARAH, private=PRIVATE)

    # An audio reply from the fake microphone, measured by the server.
    click(browser, browser.find_element(By.ID, "record-reply"))
    wait(browser).until(lambda d: d.find_element(By.ID, "record-reply").text == "Stop")
    recorded(browser, 3, ".review-screen .recorder .recorder-status")
    click(browser, browser.find_element(By.ID, "record-reply"))
    wait(browser, 40).until(EC.presence_of_element_located((By.CSS_SELECTOR, "audio#reply")))
    shot(browser, "amina-review-before-send")

    # "Another attempt", Send (twice: it sends once).
    click(browser, browser.find_element(By.XPATH, "//label[contains(@class,'segment')][.//span[normalize-space()='Another attempt']]"))
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Send']"))
    wait(browser).until(lambda d: "Sent · Another attempt" in text(d))
    # Her active time is logged across marks, notes (placed in place) and the reply's reload: at least the 3-s reply.
    footer = re.search(r"(\d+):(\d\d) on this review · logged automatically", text(browser))
    assert footer and int(footer[1]) * 60 + int(footer[2]) >= 3, text(browser)[-300:]
    shot(browser, "amina-review-sent")

    # ── Sarah: "Feedback ready", and never the private note ───────────────────────────────────────────────────────
    browser.delete_all_cookies()
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/notifications")
    assert "Feedback ready — Week 8" in text(browser)
    shot(browser, "sarah-notifications")
    click_and_land(browser, browser.find_element(By.XPATH, "//form[@class='notif-open']/button[.//*[normalize-space()='Feedback ready — Week 8']]"))
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".feedback-screen")))
    assert f"/submissions/{submission}/feedback" in browser.current_url
    assert browser.find_element(By.CSS_SELECTOR, ".feedback-status .pill").text == "Feedback ready"
    assert "Another attempt" in text(browser) and FOR_SARAH in text(browser)
    html = browser.page_source
    for words in PRIVATE_WORDS:
        assert words not in html, words
    for path in (f"/api/screens/submissions/{submission}/feedback", "/api/screens/notifications", "/api/screens/submissions",
                 f"/api/screens/submissions/{submission}", "/api/screens/learn/week/8"):
        status, body = api(browser, path)
        assert status == 200, (path, status, body[:300])
        for words in PRIVATE_WORDS:
            assert words not in body, (path, words)
    feedback = json.loads(api(browser, f"/api/screens/submissions/{submission}/feedback")[1])
    assert feedback["status"]["label"] == "Feedback ready" and [n["text"] for n in feedback["notes"]] == [FOR_SARAH]
    browser.get(server.url + "/submissions")
    assert "Feedback ready" in text(browser)
    browser.get(server.url + f"/submissions/{submission}/feedback")
    shot(browser, "sarah-feedback-ready")

    # She plays the coach's note from its marker (a tap: Chrome plays only after one) — it really plays — then marks it heard.
    note = browser.find_element(By.ID, "coach-note")
    marker = browser.find_element(By.CSS_SELECTOR, ".coach-note .wave-marker")
    assert marker.get_attribute("aria-label").startswith("Mark 1 at")
    click(browser, marker)
    wait(browser).until(lambda d: d.execute_script("return !arguments[0].paused && arguments[0].currentTime > 0.5", note))
    browser.execute_script("arguments[0].pause();", note)
    assert browser.find_element(By.CSS_SELECTOR, ".feedback-status .pill").text == "Feedback ready"
    click_and_land(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Mark as heard']"))
    assert browser.find_element(By.CSS_SELECTOR, ".feedback-status .pill").text == "heard"
    assert not browser.find_elements(By.XPATH, "//button[normalize-space()='Mark as heard']")
    shot(browser, "sarah-heard")

    # She practises the correction and attaches the take.
    click_and_land(browser, browser.find_element(By.XPATH, "//a[normalize-space()='Practice the corrections']"))
    wait(browser).until(EC.presence_of_element_located((By.ID, "practice-mic")))
    assert "Correction 1 of 1" in text(browser) and "hold the ghunnah" in text(browser)
    shot(browser, "sarah-practice")
    click(browser, browser.find_element(By.ID, "practice-mic"))
    recorded(browser, 3, "#practice-ready .recorder-status")
    click(browser, browser.find_element(By.ID, "practice-mic"))
    wait(browser).until(EC.visibility_of_element_located((By.ID, "practice-review")))
    shot(browser, "sarah-practice-take")
    click(browser, browser.find_element(By.ID, "practice-attach"))
    wait(browser, 40).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".feedback-screen")))
    assert browser.find_element(By.CSS_SELECTOR, ".feedback-status .pill").text == "practiced"
    assert "Correction 1" in text(browser) and not browser.find_elements(By.XPATH, "//a[normalize-space()='Practice the corrections']")
    shot(browser, "sarah-feedback-practiced")

    # ── The archive shows "practiced" ─────────────────────────────────────────────────────────────────────────────
    browser.get(server.url + "/submissions")
    archive = json.loads(api(browser, "/api/screens/submissions")[1])
    assert "practiced" in text(browser), text(browser)
    assert submission in json.dumps(archive) and "practiced" in json.dumps(archive)
    shot(browser, "sarah-archive-practiced")

    # ── Ust. Amina hears the take on Sarah's record ───────────────────────────────────────────────────────────────
    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    browser.get(server.url + "/coach/students")
    click_and_land(browser, browser.find_element(By.XPATH, "//a[contains(@aria-label, \"Sarah A.'s record\")]"))
    wait(browser).until(lambda d: "Working on" in text(d))
    take = browser.find_element(By.CSS_SELECTOR, ".take-list audio")
    source = take.get_attribute("src")
    answer = browser.execute_async_script("""
        const [src, done] = arguments;
        fetch(src, { credentials: 'same-origin' }).then(async (r) => {
          const bytes = new Uint8Array(await r.arrayBuffer());
          done([r.status, r.headers.get('Content-Type'), bytes.length, Array.from(bytes.slice(0, 12))]);
        }).catch((e) => done([0, String(e), 0, []]));
    """, source)
    status, content_type, length, head = answer
    assert status == 200 and content_type.startswith("audio/") and length > 1000, answer
    assert head[:4] == [0x1A, 0x45, 0xDF, 0xA3] or bytes(head[4:8]) == b"ftyp", head   # WebM or MP4 audio
    duration = browser.execute_async_script("""
        const [audio, done] = arguments;
        audio.preload = 'auto';
        audio.addEventListener('loadedmetadata', () => done(audio.duration), { once: true });
        audio.addEventListener('error', () => done(-1), { once: true });
        audio.load();
    """, take)
    assert duration > 1, duration
    assert "practiced" in text(browser)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", take)
    shot(browser, "amina-student-record-take")
