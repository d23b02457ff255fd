"""QuranFlow at production shape (issue 21): `scripts/cluster.sh` starts PostgreSQL, two `quranflow serve` processes on
that one database and HAProxy in front. Both processes serve one signed-in person; a process killed with SIGKILL in the
middle of processing a lesson video leaves the site answering through the other, and the job — whose lease the dead
process held — is finished by the other once the lease has passed: one media row, its file in place. Ctrl-C stops all."""
import http.cookiejar
import json
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest

from conftest import ROOT, _free_port, quranflow_binary

NOW = "2026-10-27T13:48:00-04:00"  # Fall 2026, Week 8


def as_from_a_terminal():
    """Ctrl-C and Ctrl-\\ as a terminal's shell leaves them for the job it starts: delivered, not ignored. A test run
    started in the background by a shell without job control (`make test &` inside a script) inherits SIGINT and
    SIGQUIT ignored, and a shell cannot trap a signal it was started ignoring — so cluster.sh would never hear `stop()`."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGQUIT, signal.SIG_DFL)


class Cluster:
    def __init__(self, now: str = NOW, env: dict[str, str] | None = None, extra: tuple[str, ...] = ()):
        self.state = tempfile.mkdtemp(prefix="qf-cluster-")
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.output = open(Path(self.state) / "cluster.out", "w")
        env = {**os.environ, "QURANFLOW_BIN": quranflow_binary(), "QURANFLOW_DEMO_MEDIA": "off",
               "QURANFLOW_PASSWORD_STRENGTH": "minimal", **(env or {})}
        self.process = subprocess.Popen(
            [str(ROOT / "scripts" / "cluster.sh"), "--processes", "2", "--port", str(self.port), "--state", self.state,
             "--now", now, "--test-clock", *extra],
            stdout=self.output, stderr=subprocess.STDOUT, env=env, start_new_session=True, preexec_fn=as_from_a_terminal)
        deadline = time.time() + 180
        while "cluster: ready at" not in self.read():
            if self.process.poll() is not None or time.time() > deadline:
                raise RuntimeError("the cluster did not start:\n" + self.read())
            time.sleep(0.3)
        port = re.search(r"^PORT=(\d+)", (Path(self.state) / "postgres.env").read_text(), re.M).group(1)
        self.database = f"postgresql://postgres@127.0.0.1:{port}/test"
        self.processes = {}
        for line in (Path(self.state) / "processes").read_text().splitlines():
            name, backend_port, pid = line.split()
            self.processes[name] = (int(backend_port), int(pid))

    def read(self) -> str:
        if not self.output.closed:
            self.output.flush()
        return (Path(self.state) / "cluster.out").read_text()

    def sql(self, query: str) -> list[list[str]]:
        out = subprocess.run(["psql", self.database, "-At", "-F", "\t", "-c", query], check=True, capture_output=True,
                             text=True).stdout
        return [line.split("\t") for line in out.splitlines() if line]

    def stop(self):
        """Ctrl-C, as a person at the terminal would."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGINT)
            self.process.wait(timeout=60)
        self.output.close()


@pytest.fixture(scope="module")
def cluster():
    made = Cluster()
    yield made
    made.stop()
    pids = [pid for _, pid in made.processes.values()]
    still = [pid for pid in pids if Path(f"/proc/{pid}").exists()]
    assert not still, f"processes left running after Ctrl-C: {still}"
    assert "cluster: stopped" in made.read()
    assert subprocess.run(["pg_isready", "-q", "-d", made.database]).returncode != 0, "PostgreSQL still running after Ctrl-C"
    shutil.rmtree(made.state, ignore_errors=True)


def signed_in(url: str, email: str):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(url + "/sign-in").read().decode()
    token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
    opener.open(url + "/sign-in", urllib.parse.urlencode(
        {"email": email, "password": "quranflow-demo", "_csrf": token}).encode())
    return opener


def served_by(opener, url: str) -> tuple[int, str]:
    with opener.open(url, timeout=30) as response:
        return response.status, response.headers.get("X-Served-By", "")


