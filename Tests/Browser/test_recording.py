"""The student's side of the weekly loop in Chromium with its fake microphone, moving the server's test clock:
Sarah opens Learn and the lesson, plays a video past 90 %, records (with a refused microphone first), listens back,
re-records, submits (1 of 2 used), revokes (2 of 2 again), records and submits again; the revoke window passes and
the submission shows In review and reaches Ust. Amina's queue. Every state is saved at 390×844, light and dark."""
import json
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import page_text as text, Server, dark_mode, recorded, screenshot, sign_in, wait_until

NOW = "2026-10-27T13:48:00-04:00"




def light_mode(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


def both(driver, name: str):
    """Screenshots the page as it is, light then dark (without reloading, so in-page states stay)."""
    light_mode(driver)
    screenshot(driver, f"{name}-light")
    dark_mode(driver)
    screenshot(driver, f"{name}-dark")
    light_mode(driver)


def wait(driver, condition, seconds=15):
    return WebDriverWait(driver, seconds).until(condition)


def visible(driver, element_id):
    return wait(driver, EC.visibility_of_element_located((By.ID, element_id)))


def move_clock(server, seconds):
    body = urllib.parse.urlencode({"advance": str(seconds)}).encode()
    with urllib.request.urlopen(urllib.request.Request(server.url + "/_test/clock", data=body, method="POST"), timeout=30) as r:
        return r.read().decode()


def screen_json(driver, server, path):
    driver.get(server.url + path)
    return json.loads(driver.find_element(By.TAG_NAME, "body").text)


@pytest.fixture
def media_server():
    srv = Server(NOW, media="videos")
    yield srv
    srv.stop()


def test_sarah_records_submits_revokes_and_submits_again(browser, media_server):
    server = media_server
    sign_in(browser, server, "sarah@quranflow.test")

    # The lesson videos are made in the background; the current week's come first.
    wait_until(lambda: screen_json(browser, server, "/api/screens/learn/week/8")["watch"].get("upNext"), 180,
               lambda: "the Week 8 lesson video to be made: " + server.read_log()[-2000:], interval=2)

    # Learn, from the tab bar.
    browser.get(server.url + "/today")
    browser.find_element(By.CSS_SELECTOR, "a.tab[href='/learn']").click()
    wait(browser, EC.url_contains("/learn"))
    page = text(browser)
    assert "Your syllabus" in page and "current lesson" in page.lower()
    assert "3 lessons · all done" in page, page
    assert "4 of 6 done · in progress" in page and "6 lessons · starts Wk 10" in page, page
    assert "By December 20, you'll" in page, page
    assert page.count("Week 8 of 15") == 1
    both(browser, "learn")

    # The lesson: Watch → Record (due Sunday 11:59 PM, Sarah's zone), no Hear back for Week 8 yet.
    browser.find_element(By.LINK_TEXT, "Open lesson").click()
    wait(browser, EC.url_contains("/learn/week/8"))
    page = text(browser)
    assert "Due Sunday · 11:59 PM" in page and "0 of 2 used" in page and "up next" in page.lower(), page
    both(browser, "lesson")

    # The video: plays, seeks past 90 %, "Marked as watched"; the position is kept for next time.
    # Sarah watched the first two of the week's three videos in the demo history, so up next is the third.
    browser.find_element(By.CSS_SELECTOR, ".up-next a").click()
    wait(browser, EC.url_contains("/learn/week/8/video/"))
    assert browser.current_url.endswith("/video/3"), browser.current_url
    browser.get(server.url + "/learn/week/8/video/1")
    assert "In this chapter" in text(browser)
    browser.execute_script("const v = document.getElementById('lesson-video'); v.muted = true; v.play();")
    wait(browser, lambda d: d.execute_script("return document.getElementById('lesson-video').currentTime > 0.5"))
    screenshot(browser, "video-player-mid-light")
    browser.execute_script("const v = document.getElementById('lesson-video'); v.currentTime = v.duration * 0.93;")
    visible(browser, "watched-banner")
    browser.execute_script("document.getElementById('lesson-video').pause();")
    both(browser, "video-player-watched")
    # The pause's progress POST is sent with keepalive; on a busy machine it can land a moment after the banner shows.
    wait(browser, lambda d: screen_json(d, server, "/api/screens/learn/week/8/video/1")["progress"]["isWatched"])
    player = screen_json(browser, server, "/api/screens/learn/week/8/video/1")
    assert player["progress"]["isWatched"] and player["resumeAt"] > 0 and player["banner"] == "Marked as watched", player

    # The demo video speaks its lesson's script: the transcript teaser shows its first two lines, "Read full
    # transcript" opens the rest, and a line's time plays the video from that line.
    lines = player["transcript"]["lines"]
    assert lines[0]["text"] == "Week 8: Idghām with ghunnah. Part 1 of 3." and lines[0]["time"] == "0:00", lines
    assert len(lines) > 2 and all(a["start"] < b["start"] for a, b in zip(lines, lines[1:]))
    assert lines[-1]["start"] < player["duration"] <= lines[-1]["start"] + 20
    browser.get(server.url + "/learn/week/8/video/1")
    teaser = browser.find_element(By.CSS_SELECTOR, "section.transcript")
    assert "Transcript" in teaser.text and lines[1]["text"] in teaser.text
    assert lines[-1]["text"] not in teaser.text   # collapsed
    summary = teaser.find_element(By.XPATH, ".//summary[normalize-space()='Read full transcript']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    assert lines[-1]["text"] in teaser.text
    last = teaser.find_elements(By.CSS_SELECTOR, ".transcript-time")[-1]
    assert last.get_attribute("aria-label") == "Play from " + lines[-1]["time"]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", last)
    last.click()
    wait(browser, lambda d: d.execute_script(
        "const v = document.getElementById('lesson-video'); return !v.paused && v.currentTime >= arguments[0];", lines[-1]["start"]))
    wait(browser, lambda d: last.find_element(By.XPATH, "./ancestor::li").get_attribute("aria-current") == "true")
    browser.execute_script("document.getElementById('lesson-video').pause();")
    both(browser, "video-player-transcript")

    # Recording — Ready, then a refused microphone (Permission with its two ways forward).
    browser.get(server.url + "/learn/week/8/video/1")
    browser.find_element(By.LINK_TEXT, "Record submission").click()
    wait(browser, EC.url_contains("/learn/week/8/record"))
    assert "2 of 2 remaining" in text(browser) and "Tap to begin recording" in text(browser)
    both(browser, "rec-ready")
    browser.execute_script(
        "navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));")
    browser.find_element(By.ID, "mic").click()
    visible(browser, "rec-permission")
    browser.find_element(By.ID, "open-settings").click()
    visible(browser, "settings-help")
    assert "Allow microphone" in text(browser)
    both(browser, "rec-permission")

    # The real (fake-device) microphone: recording with a live time and level, stop, listen back, re-record.
    browser.refresh()
    browser.find_element(By.ID, "mic").click()
    visible(browser, "rec-recording")
    wait(browser, lambda d: d.find_element(By.ID, "elapsed").text not in ("0:00", ""), 10)
    wait(browser, lambda d: d.execute_script("return parseFloat(document.getElementById('level-bar').style.width) > 0"), 10)
    both(browser, "rec-recording")
    recorded(browser, 2, "#elapsed")
    browser.find_element(By.ID, "stop").click()
    visible(browser, "rec-review")
    wait(browser, lambda d: d.execute_script("return document.getElementById('review-audio').src.startsWith('blob:')"))
    both(browser, "rec-review")
    browser.find_element(By.ID, "rerecord").click()
    visible(browser, "rec-recording")
    recorded(browser, 3, "#elapsed")
    browser.find_element(By.ID, "stop").click()
    visible(browser, "rec-review")
    assert "Submit to Ust. Amina" in text(browser)
    browser.find_element(By.ID, "submit-recording").click()
    wait(browser, EC.url_contains("/sent"), 30)
    page = text(browser)
    assert "Recording submitted" in page and "1 of 2 remaining" in page, page
    assert "left" not in page  # no revoke countdown on the confirmation
    both(browser, "rec-submitted")

    # In review with its revoke window; revoking gives the attempt back.
    browser.find_element(By.LINK_TEXT, "View my submission").click()
    visible(browser, "revoke-countdown")
    page = text(browser)
    assert "week 8 · in review" in page.lower() and "Changed your mind?" in page, page
    assert "10:00 left" in page or "9:5" in page, page
    both(browser, "submission-pending")
    browser.find_element(By.XPATH, "//button[normalize-space()='Revoke & re-record']").click()
    wait(browser, EC.url_contains("/learn/week/8/record"))
    assert "2 of 2 remaining" in text(browser)

    # Record and submit again.
    browser.find_element(By.ID, "mic").click()
    visible(browser, "rec-recording")
    recorded(browser, 3, "#elapsed")
    browser.find_element(By.ID, "stop").click()
    visible(browser, "rec-review")
    browser.find_element(By.ID, "submit-recording").click()
    wait(browser, EC.url_contains("/sent"), 30)
    assert "1 of 2 remaining" in text(browser)
    browser.find_element(By.LINK_TEXT, "View my submission").click()
    visible(browser, "revoke-countdown")
    submission_url = browser.current_url

    # The window passes (the job closes it): no revoke card, still In review. (First let the background video job
    # finish: moving the clock 10 minutes would expire its lease and run it again in the clock's request.)
    wait_until(lambda: "demo media: made" in server.read_log(), 240,
               lambda: "the demo media to be made: " + server.read_log()[-2000:], interval=1)
    assert "ran" in move_clock(server, 601)
    assert "revoke window closed" in server.read_log()
    browser.get(submission_url)
    page = text(browser)
    assert "Changed your mind?" not in page and "In review" in page and "Ust. Amina will listen next" in page, page
    both(browser, "submission-window-closed")

    # The archive: Week 8 In review at the top.
    browser.get(server.url + "/submissions")
    page = text(browser)
    assert "Your submissions" in page and "In review" in page and "Week 8" in page, page
    both(browser, "submissions")

    # Ust. Amina finds it in her queue (the demo's four, plus Sarah's Week 8).
    browser.delete_all_cookies()
    sign_in(browser, server, "amina@quranflow.test")
    assert "5 submissions waiting" in text(browser), text(browser)


@pytest.mark.now("2026-09-07T10:00:00-04:00")
def test_the_archive_before_the_first_recording(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/submissions")
    page = text(browser)
    assert "No recordings yet" in page and "Record your first" in page and "What lives here" in page, page
    both(browser, "submissions-empty")


@pytest.mark.now("2026-10-28T10:00:00-04:00")
def test_both_attempts_used_shows_when_the_next_opens(browser, server):
    """Two Week-8 recordings sent and answered without "Accepted" (a review with no outcome counts as "Another
    attempt"): recording is closed until Monday, as the loop's rule says. The rows are written straight into the
    server's database, as the coach's review (built elsewhere) would leave them."""
    import sqlite3
    from pathlib import Path
    with sqlite3.connect(Path(server.data) / "quranflow.sqlite") as db:
        student, = db.execute("SELECT id FROM accounts WHERE email = 'sarah@quranflow.test'").fetchone()
        term, = db.execute("""SELECT t.id FROM terms t JOIN cohorts c ON c.term_id = t.id JOIN enrolments e ON e.cohort_id = c.id
                              WHERE e.student_id = ? AND t.first_monday = '2026-09-07'""", (student,)).fetchone()
        db.execute("DELETE FROM submissions WHERE student_id = ? AND term_id = ? AND week = 8", (student, term))
        coach, = db.execute("SELECT account_id FROM coaches ORDER BY account_id LIMIT 1").fetchone()
        monday = 1793066400000  # 2026-10-26T22:00:00-04:00 in milliseconds
        for attempt in (1, 2):
            sent = monday + attempt * 3600_000
            db.execute("""INSERT INTO submissions (id, student_id, term_id, week, attempt, submitted_at, revoke_window_closes_at,
                          status, duration_seconds) VALUES (?, ?, ?, 8, ?, ?, ?, 'inReview', 60)""",
                       (f"test-w8-{attempt}", student, term, attempt, sent, sent + 600_000))
            # The database lets a submission past review only with its sent review (migration 115).
            db.execute("INSERT INTO reviews (submission_id, coach_id, started_at, sent_at) VALUES (?, ?, ?, ?)",
                       (f"test-w8-{attempt}", coach, sent + 1800_000, sent + 2400_000))
            db.execute("UPDATE submissions SET status = 'feedbackReady' WHERE id = ?", (f"test-w8-{attempt}",))
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/learn/week/8/record")
    page = text(browser)
    assert "Both attempts used" in page and "0 of 2 remaining" in page and "Monday · 2 November" in page, page
    both(browser, "rec-no-attempts")
