"""QuranFlow at production shape (issue 21): `scripts/cluster.sh` starts PostgreSQL, two `quranflow serve` processes on
that one database, each with a data folder of its own and the media in S3-compatible storage (moto, IAM on, its bucket
kept on disk), and HAProxy in front. Both processes serve one signed-in person; a recitation sent through one plays,
with Range, through the other — from the bucket, nothing of it on either process's disk but the reader's cached copy;
a process killed with SIGKILL in the middle of processing a lesson video leaves the site answering through the other,
and the job — whose lease the dead process held — is finished by the other once the lease has passed, from the raw
upload in the bucket: one media row, its video in the bucket. Ctrl-C stops all; started again on the same state, the
cluster serves the same media (and the killed process's scratch copy is swept). Jamaal runs beside it, as `make cluster`
starts it (issue 42): its own HAProxy port, two `jamaal serve` on its own database, Prometheus scraping all four
processes (Jamaal's faults: test_cluster_jamaal.py)."""
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
from botocore.exceptions import ClientError

from conftest import (JAMAAL_DEMO_SIGN_IN, ROOT, _free_port, assert_counted_as_one_address, failed_sign_in, jamaal_binary,
                      quranflow_binary, s3_client, s3_keys, wait_until)
from test_upload_kill import multipart, take

NOW = "2026-10-27T13:48:00-04:00"  # Fall 2026, Week 8


def as_from_a_terminal():
    """Ctrl-C and Ctrl-\\ as a terminal's shell leaves them for the job it starts: delivered, not ignored. A test run
    started in the background by a shell without job control (`make test &` inside a script) inherits SIGINT and
    SIGQUIT ignored, and a shell cannot trap a signal it was started ignoring — so cluster.sh would never hear `stop()`."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGQUIT, signal.SIG_DFL)


class Cluster:
    """`scripts/cluster.sh` on a state folder of its own: `product` is its --product (quranflow, jamaal or both, as
    `make cluster`), each product's HAProxy on a free port (`url`, `jamaal_url`). `processes` are QuranFlow's
    (name → (port, pid)), `jamaal_processes` Jamaal's."""

    def __init__(self, now: str = NOW, env: dict[str, str] | None = None, extra: tuple[str, ...] = (),
                 product: str = "quranflow"):
        self.state = tempfile.mkdtemp(prefix="qf-cluster-")
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.jamaal_port = _free_port()
        self.jamaal_url = f"http://127.0.0.1:{self.jamaal_port}"
        self.now = now
        self.product = product
        binaries = {"QURANFLOW_BIN": quranflow_binary()} if product != "jamaal" else {}
        if product != "quranflow":
            binaries["JAMAAL_BIN"] = jamaal_binary()
        self.env = {**os.environ, **binaries, "QURANFLOW_DEMO_MEDIA": "off",
                    "QURANFLOW_PASSWORD_STRENGTH": "minimal", **(env or {})}
        self.extra = extra
        self.start()

    def start(self):
        """Runs cluster.sh on this state (a second call: the same database, bucket and data folders) until it is ready."""
        self.output = open(Path(self.state) / "cluster.out", "w")
        self.process = subprocess.Popen(
            [str(ROOT / "scripts" / "cluster.sh"), "--product", self.product, "--processes", "2", "--port", str(self.port),
             "--jamaal-port", str(self.jamaal_port), "--state", self.state, "--now", self.now, "--test-clock", *self.extra],
            stdout=self.output, stderr=subprocess.STDOUT, env=self.env, start_new_session=True,
            preexec_fn=as_from_a_terminal)
        def ready():
            if self.process.poll() is not None:
                raise RuntimeError("the cluster did not start:\n" + self.read())
            return "cluster: ready at" in self.read()

        wait_until(ready, 180, lambda: "the cluster to start:\n" + self.read(), interval=0.3)
        port = re.search(r"^PORT=(\d+)", (Path(self.state) / "postgres.env").read_text(), re.M).group(1)
        self.database = f"postgresql://postgres@127.0.0.1:{port}/test"
        self.jamaal_database = f"postgresql://postgres@127.0.0.1:{port}/jamaal"
        self.processes, self.jamaal_processes = {}, {}
        for line in (Path(self.state) / "processes").read_text().splitlines():
            name, backend_port, pid = line.split()
            (self.jamaal_processes if name.startswith("jamaal-") else self.processes)[name] = (int(backend_port), int(pid))
        # With the media in S3 (the default), the bucket as the processes see it: moto's endpoint and this start's key.
        moto = Path(self.state) / "moto.json"
        self.moto = json.loads(moto.read_text()) if "media in s3://" in self.read() else None

    def data(self, name: str) -> Path:
        """Process `name`'s data folder (one of its own with S3; the shared one with --media local)."""
        return Path(self.state) / (f"data-{name.rsplit('-', 1)[1]}" if self.moto else "data")

    def keys(self, prefix: str = "") -> list[str]:
        return s3_keys(self.moto, prefix)

    def stored(self, key: str) -> bytes | None:
        """The media store's bytes for `key` (the bucket's, or the shared folder's), None when it holds no such file."""
        if not self.moto:
            path = Path(self.state) / "data" / "media" / key
            return path.read_bytes() if path.is_file() else None
        try:
            return s3_client(self.moto).get_object(Bucket=self.moto["bucket"], Key=key)["Body"].read()
        except ClientError as error:
            if error.response["Error"]["Code"] in ("NoSuchKey", "404"):
                return None
            raise

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
    # Both products, as `make cluster` starts them (Jamaal's faults are test_cluster_jamaal.py's).
    made = Cluster(extra=("--metrics", str(_free_port())), product="both")
    yield made
    made.stop()
    pids = [pid for _, pid in [*made.processes.values(), *made.jamaal_processes.values()]]
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
    opener.jar = jar
    return opener


