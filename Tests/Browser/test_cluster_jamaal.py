"""Jamaal at production shape (issue 42): `scripts/cluster.sh --product jamaal` — two `jamaal serve` processes on the
cluster's PostgreSQL (its database `jamaal`), each with a data folder of its own, HAProxy in front checking `/ready` —
carrying the demo person signed in: reader sessions opening Today without pause and writer sessions adding tasks (each
title unique), while

1. PostgreSQL is stopped and started again: every answer during the outage is Jamaal's own 503 with `Retry-After` and
   words a person can read, its page naming its request id (never a 500, never HAProxy's page); `/ready` is 503 on
   both processes; once PostgreSQL is back the same processes serve every request again and every task whose creation
   was acknowledged is in the person's export;
2. one process is killed with SIGKILL while it holds a task creation half sent (HAProxy's admin socket says which
   process holds it): the other keeps serving — every GET answered (HAProxy retries one caught in the dying process),
   from the moment HAProxy marks the dead one down every request answered by the survivor — and every task acknowledged
   before or after the kill is in the export.

"Acknowledged" is the answer the client saw: a creation answered 303 (back to Today) is a write the server promised; one
answered 502/503 or cut off was not, and may or may not be there.

The cluster runs without QuranFlow (its own tests start it: test_cluster.py with both products, test_cluster_faults.py),
so the two Jamaal processes have the machine to themselves; no locust here."""
import http.client
import http.cookiejar
import json
import os
import re
import shutil
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest

from conftest import JAMAAL_DEMO_SIGN_IN, request_log_line, wait_until
from test_cluster import Cluster

NOW = "2026-11-29T10:05:00Z"  # Sunday 29 November 2026, 10:05 in London: the Jamaal browser tests' instant
OUTAGE = "We can't reach our database for a moment"  # the words of Jamaal's 503 while the database cannot be reached
READERS, WRITERS = 2, 2


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def signed_in(url: str):
    """A urllib opener signed in as the demo person through the real form (a device of its own), which sees a redirect
    as the answer (a creation's 303 is its acknowledgement), and the form token its Today page carries."""
    email, password = JAMAAL_DEMO_SIGN_IN
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
    token = form_token(opener.open(url + "/sign-in", timeout=30).read().decode())
    try:
        opener.open(url + "/sign-in", urllib.parse.urlencode(
            {"email": email, "password": password, "_csrf": token}).encode(), timeout=30)
    except urllib.error.HTTPError as answer:
        assert answer.code == 303, (answer.code, answer.read()[:300])
    assert any(cookie.name == "jm_session" for cookie in jar), "no session after signing in"
    opener.jar = jar
    opener.token = form_token(opener.open(url + "/today", timeout=30).read().decode())
    return opener


def form_token(page: str) -> str:
    return re.search(r'name="_csrf" value="([^"]*)"', page).group(1)


def task_form(title: str, token: str) -> bytes:
    """A task for someday (no day's capacity to offer another date instead), as TK-01's form sends it."""
    return urllib.parse.urlencode({"title": title, "effort": "15", "importance": "low", "schedule": "someday",
                                   "repeat": "none", "note": "", "_csrf": token}).encode()


def gist(body: bytes) -> str:
    text = body.decode(errors="replace").replace("&#39;", "'")
    return OUTAGE if OUTAGE in text else text[:300]


def call(opener, request) -> tuple[int, str, str]:
    """Status, X-Served-By and the gist of the body; a broken connection is status 0."""
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.headers.get("X-Served-By", ""), gist(response.read())
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("X-Served-By", ""), gist(error.read())
    except (urllib.error.URLError, http.client.HTTPException, ConnectionError, TimeoutError) as error:
        return 0, "", str(error)