def test_both_processes_serve_one_signed_in_student(cluster):
    sarah = signed_in(cluster.url, "sarah@quranflow.test")
    answers = [served_by(sarah, cluster.url + "/today") for _ in range(6)]
    assert all(status == 200 for status, _ in answers), answers
    assert {who for _, who in answers} == {"quranflow-1", "quranflow-2"}, answers


def raw_connections(port: int, source: str, count: int) -> list[socket.socket]:
    """`count` connections from `source`, each with a request line and one header sent (a request not yet finished)."""
    conns = []
    for _ in range(count):
        conn = socket.socket()
        conn.settimeout(5)
        conn.bind((source, 0))
        try:
            conn.connect(("127.0.0.1", port))
            conn.sendall(f"GET /today HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
        except OSError:
            pass  # refused so fast the handshake or the first write already saw the reset: `closed` reports it
        conn.setblocking(False)
        conns.append(conn)
    return conns


def closed(conns: list[socket.socket], wait: float) -> dict[socket.socket, bytes]:
    """The connections the other end closed within `wait` seconds, with what it said before (b"" for nothing)."""
    said: dict[socket.socket, bytes] = {c: b"" for c in conns}
    gone: dict[socket.socket, bytes] = {}
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline and len(gone) < len(conns):
        readable, _, _ = select.select([c for c in conns if c not in gone], [], [], 0.1)
        for conn in readable:
            try:
                chunk = conn.recv(65536)
            except OSError:
                chunk = b""
            if chunk:
                said[conn] += chunk
            else:
                gone[conn] = said[conn]
    return gone


def api_sign_in_fails(port: int, n: int, forwarded: str, source: str) -> int:
    body = json.dumps({"email": f"nobody{n}@cluster.test", "password": "not-the-password"}).encode()
    with socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0)) as conn:
        conn.sendall(f"POST /api/session HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
                     f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
                     f"X-Forwarded-For: {forwarded}\r\n\r\n".encode() + body)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    return int(answer.split(b" ", 2)[1])


def test_haproxy_holds_one_address_to_64_connections_and_cuts_a_trickling_one_at_10_seconds(cluster):
    """Every connection reaches the processes from HAProxy's one address, so the per-client cap is HAProxy's: 64 open
    connections per client address (the rest refused at once), and a request's head must be complete within 10 s
    (`timeout http-request`) however slowly it trickles in. Meanwhile another address is served."""
    opened = time.monotonic()
    conns = raw_connections(cluster.port, "127.0.0.5", 70)
    refused = closed(conns, 1.0)
    assert len(refused) == 6 and all(said == b"" for said in refused.values()), f"{len(refused)} refused"
    held = [c for c in conns if c not in refused]
    assert get(urllib.request.build_opener(), cluster.url + "/health")[0] == 200  # from 127.0.0.1
    other = signed_in(cluster.url, "noor@quranflow.test")
    while time.monotonic() - opened < 8:
        for conn in held:
            conn.send(b"X")  # a header name, a byte a second
        assert get(other, cluster.url + "/today")[0] == 200
        time.sleep(1)
    cut = closed(held, 6.0)
    cut_after = time.monotonic() - opened
    assert len(cut) == len(held), f"{len(held) - len(cut)} still open after {cut_after:.1f} s"
    assert all(said.startswith(b"HTTP/1.1 408") for said in cut.values()), {said[:40] for said in cut.values()}
    assert 9.5 <= cut_after <= 14, cut_after
    with socket.create_connection(("127.0.0.1", cluster.port), timeout=10, source_address=("127.0.0.5", 0)) as conn:
        conn.sendall(f"GET /health HTTP/1.1\r\nHost: 127.0.0.1:{cluster.port}\r\nConnection: close\r\n\r\n".encode())
        assert conn.recv(64).startswith(b"HTTP/1.1 200")
    print(f"\ncluster: one address held 64 connections, 6 more refused; the trickling ones cut with 408 after "
          f"{cut_after:.1f} s; another address served throughout")