class Unfollowed(urllib.request.HTTPRedirectHandler):
    """A redirect is the answer itself (a process's Location names the public URL, another host than 127.0.0.1)."""

    def redirect_request(self, *args, **kwargs):
        return None


def served_by(opener, url: str) -> tuple[int, str]:
    with opener.open(url, timeout=30) as response:
        return response.status, response.headers.get("X-Served-By", "")


def test_both_processes_serve_one_signed_in_student(cluster):
    sarah = signed_in(cluster.url, "sarah@quranflow.test")
    answers = [served_by(sarah, cluster.url + "/today") for _ in range(6)]
    assert all(status == 200 for status, _ in answers), answers
    assert {who for _, who in answers} == {"quranflow-1", "quranflow-2"}, answers


def prometheus_query(port: str, query: str) -> list[dict]:
    url = f"http://127.0.0.1:{port}/api/v1/query?query={urllib.parse.quote(query)}"
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())["data"]["result"]


def test_a_real_prometheus_scrapes_every_process(cluster):
    # `make cluster --metrics PORT`: Debian's Prometheus scrapes each process's /metrics, QuranFlow's and Jamaal's; every
    # target is up and the request counters of each arrive (docs/operations.md, "Metrics and readiness").
    port = cluster.extra[cluster.extra.index("--metrics") + 1]
    targets = {"quranflow": {f"127.0.0.1:{p}" for p, _ in cluster.processes.values()},
               "jamaal": {f"127.0.0.1:{p}" for p, _ in cluster.jamaal_processes.values()}}

    def scraped():
        up = {(row["metric"]["job"], row["metric"]["instance"]): row["value"][1] for row in prometheus_query(port, "up")}
        served = prometheus_query(port, 'sum by (job, instance) (http_requests_total{route="GET /ready"})')
        every = (up.keys() == {(job, target) for job, each in targets.items() for target in each}
                 and set(up.values()) == {"1"} and len(served) == len(up))
        return served if every else None

    served = wait_until(scraped, 40, "Prometheus to scrape every process's /metrics")
    assert all(float(row["value"][1]) > 0 for row in served), served


