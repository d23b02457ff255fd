"""Browser-test fixtures: a real quranflow server on a fresh data directory and a real headless Chromium.

Nothing here skips: a missing binary, browser or driver is an error, so the test fails.
"""
import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "lib"))
from ports import free_port  # noqa: E402


def s3_client(moto: dict):
    """A boto3 S3 client signing with the writer's key of a `scripts/moto-server.py` (its JSON line, as a dict)."""
    import boto3  # only the S3 tests need it
    return boto3.client("s3", endpoint_url=moto["endpoint"], region_name=moto["region"],
                        aws_access_key_id=moto["access_key"], aws_secret_access_key=moto["secret"])


def s3_keys(moto: dict, prefix: str = "") -> list[str]:
    """Every key in the moto server's bucket under `prefix`, sorted (all pages)."""
    pages = s3_client(moto).get_paginator("list_objects_v2").paginate(Bucket=moto["bucket"], Prefix=prefix)
    return sorted(item["Key"] for page in pages for item in page.get("Contents", []))

ARTIFACTS = ROOT / "test-artifacts"
PHONE = (390, 844)


_free_port = free_port  # the name the test modules import; scripts/lib/ports.py says why below the ephemeral range


# ── Waiting ───────────────────────────────────────────────────────────────────────────────────────────────────────────
# A test waits for the event itself — a DOM change, a log line, a file, an HTTP answer, a row — through `wait_until`
# (or selenium's WebDriverWait where a browser holds the state), and moves time with the servers' test clock
# (`clock()`), never with a fixed pause. Proving that something does *not* happen waits for a positive sign that it
# would have by now (a later event, the server's own state); only where there is none, `assert_stays` watches for a
# bounded time, so every such wait is named. A sleep that measures real time by design (a take of so many seconds, a
# byte a second against an idle timeout) says so in a `# real time: <why>` comment. scripts/check-test-sleeps.sh counts
# every other sleep under Tests/ against its ceiling.

POLL = 0.1  # seconds between two looks (a caller whose look is costly — a psql, a page — passes more)


def wait_until(condition, timeout: float, what, interval: float = POLL, ignoring: tuple = ()):
    """Calls `condition()` every `interval` seconds until it returns something true, and returns that. After `timeout`
    seconds the test fails, saying what it waited for: `what`, a string or a function giving one (called only then, so
    it can read a log's tail). Exceptions of the types in `ignoring` count as "not yet" (the last is named on failure).

        wait_until(lambda: "demo media: made" in server.read_log(), 300, lambda: "the demo media: " + server.read_log()[-2000:])
    """
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = condition()
        except ignoring as error:
            value, last_error = None, error
        if value:
            return value
        if time.monotonic() >= deadline:
            said = what() if callable(what) else what
            raise AssertionError(f"waited {timeout:g} s for {said}" + (f" (last: {last_error!r})" if last_error else ""))
        time.sleep(interval)


def request_log_line(read_logs, request_id: str, timeout: float = 15) -> str:
    """The access log line (`event=request`) of `request_id` in the text `read_logs()` gives — a process's log, or all of
    a cluster's — waiting for it, since QuranFlow writes its access log in batches."""
    def found():
        return next((line for line in read_logs().splitlines()
                     if f" request_id={request_id} " in line and " event=request " in line), None)
    return wait_until(found, timeout, lambda: f"an access log line for request {request_id}: {read_logs()[-1500:]}")


def assert_stays(condition, seconds: float, what, interval: float = POLL):
    """Checks that `condition()` holds throughout `seconds` (looking every `interval`): the one bounded wait that proves
    a negative, for where nothing positive shows it. Fails at the first look where it does not, naming `what`."""
    deadline = time.monotonic() + seconds
    while True:
        assert condition(), f"{what() if callable(what) else what} stopped holding within {seconds:g} s"
        if time.monotonic() >= deadline:
            return
        time.sleep(interval)


def quranflow_binary() -> str:
    """The quranflow executable under test ($QURANFLOW_BIN, else this checkout's debug build)."""
    binary = os.environ.get("QURANFLOW_BIN") or str(ROOT / ".build" / "debug" / "quranflow")
    if not os.path.exists(binary):
        raise RuntimeError(f"quranflow binary not found at {binary}: run `swift build` first")
    return binary