def test_through_haproxy_the_sign_in_throttle_counts_the_address_haproxy_saw(cluster):
    """HAProxy appends the address it saw to X-Forwarded-For and the processes trust it (127.0.0.1) and nothing left
    of it: a client forging a new X-Forwarded-For each time is still throttled (after the 21 free failures of an
    address, across both processes: the failures are in the database), and another address is not."""
    # The processes' test clocks started seconds apart; one clock for both, as in production (a failure one process
    # records must not lie in the other's future, where the throttle does not look).
    # Twice: the first move runs the jobs that fell due (seconds of work, so the second process is set seconds after
    # the first); the second, with nothing due, leaves them milliseconds apart — less than the 50 ms between attempts.
    for instant in ("2026-10-27T14:00:00-04:00", "2026-10-27T14:01:00-04:00"):
        for backend_port, _ in cluster.processes.values():
            request = urllib.request.Request(f"http://127.0.0.1:{backend_port}/_test/clock", method="POST",
                                             data=urllib.parse.urlencode({"to": instant}).encode())
            urllib.request.urlopen(request, timeout=60).read()
    statuses = []
    for i in range(30):
        statuses.append(api_sign_in_fails(cluster.port, i, f"203.0.113.{i}", "127.0.0.7"))
        time.sleep(0.05)
    assert set(statuses[:21]) == {401} and set(statuses[21:]) == {429}, statuses
    assert api_sign_in_fails(cluster.port, 99, "127.0.0.7", "127.0.0.8") == 401


def lesson_video(folder: str) -> Path:
    """Thirty seconds of 720p MPEG-4 Part 2 in a MOV: not web-playable, so the job must transcode it (seconds of work)."""
    path = Path(folder) / "week-9.mov"
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=1280x720:rate=30",
                    "-f", "lavfi", "-i", "sine=frequency=330:sample_rate=44100", "-t", "30", "-c:v", "mpeg4", "-q:v", "3",
                    "-c:a", "aac", "-shortest", str(path)], check=True)
    return path