def test_jamaal_is_served_beside_quranflow_by_its_own_processes(cluster):
    """`make cluster` starts Jamaal too: its own HAProxy address, two `jamaal serve` processes on the cluster's
    PostgreSQL (database `jamaal`, not QuranFlow's), the demo seeded once, the demo person served by both; the output
    names Jamaal's address and sign-in beside QuranFlow's."""
    output = cluster.read()
    assert f"Jamaal (cluster)     http://localhost:{cluster.jamaal_port}" in output, output
    assert "maryam@jamaal.test, password jamaal-demo" in output and "sarah@quranflow.test" in output, output
    logs = "\n".join((Path(cluster.state) / "logs" / f"{name}.log").read_text() for name in sorted(cluster.jamaal_processes))
    assert logs.count("demo: created the demo person") == 1 and "demo: data already present" in logs, logs[-2000:]
    email, password = JAMAAL_DEMO_SIGN_IN
    jar = http.cookiejar.CookieJar()
    maryam = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    token = re.search(r'name="_csrf" value="([^"]*)"', maryam.open(cluster.jamaal_url + "/sign-in").read().decode()).group(1)
    maryam.open(cluster.jamaal_url + "/sign-in", urllib.parse.urlencode(
        {"email": email, "password": password, "_csrf": token}).encode(), timeout=30).read()
    answers = [served_by(maryam, cluster.jamaal_url + "/today") for _ in range(4)]
    assert all(status == 200 for status, _ in answers), answers
    assert {who for _, who in answers} == set(cluster.jamaal_processes), answers
    # Two databases on one PostgreSQL: Jamaal's people are in `jamaal`, QuranFlow's accounts in `test`.
    people = subprocess.run(["psql", cluster.jamaal_database, "-Atc", "SELECT email FROM people"], capture_output=True,
                            text=True)
    assert people.returncode == 0 and email in people.stdout.split(), people
    assert cluster.sql(f"SELECT COUNT(*) FROM accounts WHERE email = '{email}'") == [["0"]]


def sarahs_week_8(cluster) -> list[list[str]]:
    return cluster.sql("""SELECT m.id, m.path, m.bytes FROM media m JOIN submissions s ON m.owner = 'submission:' || s.id
                          JOIN accounts a ON a.id = s.student_id WHERE a.email = 'sarah@quranflow.test' AND s.week = 8""")