def jamaal_binary() -> str:
    """The jamaal executable under test ($JAMAAL_BIN, else this checkout's debug build)."""
    binary = os.environ.get("JAMAAL_BIN") or str(ROOT / ".build" / "debug" / "jamaal")
    if not os.path.exists(binary):
        raise RuntimeError(f"jamaal binary not found at {binary}: run `swift build` first")
    return binary


class Server:
    """One quranflow process with its own data directory and test clock; `media` is QURANFLOW_DEMO_MEDIA ("off", or
    "videos" for the lesson videos only); `demo=False` serves the data directory as it is (a newcomer's, empty or made
    with `quranflow admin`) instead of seeding the demo world."""

    def __init__(self, now: str, media: str = "off", data: str | None = None, extra: list[str] | None = None,
                 demo: bool = True, env: dict[str, str] | None = None):
        binary = quranflow_binary()
        self.port = _free_port()
        self.data = data or tempfile.mkdtemp(prefix="qf-browser-")
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = open(Path(self.data) / "server.log", "a")
        self.process = subprocess.Popen(
            [binary, "serve", "--port", str(self.port), "--data", self.data, *(["--demo"] if demo else []), "--test-clock",
             "--now", now, *(extra or [])],
            stdout=self.log, stderr=subprocess.STDOUT, env={**os.environ, "QURANFLOW_PASSWORD_STRENGTH": "minimal", "QURANFLOW_DEMO_MEDIA": media, **(env or {})})
        _wait_for_health(self, "quranflow")

    def read_log(self) -> str:
        self.log.flush()
        return (Path(self.data) / "server.log").read_text()

    def clock(self, advance: int | None = None, to: str | None = None) -> str:
        """Moves the server's clock (POST /_test/clock), which runs the jobs that became due."""
        import urllib.parse
        fields = {"advance": str(advance)} if advance is not None else {"to": to}
        request = urllib.request.Request(self.url + "/_test/clock", data=urllib.parse.urlencode(fields).encode(), method="POST")
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.read().decode()

    def kill(self):
        """SIGKILL, as a crash or a power cut would: nothing gets to clean up. The data directory stays."""
        self.process.kill()
        self.process.wait(timeout=10)
        self.log.close()

    def stop(self):
        _stop(self.process, self.log, self.data)


def _wait_for_health(server, name: str):
    """Waits until a server just started answers GET /health; fails with its log if it exits or takes over 60 s."""
    def healthy():
        if server.process.poll() is not None:
            raise RuntimeError(f"{name} exited with {server.process.returncode}: {server.read_log()}")
        with urllib.request.urlopen(server.url + "/health", timeout=1):
            return True

    wait_until(healthy, 60, lambda: f"{name} to answer /health: {server.read_log()}", ignoring=(OSError,))


def _stop(process, log, data):
    """Stops a server process politely (SIGTERM, then SIGKILL after 10 s), closes its log and removes its data."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
    log.close()
    shutil.rmtree(data, ignore_errors=True)


@pytest.fixture
def server(request):
    marker = request.node.get_closest_marker("now")
    srv = Server(marker.args[0] if marker else "2026-10-27T13:48:00-04:00")
    yield srv
    srv.stop()


def _chromium_binary() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise RuntimeError("Chromium is not installed (scripts/install-deps.sh installs it)")


def make_browser(default_font_size: int | None = None):
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if not os.path.exists(driver_path):
        raise RuntimeError("chromedriver is not installed (scripts/install-deps.sh installs it)")
    options = webdriver.ChromeOptions()
    options.binary_location = _chromium_binary()
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={PHONE[0]},{PHONE[1]}", "--use-fake-device-for-media-stream",
                "--use-fake-ui-for-media-stream", "--lang=en-US"):
        options.add_argument(arg)
    if default_font_size:
        # The browser's text-size setting (Chrome's "Very large" is 24 px): pages sized in rem must scale with it.
        options.add_experimental_option("prefs", {"webkit.webprefs.default_font_size": default_font_size})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_window_size(*PHONE)
    driver.implicitly_wait(0)
    return driver


@pytest.fixture
def browser():
    driver = make_browser()
    yield driver
    driver.quit()


@pytest.fixture
def large_text_browser():
    driver = make_browser(default_font_size=24)
    yield driver
    driver.quit()


def dark_mode(driver):
    """Emulates the system's dark appearance (prefers-color-scheme: dark)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})