def upload(opener, url: str, page: str, video: Path):
    token = re.search(r'name="_csrf" value="([^"]*)"', opener.open(url + page).read().decode()).group(1)
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in [("_csrf", token), ("title", "Week 9 · Killed mid-transcode"), ("position", "")]:
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="video"; filename="{video.name}"\r\n'
                 f'Content-Type: video/quicktime\r\n\r\n'.encode() + video.read_bytes() + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    request = urllib.request.Request(url + page, data=b"".join(parts), method="POST",
                                     headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    with opener.open(request, timeout=60) as response:
        assert response.status == 200, response.status


def test_a_process_killed_mid_job_leaves_the_site_up_and_the_job_to_the_other(cluster):
    term = cluster.sql("SELECT id FROM terms WHERE name = 'Fall 2026' AND level_number = 2")[0][0]
    page = f"/admin/terms/{term}/weeks/9/videos"
    admin = signed_in(cluster.url, "admin@quranflow.test")
    folder = tempfile.mkdtemp(prefix="qf-cluster-video-")
    upload(admin, cluster.url, page, lesson_video(folder))

    # The job runs in one process (whichever claimed it): kill that one, with SIGKILL, while it transcodes.
    deadline = time.time() + 60
    while True:
        rows = cluster.sql("SELECT id, state, lease_owner, progress FROM media_jobs WHERE title LIKE 'Week 9 ·%'")
        if rows and rows[0][1] == "running" and int(rows[0][3]) > 0:
            break
        assert time.time() < deadline, f"the job never ran: {rows}"
        time.sleep(0.1)
    job, _, owner, _ = rows[0]
    victim = next(name for name, (_, pid) in cluster.processes.items() if owner.startswith(f"quranflow-{pid}@"))
    survivor = next(name for name in cluster.processes if name != victim)
    sarah = signed_in(cluster.url, "sarah@quranflow.test")
    os.kill(cluster.processes[victim][1], signal.SIGKILL)

    # The site keeps answering — every request, through HAProxy, by the survivor (a GET caught in the dying process
    # is retried there).
    answers = [served_by(sarah, cluster.url + "/today") for _ in range(12)]
    assert all(status == 200 for status, _ in answers), answers
    assert {who for _, who in answers[-6:]} == {survivor}, answers
    assert cluster.sql(f"SELECT state, lease_owner FROM media_jobs WHERE id = '{job}'")[0] == ["running", owner]

    # Once the dead process's leases have passed (7 minutes on the survivor's clock: the two clocks started a few
    # seconds apart), the survivor finishes the job.
    survivor_port = cluster.processes[survivor][0]
    request = urllib.request.Request(f"http://127.0.0.1:{survivor_port}/_test/clock",
                                     data=urllib.parse.urlencode({"advance": "420"}).encode(), method="POST")
    urllib.request.urlopen(request, timeout=300).read()
    deadline = time.time() + 240
    while (state := cluster.sql(f"SELECT state, attempts, media_id, failure FROM media_jobs WHERE id = '{job}'")[0])[0] != "done":
        assert state[0] in ("running", "queued"), f"the job failed: {state}"
        assert time.time() < deadline, f"the survivor did not finish the job: {state}"
        time.sleep(0.5)
    assert state[1] == "2", f"claimed {state[1]} times"
    media = cluster.sql(f"SELECT id, path, content_type FROM media WHERE owner = 'term:{term}/week:9' AND kind = 'lessonVideo'")
    assert len(media) == 1 and media[0][0] == state[2] and media[0][2] == "video/mp4", media
    assert (Path(cluster.state) / "data" / "media" / media[0][1]).stat().st_size > 10_000
    # Nothing raw left behind, no other job claimed twice.
    raw = Path(cluster.state) / "data" / "media" / "raw"
    assert not raw.exists() or not any(raw.iterdir()), list(raw.iterdir())
    assert cluster.sql("SELECT COUNT(*) FROM media_jobs WHERE attempts > 1 AND id <> '" + job + "'") == [["0"]]
    # The admin's page lists the video, through the survivor.
    assert "Week 9 · Killed mid-transcode" in admin.open(cluster.url + page).read().decode()


def get(opener, url: str) -> tuple[int, str, str]:
    """Status, body and Retry-After of a GET, errors included."""
    try:
        with opener.open(url, timeout=30) as response:
            return response.status, response.read().decode(), response.headers.get("Retry-After", "")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), error.headers.get("Retry-After", "")


def test_while_postgresql_restarts_requests_are_503_and_the_processes_reconnect_by_themselves(cluster):
    sarah = signed_in(cluster.url, "sarah@quranflow.test")
    assert get(sarah, cluster.url + "/today")[0] == 200
    folder = Path(cluster.state) / "postgres"
    port = cluster.database.rsplit(":", 1)[1].split("/")[0]
    pg_ctl = [p for p in sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))][-1]
    as_postgres = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    subprocess.run([*as_postgres, str(pg_ctl), "-D", str(folder / "data"), "-m", "fast", "-w", "stop"], check=True,
                   capture_output=True)
    try:
        # Every process answers — 503, with Retry-After and words a person can act on — never a 500.
        answers = [get(sarah, cluster.url + "/today") for _ in range(4)]
        assert all(status == 503 for status, _, _ in answers), [status for status, _, _ in answers]
        assert all(retry == "5" and "reach our database for a moment" in body for _, body, retry in answers)
    finally:
        subprocess.run([*as_postgres, str(pg_ctl), "-D", str(folder / "data"), "-l", str(folder / "server.log"), "-w", "-o",
                        f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c max_connections=1000", "start"],
                       check=True, capture_output=True)
    # The same processes, not restarted, serve again.
    answers = [get(sarah, cluster.url + "/today")[0] for _ in range(4)]
    assert answers == [200] * 4, answers
