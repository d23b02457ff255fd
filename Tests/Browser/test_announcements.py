"""Announcements (issue 14) in Chromium: Ust. Radwa posts to Level II from her authoring page (reached from her You
tab); Sarah (Level II) finds it on her board with a gold unread dot that is gone once she has seen it, and in her
notifications sheet under the same title, below the pinned "Announcements · N pinned" row; Noor (Level I) sees it
nowhere — board, sheet, JSON. Screenshots at 390×844 (and the authoring page at a regular width)."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import make_browser, navigated, page_text, regular_screenshot, screenshot, sign_in

TITLE = "Bring your muṣḥaf to Thursday's drop-in"


def scroll_click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)  # clear of the tab bar
    navigated(driver, element.click)


def board_json(driver, server):
    driver.get(server.url + "/api/screens/announcements")
    return json.loads(driver.find_element(By.TAG_NAME, "body").text)


def test_a_level_ii_post_reaches_sarah_and_not_noor(browser, server):
    radwa = make_browser()
    try:
        sign_in(radwa, server, "radwa@quranflow.test")
        radwa.get(server.url + "/coach/you")
        scroll_click(radwa, radwa.find_element(By.LINK_TEXT, "Announcements"))
        assert radwa.current_url.endswith("/announcements/manage")
        page = page_text(radwa)
        assert "New announcement" in page and "everyone or the levels you teach" in page.lower(), page
        options = [o.text for o in Select(radwa.find_element(By.ID, "ann-audience")).options]
        assert options == ["Everyone", "Level II", "Level III"], options
        screenshot(radwa, "announcements-author-radwa")
        regular_screenshot(radwa, "announcements-author-radwa-regular")
        # A post with no title is refused beside its field, what was chosen kept.
        Select(radwa.find_element(By.ID, "ann-audience")).select_by_visible_text("Level II")
        scroll_click(radwa, radwa.find_element(By.XPATH, "//button[normalize-space()='Publish']"))
        assert "Give the announcement a title." in page_text(radwa)
        assert Select(radwa.find_element(By.ID, "ann-audience")).first_selected_option.text == "Level II"
        radwa.find_element(By.ID, "ann-title").send_keys(TITLE)
        radwa.find_element(By.ID, "ann-body").send_keys("We'll read Al-Mulk 67:1–3 together from the page.")
        scroll_click(radwa, radwa.find_element(By.XPATH, "//button[normalize-space()='Publish']"))
        row = radwa.find_element(By.CSS_SELECTOR, ".ann-manage-row")
        assert TITLE in row.text and "Published" in row.text and "Level II" in row.text, row.text
        # Preview as Sarah: her board as she will see it, with the new post.
        Select(radwa.find_element(By.ID, "ann-preview-student")).select_by_visible_text("Sarah Ahmed")
        scroll_click(radwa, radwa.find_element(By.XPATH, "//button[normalize-space()='Preview']"))
        assert TITLE in radwa.find_element(By.CSS_SELECTOR, ".ann-preview-board").text
        screenshot(radwa, "announcements-author-preview-sarah")
    finally:
        radwa.quit()

    # Sarah: the board shows it first under "This week" with a gold dot; seen, the dot is gone.
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/notifications")
    pinned = browser.find_element(By.CSS_SELECTOR, ".notif-pinned")
    assert pinned.text.startswith("Announcements · 1 pinned"), pinned.text
    sheet_titles = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".notif-title")]
    assert TITLE in sheet_titles, sheet_titles
    screenshot(browser, "announcements-sheet-sarah")
    scroll_click(browser, pinned)
    assert browser.current_url.endswith("/announcements")
    first = browser.find_element(By.CSS_SELECTOR, ".ann-list .ann-row")
    assert TITLE in first.text and "unread" in first.get_attribute("class"), first.text
    assert first.find_elements(By.CSS_SELECTOR, ".unread-dot")
    dot = first.find_element(By.CSS_SELECTOR, ".unread-dot")
    assert dot.value_of_css_property("background-color") in ("rgba(181, 135, 58, 1)", "rgb(181, 135, 58)")
    page = page_text(browser)
    assert "This week" in page and "Announcements are one-way. To reach your coach, send her a message" in page, page
    board_title = first.find_element(By.CSS_SELECTOR, ".ann-title").text.replace("Unread:", "").strip()
    assert board_title == TITLE  # the board and the sheet read exactly alike
    screenshot(browser, "announcements-board-sarah-unread")
    browser.refresh()
    first = browser.find_element(By.CSS_SELECTOR, ".ann-list .ann-row")
    assert TITLE in first.text and not first.find_elements(By.CSS_SELECTOR, ".unread-dot")
    screenshot(browser, "announcements-board-sarah-seen")
    # The Schedule chip keeps the schedule change only.
    scroll_click(browser, browser.find_element(By.LINK_TEXT, "Schedule"))
    assert "Week 11's Level Class moved to Thursday, 11:00 AM" in page_text(browser)
    assert TITLE not in page_text(browser)
    # The footer's link opens her thread with her own coach.
    scroll_click(browser, browser.find_element(By.LINK_TEXT, "send her a message"))
    assert "/messages/" in browser.current_url and "Ust. Amina" in page_text(browser)

    # Noor (Level I): not on her board, not in her sheet, not in her JSON.
    noor = make_browser()
    try:
        sign_in(noor, server, "noor@quranflow.test")
        noor.get(server.url + "/announcements")
        assert TITLE not in page_text(noor)
        screenshot(noor, "announcements-board-noor")
        noor.get(server.url + "/notifications")
        assert TITLE not in page_text(noor)
        assert noor.find_element(By.CSS_SELECTOR, ".notif-pinned").text.startswith("Announcements · 1 pinned")
        data = board_json(noor, server)
        titles = [p["title"] for group in ("pinned", "thisWeek", "earlier") for p in data.get(group, [])]
        assert TITLE not in titles and titles, titles
    finally:
        noor.quit()
