"""A server killed (SIGKILL) in the middle of receiving a recording leaves no half-stored submission: after a restart
on the same data there is no new row, no media record and no file, and the student can still submit. The half-received
body itself, written to the spool directory from its first byte, is swept by the restarted server."""
import http.cookiejar
import os
import re
import shutil
import socket
import sqlite3
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

from conftest import Server, wait_until

NOW = "2026-10-27T13:48:00-04:00"


def signed_in(server):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(server.url + "/sign-in").read().decode()
    token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
    opener.open(server.url + "/sign-in", urllib.parse.urlencode(
        {"email": "sarah@quranflow.test", "password": "quranflow-demo", "_csrf": token}).encode())
    token = re.search(r'name="_csrf" value="([^"]*)"', opener.open(server.url + "/profile").read().decode()).group(1)
    return opener, jar, token


def week8_rows(data):
    with sqlite3.connect(Path(data) / "quranflow.sqlite") as db:
        rows = db.execute("""SELECT COUNT(*) FROM submissions s JOIN accounts a ON a.id = s.student_id
                             WHERE a.email = 'sarah@quranflow.test' AND s.week = 8""").fetchone()[0]
        media = db.execute("SELECT COUNT(*) FROM media WHERE kind = 'recitation'").fetchone()[0]
    folder = Path(data) / "media" / "recitations"
    files = [p.name for p in folder.iterdir()] if folder.exists() else []
    return rows, media, files


def take(path):
    subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=300:duration=20",
                    "-c:a", "libopus", "-f", "webm", str(path)], check=True)
    return Path(path).read_bytes()


def multipart(audio, token):
    boundary = "qf-kill-test"
    head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n{token}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"recording\"; filename=\"take.webm\"\r\n"
            "Content-Type: audio/webm\r\n\r\n").encode()
    return boundary, head + audio + f"\r\n--{boundary}--\r\n".encode()


def spooled(folder):
    return [p.name for p in Path(folder).iterdir() if p.name.startswith("qf-body-")]


def test_a_server_killed_mid_upload_leaves_nothing_half_stored():
    spool = tempfile.mkdtemp(prefix="qf-spool-")  # the servers' temporary directory (TMPDIR), where bodies go
    server = Server(NOW, env={"TMPDIR": spool})
    data = server.data
    try:
        opener, jar, token = signed_in(server)
        before = week8_rows(data)[0]  # her Year-1 term's Week 8
        audio = take(Path(data) / "take.webm")
        boundary, body = multipart(audio, token)
        cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
        # Half the body, then the server dies.
        with socket.create_connection(("127.0.0.1", server.port)) as conn:
            conn.sendall((f"POST /learn/week/8/record HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\n"
                          f"Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {len(body)}\r\n\r\n").encode())
            conn.sendall(body[: len(body) // 2])
            wait_until(lambda: spooled(spool), 10, "the half-sent recording to be written to the spool directory")
            server.kill()
        assert week8_rows(data) == (before, 0, [])
        left = spooled(spool)
        assert left, "the killed server's body is gone before any restart"

        # Restarted on the same data past the sweep's 2-s grace (the sweep reads the body's folder's modification time:
        # set back 3 s, as if the restart came that much later): nothing was stored, the dead server's half body is
        # swept, and the same recording goes through whole.
        for name in left:
            aged = time.time() - 3
            os.utime(Path(spool) / name, (aged, aged))
        server = Server(NOW, data=data, env={"TMPDIR": spool})
        assert spooled(spool) == []
        opener, jar, token = signed_in(server)
        boundary, body = multipart(audio, token)
        request = urllib.request.Request(server.url + "/learn/week/8/record", data=body, method="POST",
                                         headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
        response = opener.open(request)
        assert "/sent" in response.geturl()
        rows, media, files = week8_rows(data)
        assert (rows, media, len(files)) == (before + 1, 1, 1), files
    finally:
        server.stop()
        shutil.rmtree(spool, ignore_errors=True)