class Load:
    """Reader threads (Today, again and again) and writer threads (a task with a unique title each time), each its own
    signed-in device of the demo person; every answer logged with when it was sent and when it came."""

    def __init__(self, cluster: Cluster):
        self.url = cluster.jamaal_url
        self.names = set(cluster.jamaal_processes)
        self.log: list[tuple[float, float, str, int, str, str]] = []  # sent, answered, what, status, served by, gist
        self.acknowledged: list[str] = []
        self.lock = threading.Lock()
        self.running = True
        self.threads = [threading.Thread(target=self.read, args=(signed_in(self.url),), daemon=True) for _ in range(READERS)]
        self.threads += [threading.Thread(target=self.write, args=(signed_in(self.url),), daemon=True) for _ in range(WRITERS)]

    def record(self, sent: float, what: str, answer: tuple[int, str, str]):
        with self.lock:
            self.log.append((sent, time.time(), what, *answer))

    def read(self, opener):
        while self.running:
            sent = time.time()
            self.record(sent, "GET /today", call(opener, self.url + "/today"))
            time.sleep(0.05)  # real time: a reader's pace between pages (the load these clients make)

    def write(self, opener):
        while self.running:
            title = f"fault-{uuid.uuid4().hex}"
            sent = time.time()
            answer = call(opener, urllib.request.Request(self.url + "/today/tasks", data=task_form(title, opener.token)))
            self.record(sent, "POST task", answer)
            if answer[0] == 303:
                with self.lock:
                    self.acknowledged.append(title)
            time.sleep(0.05)  # real time: a writer's pace between tasks (the load these clients make)

    def __enter__(self):
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *exc):
        self.running = False
        for thread in self.threads:
            thread.join(timeout=60)

    def sent_between(self, start: float, end: float = float("inf")):
        """The answers to requests sent in [start, end)."""
        with self.lock:
            return [entry for entry in self.log if start <= entry[0] < end]

    def flowing(self, since: float, processes: set[str] | None = None, answers: int = 30) -> bool:
        """Since `since`: more than `answers` answers, Today answered 200 by each of `processes` (both by default), and
        a task acknowledged — the sample a window's assertions need, however long it takes to gather."""
        window = self.sent_between(since)
        served = {entry[4] for entry in window if entry[2].startswith("GET") and entry[3] == 200}
        created = any(entry[2] == "POST task" and entry[3] == 303 for entry in window)
        return len(window) > answers and served >= (processes or self.names) and created


def exported_titles(cluster: Cluster) -> set[str]:
    """Every task title in the demo person's export (Settings → Data → Export), fetched through HAProxy."""
    opener = signed_in(cluster.jamaal_url)
    with opener.open(cluster.jamaal_url + "/settings/data/export", timeout=60) as response:
        export = json.loads(response.read())
    return {task["title"] for task in export["tasks"]}


def assert_all_acknowledged_exported(cluster: Cluster, load: Load) -> int:
    assert load.acknowledged, "no task creation was acknowledged"
    titles = exported_titles(cluster)
    lost = [title for title in load.acknowledged if title not in titles]
    assert not lost, f"{len(lost)} of {len(load.acknowledged)} acknowledged tasks are not in the export: {lost[:5]}"
    return len(load.acknowledged)


def ready(cluster: Cluster, name: str) -> tuple[int, str]:
    """Process `name`'s own /ready, asked directly (as HAProxy's check does: no cookie, a loopback Host)."""
    port = cluster.jamaal_processes[name][0]
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/ready", timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def not_ready(cluster: Cluster, name: str) -> str | None:
    """What process `name`'s /ready says when it answers 503 (None while it is ready)."""
    status, words = ready(cluster, name)
    return words if status == 503 else None


def haproxy(cluster: Cluster, command: str) -> str:
    """A command on HAProxy's admin socket (`show sess`, `show servers state`), its whole answer."""
    with socket.socket(socket.AF_UNIX) as admin:
        admin.settimeout(10)
        admin.connect(str(Path(cluster.state) / "haproxy.sock"))
        admin.sendall(command.encode() + b"\n")
        answer = b""
        while chunk := admin.recv(65536):
            answer += chunk
    return answer.decode()


def server_up(cluster: Cluster, name: str) -> bool:
    """HAProxy's view of process `name` (its checked server): up (srv_op_state 2) or not."""
    for line in haproxy(cluster, "show servers state jamaal-servers").splitlines():
        fields = line.split()
        if len(fields) > 5 and fields[3] == name:
            return fields[5] == "2"
    raise AssertionError(f"HAProxy has no server {name}")


def pg_ctl(cluster: Cluster, *arguments: str):
    folder = Path(cluster.state) / "postgres"
    binary = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))[-1]
    as_postgres = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    subprocess.run([*as_postgres, str(binary), "-D", str(folder / "data"), *arguments], check=True, capture_output=True)


def jamaal_logs(cluster: Cluster) -> str:
    return "\n".join(log.read_text(errors="replace") for log in sorted((Path(cluster.state) / "logs").glob("jamaal-*.log")))


@pytest.fixture(scope="module")
def cluster():
    made = Cluster(now=NOW, product="jamaal")
    yield made
    made.stop()
    assert "cluster: stopped" in made.read()
    still = [pid for _, pid in made.jamaal_processes.values() if Path(f"/proc/{pid}").exists()]
    assert not still, f"processes left running after Ctrl-C: {still}"
    shutil.rmtree(made.state, ignore_errors=True)