def screenshot(driver, name: str, full_page: bool = True):
    """Saves a phone-width screenshot to test-artifacts/<name>.png (the whole page's height when full_page)."""
    ARTIFACTS.mkdir(exist_ok=True)
    if full_page:
        height = driver.execute_script("return Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)")
        driver.set_window_size(PHONE[0], max(PHONE[1], min(height + 140, 4000)))
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
    if full_page:
        driver.set_window_size(*PHONE)


def sign_in(driver, server, email, password="quranflow-demo"):
    """Signs in through the real sign-in page."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait
    driver.get(server.url + "/sign-in")
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.ID, "email")))
    driver.find_element(By.ID, "email").send_keys(email)
    driver.find_element(By.ID, "password").send_keys(password)
    driver.find_element(By.XPATH, "//button[normalize-space()='Sign in']").click()
    WebDriverWait(driver, 10).until(lambda d: "/sign-in" not in d.current_url)


def pytest_configure(config):
    config.addinivalue_line("markers", "now(iso): the instant the server's clock starts at")


def page_text(driver) -> str:
    """The page's rendered text, read in one script call so a page replaced mid-read (a form's redirect landing) cannot
    leave a stale element behind; a read that still races a navigation is tried again."""
    from selenium.common.exceptions import WebDriverException

    read = lambda: [driver.execute_script("return document.body ? document.body.innerText : ''")]  # noqa: E731
    return wait_until(read, 2, "the page's text (a navigation kept replacing the page)", ignoring=(WebDriverException,))[0]


def recorded(driver, seconds: int, clock: str, timeout: float = 30):
    """Waits until a recorder on the page has been recording `seconds` whole seconds by its own elapsed clock — the
    element matching the CSS selector `clock`, reading "0:03" or "Recording · 0:03" — so a take lasts what the test
    needs however late the microphone started. Returns the seconds it shows."""
    import re
    from selenium.webdriver.support.ui import WebDriverWait

    def shown(d):
        text = d.execute_script("const e = document.querySelector(arguments[0]); return e ? e.textContent : ''", clock)
        found = re.findall(r"(\d+):(\d\d)", text or "")
        elapsed = int(found[-1][0]) * 60 + int(found[-1][1]) if found else -1
        return elapsed if elapsed >= seconds else False

    return WebDriverWait(driver, seconds + timeout).until(shown, f"{clock} to show {seconds} s recorded")


def painted(driver):
    """Waits until the page is drawn as it stands — its web fonts loaded, every animation or transition that ends has
    ended, and two frames painted since — which is what a screenshot needs, in place of a pause."""
    driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const ending = document.getAnimations().filter((a) => isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
        Promise.all([document.fonts.ready, ...ending.map((a) => a.finished.catch(() => null))])
            .then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
    """)


# ── Jamaal ────────────────────────────────────────────────────────────────────────────────────────────────────────
REGULAR = (1180, 820)


JAMAAL_DEMO_SIGN_IN = ("maryam@jamaal.test", "jamaal-demo")
JAMAAL_NEWCOMER_SIGN_IN = ("newcomer@jamaal.test", "newcomer-password")


