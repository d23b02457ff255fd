"""No room for media (issue 21): a server whose file writes are capped (`RLIMIT_FSIZE`, as `ulimit -f` or
`prlimit --fsize` sets it — the same EFBIG a quota or a full disk gives as ENOSPC) answers an upload that does not fit
with 507 and words a person can act on, keeps nothing of it (no job, no raw file, no spooled body), and keeps serving.
The defect: the first write past the cap killed the whole process with SIGXFSZ."""
import os
import re
import resource
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

from conftest import _free_port, own_postgres, quranflow_binary, wait_until
from test_backup import opener_signed_in

NOW = "2026-10-27T13:48:00-04:00"
CAP = 2_000_000  # bytes: more than any file the demo writes without media, less than the uploads below


@pytest.fixture
def capped_server():
    """A demo server on PostgreSQL (its data is not a file of the process) whose files may not exceed CAP bytes."""
    with own_postgres("qf-storage-pg-") as url:
        yield from _capped(url)


def _capped(url: str):
    data = tempfile.mkdtemp(prefix="qf-storage-")
    port = _free_port()
    log = open(Path(data) / "server.log", "w")

    def cap():
        resource.setrlimit(resource.RLIMIT_FSIZE, (CAP, CAP))

    process = subprocess.Popen(
        [quranflow_binary(), "serve", "--port", str(port), "--database-url", url, "--data", data, "--demo", "--now", NOW],
        stdout=log, stderr=subprocess.STDOUT, preexec_fn=cap,
        env={**os.environ, "QURANFLOW_PASSWORD_STRENGTH": "minimal", "QURANFLOW_DEMO_MEDIA": "off"})
    server = type("Capped", (), {"url": f"http://127.0.0.1:{port}", "data": data, "database": url, "process": process})
    def healthy():
        assert process.poll() is None, (Path(data) / "server.log").read_text()
        with urllib.request.urlopen(server.url + "/health", timeout=1):
            return True

    wait_until(healthy, 60, lambda: "/health: " + (Path(data) / "server.log").read_text(), ignoring=(OSError,))
    yield server
    process.terminate()
    process.wait(timeout=10)
    log.close()
    shutil.rmtree(data, ignore_errors=True)


def video(size_mb: int) -> bytes:
    """A real MP4 of about `size_mb` MB (lossless test pattern: big for its seconds)."""
    folder = tempfile.mkdtemp(prefix="qf-storage-video-")
    path = Path(folder) / "big.mp4"
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30",
                    "-fs", str(size_mb * 1_000_000), "-t", "30", "-c:v", "libx264", "-preset", "ultrafast", "-qp", "0",
                    "-pix_fmt", "yuv420p", str(path)], check=True)
    data = path.read_bytes()
    shutil.rmtree(folder, ignore_errors=True)
    return data


def upload(opener, url: str, page: str, body: bytes) -> tuple[int, str]:
    token = re.search(r'name="_csrf" value="([^"]*)"', opener.open(url + page).read().decode()).group(1)
    boundary = uuid.uuid4().hex
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
             for name, value in [("_csrf", token), ("title", "Too big for the disk"), ("position", "")]]
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\n'
                 f'Content-Type: video/mp4\r\n\r\n'.encode() + body + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    request = urllib.request.Request(url + page, data=b"".join(parts), method="POST",
                                     headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    try:
        with opener.open(request, timeout=120) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_an_upload_with_no_room_is_507_keeps_nothing_and_the_server_lives_on(capped_server):
    server = capped_server
    term = subprocess.run(["psql", server.database, "-At", "-c",
                           "SELECT id FROM terms WHERE name = 'Fall 2026' AND level_number = 2"],
                          check=True, capture_output=True, text=True).stdout.strip()
    page = f"/admin/terms/{term}/weeks/9/videos"
    admin = opener_signed_in(server, "admin@quranflow.test")
    # 5 MB (kept in memory, then written to the media folder) and 22 MB (spooled to a file as it arrives).
    for size in (5, 22):
        status, body = upload(admin, server.url, page, video(size))
        assert status == 507, (size, status, body[:300])
        assert "no room on the server to store this right now, so nothing was saved" in body
        assert server.process.poll() is None, "the server died"
    jobs = subprocess.run(["psql", server.database, "-At", "-c", "SELECT COUNT(*) FROM media_jobs"], check=True,
                          capture_output=True, text=True).stdout.strip()
    assert jobs == "0"
    raw = Path(server.data) / "media" / "raw"
    assert not raw.exists() or not any(raw.iterdir()), list(raw.iterdir())
    leftovers = [p for p in Path(tempfile.gettempdir()).glob("qf-body-*") if p.stat().st_mtime > time.time() - 120]
    assert not leftovers, leftovers
    # Still serving, reads and writes.
    assert admin.open(server.url + page).status == 200
    sarah = opener_signed_in(server, "sarah@quranflow.test")
    assert sarah.open(server.url + "/today").status == 200