def test_the_demo_is_seeded_once_and_both_processes_serve_one_person(cluster):
    logs = jamaal_logs(cluster)
    assert logs.count("demo: created the demo person") == 1 and "demo: data already present" in logs, logs[-2000:]
    maryam = signed_in(cluster.jamaal_url)
    answers = [call(maryam, cluster.jamaal_url + "/today")[:2] for _ in range(4)]
    assert {status for status, _ in answers} == {200}, answers
    assert {who for _, who in answers} == set(cluster.jamaal_processes), answers


def outage_page(cluster: Cluster, opener) -> str:
    """Today while the database is down, through HAProxy: Jamaal's own 503 page, with Retry-After, its words and the
    request id (the answer's X-Request-Id) printed on it. Returns the request id."""
    with pytest.raises(urllib.error.HTTPError) as refused:
        opener.open(cluster.jamaal_url + "/today", timeout=30)
    page = refused.value.read().decode(errors="replace").replace("&#39;", "'")
    request_id = refused.value.headers.get("X-Request-Id", "")
    assert refused.value.code == 503 and OUTAGE in page and "nothing was saved" in page, (refused.value.code, page[:400])
    assert refused.value.headers.get("Retry-After") == "5"
    assert request_id and f"Request id: {request_id}" in page, (request_id, page[:600])
    # The page's stylesheet is served to the same signed-in browser meanwhile (a public route never needs its session).
    with opener.open(cluster.jamaal_url + "/static/jamaal.css", timeout=30) as css:
        assert css.status == 200 and b".jm-alert" in css.read()
    return request_id