class JamaalServer:
    """One jamaal process (demo person, test clock) on a fresh data directory. `url` uses localhost: Jamaal refuses
    any Host it was not given (`--public-url`) but the loopback names. Every page but the sign-in ones needs a signed-in
    browser: `sign_in(driver)` signs the demo person in (without the demo: creates the newcomer's account), `opener()`
    is a urllib opener signed in the same way."""

    def __init__(self, now: str, demo: bool = True, data: str | None = None, extra: list[str] | None = None):
        binary = jamaal_binary()
        self.port = _free_port()
        self.data = data or tempfile.mkdtemp(prefix="jamaal-browser-")
        self.url = f"http://localhost:{self.port}"
        self.log = open(Path(self.data) / "server.log", "w")
        args = [binary, "serve", "--port", str(self.port), "--data", self.data, "--test-clock", "--now", now]
        if demo:
            args.append("--demo")
        args += extra or []
        self.process = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT)
        self.demo = demo
        _wait_for_health(self, "jamaal")

    def credentials(self):
        return JAMAAL_DEMO_SIGN_IN if self.demo else JAMAAL_NEWCOMER_SIGN_IN

    def sign_in(self, driver, email: str | None = None, password: str | None = None, create: bool | None = None):
        """Signs `driver` in through the real form (creating the account when `create`, by default without the demo)."""
        from selenium.webdriver.common.by import By
        default_email, default_password = self.credentials()
        create = (not self.demo) if create is None else create
        from selenium.webdriver.support import expected_conditions as EC
        from selenium.webdriver.support.ui import WebDriverWait
        driver.get(self.url + ("/sign-up" if create else "/sign-in"))
        WebDriverWait(driver, 10).until(
            EC.presence_of_element_located((By.ID, "account-email")),
            f"the {'sign-up' if create else 'sign-in'} form (the browser is at {driver.current_url})")
        driver.find_element(By.ID, "account-email").send_keys(email or default_email)
        driver.find_element(By.ID, "account-password").send_keys(password or default_password)
        navigated(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.jm-form button[type=submit]").click())
        assert "/sign-" not in driver.current_url, f"signing in stayed on {driver.current_url}"

    def opener(self, email: str | None = None, password: str | None = None, create: bool | None = None, redirects: bool = True):
        """A urllib opener with a cookie jar, signed in through the real form."""
        import http.cookiejar
        import re
        import urllib.parse
        default_email, default_password = self.credentials()
        create = (not self.demo) if create is None else create
        jar = http.cookiejar.CookieJar()
        signing = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        path = "/sign-up" if create else "/sign-in"
        page = signing.open(self.url + path, timeout=10).read().decode()
        token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
        form = urllib.parse.urlencode(
            {"email": email or default_email, "password": password or default_password, "_csrf": token}).encode()
        signing.open(self.url + path, data=form, timeout=10).read()
        assert any(cookie.name == "jm_session" for cookie in jar), "no session after signing in"
        if redirects:
            return signing

        class NoRedirect(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *args, **kwargs):
                return None
        return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)

    def clock(self, advance: int | None = None, to: str | None = None) -> str:
        """Moves the server's clock (POST /_test/clock)."""
        import urllib.parse
        fields = {"advance": str(advance)} if advance is not None else {"to": to}
        request = urllib.request.Request(self.url + "/_test/clock", data=urllib.parse.urlencode(fields).encode(), method="POST")
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.read().decode()

    def read_log(self) -> str:
        self.log.flush()
        return (Path(self.data) / "server.log").read_text()

    def stop(self):
        _stop(self.process, self.log, self.data)


@pytest.fixture
def jamaal(request):
    """A jamaal server; `@pytest.mark.now("…")` sets its clock (default Sunday 29 November 2026, 10:05 London)."""
    marker = request.node.get_closest_marker("now")
    srv = JamaalServer(marker.args[0] if marker else "2026-11-29T10:05:00Z")
    # A test driving a browser gets it signed in as the demo person.
    for name in ("browser", "large_text_browser", "webkit"):
        if name in request.fixturenames:
            srv.sign_in(request.getfixturevalue(name))
    yield srv
    srv.stop()


def axe_clean(driver, where):
    """axe-core on the page as it stands, at the phone size and then 1280×800: no serious or critical violation; back to
    the phone size after."""
    from axe_selenium_python import Axe
    axe = Axe(driver)
    for size in (PHONE, (1280, 800)):
        driver.set_window_size(*size)
        axe.inject()
        results = axe.run(options='{"resultTypes": ["violations"]}')
        serious = [f"{v['id']}: {v['help']} — {[n['target'] for n in v['nodes'][:3]]}"
                   for v in results["violations"] if v.get("impact") in ("serious", "critical")]
        assert not serious, f"{where} at {size}: {serious}"
    driver.set_window_size(*PHONE)


def regular_screenshot(driver, name: str):
    """Saves a regular-width (1180×820) screenshot to test-artifacts/<name>.png, then returns to the phone size."""
    ARTIFACTS.mkdir(exist_ok=True)
    driver.set_window_size(*REGULAR)
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
    driver.set_window_size(*PHONE)


