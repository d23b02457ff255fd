"""Raw HTTP/1.1 over a socket: the fuzzer's requests are bytes no HTTP library would send (two Content-Lengths, a
chunk size of "zz", a body shorter than its Content-Length), so they go out as bytes and every status line that comes
back is read."""
import re
import socket
import time
from urllib.parse import urlparse

STATUS_LINE = re.compile(rb"(?:^|\r\n)HTTP/1\.[01] (\d{3}) ")


def address(url: str) -> tuple[str, int]:
    parsed = urlparse(url)
    return parsed.hostname, parsed.port


def request_bytes(method: str, path: str, headers: list[tuple[str, str]], body: bytes = b"",
                  content_length: bool = True) -> bytes:
    lines = [f"{method} {path} HTTP/1.1".encode("latin-1", "replace")]
    for name, value in headers:
        if name == "":  # a raw line, colon or not
            lines.append(value if isinstance(value, bytes) else value.encode("utf-8"))
            continue
        lines.append(name.encode("latin-1", "replace") + b": " + (value if isinstance(value, bytes) else value.encode("utf-8")))
    if content_length and body and not any(n.lower() in ("content-length", "transfer-encoding") for n, _ in headers):
        lines.append(b"Content-Length: " + str(len(body)).encode())
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


def exchange(url: str, raw: bytes, timeout: float = 10.0, half_close: bool = False,
             source: str | None = None) -> tuple[list[int], bytes]:
    """Sends `raw`, reads until the server closes (or `timeout` passes with nothing new), and returns every status code
    it answered with (pipelined or smuggled requests answer more than once) and the bytes. A reset or a refused write
    (the server closed on a body it did not want) is an answer too: it is returned as no status at all."""
    received = b""
    with socket.create_connection(address(url), timeout=timeout,
                                  source_address=(source, 0) if source else None) as conn:
        try:
            conn.sendall(raw)
            if half_close:
                conn.shutdown(socket.SHUT_WR)
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                chunk = conn.recv(65536)
                if not chunk:
                    break
                received += chunk
                if _complete(received):
                    if not half_close:
                        break
                    # Pipelined or smuggled: more answers may follow, but a kept-alive connection is not waited out.
                    conn.settimeout(1.0)
        except (OSError, socket.timeout):  # reset, broken pipe, not connected: the server hung up
            pass
    return [int(code) for code in STATUS_LINE.findall(received)], received


def _complete(received: bytes) -> bool:
    """Whether the last response in `received` is complete (Content-Length bodies; chunked ones end with 0\\r\\n\\r\\n)."""
    head_end = received.rfind(b"\r\n\r\n")
    starts = [m.start() for m in re.finditer(rb"HTTP/1\.[01] \d{3} ", received)]
    if not starts or head_end < starts[-1]:
        return False
    head = received[starts[-1]:received.find(b"\r\n\r\n", starts[-1])]
    body = received[received.find(b"\r\n\r\n", starts[-1]) + 4:]
    length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
    if length:
        return len(body) >= int(length.group(1))
    if re.search(rb"(?im)^transfer-encoding:\s*chunked", head):
        return body.endswith(b"0\r\n\r\n")
    return False