def test_postgresql_restarting_gives_jamaals_503_then_the_same_processes_serve_and_nothing_acknowledged_is_lost(cluster):
    folder = Path(cluster.state) / "postgres"
    port = cluster.database.rsplit(":", 1)[1].split("/")[0]
    pids = {name: pid for name, (_, pid) in cluster.jamaal_processes.items()}
    witness = signed_in(cluster.jamaal_url)
    with Load(cluster) as load:
        started = time.time()
        wait_until(lambda: load.flowing(started), 60, "readers and writers served by both processes")
        pg_ctl(cluster, "-m", "fast", "-w", "stop")
        down_at = time.time()
        try:
            # Each process says it is not ready (HAProxy's check), and the outage lasts until each has refused ten
            # requests or more: reads and creations, and more than its pool holds (10), so no connection from before the
            # stop is left idle in it — each process must then find its database again by itself.
            for name in cluster.jamaal_processes:
                words = wait_until(lambda: not_ready(cluster, name), 20, f"{name}'s /ready to say not ready")
                assert words.startswith("not ready:") and "database" in words, words

            def met():
                window = load.sent_between(down_at + 0.5)
                refused = [entry[4] for entry in window if entry[3] == 503]
                return (any(entry[2] == "POST task" for entry in window)
                        and all(refused.count(name) >= 10 for name in load.names))

            wait_until(met, 30, "reads and creations refused by both processes during the outage")
            outage_id = outage_page(cluster, witness)
            through = call(urllib.request.build_opener(), cluster.jamaal_url + "/ready")  # as a monitor asks: no cookie
            assert through[0] == 503 and through[2].startswith("not ready:"), through
        finally:
            up_at = time.time()
            pg_ctl(cluster, "-l", str(folder / "server.log"), "-w", "-o",
                   f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c max_connections=1000", "start")
        for name in cluster.jamaal_processes:
            wait_until(lambda: ready(cluster, name)[0] == 200, 30, f"{name} to be ready again")
        back_at = time.time()
        wait_until(lambda: load.flowing(back_at), 60, "both processes serving reads and creations again")
        end = time.time()
    during = [entry for entry in load.sent_between(down_at + 0.5, up_at) if entry[1] < up_at]  # sent and answered
    after = load.sent_between(back_at, end)
    # While the database is down: Jamaal's 503 with its words, from the processes themselves (X-Served-By names one:
    # never HAProxy's own page, never 500 or 502).
    wrong = [entry for entry in during if entry[3] != 503 or entry[5] != OUTAGE or entry[4] not in load.names]
    assert len(during) >= 20 and not wrong, (len(during), wrong[:5])
    # Once it is back (both ready), the same two processes serve everything.
    failed = [entry for entry in after if entry[3] not in (200, 303)]
    assert not failed, failed[:5]
    assert {entry[4] for entry in after} == load.names
    assert all(Path(f"/proc/{pid}").exists() for pid in pids.values()), "a process was restarted or died"
    assert not [entry for entry in load.log if entry[3] >= 500 and entry[3] != 503], "a 5xx other than the outage's 503"
    kept = assert_all_acknowledged_exported(cluster, load)
    # The request id the outage page showed leads an operator to its line in a process's log.
    line = request_log_line(lambda: jamaal_logs(cluster), outage_id)
    assert " status=503 " in line and f" request_id={outage_id} " in line, line
    print(f"\nJamaal, PostgreSQL restarted: {len(load.log)} requests, {len(during)} sent during the "
          f"{up_at - down_at:.1f}-s outage (all Jamaal's 503), {kept} tasks acknowledged and in the export")


def held_creation(cluster: Cluster, opener) -> tuple[socket.socket, str, str]:
    """A task creation through HAProxy with its head and half its body sent: a request in the middle of being served.
    Returns the socket, the task's title and the process HAProxy gave it to (its admin socket's `show sess`)."""
    title = f"held-{uuid.uuid4().hex}"
    body = task_form(title, opener.token)
    cookies = "; ".join(f"{cookie.name}={cookie.value}" for cookie in opener.jar)
    held = socket.create_connection(("127.0.0.1", cluster.jamaal_port), timeout=30)
    held.sendall(f"POST /today/tasks HTTP/1.1\r\nHost: 127.0.0.1:{cluster.jamaal_port}\r\nCookie: {cookies}\r\n"
                 f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\n\r\n".encode()
                 + body[: len(body) // 2])
    source = f"src=127.0.0.1:{held.getsockname()[1]} "

    def holder():
        line = next((line for line in haproxy(cluster, "show sess").splitlines() if source in line), "")
        found = re.search(r" srv=(jamaal-\d+) ", line)
        return found.group(1) if found else None

    return held, title, wait_until(holder, 10, "HAProxy to give the held creation to a process")


def test_a_process_killed_mid_request_leaves_the_other_serving_and_no_acknowledged_task_lost(cluster):
    writer = signed_in(cluster.jamaal_url)
    with Load(cluster) as load:
        started = time.time()
        wait_until(lambda: load.flowing(started), 60, "readers and writers served by both processes")
        held, held_title, victim = held_creation(cluster, writer)
        survivor = next(name for name in cluster.jamaal_processes if name != victim)
        killed_at = time.time()
        os.kill(cluster.jamaal_processes[victim][1], 9)
        # The held request's client is told it failed (HAProxy's 502, or the connection closed), never 303.
        held.settimeout(30)
        cut = held.recv(200)
        held.close()
        assert not cut.startswith(b"HTTP/1.1 303"), cut
        held_answer = cut.split(b"\r\n", 1)[0].decode(errors="replace") or "the connection closed"
        # HAProxy marks the dead process down after two failed checks; from then on the survivor alone serves.
        wait_until(lambda: not server_up(cluster, victim), 10, f"HAProxy to mark {victim} down")
        down_at = time.time()
        wait_until(lambda: load.flowing(down_at, processes={survivor}), 60, f"{survivor} serving reads and creations")
        end = time.time()
    settled = load.sent_between(down_at, end)
    failed = [entry for entry in settled if entry[3] not in (200, 303)]
    assert not failed, failed[:5]
    assert {entry[4] for entry in settled} == {survivor}
    # Around the kill only a creation caught in the dying process may have failed (502 or a cut connection: not
    # acknowledged); every read was answered, HAProxy retrying one the dead process dropped.
    assert not [entry for entry in load.log if entry[2].startswith("GET") and entry[3] != 200], "a read failed"
    refused = [entry for entry in load.sent_between(killed_at - 5, down_at) if entry[3] not in (200, 303)]
    assert all(entry[2] == "POST task" and entry[3] in (0, 502) for entry in refused), refused[:5]
    assert not [entry for entry in load.log if entry[3] not in (0, 200, 303, 502)], "an answer other than 200/303/502"
    kept = assert_all_acknowledged_exported(cluster, load)
    assert held_title not in exported_titles(cluster), "a creation whose body never arrived was stored"
    assert ready(cluster, survivor)[0] == 200
    wait_until(lambda: f"cluster: {victim} has stopped" in cluster.read(), 10, "cluster.sh to report the dead process")
    print(f"\nJamaal, SIGKILL mid-request: the creation held in {victim} got {held_answer!r}; {len(load.log)} requests, "
          f"{len(refused)} other creations refused around the kill, {victim} marked down {down_at - killed_at:.1f} s "
          f"after it; {kept} tasks acknowledged and in the export")