def navigated(driver, act, timeout=20):
    """Runs `act` (a click that leaves the page: a link, a form's button) and waits until the next page has replaced
    this one and finished loading."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    page = driver.find_element(By.TAG_NAME, "html")
    act()
    WebDriverWait(driver, timeout).until(replaced(page))
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script("return document.readyState") == "complete")


def replaced(page):
    """A wait condition: `page` (an element of the old document, e.g. its <html>) is gone. Newer ChromeDrivers report
    a node of a replaced document as an inspector error rather than a stale element, so any driver error counts."""
    from selenium.common.exceptions import WebDriverException

    def check(_driver):
        try:
            page.is_enabled()
            return False
        except WebDriverException:
            return True

    return check


@contextlib.contextmanager
def own_postgres(prefix: str):
    """A throwaway PostgreSQL cluster of the test's own (scripts/test-postgres.sh with its own state, on a port below
    the ephemeral range); yields its URL. If it cannot start, the failure carries the script's own words."""
    state = tempfile.mkdtemp(prefix=prefix)
    os.chmod(state, 0o755)
    env = {**os.environ, "POSTGRES_STATE": state + "/postgres.env", "TEST_POSTGRES_PORT": str(_free_port())}
    script = str(ROOT / "scripts" / "test-postgres.sh")
    started = subprocess.run([script, "start"], env=env, capture_output=True, text=True)
    if started.returncode != 0:
        subprocess.run([script, "stop"], env=env, check=False)
        shutil.rmtree(state, ignore_errors=True)
        pytest.fail(f"scripts/test-postgres.sh start failed ({started.returncode}): {started.stderr.strip()[-2000:]}")
    url = started.stdout.strip().splitlines()[-1]
    try:
        yield url
    finally:
        subprocess.run([script, "stop"], env=env, check=False)
        shutil.rmtree(state, ignore_errors=True)


# The sign-in throttle per address, seen from outside (Tests/Fuzz/test_forwarded_for.py, test_cluster.py): after 20
# free failures an address is slowed — a wait after its latest failure, 2 s after the 21st, on the server's clock,
# which runs. An attempt answered within 2 s of the 21st being sent must be refused; on a machine so busy that the 22nd
# arrives later, it is rightly let through (and counted) — so what is asserted is what the clock allows.
FREE_FAILURES = 20  # SignInThrottle.perAddress: the 21st failure is the first beyond them, so the attempt after it
FIRST_WAIT = 2.0  # is the first one slowed: for 2^(21 − 20) seconds after that failure


class Attempt:
    """One failed sign-in's status, and when (time.monotonic()) it was sent and answered."""

    def __init__(self, status: int, sent: float, answered: float):
        self.status, self.sent, self.answered = status, sent, answered

    def __repr__(self):
        return f"{self.status}@{self.answered - self.sent:.2f}s"


def failed_sign_in(port: int, n: int, forwarded: str | None = None, source: str = "127.0.0.1") -> Attempt:
    """One failed sign-in (a new email each time) over its own connection from `source`."""
    body = json.dumps({"email": f"nobody{n}@fuzz.test", "password": "not-the-password"}).encode()
    head = (f"POST /api/session HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n")
    if forwarded is not None:
        head += f"X-Forwarded-For: {forwarded}\r\n"
    sent = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0)) as conn:
        conn.sendall(head.encode() + b"\r\n" + body)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    return Attempt(int(answer.split(b" ", 2)[1]), sent, time.monotonic())


def first_throttled(attempts: list[Attempt]) -> int | None:
    return next((i + 1 for i, a in enumerate(attempts) if a.status == 429), None)


def assert_counted_as_one_address(attempts: list[Attempt], skew: float = 0.0):
    """The attempts all fell on one address's count: the free failures answered 401, then every attempt answered
    within the first wait after the 21st was sent is refused (429), and some attempt is refused. `skew`: how far apart
    the clocks of the processes answering may be (behind a load balancer), taken off the wait."""
    free = attempts[:FREE_FAILURES + 1]
    assert [a.status for a in free] == [401] * len(free), attempts
    start = attempts[FREE_FAILURES].sent
    within = [a for a in attempts[FREE_FAILURES + 1:] if a.answered - start < FIRST_WAIT - skew]
    assert all(a.status == 429 for a in within), (f"let through within {FIRST_WAIT} s of the 21st failure", attempts)
    assert first_throttled(attempts) is not None, attempts