def test_a_recitation_sent_through_one_process_plays_through_the_other_from_the_bucket(cluster):
    """The two processes share the database and the bucket, nothing on disk: Sarah's recitation, sent to the first
    process, is an object in the bucket (and on neither process's disk); the second plays it with Range, from a copy it
    fetched from the bucket; through HAProxy both answer with the same bytes."""
    assert cluster.moto, "make cluster keeps its media in S3 unless told --media local"
    (one, (port_one, _)), (other, (port_two, _)) = sorted(cluster.processes.items())
    sarah = signed_in(cluster.url, "sarah@quranflow.test")
    token = re.search(r'name="_csrf" value="([^"]*)"', sarah.open(cluster.url + "/profile").read().decode()).group(1)
    folder = tempfile.mkdtemp(prefix="qf-cluster-take-")
    boundary, body = multipart(take(Path(folder) / "take.webm"), token)
    direct = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(sarah.jar), Unfollowed())
    request = urllib.request.Request(f"http://127.0.0.1:{port_one}/learn/week/8/record", data=body, method="POST",
                                     headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    with pytest.raises(urllib.error.HTTPError) as sent:
        direct.open(request, timeout=60)
    assert sent.value.code == 303 and "/sent" in sent.value.headers["Location"], (sent.value.code, sent.value.read()[:300])
    shutil.rmtree(folder, ignore_errors=True)

    [(media_id, path, size)] = sarahs_week_8(cluster)
    stored = cluster.stored(path)
    assert stored is not None and len(stored) == int(size), "the recitation is an object in the bucket, whole"
    for name in (one, other):
        assert not (cluster.data(name) / "media" / path).exists(), f"{name} kept the file on its disk"
        assert not (cluster.data(name) / "media-cache" / path).exists(), f"{name} has a copy before anyone played it"

    ranged = direct.open(urllib.request.Request(f"http://127.0.0.1:{port_two}/media/{media_id}",
                                                headers={"Range": "bytes=100-1099"}), timeout=30)
    assert ranged.status == 206 and ranged.headers["Content-Range"] == f"bytes 100-1099/{size}"
    assert ranged.read() == stored[100:1100]
    assert (cluster.data(other) / "media-cache" / path).stat().st_size == int(size), "played from its copy of the object"

    answers = []
    for _ in range(6):
        with sarah.open(urllib.request.Request(cluster.url + f"/media/{media_id}", headers={"Range": "bytes=0-499"}),
                        timeout=30) as response:
            answers.append((response.status, response.headers.get("X-Served-By"), response.read() == stored[:500]))
    assert {(status, same) for status, _, same in answers} == {(206, True)}, answers
    assert {who for _, who, _ in answers} == {one, other}, answers
    print(f"\ncluster: a {int(size):,}-byte recitation sent through {one} is s3://{cluster.moto['bucket']}/{path}; "
          f"{other} and HAProxy serve it with Range")


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
        time.sleep(1)  # real time: a byte a second on each held connection, against HAProxy's 10-s timeout http-request
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
    attempts = []
    for i in range(30):
        attempts.append(failed_sign_in(cluster.port, i, forwarded=f"203.0.113.{i}", source="127.0.0.7"))
        time.sleep(0.05)  # real time: attempts 50 ms apart, more than the two processes' clocks differ (set above)
    assert_counted_as_one_address(attempts, skew=0.05)  # the two clocks are set milliseconds apart (above)
    assert failed_sign_in(cluster.port, 99, forwarded="127.0.0.7", source="127.0.0.8").status == 401


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
    def transcoding():
        rows = cluster.sql("SELECT id, state, lease_owner, progress FROM media_jobs WHERE title LIKE 'Week 9 ·%'")
        return rows if rows and rows[0][1] == "running" and int(rows[0][3]) > 0 else None

    rows = wait_until(transcoding, 60, "the video job to be running with progress", interval=0.1)
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
    def finished():
        state = cluster.sql(f"SELECT state, attempts, media_id, failure FROM media_jobs WHERE id = '{job}'")[0]
        assert state[0] in ("running", "queued", "done"), f"the job failed: {state}"
        return state if state[0] == "done" else None

    state = wait_until(finished, 240, "the survivor to finish the job", interval=0.5)
    assert state[1] == "2", f"claimed {state[1]} times"
    media = cluster.sql(f"SELECT id, path, content_type FROM media WHERE owner = 'term:{term}/week:9' AND kind = 'lessonVideo'")
    assert len(media) == 1 and media[0][0] == state[2] and media[0][2] == "video/mp4", media
    video = cluster.stored(media[0][1])
    assert video is not None and len(video) > 10_000, "the video is in the media store"
    # Nothing raw left behind in the store or the survivor's folder, no other job claimed twice.
    if cluster.moto:
        assert cluster.keys("raw/") == [], cluster.keys("raw/")
    raw = cluster.data(survivor) / "media" / "raw"
    assert not raw.exists() or not any(raw.iterdir()), list(raw.iterdir())
    cluster.killed = victim
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


def test_started_again_the_cluster_serves_the_same_media_and_sweeps_what_the_killed_process_left(cluster):
    """Ctrl-C, then `cluster.sh` again on the same state: the bucket was kept on disk (moto loads it back), so with every
    process's cached copies gone the recitation and the lesson video still play; the copy of the raw video the killed
    process was transcoding (a locked scratch file its death unlocked) is swept when it starts again."""
    assert cluster.moto and getattr(cluster, "killed", None), "runs after the recitation and the killed job above"
    [(media_id, path, size)] = sarahs_week_8(cluster)
    [(video_id, video_path)] = cluster.sql("SELECT id, path FROM media WHERE kind = 'lessonVideo' AND owner LIKE '%/week:9'")
    before = {key: cluster.stored(key) for key in (path, video_path)}
    keys = cluster.keys()
    raw = cluster.data(cluster.killed) / "media" / "raw"
    left = [p.name for p in raw.iterdir()] if raw.exists() else []
    assert any(name.startswith(".upload-") for name in left), f"the killed process left no copy to sweep: {left}"

    cluster.stop()
    assert "cluster: stopped" in cluster.read()
    for name in cluster.processes:
        shutil.rmtree(cluster.data(name) / "media-cache", ignore_errors=True)
    cluster.start()
    assert cluster.moto["loaded"] == len(keys), (cluster.moto["loaded"], len(keys))
    assert cluster.keys() == keys
    assert all(cluster.stored(key) == data for key, data in before.items())
    assert not raw.exists() or not any(raw.iterdir()), list(raw.iterdir())

    sarah = signed_in(cluster.url, "sarah@quranflow.test")
    for _ in range(4):
        with sarah.open(urllib.request.Request(cluster.url + f"/media/{media_id}", headers={"Range": "bytes=0-499"}),
                        timeout=30) as response:
            assert response.status == 206 and response.read() == before[path][:500]
    poster = cluster.stored(f"posters/{video_id}.jpg")
    admin = signed_in(cluster.url, "admin@quranflow.test")
    for _ in range(2):
        with admin.open(cluster.url + f"/admin/videos/{video_id}/poster", timeout=30) as response:
            assert response.status == 200 and poster and response.read() == poster
    print(f"\ncluster: started again, the bucket's {len(keys)} objects were loaded back and served; the killed "
          f"process's {len(left)} scratch file(s) swept")
